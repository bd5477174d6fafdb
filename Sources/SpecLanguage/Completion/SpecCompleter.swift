import LoaderKitCore
import Localization

/// Completion, from the schema and the document itself; details and documentation in
/// `language`'s words.
enum SpecCompleter {
    static func completions(
        tree: SpecSyntaxTree, cursor: Int, language: Language = .english, schema: SpecSchema = .loaderKit
    ) -> [SpecCompletionItem] {
        guard let context = CursorContext(tree: tree, cursor: cursor) else { return [] }
        let cursor = max(0, min(cursor, tree.bytes.count))
        let replace = context.typed ?? ByteRange(cursor, cursor)
        let containerPath = tree.path(of: context.container)
        var items: [SpecCompletionItem]
        switch context.position {
        case .key:
            items = propertyItems(
                tree: tree, context: context, path: containerPath, replace: replace, language: language,
                schema: schema)
        case .memberValue(let key):
            if key == "$param" {
                items = paramNames(tree).map {
                    SpecCompletionItem(
                        kind: .param, label: $0, insertText: quoted($0), replaceRange: replace,
                        detail: TypeSummaryWords(language).param, documentation: nil)
                }
            } else {
                items = valueItems(
                    at: containerPath.appending(key), tree: tree, container: context.container,
                    replace: replace, language: language, schema: schema)
            }
        case .item(let index):
            items = valueItems(
                at: containerPath.appending(index), tree: tree, container: context.container,
                replace: replace, language: language, schema: schema)
        }
        let prefix = context.prefix.lowercased()
        guard !prefix.isEmpty else { return items }
        return items.filter { $0.label.lowercased().hasPrefix(prefix) }
    }

    /// The names allowed for the object at `path` that it does not have yet.
    private static func propertyItems(
        tree: SpecSyntaxTree, context: CursorContext, path: JSONPath,
        replace: ByteRange, language: Language, schema: SpecSchema
    ) -> [SpecCompletionItem] {
        let place = SchemaPlace(path, in: tree, schema: schema)
        var present = Set<String>()
        for member in tree.children(of: context.container) {
            guard let key = tree.key(ofMember: member), tree[key].range != context.typed,
                let name = tree.keyName(ofMember: member)
            else { continue }
            present.insert(name)
        }
        var excluded = present
        if place.isTop {
            // Inline group fields and `parts` exclude each other (the schema's if/then/else).
            let groupFields = ["layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks"]
            if present.contains("parts") { excluded.formUnion(groupFields) }
            if !present.isDisjoint(with: groupFields) { excluded.insert("parts") }
        }
        return place.properties(in: tree).filter { !excluded.contains($0.name) && $0.name != "__proto__" }.map {
            property in
            SpecCompletionItem(
                kind: .property, label: property.name,
                insertText: context.colonFollows ? quoted(property.name) : quoted(property.name) + ": ",
                replaceRange: replace, detail: schema.summary(property.schema, in: language),
                documentation: schema.description(property.schema, in: language))
        }
    }

    /// The values the schema lists for the place at `path`: constants, enum names (a track's
    /// property without the ones its siblings animate and, off a ring shape, the stroke ones),
    /// layout and shape types, booleans, and `examples` when the schema gives them.
    private static func valueItems(
        at path: JSONPath, tree: SpecSyntaxTree, container: Int, replace: ByteRange,
        language: Language, schema: SpecSchema
    ) -> [SpecCompletionItem] {
        let place = SchemaPlace(path, in: tree, schema: schema)
        // Each value with the schema it came from: a discriminator's values (a layout's `type`)
        // each come from their own alternative, and each row says which.
        var values: [JSONNode] = []
        var details: [String: String] = [:]
        var seen = Set<String>()
        for (index, candidate) in place.candidates.enumerated() {
            // A discriminator's value is told by the object it chooses ("One element.").
            let owner = place.owners.count == place.candidates.count ? place.owners[index] : nil
            for alternative in schema.alternatives(candidate) {
                guard let object = alternative.node.object else { continue }
                var found: [JSONNode] = []
                if let value = object["const"] { found.append(value) }
                found += object["enum"]?.array ?? []
                found += object["examples"]?.array ?? []
                if object["type"]?.string == "boolean" { found += [.bool(true), .bool(false)] }
                for value in found where seen.insert(JSONWriter.string(value)).inserted {
                    values.append(value)
                    if object["const"] != nil, let told = owner.flatMap({ schema.description($0, in: language) }) {
                        details[JSONWriter.string(value)] = told
                    }
                }
            }
        }
        if case .key("property")? = path.components.last {
            values = values.filter { value in
                guard let name = value.string else { return true }
                return !siblingProperties(tree: tree, track: container).contains(name)
                    && (!["strokeStart", "strokeEnd"].contains(name) || groupShapeIsRing(tree: tree, track: container))
            }
        }
        let detail = place.candidates.first.map { schema.summary($0, in: language) }
        let documentation = place.candidates.first.flatMap { schema.description($0, in: language) }
        return values.map { value in
            let text = JSONWriter.string(value)
            return SpecCompletionItem(
                kind: .value, label: value.string ?? text, insertText: text, replaceRange: replace,
                detail: details[text] ?? detail, documentation: details[text] ?? documentation)
        }
    }

    /// The properties animated by the other tracks of the list holding `track`.
    private static func siblingProperties(tree: SpecSyntaxTree, track: Int) -> Set<String> {
        guard let list = tree[track].parent, tree[list].kind == .array else { return [] }
        var names = Set<String>()
        for item in tree.children(of: list) where item != track && tree[item].kind == .object {
            if let value = tree.value(named: "property", in: item), let name = tree.string(value) { names.insert(name) }
        }
        return names
    }

    /// True when the group holding the track list of `track` has a ring shape.
    private static func groupShapeIsRing(tree: SpecSyntaxTree, track: Int) -> Bool {
        guard let list = tree[track].parent, let member = tree[list].parent, let group = tree[member].parent,
            tree[group].kind == .object, let shape = tree.value(named: "shape", in: group)
        else { return false }
        return SchemaPlace.typeValue(of: shape, in: tree) == "ring"
    }

    /// The names declared in the spec's top-level `params`.
    static func paramNames(_ tree: SpecSyntaxTree) -> [String] {
        guard let root = tree.root, tree[root].kind == .object, let params = tree.value(named: "params", in: root),
            tree[params].kind == .object
        else { return [] }
        var names: [String] = []
        for member in tree.children(of: params) {
            if let name = tree.keyName(ofMember: member), name != "__proto__", !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    private static func quoted(_ s: String) -> String {
        var out = ""
        JSONWriter.writeString(s, into: &out)
        return out
    }
}
