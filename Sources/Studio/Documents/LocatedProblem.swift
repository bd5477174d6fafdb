import LoaderKitCore
import Localization
import SpecLanguage

/// A problem of a document, placed in its file for the Problems panel.
package struct LocatedProblem: Sendable, Equatable, CustomStringConvertible {
    /// The message, in LoaderKit's wording for spec problems.
    package var message: String
    /// The message in the studio's own words (a file that cannot be read), rendered in the
    /// current language; nil for LoaderKit's problems, which keep its English.
    package var localized: Message?
    /// The JSON path the problem is about (`parts[1].tracks[0].values`), or nil.
    package var path: String?
    /// 1-based line in the file; 0 when the problem is about the file as a whole (deleted,
    /// unreadable, not a regular file).
    package var line: Int
    /// 1-based column in Unicode scalars; 0 when `line` is 0.
    package var column: Int
    /// The text of `line`, without its line break, or nil.
    package var lineText: String?
    /// The allowed name closest to a misspelt one ("opacity"), shown under the message as
    /// "did you mean opacity?" in the current language.
    package var suggestion: String?
    /// The suggestion's line in English.
    package var hint: String? { suggestion.map { StudioCatalogue.english(DocumentText.didYouMean($0)) } }
    /// True for a warning (a name LoaderKit ignores, a lint rule): the spec still works.
    package var isWarning = false
    /// The title of the quick fix a warning has (the workspace engine's, as the language server
    /// offers it), or nil.
    var fixTitle: String?
    /// The quick fix's title in the studio's words, rendered in the current language.
    var fixMessage: Message?

    package init(
        message: String, path: String? = nil, line: Int = 0, column: Int = 0, lineText: String? = nil,
        hint: String? = nil, localized: Message? = nil
    ) {
        self.localized = localized
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.lineText = lineText
        suggestion = hint
    }

    /// True when the problem points at a place in the file.
    package var hasLocation: Bool { line > 0 }

    /// `line:column: message`, or the message alone for a whole-file problem.
    package var description: String { hasLocation ? "\(line):\(column): \(message)" : message }

    /// Places `problems` (as `IndicatorSpec.check` returns them, validation first, then
    /// prepare) in the text `bytes` whose parse gave `root`.
    package static func locate(_ problems: [SpecProblem], in bytes: [UInt8], root: JSONNode?) -> [LocatedProblem] {
        guard !problems.isEmpty else { return [] }
        return locate(problems, in: SourceText(bytes), root: root)
    }

    /// `locate(_:in:root:)` for a parse kept with unmoved offsets (`ParsedJSON`): each problem
    /// placed through the offset map, the tree's other offsets left as they are.
    package static func locate(_ problems: [SpecProblem], in source: SourceText, parsed: ParsedJSON?)
        -> [LocatedProblem]
    {
        problems.map { problem in
            let location =
                problem.offset.map { source.location(ofOffset: $0) }
                ?? parsed?.anchor(of: problem).map { source.location(ofOffset: $0.lowerBound) }
                ?? SourceLocation(line: 1, column: 1)
            return LocatedProblem(
                message: problem.message, path: problem.path?.description,
                line: location.line, column: location.column,
                lineText: source.lineText(location.line),
                hint: ProblemHint.hint(for: problem, root: parsed?.values))
        }
    }

    /// `locate(_:in:root:)` with the text's line table already made.
    package static func locate(_ problems: [SpecProblem], in source: SourceText, root: JSONNode?) -> [LocatedProblem] {
        problems.map { problem in
            let location = problem.location(in: source, root: root)
            return LocatedProblem(
                message: problem.message, path: problem.path?.description,
                line: location.line, column: location.column,
                lineText: source.lineText(location.line),
                hint: ProblemHint.hint(for: problem, root: root))
        }
    }
}
