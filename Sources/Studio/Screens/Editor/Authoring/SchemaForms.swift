import LoaderKitCore

/// The forms' facts read from LoaderKit's JSON Schema (`IndicatorSpec.jsonSchema`), once: the
/// layout and shape types with their fields, the properties a track and a group track may
/// animate, the named easings. The schema is the one source of these lists.
struct SchemaForms: Sendable {
    /// A layout or a shape.
    enum Kind: String, Sendable, CaseIterable { case layout, shape }

    /// One field of a layout or shape type.
    struct Field: Hashable, Sendable {
        var name: String
        /// The schema's description.
        var description: String
        /// True for a boolean (`orient`); else a number.
        var isBoolean: Bool
        /// True when `{ "$param": name }` is accepted.
        var acceptsParam: Bool
        /// True when a valid object must have it.
        var isRequired: Bool
    }

    /// The schema, read at first use.
    static let loaderKit = SchemaForms(schema: IndicatorSpec.jsonSchema)

    private let definitions: JSONObject

    init(schema: String) {
        // The embedded schema is LoaderKit's own file: failing to parse it is a build defect, and
        // the forms then offer nothing rather than crash.
        let root = try? JSONParser.parse(schema)
        definitions = root?.object?["definitions"]?.object ?? JSONObject()
    }

    /// The object alternatives of a layout or shape, in schema order.
    private func alternatives(_ kind: Kind) -> [JSONObject] {
        (definitions[kind.rawValue]?.object?["oneOf"]?.array ?? []).compactMap(\.object)
    }

    /// The types of a layout or shape, in schema order.
    func types(_ kind: Kind) -> [String] {
        alternatives(kind).compactMap { $0["properties"]?.object?["type"]?.object?["const"]?.string }
    }

    /// The fields of `type` (without `type` itself), in schema order; empty for an unknown type.
    func fields(_ kind: Kind, type: String) -> [Field] {
        guard
            let object = alternatives(kind).first(where: {
                $0["properties"]?.object?["type"]?.object?["const"]?.string == type
            }), let properties = object["properties"]?.object
        else { return [] }
        let required = Set((object["required"]?.array ?? []).compactMap(\.string))
        return properties.members.compactMap { member -> Field? in
            guard member.key != "type", let field = member.value.object else { return nil }
            let alternatives = field["anyOf"]?.array ?? [member.value]
            let acceptsParam = alternatives.contains { $0.object?["$ref"]?.string == "#/definitions/paramRef" }
            let isBoolean = field["type"]?.string == "boolean"
            return Field(
                name: member.key, description: field["description"]?.string ?? "",
                isBoolean: isBoolean, acceptsParam: acceptsParam, isRequired: required.contains(member.key))
        }
    }

    /// The properties a track (or a group track) may animate, in schema order.
    func properties(group: Bool) -> [String] {
        let track = definitions[group ? "groupTrack" : "track"]?.object
        return (track?["properties"]?.object?["property"]?.object?["enum"]?.array ?? []).compactMap(\.string)
    }

    /// The named easings, in schema order.
    var easingNames: [String] {
        let alternatives = definitions["easing"]?.object?["anyOf"]?.array ?? []
        return alternatives.compactMap { $0.object?["enum"]?.array }.first?.compactMap(\.string) ?? []
    }
}
