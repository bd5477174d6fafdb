import XCTest
import TestSupport
@testable import Studio

final class EditHistoryTests: XCTestCase {
    func testUndoRedo() {
        onMain {
            var value = 0
            let history = EditHistory()
            history.perform(.change("Set", from: 0, to: 1) { value = $0 })
            history.perform(.change("Set", from: 1, to: 2) { value = $0 })
            XCTAssertEqual(value, 2)
            history.undo()
            XCTAssertEqual(value, 1)
            XCTAssertTrue(history.canRedo)
            history.redo()
            XCTAssertEqual(value, 2)
            history.undo()
            history.undo()
            XCTAssertEqual(value, 0)
            XCTAssertFalse(history.canUndo)
            history.undo()
            XCTAssertEqual(value, 0, "undo with nothing to undo does nothing")
        }
    }

    func testASliderDragIsOneStep() {
        onMain {
            var speed = 1.0
            let history = EditHistory()
            for v in stride(from: 1.1, through: 2.0, by: 0.1) {
                let old = speed
                speed = v
                history.record(.change("Change speed", coalescingKey: "speed", from: old, to: v) { speed = $0 })
            }
            history.endCoalescing()
            XCTAssertEqual(history.undoCount, 1)
            XCTAssertEqual(history.undoName, "Change speed")
            history.undo()
            XCTAssertEqual(speed, 1.0)
            history.redo()
            XCTAssertEqual(speed, 2.0, accuracy: 1e-12)

            // A second drag after the mouse went up is its own step.
            history.perform(.change("Change speed", coalescingKey: "speed", from: speed, to: 3) { speed = $0 })
            history.perform(.change("Change speed", coalescingKey: "speed", from: 3, to: 4) { speed = $0 })
            XCTAssertEqual(history.undoCount, 2)
            history.undo()
            XCTAssertEqual(speed, 2.0, accuracy: 1e-12)
        }
    }

    func testDifferentKeysDoNotCoalesce() {
        onMain {
            var a = 0, b = 0
            let history = EditHistory()
            history.perform(.change("A", coalescingKey: "a", from: 0, to: 1) { a = $0 })
            history.perform(.change("B", coalescingKey: "b", from: 0, to: 1) { b = $0 })
            history.perform(.change("A", coalescingKey: "a", from: 1, to: 2) { a = $0 })
            XCTAssertEqual(history.undoCount, 3)
            history.undo()
            XCTAssertEqual([a, b], [1, 1])
        }
    }

    func testANewEditClearsRedo() {
        onMain {
            var value = 0
            var changes = 0
            let history = EditHistory()
            history.onChange = { changes += 1 }
            history.perform(.change("Set", from: 0, to: 1) { value = $0 })
            history.undo()
            XCTAssertTrue(history.canRedo)
            history.perform(.change("Set", from: 0, to: 5) { value = $0 })
            XCTAssertFalse(history.canRedo)
            history.redo()
            XCTAssertEqual(value, 5)
            XCTAssertEqual(changes, 3)
        }
    }

    func testLimitDropsTheOldestSteps() {
        onMain {
            var value = 0
            let history = EditHistory(limit: 3)
            for v in 1...5 { history.perform(.change("Set", from: v - 1, to: v) { value = $0 }) }
            XCTAssertEqual(history.undoCount, 3)
            while history.canUndo { history.undo() }
            XCTAssertEqual(value, 2)
        }
    }
}
