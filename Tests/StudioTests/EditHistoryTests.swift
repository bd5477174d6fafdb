import XCTest
@testable import Studio

@MainActor final class EditHistoryTests: XCTestCase {
    func testUndoRedo() {
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
        history.undo(); history.undo()
        XCTAssertEqual(value, 0)
        XCTAssertFalse(history.canUndo)
    }
}
