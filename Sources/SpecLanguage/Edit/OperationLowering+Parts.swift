import LoaderKitCore

extension OperationLowering {
    /// The members of a part that a spec without `parts` holds at its top level.
    static let partFields = ["layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks"]

    /// The part `addPart` appends: one circle half the box wide, not animated yet.
    static let newPart = #"{"layout": {"type": "single", "size": 0.5}, "shape": {"type": "circle"}, "tracks": []}"#

    private var root: Int? { tree.root.flatMap { tree[$0].kind == .object ? $0 : nil } }

    /// The items of `parts`, or nil for a spec without `parts`.
    private func parts() throws(SpecEditError) -> [Int]? {
        guard let root else { throw SpecEditError(.notApplicable, "the spec is not an object") }
        guard let parts = tree.value(named: "parts", in: root) else { return nil }
        guard tree[parts].kind == .array else { throw SpecEditError(.notApplicable, "\"parts\" is not an array") }
        return Array(tree.children(of: parts))
    }

    /// The top-level part of a spec without `parts`, as one object's JSON text (its members in
    /// source order), and the edits that take those members out of the top level.
    private func inlinePart() throws(SpecEditError) -> (json: String, removals: [SpecEdit]) {
        guard let root else { throw SpecEditError(.notApplicable, "the spec is not an object") }
        var members: [String] = []
        var removals: [SpecEdit] = []
        var seen: Set<String> = []
        for member in tree.children(of: root) {
            guard let name = tree.keyName(ofMember: member), Self.partFields.contains(name), !seen.contains(name) else { continue }
            seen.insert(name)
            // The last member of a name is the one LoaderKit reads.
            guard let value = tree.value(named: name, in: root) else { continue }
            members.append("\(EditLowering.quote(name)): \(text(value))")
            removals.append(.remove(SpecPath([.key(name)])))
        }
        return ("{" + members.joined(separator: ", ") + "}", removals)
    }

    /// A spec without `parts` becomes one whose `parts` are `parts` (JSON texts), with its top-level
    /// part fields moved into them; every other member stays.
    private func convert(to parts: [String], removals: [SpecEdit]) -> [SpecEdit] {
        removals + [.set(SpecPath([.key("parts")]), json: "[" + parts.joined(separator: ", ") + "]")]
    }

    func addPart() throws(SpecEditError) -> [SpecEdit] {
        if let parts = try parts() {
            return [.insert(SpecPath([.key("parts"), .index(parts.count)]), json: Self.newPart)]
        }
        let inline = try inlinePart()
        return convert(to: [inline.json, Self.newPart], removals: inline.removals)
    }

    func duplicatePart(_ index: Int) throws(SpecEditError) -> [SpecEdit] {
        if let parts = try parts() {
            guard index >= 0, index < parts.count else { throw badPart(index, count: parts.count) }
            return [.insert(SpecPath([.key("parts"), .index(index + 1)]), json: text(parts[index]))]
        }
        guard index == 0 else { throw badPart(index, count: 1) }
        let inline = try inlinePart()
        return convert(to: [inline.json, inline.json], removals: inline.removals)
    }

    func removePart(_ index: Int) throws(SpecEditError) -> [SpecEdit] {
        guard let parts = try parts() else {
            throw SpecEditError(.notApplicable, "the spec's only part cannot be removed")
        }
        guard index >= 0, index < parts.count else { throw badPart(index, count: parts.count) }
        return [.remove(SpecPath([.key("parts"), .index(index)]))]
    }

    /// Moves part `from` so that it ends up at index `to`.
    func movePart(_ from: Int, _ to: Int) throws(SpecEditError) -> [SpecEdit] {
        let parts = try parts() ?? []
        let count = max(parts.count, 1)
        guard from >= 0, from < count else { throw badPart(from, count: count) }
        guard to >= 0, to < count else { throw badPart(to, count: count) }
        guard from != to else { return [] }
        return [
            .remove(SpecPath([.key("parts"), .index(from)])),
            .insert(SpecPath([.key("parts"), .index(to)]), json: text(parts[from])),
        ]
    }

    private func badPart(_ index: Int, count: Int) -> SpecEditError {
        SpecEditError(.badPath, "no part \(index) (the spec has \(count))")
    }

    /// A track of `property` in the part's `tracks` (or `groupTracks`), keyTimes [0, 1] and its
    /// rest value twice: the part's `rest` value for an element track, else the property's
    /// identity (1 for scales, opacity and strokeEnd, 0 otherwise).
    func addTrack(_ part: SpecPath, group: Bool, property: String) throws(SpecEditError) -> [SpecEdit] {
        let partNode = try object(at: part, "part")
        guard let known = Property(rawValue: property) else {
            let names = Property.allCases.map(\.rawValue).joined(separator: ", ")
            throw SpecEditError(.notApplicable, "\"\(property)\" is not a track property (\(names))")
        }
        if group, !Property.groupProperties.contains(known) {
            let names = Property.groupProperties.map(\.rawValue).joined(separator: ", ")
            throw SpecEditError(.notApplicable, "\"\(property)\" is not a group track property (\(names))")
        }
        var rest = SpecNumberText.format(known.restValue)
        if !group, let restObject = tree.value(named: "rest", in: partNode), tree[restObject].kind == .object,
           let value = tree.value(named: property, in: restObject) {
            rest = text(value)
        }
        let track = "{\"property\": \(EditLowering.quote(property)), \"keyTimes\": [0, 1], \"values\": [\(rest), \(rest)]}"
        let key = group ? "groupTracks" : "tracks"
        let listPath = part.appending(key: key)
        if let list = tree.value(named: key, in: partNode), tree[list].kind == .array {
            return [.insert(listPath.appending(index: tree.children(of: list).count), json: track)]
        }
        return [.set(listPath, json: "[" + track + "]")]
    }
}
