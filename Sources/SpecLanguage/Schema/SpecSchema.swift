import LoaderKitCore
import Localization

/// LoaderKit's JSON Schema (`IndicatorSpec.jsonSchema`), read once and walked by place: which
/// properties an object may have, with their type summary and description, and which values a
/// place takes. The schema is the only source of these facts.
public struct SpecSchema: Sendable {
    /// The published schema, parsed.
    public static let loaderKit = SpecSchema(json: IndicatorSpec.jsonSchema)

    let root: JSONNode
    private let definitions: JSONObject

    init(json: String) {
        // The embedded schema is LoaderKit's own file; a parse failure would be a build defect.
        root = (try? JSONParser.parse(json)) ?? JSONNode(.object(JSONObject()))
        definitions = root.object?["definitions"]?.object ?? JSONObject()
    }

    /// A schema reached at some place, with the definition it came from (for naming the place)
    /// and where it is in the schema document (for finding its description's translations).
    struct Reached: Sendable {
        var node: JSONNode
        /// The `definitions` name of the nearest `$ref` followed, if any.
        var definition: String?
        /// The JSON pointer of `node` in the schema (`/definitions/track/properties/keyTimes`).
        var pointer: String

        /// The schema at `pointer` + `/` + `token` (escaped as a JSON pointer's token).
        func child(_ node: JSONNode, _ tokens: String...) -> Reached {
            let path = tokens.map { $0.replacing("~", with: "~0").replacing("/", with: "~1") }
            return Reached(node: node, definition: nil, pointer: pointer + "/" + path.joined(separator: "/"))
        }
    }

    /// `schema` with its `$ref` followed.
    func resolve(_ schema: Reached) -> Reached {
        var current = schema
        var hops = 0
        while let ref = current.node.object?["$ref"]?.string, hops < 16 {
            guard let target = definition(named: String(ref.split(separator: "/").last ?? "")) else { break }
            current = target
            hops += 1
        }
        return current
    }

    /// The schema `definitions/name`, if the schema has it.
    func definition(named name: String) -> Reached? {
        definitions[name].map { Reached(node: $0, definition: name, pointer: "/definitions/" + name) }
    }

    /// Every alternative a value at `schema` may take: `anyOf` and `oneOf` flattened, refs followed.
    func alternatives(_ schema: Reached) -> [Reached] {
        let resolved = resolve(schema)
        guard let object = resolved.node.object else { return [resolved] }
        let list = object["anyOf"]?.array ?? object["oneOf"]?.array
        guard let list else { return [resolved] }
        let key = object["anyOf"]?.array != nil ? "anyOf" : "oneOf"
        return list.enumerated().flatMap { index, node in
            var alternative = resolved.child(node, key, String(index))
            alternative.definition = resolved.definition
            return alternatives(alternative)
        }
    }

    /// The alternatives of `schema` that describe objects; with `type` given, only those whose
    /// `type` property is that constant (when any alternative uses `type` as a discriminator).
    func objectAlternatives(_ schema: Reached, type: String?) -> [Reached] {
        let objects = alternatives(schema).filter { $0.node.object?["properties"] != nil || typeName($0) == "object" }
        let discriminated = objects.filter { discriminator($0) != nil }
        guard !discriminated.isEmpty else { return objects }
        guard let type else { return objects }
        return objects.filter { discriminator($0) == type }
    }

    /// The alternatives of `schema` that describe arrays.
    func arrayAlternatives(_ schema: Reached) -> [Reached] {
        alternatives(schema).filter { typeName($0) == "array" }
    }

    /// The `type` constant of an object alternative (`"row"` for a row layout), if any.
    func discriminator(_ schema: Reached) -> String? {
        schema.node.object?["properties"]?.object?["type"]?.object?["const"]?.string
    }

    func typeName(_ schema: Reached) -> String? { schema.node.object?["type"]?.string }

    /// The properties an object alternative lists, in schema order.
    func properties(_ schema: Reached) -> [(name: String, schema: Reached)] {
        guard let members = schema.node.object?["properties"]?.object?.members else { return [] }
        return members.map { ($0.key, schema.child($0.value, "properties", $0.key)) }
    }

    /// True when the object alternative accepts names it does not list (`params`).
    func allowsOtherNames(_ schema: Reached) -> Bool {
        guard let extra = schema.node.object?["additionalProperties"] else { return true }
        return extra.bool != false
    }

    /// The schema of other names in an object alternative (`params` values), if it gives one.
    func otherNamesSchema(_ schema: Reached) -> Reached? {
        guard let extra = schema.node.object?["additionalProperties"], extra.object != nil else { return nil }
        return schema.child(extra, "additionalProperties")
    }

    /// The schema of item `index` of an array alternative.
    func item(_ schema: Reached, index: Int) -> Reached? {
        guard let items = schema.node.object?["items"] else { return nil }
        if let tuple = items.array {
            return index < tuple.count ? schema.child(tuple[index], "items", String(index)) : nil
        }
        return schema.child(items, "items")
    }

    /// The description of a schema in `language`: its own, else that of the definition it refers
    /// to. English is the schema's own text; the others come from `SchemaDescriptions` by the
    /// description's place, English when a translation is missing.
    func description(_ schema: Reached, in language: Language = .english) -> String? {
        let described = schema.node.object?["description"]?.string != nil ? schema : resolve(schema)
        guard let english = described.node.object?["description"]?.string else { return nil }
        return SchemaDescriptions.text(at: described.pointer, in: language) ?? english
    }

    /// The top-level schema.
    var top: Reached { Reached(node: root, definition: nil, pointer: "") }
}
