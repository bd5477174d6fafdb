import LoaderKitCore

/// Warns about each member name that LoaderKit's JSON Schema does not allow where it stands
/// (the schema says `additionalProperties: false`; engines ignore such a member).
enum UnknownFieldCheck {
    /// The warning's wording, for an object described by `noun` ("a row layout", "stagger").
    static func message(name: String, noun: String) -> String {
        "`\(name)` is not a field of \(noun); LoaderKit ignores it"
    }

    static func diagnostics(tree: SpecSyntaxTree, schema: SpecSchema = .loaderKit) -> [SpecDiagnostic] {
        guard let root = tree.root else { return [] }
        var out: [SpecDiagnostic] = []
        // Depth-first over objects and arrays, each with its path (no recursion: depth is free).
        var pending: [(node: Int, path: JSONPath)] = [(root, JSONPath())]
        while let (id, path) = pending.popLast() {
            let node = tree[id]
            if node.kind == .array {
                // Only where the schema describes arrays: the walk never goes deeper than it.
                let place = SchemaPlace(path, in: tree, schema: schema)
                guard place.candidates.contains(where: { !schema.arrayAlternatives($0).isEmpty }) else { continue }
                for (i, item) in tree.children(of: id).enumerated().reversed() { pending.append((item, path.appending(i))) }
                continue
            }
            guard node.kind == .object else { continue }
            let place = SchemaPlace(path, in: tree, schema: schema)
            if place.candidates.isEmpty { continue }
            let checkNames = !place.acceptsAnyName(in: tree) && !isRest(path)
            let allowed = Set(place.properties(in: tree).map(\.name))
            var children: [(Int, JSONPath)] = []
            for member in tree.children(of: id) {
                guard let name = tree.keyName(ofMember: member), let key = tree.key(ofMember: member) else { continue }
                // `__proto__` is no field at all: LoaderKit reads it as the object's prototype.
                if checkNames, name != "__proto__", !allowed.contains(name) {
                    out.append(SpecDiagnostic(range: tree[key].range, severity: .warning, source: .schema,
                                              message: message(name: name, noun: place.noun(in: tree)),
                                              path: path.appending(name).description))
                }
                if let value = tree.value(ofMember: member) { children.append((value, path.appending(name))) }
            }
            pending.append(contentsOf: children.reversed())
        }
        return out.sorted { $0.range.start < $1.range.start }
    }

    /// `rest` names are checked by validation already (`… is not an animatable property`).
    private static func isRest(_ path: JSONPath) -> Bool {
        if case .key("rest")? = path.components.last { return true }
        return false
    }
}
