import Foundation
import Graphics
import LoaderKitCore

/// The headless label renderer: a small stroked vector font for the characters progress labels
/// use ("0"–"9", "%", and "N", "a" for "NaN%") and the gallery's "Upload" chip ("U", "p", "l",
/// "o", "a", "d"), drawn as one round-capped stroke per label, so labels show in the CLI, the
/// golden images and the benchmark without a font stack. Hosts with a text engine pass their own
/// `ProgressLabelDrawer` instead.
///
/// Metrics, in em (the label size): digits are 0.40 wide between stroke centres and 0.70 tall
/// (the cap height of a sans-serif), strokes are 0.12 (a semibold weight), digits are tabular
/// (0.58 advance; "%" 0.80); lowercase letters have a 0.43 x-height; the text is centred
/// vertically on its cap height.
public enum ProgressVectorLabels {
    static let capHeight = 0.70
    static let digitWidth = 0.40
    static let strokeWidth = 0.12
    static let tracking = 0.06
    /// Lowercase x-height, the centre of a lowercase bowl (y down from the cap line) and the
    /// descender below the baseline, in em.
    static let xHeight = 0.43
    static let xBowl = capHeight - xHeight / 2
    static let descender = 0.2

    /// A label laid out as one stroke: centre lines in em, placed by `transform` (em → device
    /// pixels), stroked with `style` (in em).
    public struct Stroke: Sendable {
        public var path: Path
        public var transform: Transform
        public var style: StrokeStyle
    }

    /// Draws `run` as a stroked path into `list`.
    public static func draw(_ run: ProgressLabelRun, into list: inout DisplayList) {
        guard let stroke = stroke(run) else { return }
        list.stroke(stroke.path, style: stroke.style, color: run.color, transform: stroke.transform)
    }

    /// The stroke of `run`, or nil when it draws nothing (no size, no anchor, no known glyph).
    public static func stroke(_ run: ProgressLabelRun) -> Stroke? {
        guard run.size > 0, run.size.isFinite, run.anchor.isFinite else { return nil }
        var path = Path(capacity: 16 * run.text.count)
        var pen = 0.0
        var first = true
        for character in run.text {
            if !first { pen += tracking }
            first = false
            let width = glyph(character, at: pen + strokeWidth / 2, into: &path)
            pen += width + strokeWidth
        }
        guard !path.isEmpty else { return nil }
        return Stroke(
            path: path, transform: transform(run, advance: pen),
            style: StrokeStyle(width: strokeWidth, cap: .round, join: .round))
    }

    /// The em → pixel placement of a label of `advance` em: scaled by the size, its left edge
    /// at the anchor (right alignment) or half its advance left of it (centre), its cap height
    /// centred on the anchor's y.
    static func transform(_ run: ProgressLabelRun, advance: Double) -> Transform {
        let left = run.alignment == .center ? run.anchor.x - advance * run.size / 2 : run.anchor.x - advance * run.size
        let top = run.anchor.y - capHeight * run.size / 2
        return Transform(a: run.size, b: 0, c: 0, d: run.size, tx: left, ty: top)
    }

    /// The advance of `text` in em (ink from the first stroke's edge to the last one's).
    public static func width(of text: String) -> Double {
        var scratch = Path()
        var pen = 0.0
        for (i, character) in text.enumerated() {
            if i > 0 { pen += tracking }
            pen += glyph(character, at: 0, into: &scratch) + strokeWidth
        }
        return pen
    }

