import TestSupport
import XCTest
@testable import UI

/// Trailing spaces are trimmed by whole characters, walking back from the end, as reversing the
/// whole string and dropping spaces did.
final class TrailingSpacesTests: XCTestCase {
    func testTheWalkBackTrimsWhatTheWholeReversalTrimmed() {
        let cases = [
            "", " ", "   ", "abc", "abc ", "abc   ", " a b ", "a  b", "日本語 ", "日本語", "e\u{301} ", "e \u{301}",
            "\u{600} ", "\u{600}  ", "t   0.530 s", "t   0.530 s ", "👩‍👩‍👧 ", "a\u{200D} ",
        ]
        for text in cases {
            let reference = String(text.reversed().drop(while: { $0 == " " }).reversed())
            XCTAssertEqual(text.trimmingTrailingSpaces, reference, "\(text.unicodeScalars.map { $0.value })")
        }
    }
}

/// A label whose superview places it without reading its text redraws on a new text without
/// laying the superview out again; any other label lays its superview out.
final class ReadoutLabelTests: XCTestCase {
    func testANewTextLaysTheSuperviewOutUnlessItsLayoutIgnoresTheText() {
        onMain {
            let panel = View(), readout = Label("t 0.000 s"), caption = Label("Time")
            panel.addSubview(readout)
            panel.addSubview(caption)
            readout.layoutIgnoresText = true
            panel.layoutIfNeeded()
            XCTAssertFalse(panel.needsLayout)
            readout.text = "t 0.017 s"
            XCTAssertFalse(panel.needsLayout, "the readout's frame does not depend on its text")
            caption.text = "Temps"
            XCTAssertTrue(panel.needsLayout)
        }
    }
}
