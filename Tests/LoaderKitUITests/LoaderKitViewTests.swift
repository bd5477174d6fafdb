import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import Render
import TestSupport
import UI
import UITestSupport
import XCTest

final class LoaderKitViewTests: XCTestCase {
    @MainActor private static func setUp(_ indicator: String = "BallPulse") -> (WindowRoot, LoaderKitView) {
        let root = View()
        let view = LoaderKitView(indicator: indicator)
        view.frame = Rect(x: 20, y: 10, width: 60, height: 40)
        root.addSubview(view)
        return (makeWindow(200, 100, content: root), view)
    }

    /// The window's pixels where the view is, and the same area drawn directly at spec time `t`.
    @MainActor private static func pixels(_ window: WindowRoot, _ view: LoaderKitView, expectedAt t: Double?) -> (
        [UInt32], [UInt32]
    ) {
        let rendered = window.renderAll()
        let box = view.windowFrame.enclosingIntRect
        var reference = Pixmap(width: rendered.width, height: rendered.height)!
        reference.clear(window.theme.color(.windowBackground))
        if let t, let evaluator = view.evaluator {
            var list = DisplayList()
            IndicatorDrawing.record(
                evaluator.states(at: t), evaluator: evaluator, in: view.windowFrame,
                color: view.color, colors: view.colors, into: &list)
            Renderer().render(list, into: &reference)
        }
        return (rendered.pixels(in: box), reference.pixels(in: box))
    }

    func testDefaultsMatchTheUpstreamView() {
        onMain {
            let (window, view) = Self.setUp()
            XCTAssertEqual(view.indicator, "BallPulse")
            XCTAssertEqual(view.spec, IndicatorSpec.builtin(named: "BallPulse"))
            XCTAssertNil(view.specError)
            XCTAssertEqual(view.params, [:])
            XCTAssertEqual(view.speed, 1)
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(view.hidesWhenStopped)
            XCTAssertNil(view.cycleProgress)
            XCTAssertTrue(view.respectsReduceMotion)
            XCTAssertEqual(view.colors, [])
            XCTAssertEqual(view.intrinsicContentSize, Size(40, 40))
            XCTAssertTrue(window.isAnimating)
            let (got, want) = Self.pixels(window, view, expectedAt: 0)
            XCTAssertEqual(got, want, "draws the spec at t = 0 in the largest centred square")
            XCTAssertTrue(got.contains(view.color.premultiplied.pixel))
        }
    }

    func testClockAdvancesBySpeedAndInvalidatesOnlyItsBox() {
        onMain {
            let (window, view) = Self.setUp()
            window.tick(dt: 0.25)
            XCTAssertEqual(view.time, 0.25)
            // The box (60×40 at 20,10) and its overhang, 40/8 + 2 = 7 points, where antialiased or
            // overshooting elements may paint (drawing is clipped there).
            XCTAssertEqual(view.drawingOverhang, 7)
            XCTAssertEqual(window.dirty.rects, [IntRect(x: 13, y: 3, width: 74, height: 54)])
            view.speed = 2
            XCTAssertEqual(view.time, 0.25, "changing speed never jumps")
            window.tick(dt: 0.1)
            XCTAssertEqual(view.time, 0.45, accuracy: 1e-12)
            view.speed = 0
            XCTAssertFalse(window.isAnimating, "speed 0 pauses")
            window.tick(dt: 1)
            view.speed = -1
            window.tick(dt: 1)
            XCTAssertEqual(view.time, 0.45, accuracy: 1e-12)
            view.speed = 1
            _ = window.recordFrame()
            window.tick(dt: 0.05)
            let (got, want) = Self.pixels(window, view, expectedAt: 0.5)
            XCTAssertEqual(got, want)
        }
    }

