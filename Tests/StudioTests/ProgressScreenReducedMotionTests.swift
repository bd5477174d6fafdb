import LoaderKitCore
import LoaderKitUI
import UI
import XCTest
import TestSupport
@testable import Studio

/// Reduced motion on the Progress screen follows LoaderKit's rule (PROGRESS.md §6.4–6.5): values
/// jump to their targets, ambient time stands still, indeterminate motion runs at half speed.
final class ProgressScreenReducedMotionTests: XCTestCase {
    func testTheGridFollowsTheRuleUnderTheWindowsPreference() {
        onMain {
            let app = ScreensProgressTests.progressApp()
            app.window.motionPreference = .reduced
            let cells = app.progress.grid.visibleCells.values.compactMap { $0 as? ProgressCell }
            XCTAssertGreaterThan(cells.count, 4)
            let before = cells.map { ($0.indicator.state.time, $0.indicator.state.indeterminateTime) }
            for _ in 0..<60 { app.tick(dt: 1.0 / 60); _ = app.user.nextFrame() }
            for (cell, (time, it)) in zip(cells, before) {
                let view = cell.indicator, state = view.state
                XCTAssertEqual(state.time, time, "\(cell.titleLabel.text): ambient time stands still")
                if view.isIndeterminate {
                    XCTAssertEqual(
                        state.indeterminateTime - it, 0.5 * view.resolved.speed, accuracy: 1e-9,
                        "\(cell.titleLabel.text): half speed")
                } else {
                    XCTAssertEqual(state.value, view.value!, "\(cell.titleLabel.text): no glide")
                    XCTAssertFalse(view.wantsFrames && !view.isIndeterminate, "\(cell.titleLabel.text) holds still")
                }
            }
        }
    }
}
