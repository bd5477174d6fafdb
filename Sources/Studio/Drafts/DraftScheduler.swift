/// When to write a draft: after a short pause in typing, and never later than a second after the
/// first unsaved edit, so a crash loses at most a second of work while a burst of typing is one
/// write, not one per keystroke.
package struct DraftScheduler: Sendable {
    /// Quiet time after the last edit before writing, in seconds.
    package static let pause = 0.4
    /// The longest an edit waits to be written, in seconds.
    package static let deadline = 1.0

    private var firstPending: Double?
    private var lastEdit: Double?

    package init() {}

    /// True while an edit waits to be written.
    package var isPending: Bool { firstPending != nil }

    /// Records an edit at `now` (seconds, any monotonic clock).
    package mutating func edited(at now: Double) {
        if firstPending == nil { firstPending = now }
        lastEdit = now
    }

    /// True when the pending edits should be written at `now`; the caller writes, then calls
    /// `written()`.
    package func isDue(at now: Double) -> Bool {
        guard let firstPending, let lastEdit else { return false }
        return now - lastEdit >= DraftScheduler.pause || now - firstPending >= DraftScheduler.deadline
    }

    /// The time at which the pending edits fall due (nil when nothing waits), so a host loop can
    /// sleep until then.
    package var dueTime: Double? {
        guard let firstPending, let lastEdit else { return nil }
        return min(lastEdit + DraftScheduler.pause, firstPending + DraftScheduler.deadline)
    }

    /// Marks everything written (or dropped, after a save to the file).
    package mutating func written() {
        firstPending = nil
        lastEdit = nil
    }
}
