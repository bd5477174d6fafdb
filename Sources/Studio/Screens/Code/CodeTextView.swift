import Graphics
import Handoff
import UI

/// Code in the mono font with syntax colours, one line per row; as tall as its lines (put it in
/// a scroll view). Long lines are clipped at the right edge.
@MainActor
final class CodeTextView: View {
    /// The code shown and its language.
    private(set) var code = ""
    private var lines: [[SnippetHighlighter.Run]] = []
    /// Height of one line, in points.
    static let lineHeight = 17.0
    /// Space around the code, in points.
    static let padding = 10.0

    /// Shows `code` coloured as `language`.
    func show(_ code: String, language: SnippetLanguage) {
        guard code != self.code || lines.isEmpty else { return }
        self.code = code
        lines = SnippetHighlighter.lines(code, language: language)
        setNeedsDisplay()
    }

    /// The height the code needs, in points.
    var contentHeight: Double { Double(lines.count) * Self.lineHeight + 2 * Self.padding }

    /// The token each kind of run is drawn in.
    static func color(_ kind: SnippetHighlighter.Kind) -> ThemeColor {
        switch kind {
        case .plain: return .textPrimary
        case .keyword, .tag: return .accent
        case .string: return .success
        case .number: return .warning
        case .comment: return .textTertiary
        case .attribute: return .textSecondary
        }
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.pushClip(bounds)
        for (index, runs) in lines.enumerated() {
            let baseline = Self.padding + Double(index) * Self.lineHeight + 13
            guard baseline - Self.lineHeight < bounds.maxY else { break }
            var x = Self.padding
            for run in runs {
                canvas.drawText(
                    run.text, font: .mono, color: theme.color(Self.color(run.kind)), baseline: Point(x, baseline))
                x += canvas.textEngine.width(of: run.text, font: .mono)
                if x > bounds.maxX { break }
            }
        }
        canvas.popClip()
    }
}
