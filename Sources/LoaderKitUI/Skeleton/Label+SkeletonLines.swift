import Graphics
import UI

extension Label {
    /// SkeletonView's `estimatedNumberOfLines`: `.inherited` → `numberOfLines`; `.custom(k)` →
    /// k, or 1 when k is negative.
    public var estimatedNumberOfSkeletonLines: Int {
        switch skeletonTextNumberOfLines {
        case .inherited: numberOfLines
        case .custom(let k): k >= 0 ? k : 1
        }
    }

    /// True when the label is drawn as lines (every label, unless `renderSingleLineAsView` is set
    /// and it has exactly one line).
    var drawsSkeletonAsLines: Bool {
        let n = estimatedNumberOfSkeletonLines
        return !(n == 1 && skeletonAppearance.renderSingleLineAsView)
    }

    /// The height of one skeleton line, in points.
    public func estimatedSkeletonLineHeight(engine: TextEngine) -> Double {
        switch skeletonTextLineHeight {
        case .fixed(let h): return h
        case .relativeToFont: return engine.metrics(of: font).lineHeight
        case .relativeToConstraints:
            let n = estimatedNumberOfSkeletonLines
            return n > 0 ? bounds.height / Double(n) : skeletonAppearance.multilineHeight
        }
    }

    /// SkeletonView's line rule for this label.
    func skeletonLineRule(engine: TextEngine) -> SkeletonTextLines {
        SkeletonTextLines(
            lines: estimatedNumberOfSkeletonLines, lineHeight: estimatedSkeletonLineHeight(engine: engine),
            spacing: skeletonLineSpacing, lastLineFillPercent: lastLineFillPercent,
            padding: skeletonPaddingInsets, alignment: alignment, centersVertically: true,
            renderSingleLineAsView: skeletonAppearance.renderSingleLineAsView)
    }

    /// The skeleton line frames in the label's coordinates (points): from the wrapped text when
    /// the label has text and `linesFollowText` is on (and no custom count was asked for), else
    /// from SkeletonView's formulas. Recomputed on every call, so it follows resizes.
    public func skeletonLineFrames(engine: TextEngine) -> [Rect] {
        let followText =
            skeletonAppearance.linesFollowText && !text.isEmpty
            && skeletonTextNumberOfLines == .inherited
        guard followText else { return skeletonLineRule(engine: engine).frames(in: bounds) }
        let layout = layout(engine: engine)
        let area = bounds.inset(by: insets)
        let barHeight = estimatedSkeletonLineHeight(engine: engine)
        var y = area.minY
        if numberOfLines == 1 { y += (area.height - layout.size.height) / 2 }
        var frames: [Rect] = []
        for line in layout.lines {
            defer { y += line.height }
            guard line.width > 0 else { continue }
            let h = min(barHeight, line.height)
            let x: Double
            switch alignment {
            case .leading: x = area.minX
            case .center: x = area.minX + (area.width - line.width) / 2
            case .trailing: x = area.maxX - line.width
            }
            frames.append(Rect(x: x, y: y + (line.height - h) / 2, width: line.width, height: h))
        }
        return frames
    }
}
