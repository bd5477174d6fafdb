import Localization

/// Hover over a property name: its type summary and description from the schema.
enum SpecHover {
    /// The hover for the property name at `offset`, if there is one, in `language`'s words.
    static func info(
        tree: SpecSyntaxTree, offset: Int, language: Language = .english, schema: SpecSchema = .loaderKit
    ) -> HoverInfo? {
        guard let id = tree.node(atOffset: offset), let member = tree[id].parent, tree[member].kind == .member,
            tree.key(ofMember: member) == id, let name = tree.keyName(ofMember: member),
            let object = tree[member].parent
        else { return nil }
        let place = SchemaPlace(tree.path(of: object), in: tree, schema: schema)
        guard let property = place.properties(in: tree).first(where: { $0.name == name }) else { return nil }
        return HoverInfo(
            range: tree[id].range, name: name, typeSummary: schema.summary(property.schema, in: language),
            description: schema.description(property.schema, in: language))
    }

}
