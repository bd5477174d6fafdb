import LoaderKitCore

/// The fields of each layout and shape `type`, as LoaderKit's JSON Schema lists them, and the
/// values written for required fields the schema gives no default for.
struct ObjectTypeFields: Sendable {
    enum Kind: String, Sendable { case layout, shape }

    /// The field names of a type, in schema order (`type` first).
    let fields: [String]
    /// The fields a valid object of the type must have.
    let required: [String]

    /// The fields of `type` for a layout or shape; nil for a type the schema does not know.
    init?(_ kind: Kind, type: String) {
        let schema = SpecSchema.loaderKit
        guard let definition = schema.definition(named: kind.rawValue) else { return nil }
        let alternative = schema.objectAlternatives(definition, type: type)
        guard let chosen = alternative.first, schema.discriminator(chosen) == type else { return nil }
        fields = schema.properties(chosen).map(\.name)
        required = chosen.node.object?["required"]?.array?.compactMap(\.string) ?? ["type"]
    }

    /// The types of a layout or shape, in schema order.
    static func types(_ kind: Kind) -> [String] {
        let schema = SpecSchema.loaderKit
        guard let definition = schema.definition(named: kind.rawValue) else { return [] }
        return schema.objectAlternatives(definition, type: nil).compactMap { schema.discriminator($0) }
    }

    /// The value written for a required field the object lacks (the schema gives none): a
    /// visible starting point, in box units or a count.
    static func starterValue(_ field: String) -> String? {
        switch field {
        case "count": "3"
        case "gap": "0.1"
        case "columns", "rows": "3"
        case "itemSize": "0.25"
        case "strokeWidth": "0.1"
        default: nil
        }
    }

    /// Fields of another type whose value carries over to a required field of this one
    /// (a single's `size` becomes a ring's `itemSize`).
    static func carriedFrom(_ field: String) -> [String] {
        switch field {
        case "itemSize": ["size", "itemWidth"]
        case "count": ["columns"]
        default: []
        }
    }
}

extension OperationLowering {
    /// The layout or shape at `path` made a valid object of `type`: `type` set, fields the type
    /// does not have removed, its required fields added (from a field that carries over, else
    /// a starter value); fields the type shares (`size`, `count`, `gap`, ...) are kept.
    func setType(of path: JSONPath, to type: String, kind: ObjectTypeFields.Kind) throws(SpecEditError) -> [SpecEdit] {
        guard let fields = ObjectTypeFields(kind, type: type) else {
            let known = ObjectTypeFields.types(kind).map { "\"\($0)\"" }.joined(separator: ", ")
            throw SpecEditError(.notApplicable, "\"\(type)\" is not a \(kind.rawValue) type (\(known))")
        }
        let typeJSON = EditLowering.quote(type)
        guard let object = tree.node(at: path), tree[object].kind == .object else {
            // No object yet (or not an object): write a fresh one.
            var members = ["\"type\": \(typeJSON)"]
            for field in fields.required where field != "type" {
                if let value = ObjectTypeFields.starterValue(field) {
                    members.append("\(EditLowering.quote(field)): \(value)")
                }
            }
            return [.set(path, json: "{" + members.joined(separator: ", ") + "}")]
        }
        var present: [String: Int] = [:]
        var order: [String] = []
        for member in tree.children(of: object) {
            guard let name = tree.keyName(ofMember: member), let value = tree.value(ofMember: member) else { continue }
            if present[name] == nil { order.append(name) }
            present[name] = value
        }
        var edits: [SpecEdit] = [.set(path.appending(key: "type"), json: typeJSON)]
        for name in order where name != "type" && !fields.fields.contains(name) && Self.isKnownField(name, kind: kind) {
            edits.append(.remove(path.appending(key: name)))
        }
        for field in fields.required where field != "type" && present[field] == nil {
            let carried = ObjectTypeFields.carriedFrom(field).lazy.compactMap { present[$0] }.first
            guard let value = carried.map({ text($0) }) ?? ObjectTypeFields.starterValue(field) else { continue }
            edits.append(.insert(path.appending(key: field), json: value))
        }
        return edits
    }

    /// True when some layout (or shape) type has the field: an unknown member is the user's and stays.
    private static func isKnownField(_ name: String, kind: ObjectTypeFields.Kind) -> Bool {
        ObjectTypeFields.types(kind).contains { ObjectTypeFields(kind, type: $0)?.fields.contains(name) == true }
    }
}
