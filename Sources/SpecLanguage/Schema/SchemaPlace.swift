import LoaderKitCore

/// The schema of one place in a spec: the value at a path, read with the document's own
/// `type` discriminators so a row layout gets the row's fields.
struct SchemaPlace {
    let schema: SpecSchema
    /// The schemas the value may follow (before choosing among object alternatives).
    var candidates: [SpecSchema.Reached]
    /// For a member's place, the object alternative each candidate is a property of (in the
    /// same order); empty elsewhere.
    var owners: [SpecSchema.Reached] = []
    /// The last member name of the path, if the path ends with one.
    var key: String?
    /// The tree node at the path, when the document has one there.
    var node: Int?
    var isTop: Bool

    /// The place of `path` in `tree`.
    init(_ path: JSONPath, in tree: SpecSyntaxTree, schema: SpecSchema = .loaderKit) {
        self.init(top: tree, schema: schema)
        for component in path.components {
            switch component {
            case .key(let name): self = member(name, in: tree)
            case .index(let i): self = item(i, in: tree)
            }
        }
    }

    /// The top of the document.
    init(top tree: SpecSyntaxTree, schema: SpecSchema = .loaderKit) {
        self.schema = schema
        candidates = [schema.top]
        node = tree.root
        isTop = true
    }

    /// The place of member `name` of the object here.
    func member(_ name: String, in tree: SpecSyntaxTree) -> SchemaPlace {
        // The value of `type` is read from every alternative: it is what chooses among them.
        let type = name == "type" ? nil : node.flatMap { SchemaPlace.typeValue(of: $0, in: tree) }
        let objects = candidates.flatMap { schema.objectAlternatives($0, type: type) }
        var next = self
        next.candidates = []
        next.owners = []
        for object in objects {
            guard
                let member = schema.properties(object).first(where: { $0.name == name })?.schema
                    ?? schema.otherNamesSchema(object)
            else { continue }
            next.candidates.append(member)
            next.owners.append(object)
        }
        next.node = node.flatMap { tree.value(named: name, in: $0) }
        next.key = name
        next.isTop = false
        return next
    }

    /// The place of item `index` of the array here.
    func item(_ index: Int, in tree: SpecSyntaxTree) -> SchemaPlace {
        var next = self
        next.owners = []
        next.candidates = candidates.flatMap { schema.arrayAlternatives($0) }.compactMap {
            schema.item($0, index: index)
        }
        next.node = node.flatMap { id -> Int? in
            guard tree[id].kind == .array else { return nil }
            let items = tree.children(of: id)
            return index < items.count ? items[items.startIndex + index] : nil
        }
        next.key = nil
        next.isTop = false
        return next
    }

    /// The `type` string of an object node, if it has one.
    static func typeValue(of id: Int, in tree: SpecSyntaxTree) -> String? {
        guard tree[id].kind == .object, let value = tree.value(named: "type", in: id) else { return nil }
        return tree.string(value)
    }

    /// The object alternatives that apply at this place of `tree`, honouring the node's `type`.
    func objects(in tree: SpecSyntaxTree) -> [SpecSchema.Reached] {
        let type = node.flatMap { SchemaPlace.typeValue(of: $0, in: tree) }
        return candidates.flatMap { schema.objectAlternatives($0, type: type) }
    }

    /// The properties allowed here, in schema order, each once, with their schemas.
    func properties(in tree: SpecSyntaxTree) -> [(name: String, schema: SpecSchema.Reached)] {
        var seen = Set<String>()
        var out: [(name: String, schema: SpecSchema.Reached)] = []
        for object in objects(in: tree) {
            for property in schema.properties(object) where seen.insert(property.name).inserted {
                out.append(property)
            }
        }
        return out
    }

    /// True when the place accepts member names the schema does not list (`params`), or when
    /// the schema cannot tell (a layout whose `type` is not one of the five).
    func acceptsAnyName(in tree: SpecSyntaxTree) -> Bool {
        let objects = objects(in: tree)
        return objects.isEmpty || objects.contains { schema.allowsOtherNames($0) }
    }

    /// How a warning names the object at this place: "a spec", "a part", "a row layout",
    /// "a ring shape", "a track", "a group track", "a param reference", "stagger".
    func noun(in tree: SpecSyntaxTree) -> String {
        if isTop { return "a spec" }
        let objects = objects(in: tree)
        guard let first = objects.first else { return key ?? "this object" }
        if let type = schema.discriminator(first), let definition = first.definition {
            return "a \(type) \(definition)"
        }
        if let definition = first.definition { return "a " + SchemaWords.spaced(definition) }
        return key ?? "this object"
    }
}

/// Small wording helpers shared by summaries and messages.
enum SchemaWords {
    /// `groupTrack` → `group track`; `paramRef` → `param reference`.
    static func spaced(_ name: String) -> String {
        if name == "paramRef" { return "param reference" }
        var out = ""
        for c in name {
            if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// `a, b, c or d`.
    static func list(_ items: [String], conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
}
