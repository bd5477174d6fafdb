import LoaderKitCore

extension OperationLowering {
    /// The spec's `params` object, if it has one.
    var paramsObject: Int? {
        guard let root = tree.root, let params = tree.value(named: "params", in: root), tree[params].kind == .object
        else { return nil }
        return params
    }

    /// The names of the spec's params, in the file's order.
    var paramNames: [String] {
        guard let params = paramsObject else { return [] }
        return tree.children(of: params).compactMap { tree.keyName(ofMember: $0) }
    }

    /// The `{"$param": name}` objects of the spec, in source order.
    func references(to name: String) -> [Int] {
        (0..<tree.nodeCount).filter { id in
            guard tree[id].kind == .object, tree.children(of: id).count == 1,
                let member = tree.children(of: id).first, tree.keyName(ofMember: member) == "$param",
                let value = tree.value(ofMember: member)
            else { return false }
            return tree.string(value) == name
        }
    }

    /// Refuses a name no param can have, or one already declared.
    private func checkNewName(_ name: String) throws(SpecEditError) {
        guard !name.isEmpty, name.trimmingSpaces == name else {
            throw SpecEditError(.notApplicable, "a param's name is not empty and has no spaces at its ends")
        }
        if paramNames.contains(name) {
            throw SpecEditError(.notApplicable, "a param named \"\(name)\" exists already")
        }
    }

    private func checkDeclared(_ name: String) throws(SpecEditError) {
        guard paramNames.contains(name) else { throw SpecEditError(.badPath, "no param named \"\(name)\"") }
    }

    func addParam(_ name: String, value: Double) throws(SpecEditError) -> [SpecEdit] {
        try checkNewName(name)
        guard value.isFinite else { throw SpecEditError(.notApplicable, "a param's default is a finite number") }
        let number = SpecNumberText.format(value)
        if paramsObject != nil { return [.set(JSONPath([.key("params"), .key(name)]), json: number)] }
        return [.set(JSONPath([.key("params")]), json: "{\(EditLowering.quote(name)): \(number)}")]
    }

    func renameParam(_ old: String, to new: String) throws(SpecEditError) -> [SpecEdit] {
        try checkDeclared(old)
        guard new != old else { return [] }
        try checkNewName(new)
        // The uses first (their paths do not go through `params`), then the declaration.
        let uses: [SpecEdit] = references(to: old).map { object in
            .set(tree.path(of: object).appending(key: "$param"), json: EditLowering.quote(new))
        }
        return uses + [.renameKey(JSONPath([.key("params"), .key(old)]), to: new)]
    }

    func removeParam(_ name: String, inliningDefault: Bool) throws(SpecEditError) -> [SpecEdit] {
        try checkDeclared(name)
        let uses = references(to: name)
        if !uses.isEmpty, !inliningDefault {
            let times = uses.count == 1 ? "once" : "\(uses.count) times"
            throw SpecEditError(.notApplicable, "\"\(name)\" is used \(times): inline its default or keep it")
        }
        var edits: [SpecEdit] = []
        if !uses.isEmpty {
            guard let params = paramsObject, let value = tree.value(named: name, in: params) else { return [] }
            let defaultText = text(value)
            edits += uses.map { .set(tree.path(of: $0), json: defaultText) }
        }
        edits.append(
            paramNames.count == 1
                ? .remove(JSONPath([.key("params")])) : .remove(JSONPath([.key("params"), .key(name)])))
        return edits
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
