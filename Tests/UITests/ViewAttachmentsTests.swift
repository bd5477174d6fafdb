import Graphics
import TestSupport
import UI
import UITestSupport
import XCTest

private enum CounterKey: ViewAttachmentKey {
    static var defaultValue: Int { 7 }
}

private enum NameKey: ViewAttachmentKey {
    static var defaultValue: String? { nil }
}

final class ViewAttachmentsTests: XCTestCase {
    func testEachKeyHasItsOwnSlotOnEachView() {
        onMain {
            let a = View(), b = View()
            XCTAssertEqual(a.attachments[CounterKey.self], 7)
            a.attachments[CounterKey.self] = 3
            a.attachments[NameKey.self] = "a"
            XCTAssertEqual(a.attachments[CounterKey.self], 3)
            XCTAssertEqual(a.attachments[NameKey.self], "a")
            XCTAssertEqual(b.attachments[CounterKey.self], 7)
            XCTAssertNil(b.attachments[NameKey.self])
            a.attachments.remove(CounterKey.self)
            XCTAssertEqual(a.attachments[CounterKey.self], 7)
            XCTAssertEqual(a.attachments[NameKey.self], "a")
        }
    }

    func testAttachedObjectsGoWithTheView() {
        onMain {
            final class Box {}
            enum BoxKey: ViewAttachmentKey { static var defaultValue: Box? { nil } }
            weak var box: Box?
            do {
                let view = View()
                let held = Box()
                box = held
                view.attachments[BoxKey.self] = held
            }
            XCTAssertNil(box)
        }
    }
}
