import LoaderKitCore

/// Warns about each member name that LoaderKit's JSON Schema does not allow where it stands
/// (the schema says `additionalProperties: false`; engines ignore such a member).
enum UnknownFieldCheck {
    /// The warning's wording, for an object described by `noun` ("a row layout", "stagger").
    static func message(name: String, noun: String) -> String {
        "`\(name)` is not a field of \(noun); LoaderKit ignores it"
    }

    static func diagnostics(tree: SpecSyntaxTree, schema: SpecSchema = .loaderKit) -> [SpecProblem] {
        guard let root = tree.root else { return [] }
        var out: [SpecProblem] = []
        // What the schema says of a place depends only on its shape: the path with indices
        // dropped and each object's `type`. Each shape is read from the schema once.
        var objectFacts: [String: ObjectFacts] = [:]
        var arrayFacts: [String: Bool] = [:]
        // Depth-first, no recursion; the walk stops where the schema describes nothing.
        var pending: [(node: Int, path: JSONPath, shape: String)] = [(root, JSONPath(), "")]
        while let (id, path, shape) = pending.popLast() {
            let node = tree[id]
            if node.kind == .array {
                let describes =
                    arrayFacts[shape]
                    ?? {
                        let place = SchemaPlace(path, in: tree, schema: schema)
                        let describes = place.candidates.contains { !schema.arrayAlternatives($0).isEmpty }
                        arrayFacts[shape] = describes
                        return describes
                    }()
                guard describes else { continue }
                for (i, item) in tree.children(of: id).enumerated().reversed() {
                    pending.append((item, path.appending(i), shape + "[]"))
                }
                continue
            }
            guard node.kind == .object else { continue }
            let objectShape = shape + "#" + (SchemaPlace.typeValue(of: id, in: tree) ?? "")
            let facts =
                objectFacts[objectShape]
                ?? {
                    let facts = ObjectFacts(SchemaPlace(path, in: tree, schema: schema), tree: tree, path: path)
                    objectFacts[objectShape] = facts
                    return facts
                }()
            guard facts.describes else { continue }
            var children: [(node: Int, path: JSONPath, shape: String)] = []
            for member in tree.children(of: id) {
                guard let name = tree.keyName(ofMember: member), let key = tree.key(ofMember: member) else { continue }
                // `__proto__` is no field at all: LoaderKit reads it as the object's prototype.
                if facts.checksNames, name != "__proto__", !facts.allowed.contains(name) {
                    out.append(
                        SpecProblem(
                            message(name: name, noun: facts.noun), path: path.appending(name), stage: .schema,
                            range: tree[key].range))
                }
                if let value = tree.value(ofMember: member) {
                    children.append((value, path.appending(name), objectShape + "." + name))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        return out.sorted { $0.bytes.start < $1.bytes.start }
    }

    /// What the schema says of an object at one place.
    private struct ObjectFacts {
        /// False where the schema has nothing to say (an unknown member's value).
        var describes: Bool
        var checksNames: Bool
        var allowed: Set<String>
        var noun: String

        init(_ place: SchemaPlace, tree: SpecSyntaxTree, path: JSONPath) {
            describes = !place.candidates.isEmpty
            checksNames = describes && !place.acceptsAnyName(in: tree) && !UnknownFieldCheck.isRest(path)
            allowed = Set(place.properties(in: tree).map(\.name))
            noun = place.noun(in: tree)
        }
    }

    /// `rest` names are checked by validation already (`… is not an animatable property`).
    static func isRest(_ path: JSONPath) -> Bool {
        if case .key("rest")? = path.components.last { return true }
        return false
    }
}
