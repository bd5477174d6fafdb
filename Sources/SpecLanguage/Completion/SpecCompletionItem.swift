import LoaderKitCore
/// One completion the spec language offers at a cursor (the studio turns it into the code
/// editor's `CodeCompletionItem`).
public struct SpecCompletionItem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A member name (`"gap": `).
        case property
        /// A value from the schema (an enum name, a type, a boolean, a constant).
        case value
        /// One of the spec's own param names, after `"$param":`.
        case param
    }

    public var kind: Kind
    /// What the list shows: the name or value, without quotes.
    public var label: String
    /// What replaces `replaceRange`: `"gap": ` for a property, `"row"` for a string value.
    public var insertText: String
    /// The bytes the insert replaces (the partly typed token, or an empty range at the cursor).
    public var replaceRange: ByteRange
    /// The type summary from the schema (`number or { $param }`).
    public var detail: String?
    /// The schema's description.
    public var documentation: String?
}

/// What a hover over a property name shows.
public struct HoverInfo: Sendable, Hashable {
    /// The property name's bytes (the key, quotes included).
    public var range: ByteRange
    public var name: String
    /// The type summary from the schema.
    public var typeSummary: String
    /// The schema's description, if it has one.
    public var description: String?
}
