import XCTest
import TestSupport
@testable import Studio

/// A step that refuses (a write whose file changed on disk) stays where it is.
final class EditHistoryRefusalTests: XCTestCase {
    func testARefusedUndoOrRedoKeepsTheStepAndReportsWhy() {
        onMain {
            var value = 0
            var allowed = true
            var reported: [String] = []
            let history = EditHistory()
            history.onRefusal = { reported.append($0) }
            history.perform(.change("Set", from: 0, to: 1) { value = $0 })
            history.perform(
                EditHistory.Edit(
                    name: "Write",
                    refusableApply: {
                        allowed
                            ? {
                                value = 2; return nil
                            }() : "no apply"
                    },
                    refusableRevert: {
                        allowed
                            ? {
                                value = 1; return nil
                            }() : "no revert"
                    }))
            XCTAssertEqual(value, 2)
            allowed = false
            XCTAssertEqual(history.undo(), "no revert")
            XCTAssertEqual(value, 2)
            XCTAssertEqual(history.undoName, "Write")
            XCTAssertFalse(history.canRedo)
            allowed = true
            XCTAssertNil(history.undo())
            XCTAssertEqual(value, 1)
            allowed = false
            XCTAssertEqual(history.redo(), "no apply")
            XCTAssertEqual(history.redoName, "Write")
            XCTAssertEqual(history.undoCount, 1)
            XCTAssertEqual(reported, ["no revert", "no apply"])
            XCTAssertEqual(
                history.perform(EditHistory.Edit(name: "X", refusableApply: { "refused" }, refusableRevert: { nil })),
                "refused")
            XCTAssertEqual(history.undoCount, 1, "a refused edit is not recorded")
            XCTAssertTrue(history.canRedo, "nor does it clear redo")
        }
    }

    func testTheClockKeepsItsPlayheadWhenTheCycleChanges() {
        var clock = PlaybackClock()
        clock.configure(duration: 2, cycleStart: 0.5, restart: true)
        clock.seek(toProgress: 0.25)
        let time = clock.time, progress = clock.cycleProgress
        clock.configure(duration: 2, cycleStart: 0.25, restart: false)
        XCTAssertEqual(clock.time, time)
        XCTAssertEqual(clock.cycleProgress, progress)
        clock.configure(duration: 4, cycleStart: 0.25, restart: false)
        XCTAssertEqual(clock.time, 2 * time, "the time scales with the cycle")
        XCTAssertEqual(clock.cycleProgress, progress, accuracy: 1e-12)
        clock.configure(duration: 4, cycleStart: 0, restart: true)
        XCTAssertEqual(clock.time, 0)
    }
}