    func testSpecIndicatorAndParamsRestartButColourSpeedAndSizeDoNot() throws {
        try onMain {
            let (window, view) = Self.setUp()
            window.tick(dt: 0.3)
            view.color = Color(hex: "#FF0000")!
            view.colors = [Color(hex: "#00FF00")!, .black]
            view.speed = 3
            view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            XCTAssertEqual(view.time, 0.3, "colour, colours, speed and size keep the time")
            view.params = ["size": 0.2]
            XCTAssertEqual(view.time, 0, "params restart")
            window.tick(dt: 0.1)
            view.params = ["size": 0.2]
            XCTAssertEqual(view.time, 0.3, accuracy: 1e-12, "the same params again change nothing")
            view.indicator = "BallBeat"
            XCTAssertEqual(view.time, 0, "indicator restarts")
            XCTAssertEqual(view.spec, IndicatorSpec.builtin(named: "BallBeat"))
            window.tick(dt: 0.1)
            view.spec = IndicatorSpec.builtin(named: "BallSpinFadeLoader")
            XCTAssertEqual(view.time, 0, "spec restarts")
            XCTAssertNil(view.indicator, "setting spec replaces indicator")
            window.tick(dt: 0.1)
            try view.setSpec(json: try XCTUnwrap(IndicatorSpec.builtinJSON(named: "BallPulse")))
            XCTAssertEqual(view.time, 0, "setSpec(json:) restarts")
            XCTAssertEqual(view.spec, IndicatorSpec.builtin(named: "BallPulse"))
            window.tick(dt: 0.1)
            view.specJSON = IndicatorSpec.builtinJSON(named: "BallBeat")
            XCTAssertEqual(view.time, 0, "specJSON restarts")
            XCTAssertEqual(view.specJSON, IndicatorSpec.builtinJSON(named: "BallBeat"))
            view.spec = nil
            XCTAssertNil(view.evaluator, "clearing the spec draws nothing")
            let (got, want) = Self.pixels(window, view, expectedAt: nil)
            XCTAssertEqual(got, want)
        }
    }

    func testStopFreezesAndStartContinuesWithHidesWhenStopped() {
        onMain {
            let (window, view) = Self.setUp()
            window.tick(dt: 0.2)
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
            XCTAssertFalse(window.isAnimating)
            window.tick(dt: 0.5)
            XCTAssertEqual(view.time, 0.2)
            XCTAssertNil(view.displayTime)
            var (got, want) = Self.pixels(window, view, expectedAt: nil)
            XCTAssertEqual(got, want, "hidden while stopped")
            view.hidesWhenStopped = false
            (got, want) = Self.pixels(window, view, expectedAt: 0.2)
            XCTAssertEqual(got, want, "the frozen frame when not hiding")
            view.startAnimating()
            window.tick(dt: 0.1)
            XCTAssertEqual(view.time, 0.3, accuracy: 1e-12, "start continues from the frozen time")
        }
    }

    func testCycleProgressFreezesTheFrameAndClearingResumesTheClock() throws {
        try onMain {
            let (window, view) = Self.setUp("BallSpinFadeLoader")
            window.tick(dt: 0.4)
            view.cycleProgress = 0.5
            XCTAssertEqual(view.displayTime, 1.5, "BallSpinFadeLoader: cp 0.5 → 1.5")
            XCTAssertFalse(window.isAnimating, "a set cycleProgress needs no frames")
            window.tick(dt: 1)
            XCTAssertEqual(view.time, 0.4)
            let (got, want) = Self.pixels(window, view, expectedAt: 1.5)
            XCTAssertEqual(got, want)
            view.cycleProgress = 0
            XCTAssertEqual(view.displayTime, 1)
            view.cycleProgress = 2
            XCTAssertEqual(view.displayTime, 2, "clamped")
            view.cycleProgress = nil
            XCTAssertEqual(view.displayTime, 0.4)
            window.tick(dt: 0.1)
            XCTAssertEqual(view.time, 0.5, accuracy: 1e-12, "the clock resumes from where it was")
            view.indicator = "BallHoneycomb"
            view.cycleProgress = 0.5
            XCTAssertEqual(try XCTUnwrap(view.displayTime), 2.0999999999999996, accuracy: 1e-12)
        }
    }

