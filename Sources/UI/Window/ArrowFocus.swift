import Graphics

/// Arrow keys that move focus among views laid out in a row or a grid (swatches, segments): to
/// the nearest one in the key's direction, preferring the same row or column.
@MainActor
public enum ArrowFocus {
    /// The direction of an arrow key as a unit step (nil for other keys).
    static func direction(of key: Key) -> (dx: Double, dy: Double)? {
        switch key {
        case .left: return (-1, 0)
        case .right: return (1, 0)
        case .up: return (0, -1)
        case .down: return (0, 1)
        default: return nil
        }
    }

    /// The view of `candidates` nearest to `view` in the direction of `key`, or nil (no such
    /// view, or not an arrow key). Distance across the direction counts three times.
    public static func neighbour(of view: View, among candidates: [View], key: Key) -> View? {
        guard let (dx, dy) = direction(of: key) else { return nil }
        let from = view.windowFrame.center
        var best: (view: View, score: Double)?
        for candidate in candidates
        where candidate !== view && candidate.canBecomeFocused && candidate.isVisibleInWindow {
            let to = candidate.windowFrame.center
            let along = (to.x - from.x) * dx + (to.y - from.y) * dy
            guard along > 0.5 else { continue }
            let across = abs((to.x - from.x) * dy) + abs((to.y - from.y) * dx)
            let score = along + 3 * across
            if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
        }
        return best?.view
    }

    /// Handles an arrow key for `view`: focuses its neighbour among `candidates`. True for
    /// every arrow key without Ctrl or Alt, even at the edge, so the key does not go on to
    /// the shortcuts.
    public static func handle(_ key: Key, modifiers: Modifiers, from view: View, among candidates: [View]) -> Bool {
        guard direction(of: key) != nil, !modifiers.isCommand else { return false }
        if let next = neighbour(of: view, among: candidates, key: key) { view.window?.focus(next, reveal: true) }
        return true
    }
}
