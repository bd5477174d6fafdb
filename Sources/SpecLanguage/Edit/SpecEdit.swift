import LoaderKitCore

/// A change of the JSON tree; values are JSON text, written in the file's own style.
public enum SpecEdit: Hashable, Sendable {
    /// Replaces the value at the path; adds the member when the parent object lacks it.
    case set(JSONPath, json: String)
    /// A new array item at the index (index == count appends) or a new object member.
    case insert(JSONPath, json: String)
    /// A member or an item, with its separator.
    case remove(JSONPath)
    /// The member at the path renamed, its value and place kept.
    case renameKey(JSONPath, to: String)
}

/// Why an edit or operation cannot be made; `message` names the problem.
public struct SpecEditError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The path is malformed or names nothing the edit can reach.
        case badPath
        /// The value is not JSON.
        case badJSON
        /// The edit or operation does not apply to this text (not JSON, wrong kind of value).
        case notApplicable
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