    func testReducedMotionDrawsTheStillFrameAtCycleProgressZero() {
        onMain {
            let (window, view) = Self.setUp("BallSpinFadeLoader")
            window.tick(dt: 0.3)
            window.motionPreference = .reduced
            XCTAssertTrue(window.needsDisplay, "the preference change redraws")
            XCTAssertFalse(window.isAnimating, "a still frame needs no ticks")
            let still = view.evaluator!.timeForCycleProgress(0)
            XCTAssertEqual(view.displayTime, still)
            let (got, want) = Self.pixels(window, view, expectedAt: still)
            XCTAssertEqual(got, want)
            let (_, atClock) = Self.pixels(window, view, expectedAt: 0.3)
            XCTAssertNotEqual(got, atClock, "the still frame differs from the clock's frame")
            view.respectsReduceMotion = false
            XCTAssertEqual(view.displayTime, 0.3)
            XCTAssertTrue(window.isAnimating)
            view.respectsReduceMotion = true
            window.motionPreference = MotionPreference.desktop(enableAnimations: true)
            XCTAssertEqual(view.displayTime, 0.3)
            XCTAssertEqual(MotionPreference.desktop(enableAnimations: false), .reduced)
            XCTAssertEqual(MotionPreference.desktop(enableAnimations: nil), .standard)
            XCTAssertEqual(MotionPreference.parseGSettingsBoolean("false\n"), false)
            XCTAssertNil(MotionPreference.parseGSettingsBoolean("No such schema"))
        }
    }

    func testInvalidSpecOrUnknownNameSetsSpecErrorAndDrawsNothing() throws {
        try onMain {
            let (window, view) = Self.setUp()
            XCTAssertThrowsError(try view.setSpec(json: "{\"name\": \"x\"}"))
            XCTAssertNotNil(view.specError)
            XCTAssertFalse(view.specError!.problems.isEmpty)
            XCTAssertNil(view.evaluator)
            XCTAssertFalse(window.isAnimating)
            var (got, want) = Self.pixels(window, view, expectedAt: nil)
            XCTAssertEqual(got, want)
            XCTAssertTrue(got.allSatisfy { $0 == window.theme.color(.windowBackground).premultiplied.pixel })
            view.indicator = "BallPulse"
            XCTAssertNil(view.specError)
            view.indicator = "NoSuchLoader"
            XCTAssertEqual(view.specError?.problems.first?.contains("NoSuchLoader"), true)
            (got, want) = Self.pixels(window, view, expectedAt: nil)
            XCTAssertEqual(got, want)
            view.specJSON = "not json"
            XCTAssertNotNil(view.specError)
            XCTAssertNil(view.spec)
        }
    }

    func testResetRestoresEveryDefaultAndRestarts() {
        onMain {
            let (window, view) = Self.setUp()
            view.indicator = "BallBeat"
            view.params = ["size": 0.3]
            view.color = .black
            view.colors = [.white]
            view.speed = 2
            view.hidesWhenStopped = false
            view.cycleProgress = 0.4
            view.respectsReduceMotion = false
            view.cycleProgress = nil
            window.tick(dt: 0.2)
            view.stopAnimating()
            view.reset()
            XCTAssertEqual(view.indicator, "BallPulse")
            XCTAssertEqual(view.params, [:])
            XCTAssertEqual(view.color, LoaderKitView.defaultColor)
            XCTAssertEqual(view.colors, [])
            XCTAssertEqual(view.speed, 1)
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(view.hidesWhenStopped)
            XCTAssertNil(view.cycleProgress)
            XCTAssertTrue(view.respectsReduceMotion)
            XCTAssertEqual(view.time, 0)
            XCTAssertNil(view.specError)
        }
    }

    func testIdleRootReportsNothingAnimatingAndRecordsNothing() {
        onMain {
            let root = View()
            let label = Label("Idle")
            label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
            let hiddenBox = View()
            hiddenBox.isHidden = true
            let spinner = LoaderKitView()
            hiddenBox.addSubview(spinner)
            let stopped = LoaderKitView()
            stopped.stopAnimating()
            root.addSubview(label)
            root.addSubview(hiddenBox)
            root.addSubview(stopped)
            let window = makeWindow(content: root)
            XCTAssertFalse(window.isAnimating)
            window.tick(dt: 1.0 / 60)
            XCTAssertFalse(window.needsDisplay)
            XCTAssertTrue(window.recordFrame().dirty.isEmpty)
            hiddenBox.isHidden = false
            XCTAssertTrue(window.isAnimating)
            spinner.removeFromSuperview()
            XCTAssertFalse(window.isAnimating, "a removed view no longer counts")
        }
    }
}
