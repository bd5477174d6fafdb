/// A path into a JSON document, written the way LoaderKit's messages write it:
/// `parts[1].tracks[0].values`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: a member name or an array index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// The path extended by a member name.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    /// The path extended by an array index.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    public var description: String {
        var out = ""
        for c in components {
            switch c {
            case .key(let k): out += out.isEmpty ? k : ".\(k)"
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }

    /// The deepest node of `root` that the path reaches through own members and items.
    ///
    /// A path to a missing member ends at its parent, so a "`layout.count` is required" problem
    /// points at the layout object.
    package func deepestNode(in root: JSONNode) -> JSONNode {
        var node = root
        for c in components {
            switch (c, node.kind) {
            case (.key(let k), .object(let o)):
                guard let next = o[k] else { return node }
                node = next
            case (.index(let i), .array(let a)):
                guard i >= 0, i < a.count else { return node }
                node = a[i]
            default:
                return node
            }
        }
        return node
    }
}
