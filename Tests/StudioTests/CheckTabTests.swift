import Localization
import ArtworkAccessibility
import Foundation
import Graphics
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Editor's Check tab without a window: the report arrives off the main thread, a failing
/// colour is fixed in one undoable step, the last report stays (its actions off) while a new one
/// runs, no background ticked is said, and Simulate changes the previews' colours only.
final class CheckTabTests: XCTestCase {
    @MainActor private static func waitForReport(_ app: StudioApp, _ checks: IndicatorCheckSection) throws {
        let deadline = Date().addingTimeInterval(60)
        while checks.report == nil || checks.isStale {
            guard Date() < deadline else { throw XCTSkip("no report in 60 s") }
            app.tick(dt: 1.0 / 60)
            _ = app.user.nextFrame()
            usleep(5_000)
        }
        _ = app.user.nextFrame()
    }

    func testAPaleColourIsFoundFixedUndoneAndSimulated() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(try XCTUnwrap(app.library.builtin(named: "BallSpinFadeLoader")))
            let model = app.editorModel
            model.setColors([Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!])
            XCTAssertTrue(app.user.press(.character("3"), .alt))
            let checks = app.editor.inspector.checks
            XCTAssertFalse(checks.isHidden)
            try Self.waitForReport(app, checks)
            let report = try XCTUnwrap(checks.report)
            XCTAssertEqual(report.contrast.backgrounds.count, 2, "Light and Dark are ticked")
            XCTAssertEqual(Set(report.contrast.failing.map(\.element)), [1, 3, 5, 7])
            let row = try XCTUnwrap(app.user.view("check.contrast.fail.0") as? CheckRow)
            XCTAssertTrue(row.message.text.contains("#06B6D4"), row.message.text)
            XCTAssertTrue(row.message.text.contains(app.text(CheckText.contrastAlso("3, 5, 7"))), row.message.text)

            // Show: the failing moment, on Light, paused.
            XCTAssertTrue(app.user.tap("check.contrast.fail.0.show"))
            XCTAssertEqual(model.background, .light)
            XCTAssertFalse(model.clock.isPlaying)
            XCTAssertEqual(model.clock.cycleProgress, 0.125, accuracy: 0.01, "dot 1 peaks an eighth in")

            // Fix: one step; the new report passes; undo gives the pale cyan back.
            XCTAssertTrue(app.user.tap("check.contrast.fail.0.fix"))
            let fixed = model.colors
            XCTAssertEqual(fixed.count, 2)
            XCTAssertEqual(fixed[0], Color(hex: "#7C3AED")!)
            XCTAssertNotEqual(fixed[1], Color(hex: "#06B6D4")!)
            XCTAssertTrue(checks.isStale, "the old report stays while the new one runs")
            XCTAssertEqual((app.user.view("check.contrast.fail.0.fix") as? Button)?.isEnabled, false)
            try Self.waitForReport(app, checks)
            XCTAssertEqual(checks.report?.contrast.verdict, .pass)
            XCTAssertNotNil(app.user.view("check.contrast.pass"))
            XCTAssertEqual(model.history.undoMessage, CheckText.fixStep)
            _ = model.history.undo()
            XCTAssertEqual(model.colors, [Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!])
            _ = model.history.redo()
            XCTAssertEqual(model.colors, fixed)

            // Simulate: the previews' colours change, the model's do not; again turns it off.
            try Self.waitForReport(app, checks)
            XCTAssertTrue(app.user.tap("check.vision.deuteranopia.show"))
            XCTAssertEqual(model.colorVision, .deuteranopia)
            XCTAssertEqual(model.colors, fixed)
            XCTAssertFalse(app.editor.stage.simulationBadge.isHidden)
            XCTAssertEqual(
                app.editor.stage.simulationBadge.text,
                app.text(CheckText.simulating(app.text(CheckText.deficiency(.deuteranopia)))))
            XCTAssertEqual(app.editor.stage.bigCard.colorVision, .deuteranopia)
            XCTAssertTrue(app.user.tap("check.vision.deuteranopia.show"))
            XCTAssertNil(model.colorVision)
            XCTAssertTrue(app.editor.stage.simulationBadge.isHidden)

            // No background ticked: the tab says so and checks nothing.
            checks.lightToggle.isOn = false
            checks.lightToggle.onChange?(false)
            checks.darkToggle.isOn = false
            checks.darkToggle.onChange?(false)
            XCTAssertEqual(checks.status.text, app.text(CheckText.noBackground))
            XCTAssertNil(checks.report)
        }
    }
}
