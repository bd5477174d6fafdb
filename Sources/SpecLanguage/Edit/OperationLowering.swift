import LoaderKitCore

/// Lowers a `SpecOperation` to `SpecEdit`s on one revision of a spec, reading what it needs
/// (keyTimes, values, easing, the part's fields) from the tree.
struct OperationLowering {
    let tree: SpecSyntaxTree

    /// One edit of an operation; `keepsOneLineContainers` for a value copied from the file (a
    /// part moved or duplicated), whose one-line objects and arrays then stay as written.
    struct Step: Sendable {
        var edit: SpecEdit
        var keepsOneLineContainers = false
    }

    /// One change of an operation whose changes touch distinct values of the tree, none inside
    /// another: each is lowered on this one tree, its text edits relative to the tree's bytes
    /// (`SpecEditor.perform` validates the new text once, however many there are).
    enum Change: Sendable {
        /// A scalar's bytes replaced by `text` (scalar JSON, written as it is).
        case text(node: Int, String)
        /// An edit of a value or a member, written in the file's style.
        case edit(SpecEdit, keepsOneLineContainers: Bool)
    }

    /// The edits of `operation`, to be applied one after another.
    func steps(for operation: SpecOperation) throws(SpecEditError) -> [Step] {
        switch operation {
        case .addPart: return try addPart()
        case .duplicatePart(let index): return try duplicatePart(index)
        case .movePart(let from, let to): return try movePart(from, to)
        case .insertPart(let json): return try insertPart(json)
        default:
            if let changes = try changes(for: operation) { return changes.map(step(for:)) }
            return try edits(for: operation).map { Step(edit: $0) }
        }
    }

    /// The changes of an operation made on this tree alone (the group operations on keyframes),
    /// or nil for one whose edits go one after another.
    func changes(for operation: SpecOperation) throws(SpecEditError) -> [Change]? {
        switch operation {
        case .moveKeyframes(let selection, let delta): return try moveKeyframes(selection, by: delta)
        case .scaleKeyframeTimes(let selection, let factor, let pivot):
            return try scaleKeyframeTimes(selection, factor: factor, pivot: pivot)
        case .offsetKeyframeValues(let selection, let delta): return try offsetKeyframeValues(selection, by: delta)
        case .scaleKeyframeValues(let selection, let factor): return try scaleKeyframeValues(selection, factor: factor)
        case .setSegmentEasing(let selection, let json): return try setSegmentEasing(selection, json: json)
        case .reverseKeyframes(let selection): return try reverseKeyframes(selection)
        case .makeLoop(let tracks): return try makeLoop(tracks)
        default: return nil
        }
    }

    /// A change as an edit of its own (its value's path: the changes of one operation never
    /// move each other's values).
    func step(for change: Change) -> Step {
        switch change {
        case .text(let node, let text): return Step(edit: .set(tree.path(of: node), json: text))
        case .edit(let edit, let keeps): return Step(edit: edit, keepsOneLineContainers: keeps)
        }
    }

    func edits(for operation: SpecOperation) throws(SpecEditError) -> [SpecEdit] {
        switch operation {
        case .set(let path, let json): return [.set(path, json: json)]
        case .moveKeyframe(let track, let index, let time): return try moveKeyframe(track, index, time)
        case .setKeyframeValue(let track, let index, let json):
            _ = try keyframeCount(track, index: index)
            return [.set(track.appending(key: "values").appending(index: index), json: json)]
        case .addKeyframe(let track, let time): return try addKeyframe(track, time)
        case .removeKeyframe(let track, let index): return try removeKeyframe(track, index)
        case .setEasing(let track, let json): return try setEasing(track, json)
        case .setLayoutType(let part, let type):
            return try setType(of: part.appending(key: "layout"), to: type, kind: .layout)
        case .setShapeType(let part, let type):
            return try setType(of: part.appending(key: "shape"), to: type, kind: .shape)
        case .addPart, .duplicatePart, .movePart: return try steps(for: operation).map(\.edit)
        case .removePart(let index): return try removePart(index)
        case .addTrack(let part, let group, let property): return try addTrack(part, group: group, property: property)
        case .addMove(let part, let group, let move): return try addMove(part, group: group, move: move)
        case .removeTrack(let track):
            _ = try object(at: track, "a track")
            return [.remove(track)]
        case .addElementOffsets(let part, let atLeast): return try addElementOffsets(part, atLeast: atLeast)
        case .removeElementOffsets(let part): return try removeElementOffsets(part)
        case .addElementDurations(let part, let atLeast): return try addElementDurations(part, atLeast: atLeast)
        case .removeElementDurations(let part): return try removeElementDurations(part)
        case .removeRest(let part, let property): return try removeRest(part, property)
        case .addParam(let name, let value): return try addParam(name, value: value)
        case .renameParam(let old, let new): return try renameParam(old, to: new)
        case .removeParam(let name, let inlining): return try removeParam(name, inliningDefault: inlining)
        case .moveKeyframes, .scaleKeyframeTimes, .offsetKeyframeValues, .scaleKeyframeValues, .setSegmentEasing,
            .reverseKeyframes, .makeLoop, .insertPart:
            return try steps(for: operation).map(\.edit)
        case .pasteKeyframes(let track, let clip, let time): return try pasteKeyframes(track, clip, at: time)
        case .insertTrack(let part, let group, let json): return try insertTrack(part, group: group, json: json)
        }
    }

    // MARK: - Reading the tree

    /// The node at `path`, which must be an object.
    func object(at path: JSONPath, _ what: String) throws(SpecEditError) -> Int {
        guard let id = tree.node(at: path), tree[id].kind == .object else {
            throw SpecEditError(.badPath, "no \(what) at \(path.messageName)")
        }
        return id
    }

    /// The items of the array at `path`.
    func items(at path: JSONPath, _ what: String) throws(SpecEditError) -> [Int] {
        guard let id = tree.node(at: path), tree[id].kind == .array else {
            throw SpecEditError(.badPath, "no \(what) at \(path.messageName)")
        }
        return Array(tree.children(of: id))
    }

    /// The source text of a value node.
    func text(_ id: Int) -> String { tree.text(of: id) }

    /// A number node's value and its `EditPrecision.writtenDecimals` (0 unless `decimals`), read
    /// on its text when it is plain (neither parsed nor formatted again).
    func writtenNumber(_ id: Int, decimals: Bool = true) -> (value: Double, decimals: Int)? {
        guard tree[id].kind == .number else { return nil }
        let r = tree[id].range
        if let plain = EditPrecision.plainNumber(tree.bytes[r.start..<r.end]) {
            return (plain.value, plain.decimals ?? (decimals ? EditPrecision.writtenDecimals(plain.value) : 0))
        }
        return tree.number(id).map { ($0, decimals ? EditPrecision.writtenDecimals($0) : 0) }
    }

    /// The default params of the spec (`params` members that are numbers).
    var defaultParams: [String: Double] {
        guard let root = tree.root, let params = tree.value(named: "params", in: root), tree[params].kind == .object
        else { return [:] }
        var out: [String: Double] = [:]
        for member in tree.children(of: params) {
            if let name = tree.keyName(ofMember: member), let value = tree.value(ofMember: member),
                let x = tree.number(value)
            {
                out[name] = x
            }
        }
        return out
    }

    /// A `Num` node's value: a number, or a `$param` resolved with the default params.
    func resolvedNumber(_ id: Int) -> Double? {
        if let x = tree.number(id) { return x }
        guard tree[id].kind == .object, let ref = tree.value(named: "$param", in: id), let name = tree.string(ref)
        else { return nil }
        return defaultParams[name]
    }
}
