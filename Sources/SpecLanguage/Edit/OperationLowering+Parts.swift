import LoaderKitCore

extension OperationLowering {
    /// The members of a part that a spec without `parts` holds at its top level.
    static let partFields = ["layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks"]

    /// The part `addPart` appends: one circle half the box wide, not animated yet.
    static let newPart = #"{"layout": {"type": "single", "size": 0.5}, "shape": {"type": "circle"}, "tracks": []}"#

    private var root: Int? { tree.root.flatMap { tree[$0].kind == .object ? $0 : nil } }

    /// The items of `parts`, or nil for a spec without `parts`.
    func parts() throws(SpecEditError) -> [Int]? {
        guard let root else { throw SpecEditError(.notApplicable, "the spec is not an object") }
        guard let parts = tree.value(named: "parts", in: root) else { return nil }
        guard tree[parts].kind == .array else { throw SpecEditError(.notApplicable, "\"parts\" is not an array") }
        return Array(tree.children(of: parts))
    }

    /// The top-level part members of a spec without `parts`, in source order (the last member
    /// of a name is the one LoaderKit reads).
    private func inlinePartMembers() throws(SpecEditError) -> [(name: String, value: Int)] {
        guard let root else { throw SpecEditError(.notApplicable, "the spec is not an object") }
        var members: [(name: String, value: Int)] = []
        for member in tree.children(of: root) {
            guard let name = tree.keyName(ofMember: member), Self.partFields.contains(name),
                !members.contains(where: { $0.name == name }), let value = tree.value(named: name, in: root)
            else { continue }
            members.append((name, value))
        }
        return members
    }

    /// A spec without `parts` becomes one with `parts`: a nil entry of `parts` receives the
    /// top-level part's members as written (moved; a second nil entry gets a copy), a text entry
    /// is a new part's JSON; every other top-level member stays.
    func convert(_ parts: [String?]) throws(SpecEditError) -> [Step] {
        let members = try inlinePartMembers()
        let partsPath = JSONPath([.key("parts")])
        var steps = [Step(edit: .set(partsPath, json: "[" + parts.map { $0 ?? "{}" }.joined(separator: ", ") + "]"))]
        for (index, part) in parts.enumerated() where part == nil {
            for member in members {
                steps.append(
                    Step(
                        edit: .insert(
                            partsPath.appending(index: index).appending(key: member.name), json: text(member.value)),
                        keepsOneLineContainers: true))
            }
        }
        steps += members.map { Step(edit: .remove(JSONPath([.key($0.name)]))) }
        return steps
    }

    func addPart() throws(SpecEditError) -> [Step] {
        if let parts = try parts() {
            return [Step(edit: .insert(JSONPath([.key("parts"), .index(parts.count)]), json: Self.newPart))]
        }
        return try convert([nil, Self.newPart])
    }

    func duplicatePart(_ index: Int) throws(SpecEditError) -> [Step] {
        if let parts = try parts() {
            guard index >= 0, index < parts.count else { throw badPart(index, count: parts.count) }
            return [
                Step(
                    edit: .insert(JSONPath([.key("parts"), .index(index + 1)]), json: text(parts[index])),
                    keepsOneLineContainers: true)
            ]
        }
        guard index == 0 else { throw badPart(index, count: 1) }
        return try convert([nil, nil])
    }

    func removePart(_ index: Int) throws(SpecEditError) -> [SpecEdit] {
        guard let parts = try parts() else {
            throw SpecEditError(.notApplicable, "the spec's only part cannot be removed")
        }
        guard index >= 0, index < parts.count else { throw badPart(index, count: parts.count) }
        return [.remove(JSONPath([.key("parts"), .index(index)]))]
    }

    /// Moves part `from` so that it ends up at index `to`.
    func movePart(_ from: Int, _ to: Int) throws(SpecEditError) -> [Step] {
        let parts = try parts() ?? []
        let count = max(parts.count, 1)
        guard from >= 0, from < count else { throw badPart(from, count: count) }
        guard to >= 0, to < count else { throw badPart(to, count: count) }
        guard from != to else { return [] }
        return [
            Step(edit: .remove(JSONPath([.key("parts"), .index(from)]))),
            Step(
                edit: .insert(JSONPath([.key("parts"), .index(to)]), json: text(parts[from])),
                keepsOneLineContainers: true),
        ]
    }

    private func badPart(_ index: Int, count: Int) -> SpecEditError {
        SpecEditError(.badPath, "no part \(index) (the spec has \(count))")
    }
}
