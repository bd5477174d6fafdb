import LoaderKitCore
import Localization
import SpecLanguage
import SpecWorkspace
import UI

/// The spec language as the code editor consumes it: colours, folds, hover text and completions
/// from one `WorkspaceDocument` per revision of the text (the workspace engine the language
/// server runs on), shared with the problems and the preview. Hover and completion speak the
/// studio's current language (`text`).
@MainActor
package final class SpecSourceLanguage: SyntaxTokenProvider, FoldingRangeProvider, HoverProvider, CompletionProvider {
    /// The document of one revision of the text (its version is the buffer's revision).
    private var cached: WorkspaceDocument?
    /// The folds of the cached analysis (the editor asks after every keystroke; a large text's
    /// answer comes from the same analysis until the next one arrives).
    private var cachedFolds: (revision: Int, folds: [CodeFoldRange])?
    /// The language of the hover and the completions' details (the schema's words in it).
    package var text = StudioCatalogue.english

    package init() {}

    /// The workspace document of `buffer`'s current text (made once per revision, without the
    /// lint rules, which the session adds off the main actor). A large text's new document is
    /// made off the main actor by the session: until it arrives, the previous one answers
    /// (colours and folds may lag the last keystroke by a frame; typing never waits).
    package func document(of buffer: TextDocumentBuffer) -> WorkspaceDocument {
        if let cached, cached.version == buffer.revision { return cached }
        if let cached, buffer.count >= SourceSession.backgroundSize { return cached }
        let document = WorkspaceDocument(bytes: buffer.bytes, version: buffer.revision, lint: false)
        cached = document
        return document
    }

    /// The analysis of `buffer`'s current text (`document(of:)`'s).
    package func analysis(of buffer: TextDocumentBuffer) -> SpecAnalysis { document(of: buffer).analysis }

    /// Takes a document made elsewhere (off the main actor), with its folds when they were made
    /// there too (see `folds(of:)`).
    func adopt(_ document: WorkspaceDocument, folds: [CodeFoldRange]? = nil) {
        cached = document
        cachedFolds = folds.map { (document.version, $0) }
    }

    /// `analysis`'s folds as the editor takes them (0-based lines).
    package nonisolated static func folds(of analysis: SpecAnalysis) -> [CodeFoldRange] {
        analysis.foldingRanges.map { CodeFoldRange(startLine: $0.startLine - 1, endLine: $0.endLine - 1) }
    }

    /// The document made for `revision`, if that is the one cached.
    package func cachedDocument(revision: Int) -> WorkspaceDocument? {
        cached?.version == revision ? cached : nil
    }

    /// The analysis made for `revision`, if that is the one cached.
    package func cachedAnalysis(revision: Int) -> SpecAnalysis? { cachedDocument(revision: revision)?.analysis }

    // MARK: Providers

    package func tokens(in range: Range<Int>, of buffer: TextDocumentBuffer) -> [SyntaxToken] {
        // Clamped to the text: a previous revision's tokens may reach past its end.
        let count = buffer.count
        return analysis(of: buffer).tokens(in: ByteRange(range.lowerBound, range.upperBound)).compactMap {
            let start = min($0.range.start, count), end = min($0.range.end, count)
            return start < end ? SyntaxToken(range: start..<end, kind: Self.kind($0.kind)) : nil
        }
    }

    package func foldingRanges(of buffer: TextDocumentBuffer) -> [CodeFoldRange]? {
        let current = analysis(of: buffer)
        // Another revision's folds would sit on the wrong lines (a restored draft, another
        // document): none until this text's analysis arrives.
        guard cached?.version == buffer.revision else { return nil }
        if let cachedFolds, let cached, cachedFolds.revision == cached.version { return cachedFolds.folds }
        let folds = Self.folds(of: current)
        if let cached { cachedFolds = (cached.version, folds) }
        return folds
    }

    package func hoverText(at offset: Int, of buffer: TextDocumentBuffer) -> String? {
        guard let hover = analysis(of: buffer).hover(at: offset, language: text.language) else { return nil }
        let head = text(SourcePaneText.hover(name: hover.name, type: hover.typeSummary))
        guard let description = hover.description, !description.isEmpty else { return head }
        return head + "\n" + description
    }

    package var triggerCharacters: Set<Character> { ["\""] }

    package func completions(at offset: Int, of buffer: TextDocumentBuffer) -> [CodeCompletionItem] {
        analysis(of: buffer).completions(at: offset, language: text.language).map {
            CodeCompletionItem(
                label: $0.label, detail: $0.detail ?? "", insertText: $0.insertText,
                range: $0.replaceRange.start..<$0.replaceRange.end)
        }
    }

    /// The editor's squiggles for an analysis.
    package static func diagnostics(of analysis: SpecAnalysis) -> [CodeDiagnostic] {
        analysis.diagnostics.map {
            CodeDiagnostic(
                range: $0.bytes.start..<$0.bytes.end, severity: $0.severity == .error ? .error : .warning,
                message: $0.message)
        }
    }

    static func kind(_ kind: SpecToken.Kind) -> SyntaxTokenKind {
        switch kind {
        case .key: return .keyword
        case .string: return .string
        case .number: return .number
        case .literal: return .literal
        case .punctuation: return .punctuation
        case .invalid: return .invalid
        }
    }
}
