/// One problem or warning about a spec: what found it, how grave it is, its code, LoaderKit's
/// message, the JSON path it names and, once placed in a text, the bytes and the line and
/// column it concerns. The one problem type of the core's validation, the workspace engine,
/// the source pane, the Problems panel, the command line and the language server.
public struct SpecProblem: Sendable, Hashable, CustomStringConvertible {
    /// How grave a problem is.
    public enum Severity: Sendable, Hashable {
        /// The spec cannot be used (not JSON, a validation or prepare problem).
        case error
        /// The spec works, but something looks wrong.
        case warning
    }

    /// The step that found the problem.
    public enum Stage: Sendable, Hashable {
        /// The file itself cannot be read (deleted, unreadable, not a regular file).
        case file
        /// The text is not JSON.
        case syntax
        /// A rule of `validate()` (LoaderKit's wording).
        case validation
        /// A check made when the spec is prepared with its params (short stagger, limits).
        case prepare
        /// A member name that LoaderKit's JSON Schema does not allow at that place.
        case schema
        /// A lint rule: valid, but probably not what was meant (`code` names the rule).
        case lint

        /// The code of a problem this stage finds, for every stage but `lint`.
        var code: String {
            switch self {
            case .file: "file"
            case .syntax: "syntax"
            case .validation: "validation"
            case .prepare: "prepare"
            case .schema: "unknown-field"
            case .lint: "lint"
            }
        }
    }

    /// The message, in LoaderKit's wording for its own problems (no full stop).
    public var message: String
    /// The JSON path the message names, when it names one.
    public var path: JSONPath?
    public var stage: Stage
    /// Errors for the file, syntax, validation and prepare stages; warnings for the others.
    public var severity: Severity
    /// What an editor shows beside the message and `validate --json` writes: the stage
    /// (`syntax`, `validation`, `prepare`, `file`), `unknown-field` for a name the schema does
    /// not allow, the rule's name for a lint warning (`loop-jump`).
    public var code: String
    /// For syntax errors, the UTF-8 byte offset of the error.
    public var offset: Int?
    /// The bytes of the text the problem concerns, once placed (`placed(in:root:)`, or the
    /// workspace engine's analysis); nil for a problem of a spec made in code.
    public var range: ByteRange?
    /// The 1-based line and column (in Unicode scalars) of `range`'s start, once placed.
    public var location: SourceLocation?
    /// The allowed name closest to a misspelt one ("opacity"), when there is one.
    public var suggestion: String?

    public init(
        _ message: String, path: JSONPath? = nil, stage: Stage, offset: Int? = nil, code: String? = nil,
        range: ByteRange? = nil
    ) {
        self.message = message
        self.path = path
        self.stage = stage
        self.offset = offset
        self.code = code ?? stage.code
        self.range = range
        switch stage {
        case .file, .syntax, .validation, .prepare: severity = .error
        case .schema, .lint: severity = .warning
        }
    }

    public var description: String { location.map { "\($0): \(message)" } ?? message }

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

    /// This problem placed in the source whose parse gave `root`: `range` is the value it names
    /// (a syntax error's byte), `location` that range's start.
    package func placed(in source: SourceText, root: JSONNode?) -> SpecProblem {
        var placed = self
        let start: Int
        if let offset {
            start = offset
            placed.range = ByteRange(offset, min(offset + 1, source.byteCount))
        } else if let anchor = anchor(in: root) {
            start = anchor.lowerBound
            placed.range = ByteRange(anchor.lowerBound, anchor.upperBound)
        } else {
            start = 0
        }
        placed.location = source.location(ofOffset: start)
        return placed
    }

    /// `problems` (as `IndicatorSpec.check` returns them) placed in the text `bytes` whose
    /// parse gave `root`.
    package static func place(_ problems: [SpecProblem], in bytes: [UInt8], root: JSONNode?) -> [SpecProblem] {
        guard !problems.isEmpty else { return [] }
        let source = SourceText(bytes)
        return problems.map { $0.placed(in: source, root: root) }
    }

    /// `label:line:column: message`, as a compiler prints a problem (`label: message` when it
    /// is not placed).
    public func report(label: String) -> String {
        location.map { "\(label):\($0): \(message)" } ?? "\(label): \(message)"
    }
}
