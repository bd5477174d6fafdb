import Graphics
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// Whether an animating view is on screen is read in one walk up its superviews; it answers as
/// walking up from each clipping superview does, over random trees of zooms, clips, hidden and
/// transparent views, and views out of the window.
final class FrameVisibilityTests: XCTestCase {
    /// A view that animates, so that the window may be asked about it.
    @MainActor
    final class Animated: View, FrameAnimating {
        var wantsFrames: Bool { true }
        func advance(by dt: Double) {}
    }

    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    func testTheOneWalkAnswersAsTheWalksUpFromEachView() {
        onMain {
            var random = Seeded(state: 11)
            func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
            var asked = 0, shown = 0
            for _ in 0..<40 {
                let root = View()
                var all: [View] = [root]
                for _ in 0..<60 {
                    let view: View = unit() < 0.5 ? Animated() : View()
                    view.frame = Rect(
                        x: unit() * 300 - 60, y: unit() * 200 - 40, width: unit() < 0.1 ? 0 : unit() * 150,
                        height: unit() * 120)
                    view.clipsToBounds = unit() < 0.4
                    view.isHidden = unit() < 0.05
                    view.alpha = unit() < 0.05 ? 0 : 1
                    if unit() < 0.15 { view.subviewZoom = [0.5, 0.75, 2][Int(random.next() % 3)] }
                    all[Int(random.next() % UInt64(all.count))].addSubview(view)
                    all.append(view)
                }
                let window = makeWindow(320, 240, content: root)
                let detached = Animated()
                for case let view as Animated in all + [detached] {
                    let expected = view.window === window && window.isOnScreenWalkingUp(view: view)
                    XCTAssertEqual(window.isOnScreen(view), expected, "\(view.frame)")
                    asked += 1
                    if expected { shown += 1 }
                }
            }
            // Both answers came up often.
            XCTAssertGreaterThan(shown, asked / 10)
            XCTAssertLessThan(shown, asked * 9 / 10)
        }
    }
}
