/// What a language engine tells a code editor: token kinds, problems, folds, hover text and
/// completions. The editor knows no language; it consumes these values through the provider
/// protocols below. Ranges are UTF-8 byte offsets into the editor's text at the time asked.

/// The kind of a syntax token; the theme gives each a colour (`Theme.syntaxColor`).
public enum SyntaxTokenKind: Hashable, Sendable, CaseIterable {
    case keyword, string, number, literal, punctuation, comment, invalid, plain
}

/// A coloured stretch of text.
public struct SyntaxToken: Hashable, Sendable {
    public var range: Range<Int>
    public var kind: SyntaxTokenKind

    public init(range: Range<Int>, kind: SyntaxTokenKind) {
        self.range = range
        self.kind = kind
    }
}

/// How bad a problem is.
public enum DiagnosticSeverity: Hashable, Sendable, CaseIterable {
    case error, warning, info
}

/// A problem in the text: a squiggle under `range`, a mark in the gutter, `message` as the
/// tooltip of the squiggle.
public struct CodeDiagnostic: Hashable, Sendable {
    public var range: Range<Int>
    public var severity: DiagnosticSeverity
    public var message: String

    public init(range: Range<Int>, severity: DiagnosticSeverity, message: String) {
        self.range = range
        self.severity = severity
        self.message = message
    }
}

/// Lines of the editor's text that can fold: when folded, `startLine` stays visible (ended by a
/// marker) and the lines `startLine + 1 ... endLine` are hidden. Lines count from 0. A language
/// engine's own fold ranges (bytes, lines from 1) are converted to these by its provider.
public struct CodeFoldRange: Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int

    public init(startLine: Int, endLine: Int) {
        self.startLine = startLine
        self.endLine = endLine
    }
}

/// One completion in the editor's list: shown as `label` (and `detail`, dimmer); choosing it
/// replaces `range` (as widened by what was typed since it was asked) with `insertText`. A
/// language engine's own completion values are converted to these by its provider.
public struct CodeCompletionItem: Hashable, Sendable {
    public var label: String
    public var detail: String
    public var insertText: String
    /// The bytes to replace, in the text as it was when the completions were asked for.
    public var range: Range<Int>

    public init(label: String, detail: String = "", insertText: String, range: Range<Int>) {
        self.label = label
        self.detail = detail
        self.insertText = insertText
        self.range = range
    }
}

/// Colours the text: the tokens meeting a byte range (the lines on screen).
@MainActor
public protocol SyntaxTokenProvider: AnyObject {
    /// The tokens that meet `range` of `buffer`, in order and not overlapping; bytes no token
    /// covers are plain.
    func tokens(in range: Range<Int>, of buffer: TextDocumentBuffer) -> [SyntaxToken]
}

/// Says which lines fold.
@MainActor
public protocol FoldingRangeProvider: AnyObject {
    /// The foldable ranges of `buffer`'s current text, in any order; nil while they are not
    /// known yet (an analysis still running): the editor keeps its folds, moved by the edits
    /// since, and asks again when it next draws.
    func foldingRanges(of buffer: TextDocumentBuffer) -> [CodeFoldRange]?
}

/// Text for a tooltip over any offset (a squiggle's message takes precedence).
@MainActor
public protocol HoverProvider: AnyObject {
    /// The text to show when the pointer rests over `offset`, or nil for none.
    func hoverText(at offset: Int, of buffer: TextDocumentBuffer) -> String?
}

/// Offers completions at the caret.
@MainActor
public protocol CompletionProvider: AnyObject {
    /// Typing one of these opens the completion list without Ctrl+Space.
    var triggerCharacters: Set<Character> { get }
    /// The completions at `offset` of `buffer` (an empty array for none).
    func completions(at offset: Int, of buffer: TextDocumentBuffer) -> [CodeCompletionItem]
}
