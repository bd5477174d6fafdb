import LoaderKitCore
import Localization
import SpecLanguage

/// One spec text open in an editor, and everything the spec language knows of it: the
/// diagnostics, outline, folds, completion, hover and format of its current revision. Editing
/// gives a new document; the analysis of the edited text takes over what the edit did not
/// touch. A value: it is made and read on any thread.
public struct WorkspaceDocument: Sendable {
    /// The client's version of the text (the Language Server Protocol's `version`).
    public let version: Int
    /// The analysis of the text (its bytes, tree, diagnostics).
    public let analysis: SpecAnalysis
    /// Line and character conversions of the text.
    public let positions: TextPositions

    /// The text's bytes (UTF-8).
    public var bytes: [UInt8] { analysis.bytes }

    /// Opens `bytes` at `version`; `lint` false leaves the lint rules (the slow part of a large
    /// text) for `linted()`.
    public init(bytes: [UInt8], version: Int, lint: Bool = true) {
        self.init(analysis: SpecAnalysis(bytes: bytes, lint: lint), version: version)
    }

    /// The document whose text `analysis` analysed, at `version`.
    public init(analysis: SpecAnalysis, version: Int) {
        self.analysis = analysis
        self.version = version
        positions = TextPositions(analysis.bytes, newlineStarts: analysis.lines.lineStarts)
    }

    /// Opens `bytes` with LoaderKitCore's check of exactly these bytes made elsewhere (a file's
    /// when it was read): only the tolerant tree is read, the check's values are shared.
    package init(bytes: [UInt8], version: Int, checked: SpecAnalysis.Check, parsed: ParsedJSON?) {
        self.init(analysis: SpecAnalysis(bytes: bytes, lint: false, checked: checked, parsed: parsed), version: version)
    }

    /// The document after `edits`, each into the text the ones before it left (as an editor
    /// sends them), at `version`. One edit is analysed from this revision's analysis; `lint`
    /// false leaves the lint rules for `linted()`.
    public func applying(_ edits: [SpecTextEdit], version: Int, lint: Bool = true) -> WorkspaceDocument {
        if edits.count == 1, let edit = edits.first {
            let clamped = clamp(edit, to: bytes.count)
            let newBytes = SpecTextEdit.apply([clamped], to: bytes)
            return WorkspaceDocument(
                analysis: analysis.applying(clamped, giving: newBytes, lint: lint), version: version)
        }
        var text = bytes
        for edit in edits { text = SpecTextEdit.apply([clamp(edit, to: text.count)], to: text) }
        return WorkspaceDocument(bytes: text, version: version, lint: lint)
    }

    /// The document after `edit`, which gives `newBytes` (the caller's own copy of the new text,
    /// shared rather than made again), at `version`.
    public func applying(_ edit: SpecTextEdit, giving newBytes: [UInt8], version: Int, lint: Bool) -> WorkspaceDocument
    {
        WorkspaceDocument(analysis: analysis.applying(edit, giving: newBytes, lint: lint), version: version)
    }

    /// True when the lint rules ran on this revision.
    public var isLinted: Bool { analysis.isLinted }

    /// This revision with its lint warnings (itself when it has them).
    public func linted() -> WorkspaceDocument {
        isLinted ? self : WorkspaceDocument(analysis: analysis.linted(), version: version)
    }

    /// `edit` with its range inside a text of `count` bytes.
    private func clamp(_ edit: SpecTextEdit, to count: Int) -> SpecTextEdit {
        let lower = min(max(0, edit.range.lowerBound), count)
        let upper = min(max(lower, edit.range.upperBound), count)
        return SpecTextEdit(range: lower..<upper, replacement: edit.replacement)
    }

    /// Every diagnostic: the syntax error or LoaderKit's validation and prepare problems in its
    /// wording, then the schema and lint warnings.
    public var diagnostics: [SpecProblem] { analysis.diagnostics }

    /// Objects and arrays spanning more than one line.
    public var foldingRanges: [SpecFoldingRange] { analysis.foldingRanges }

    /// Completions at byte `offset`, their details and descriptions in `language`.
    public func completions(at offset: Int, language: Language = .english) -> [SpecCompletionItem] {
        analysis.completions(at: offset, language: language)
    }

    /// The hover over the property name at byte `offset`, if any, in `language`.
    public func hover(at offset: Int, language: Language = .english) -> HoverInfo? {
        analysis.hover(at: offset, language: language)
    }

    /// The ranges a "expand selection" steps through from byte `offset`: the innermost token's,
    /// then each enclosing member, object or array, out to the whole value (innermost first,
    /// each strictly larger than the one before).
    public func selectionRanges(at offset: Int) -> [ByteRange] {
        let tree = analysis.tree
        var ranges: [ByteRange] = []
        var current = tree.node(atOffset: offset)
        while let id = current {
            let range = tree[id].range
            if ranges.last.map({ range.start <= $0.start && range.end >= $0.end && range != $0 }) ?? true {
                ranges.append(range)
            }
            current = tree[id].parent
        }
        return ranges
    }

    /// The outline: the spec's members, its parts with their tracks, and its params.
    public var symbols: [SpecSymbol] { SpecSymbol.outline(of: analysis.tree) }

    /// The edit that formats the whole text as the playground writes it: the one span that
    /// changes (nil when the text is already formatted), or a failure naming the syntax error.
    public func formattingEdit() -> Result<SpecTextEdit?, FormatFailure> {
        guard let formatted = SpecFormatter.format(bytes) else { return .failure(formatFailure) }
        return .success(SpecTextEdit.difference(from: bytes, to: formatted))
    }

    /// Why the text cannot be formatted: its syntax error, in LoaderKit's words.
    var formatFailure: FormatFailure {
        FormatFailure(message: "Cannot format: " + (analysis.problems.first?.message ?? "the text is not JSON"))
    }
}

/// Why a text could not be formatted.
public struct FormatFailure: Error, Sendable, Hashable {
    public var message: String
}
