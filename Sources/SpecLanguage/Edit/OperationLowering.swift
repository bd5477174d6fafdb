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

    /// The edits of `operation`, to be applied one after another.
    func steps(for operation: SpecOperation) throws(SpecEditError) -> [Step] {
        switch operation {
        case .addPart: return try addPart()
        case .duplicatePart(let index): return try duplicatePart(index)
        case .movePart(let from, let to): return try movePart(from, to)
        default: return try edits(for: operation).map { Step(edit: $0) }
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
            .reverseKeyframes, .makeLoop, .pasteKeyframes, .insertTrack, .insertPart:
            throw SpecEditError(.notApplicable, "not built yet")
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
