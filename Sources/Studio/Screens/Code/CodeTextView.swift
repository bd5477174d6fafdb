import Graphics
import Handoff
import UI

/// Code in the mono font with syntax colours, one line per row; as tall as its lines (put it in
/// a scroll view). Long lines scroll sideways with a sideways wheel or Shift+wheel.
@MainActor
final class CodeTextView: View {
    /// The code shown and its language.
    private(set) var code = ""
    private var lines: [[SnippetHighlighter.Run]] = []
    /// Height of one line, in points.
    static let lineHeight = 17.0
    /// Space around the code, in points.
    static let padding = 10.0

    /// How far the lines are scrolled sideways, in points.
    private(set) var scrollX = 0.0

    /// Shows `code` coloured as `language`, from the lines' starts.
    func show(_ code: String, language: SnippetLanguage) {
        guard code != self.code || lines.isEmpty else { return }
        self.code = code
        lines = SnippetHighlighter.lines(code, language: language)
        scrollX = 0
        setNeedsDisplay()
    }

    /// The widest line and the padding both sides, in points.
    func contentWidth(_ engine: TextEngine) -> Double {
        let widest = lines.map { runs in runs.reduce(0) { $0 + engine.width(of: $1.text, font: .mono) } }.max() ?? 0
        return widest + 2 * Self.padding
    }

    /// The farthest sideways scroll, in points (0 when every line fits).
    func maximumScrollX(_ engine: TextEngine) -> Double { max(0, contentWidth(engine) - bounds.width) }

    /// A sideways wheel, or Shift with the wheel, scrolls the lines sideways; the plain wheel is
    /// left to the scroll view around.
    override func scrollWheel(_ event: WheelEvent) -> Bool {
        let delta = event.dx != 0 ? event.dx : (event.modifiers.contains(.shift) ? event.dy : 0)
        guard delta != 0, let engine = window?.textEngine else { return false }
        let most = maximumScrollX(engine)
        guard most > 0 else { return false }
        let next = min(max(scrollX - delta, 0), most)
        guard next != scrollX else { return true }
        scrollX = next
        setNeedsDisplay()
        return true
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
            var x = Self.padding - scrollX
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
