import Foundation
import Graphics
import LoaderKitCore
import UI

/// SkeletonView's text-line layout, as pure formulas (all lengths in points, in the text view's
/// own coordinates).
public struct SkeletonTextLines: Hashable, Sendable {
    /// The line count; 0 or less derives it from the height (`lineCount(height:…)`).
    public var lines: Int
    public var lineHeight: Double
    public var spacing: Double
    /// Width of the last line in percent of the line width.
    public var lastLineFillPercent: Int
    public var padding: EdgeInsets
    /// Alignment of the last line (the others span the full width).
    public var alignment: TextAlignment
    /// Labels centre their block of lines vertically; text views stay at the top.
    public var centersVertically: Bool
    /// With exactly one line, the line is the view's full height.
    public var renderSingleLineAsView: Bool

    public init(
        lines: Int = 0, lineHeight: Double = 15, spacing: Double = 10, lastLineFillPercent: Int = 70,
        padding: EdgeInsets = .zero, alignment: TextAlignment = .leading, centersVertically: Bool = true,
        renderSingleLineAsView: Bool = false
    ) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.spacing = spacing
        self.lastLineFillPercent = lastLineFillPercent
        self.padding = padding
        self.alignment = alignment
        self.centersVertically = centersVertically
        self.renderSingleLineAsView = renderSingleLineAsView
    }

    /// `round((height − pad.top − pad.bottom) / (lineHeight + spacing))`: 0 when that is 0 or
    /// not a normal number, at least 1 otherwise, at most `maximumLineCount`.
    /// The most text lines one label's skeleton draws.
    static let maximumLineCount = 10_000

    public static func lineCount(height: Double, padding: EdgeInsets, lineHeight: Double, spacing: Double) -> Int {
        let needed = ((height - padding.top - padding.bottom) / (lineHeight + spacing)).rounded()
        guard needed.isNormal else { return 0 }
        return CheckedInt.clamped(needed, to: 1...maximumLineCount)
    }

    /// The number of lines drawn in `bounds`.
    public func count(in bounds: Rect) -> Int {
        lines > 0
            ? lines
            : Self.lineCount(
                height: bounds.height, padding: padding, lineHeight: lineHeight,
                spacing: spacing)
    }

    /// The frame of each line in `bounds`, top to bottom.
    public func frames(in bounds: Rect) -> [Rect] {
        let total = count(in: bounds)
        guard total > 0 else { return [] }
        let height = total == 1 && renderSingleLineAsView ? bounds.height : lineHeight
        let fullWidth = bounds.width - padding.left - padding.right
        var frames: [Rect] = []
        frames.reserveCapacity(total)
        for i in 0..<total {
            var x = padding.left
            let y = Double(i) * (lineHeight + spacing) + padding.top
            var width = fullWidth
            if i == total - 1 {
                width = width * Double(lastLineFillPercent) / 100
                switch alignment {
                case .leading: break
                case .trailing: x = bounds.width - width - padding.right
                case .center: x = (bounds.width + padding.left - padding.right - width) / 2
                }
            }
            frames.append(Rect(x: bounds.minX + x, y: bounds.minY + y, width: width, height: height))
        }
        if centersVertically, let last = frames.last {
            // SkeletonView's rule: maxY already holds pad.top, which is counted again here.
            let moveDown = (bounds.height - (last.maxY - bounds.minY + padding.top + padding.bottom)) / 2
            frames = frames.map { $0.offsetBy(dx: 0, dy: moveDown) }
        }
        return frames
    }
}
