import Graphics

/// Distances inward from the edges of a rect, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets from each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No inset.
    public static let zero = EdgeInsets()

    /// Horizontal total (left + right).
    public var horizontal: Double { left + right }
    /// Vertical total (top + bottom).
    public var vertical: Double { top + bottom }
}

extension Rect {
    /// The rect shrunk by `insets` (sides never negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The rect moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rect grown by `amount` on every side.
    public func outset(by amount: Double) -> Rect { insetBy(dx: -amount, dy: -amount) }
}
