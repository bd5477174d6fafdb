import Graphics

/// Tells a double (or triple) click from presses that merely came quickly. The host counts
/// presses within its double-click time and radius (SDL: 500 ms and 32 pixels); the window
/// keeps that count only while the presses make one gesture: a press continues the previous
/// press's count when it hits the same target (the same view, and the same part of a view with
/// `ClickTargets`), lies within `radius` of it, and the previous press did not start a drag
/// (its pointer never moved more than `dragThreshold` from where it went down). Any other press
/// is a first click (count 1).
public struct ClickSequence: Equatable {
    /// What a press hit: a view (by identity) and the part of it that a view with several
    /// targets names.
    public struct Target: Hashable {
        public var view: ObjectIdentifier?
        public var part: AnyHashable?

        public init(view: ObjectIdentifier?, part: AnyHashable? = nil) {
            self.view = view
            self.part = part
        }
    }

    /// A press that moves farther than this from where it went down is a drag, in points.
    public static let dragThreshold = 4.0
    /// The second press of a double click lies within this distance of the first, in points.
    public static let radius = 4.0

    private struct Press: Equatable {
        var target: Target
        var location: Point
        var count: Int
        var dragged: Bool
    }

    private var last: Press?
    private var isDown = false

    public init() {}

    /// A press at `location` (window points) on `target`, which the host counted `hostCount`;
    /// the click count the views get. A press with no press before it keeps the host's count
    /// (the window cannot know better).
    public mutating func press(at location: Point, target: Target, hostCount: Int) -> Int {
        let hostCount = max(1, hostCount)
        let count: Int
        if let last {
            let continues =
                hostCount >= 2 && !last.dragged && last.target == target
                && last.location.distance(to: location) <= Self.radius
            count = continues ? min(hostCount, last.count + 1) : 1
        } else {
            count = hostCount
        }
        last = Press(target: target, location: location, count: count, dragged: false)
        isDown = true
        return count
    }

    /// The pointer moved to `location` (window points): a press held down that moves beyond
    /// `dragThreshold` becomes a drag.
    public mutating func move(to location: Point) {
        guard isDown, var press = last, !press.dragged else { return }
        if press.location.distance(to: location) > Self.dragThreshold {
            press.dragged = true
            last = press
        }
    }

    /// The button went up at `location` (window points).
    public mutating func release(at location: Point) {
        move(to: location)
        isDown = false
    }

    /// True while the last press is held and has moved beyond `dragThreshold`.
    public var isDragging: Bool { isDown && last?.dragged == true }
}

/// A view with several targets for a click (the keyframes and the lanes of a lanes view, the
/// rows of a tree): two presses make a double click only when they land on the same one.
@MainActor
public protocol ClickTargets: AnyObject {
    /// The target under `location` (view points), nil for the view's background.
    func clickTarget(at location: Point) -> AnyHashable?
}