    /// Appends the centre lines of `character` with its left edge at `x` (em, y down from the
    /// cap line) and returns its width between stroke centres.
    private static func glyph(_ character: Character, at x: Double, into path: inout Path) -> Double {
        let w = digitWidth, h = capHeight
        func p(_ px: Double, _ py: Double) -> Point { Point(x + px, py) }
        func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from start: Double, sweep: Double) {
            path.append(
                EllipticArc(
                    center: p(cx, cy), axisX: Point(rx, 0), axisY: Point(0, ry),
                    startAngle: start, sweep: sweep))
        }
        func loop(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
            path.move(to: p(cx + rx, cy))
            ellipse(cx, cy, rx, ry, from: 0, sweep: 2 * .pi)
            path.closeSubpath()
        }
        func polyline(_ points: [(Double, Double)]) {
            path.move(to: p(points[0].0, points[0].1))
            for q in points.dropFirst() { path.line(to: p(q.0, q.1)) }
        }
        let pi = Double.pi
        switch character {
        case "0":
            loop(w / 2, h / 2, w / 2, h / 2)
        case "1":
            polyline([(w * 0.15, 0.15), (w * 0.62, 0), (w * 0.62, h)])
        case "2":
            path.move(to: p(0, 0.2))
            ellipse(w / 2, 0.2, w / 2, 0.2, from: pi, sweep: pi + 0.6)
            path.line(to: p(0, h))
            path.line(to: p(w, h))
        case "3":
            path.move(to: p(w / 2 + w * 0.46 * cos(pi + 0.45), 0.175 + 0.175 * sin(pi + 0.45)))
            ellipse(w / 2, 0.175, w * 0.46, 0.175, from: pi + 0.45, sweep: 1.5 * pi - 0.45)
            ellipse(w / 2, 0.525, w / 2, 0.175, from: -pi / 2, sweep: 1.5 * pi - 0.45)
        case "4":
            polyline([(w * 0.74, h), (w * 0.74, 0), (0, h * 0.66), (w + 0.03, h * 0.66)])
        case "5":
            polyline([(w * 0.95, 0), (w * 0.12, 0), (w * 0.04, 0.31)])
            ellipse(w / 2, 0.47, w / 2, 0.23, from: pi + 0.95, sweep: 2 * pi - 1.4)
        case "6":
            loop(w / 2, 0.47, w / 2, 0.23)
            path.move(to: p(w * 0.86, 0.01))
            path.quad(to: p(0, 0.47), control: p(0, 0.06))
        case "7":
            polyline([(0, 0), (w, 0), (w * 0.3, h)])
        case "8":
            loop(w / 2, 0.175, w * 0.43, 0.175)
            loop(w / 2, 0.525, w / 2, 0.175)
        case "9":
            loop(w / 2, 0.23, w / 2, 0.23)
            path.move(to: p(w, 0.23))
            path.quad(to: p(w * 0.14, h - 0.01), control: p(w, h - 0.06))
        case "%":
            let pw = 0.62
            loop(0.1, 0.15, 0.1, 0.15)
            loop(pw - 0.1, h - 0.15, 0.1, 0.15)
            polyline([(pw - 0.08, 0), (0.08, h)])
            return pw
        case "N":
            polyline([(0, h), (0, 0), (w, h), (w, 0)])
        case "a":
            loop(w * 0.46, h - 0.15, w * 0.46, 0.15)
            path.move(to: p(w * 0.06, 0.27))
            path.quad(to: p(w, 0.4), control: p(w, 0.12))
            path.line(to: p(w, h))
        case "U":
            let u = 0.46, r = u / 2
            path.move(to: p(0, 0))
            path.line(to: p(0, h - r))
            ellipse(r, h - r, r, r, from: pi, sweep: -pi)
            path.line(to: p(u, 0))
            return u
        case "o":
            loop(w / 2, xBowl, w / 2, xHeight / 2)
        case "p":
            loop(w / 2, xBowl, w / 2, xHeight / 2)
            polyline([(0, h - xHeight), (0, h + descender)])
        case "d":
            loop(w / 2, xBowl, w / 2, xHeight / 2)
            polyline([(w, 0), (w, h)])
        case "l":
            polyline([(0, 0), (0, h)])
            return 0
        default:
            return 0.3
        }
        return w
    }
}
