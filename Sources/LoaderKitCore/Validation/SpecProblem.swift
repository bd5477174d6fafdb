/// One problem found in a spec, with the place in the JSON it is about.
public struct SpecProblem: Sendable, Equatable, CustomStringConvertible {
    /// The step that found the problem.
    public enum Stage: Sendable, Equatable {
        /// The text is not JSON.
        case syntax
        /// A rule of `validate()` (LoaderKit's wording).
        case validation
        /// A check made when the spec is prepared with its params (short stagger, limits).
        case prepare
    }

    /// The message, in LoaderKit's wording (no full stop).
    public var message: String
    /// The JSON path the message names, when it names one.
    public var path: JSONPath?
    public var stage: Stage
    /// For syntax errors, the UTF-8 byte offset of the error.
    public var offset: Int?

    public init(_ message: String, path: JSONPath? = nil, stage: Stage, offset: Int? = nil) {
        self.message = message
        self.path = path
        self.stage = stage
        self.offset = offset
    }

    public var description: String { message }

    /// Where the problem is in the source whose parse gave `root`: the value the path names (or
    /// its deepest existing parent), the syntax error's offset, or the start of the document.
    package func location(in source: SourceText, root: JSONNode?) -> SourceLocation {
        if let offset { return source.location(ofOffset: offset) }
        guard let anchor = anchor(in: root) else { return SourceLocation(line: 1, column: 1) }
        return source.location(ofOffset: anchor.lowerBound)
    }

    /// The value a validation or prepare problem is about, as byte offsets `start..<end` in the
    /// source whose parse gave `root`: the value its path names (or the deepest existing
    /// parent), the whole document when it names no path; nil for a syntax error (see `offset`)
    /// or without a tree. `location(in:root:)` places a problem at this range's start.
    package func anchor(in root: JSONNode?) -> Range<Int>? {
        guard offset == nil, let root else { return nil }
        let node = path?.deepestNode(in: root) ?? root
        return node.start..<node.end
    }
}
