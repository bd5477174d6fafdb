import ControlProtocol
import XCTest

/// The wire format: one line, sorted keys; an error answer throws its message; an answer of
/// the wrong shape throws a message naming the type expected.
final class ControlJSONTests: XCTestCase {
    func testAnswersAreOneLineWithSortedKeysAndRoundTrip() throws {
        var answer = PresentAnswer()
        answer.frames = 12
        answer.bytes = 4096
        answer.refreshHz = 60
        answer.path = "texture/streaming"
        answer.shown = true
        let line = ControlJSON.line(answer)
        XCTAssertEqual(
            line, #"{"bytes":4096,"frames":12,"path":"texture/streaming","refreshHz":60,"shown":true}"#)
        XCTAssertEqual(try ControlJSON.decode(PresentAnswer.self, from: line), answer)
    }

    func testAnErrorAnswerThrowsItsMessage() {
        let line = ControlJSON.line(ControlError("cannot allocate a redraw"))
        XCTAssertEqual(line, #"{"error":"cannot allocate a redraw"}"#)
        XCTAssertThrowsError(try ControlJSON.decode(RedrawCheckAnswer.self, from: line)) { error in
            XCTAssertEqual(error as? ControlError, ControlError("cannot allocate a redraw"))
        }
    }

    func testAnAnswerOfTheWrongShapeNamesTheTypeExpected() {
        XCTAssertThrowsError(try ControlJSON.decode(PixelsAnswer.self, from: #"{"held":true}"#)) { error in
            XCTAssertTrue(
                (error as? ControlError)?.error.hasPrefix("the answer is not a PixelsAnswer") == true, "\(error)")
        }
        XCTAssertThrowsError(try ControlJSON.decode(PingAnswer.self, from: "not json"))
    }

    func testTheTreeIsSearchedOverlayFirst() {
        var button = ViewNode()
        button.type = "Button"
        button.id = "toolbar.export"
        var content = ViewNode()
        content.type = "RootView"
        content.children = [button]
        var toast = ViewNode()
        toast.type = "Button"
        toast.id = "toast.show"
        var overlay = ViewNode()
        overlay.children = [toast]
        let tree = ViewTree(content: content, overlay: overlay)
        XCTAssertEqual(tree.all { $0.type == "Button" }.map(\.id), ["toast.show", "toolbar.export"])
        XCTAssertEqual(tree.view("toolbar.export"), button)
        XCTAssertNil(tree.view("nothing"))
        XCTAssertEqual(ViewFrame(x: 10, y: 20, width: 100, height: 40).point().x, 60)
        XCTAssertEqual(ViewFrame(x: 10, y: 20, width: 100, height: 40).point(atFraction: 0, 1).y, 60)
    }
}
