import Graphics
import LoaderKitCore
import LoaderKitUI
import Render
import TestSupport
import UI
import UITestSupport
import XCTest

/// A clock the tests move by hand.
@MainActor
final class ManualClock {
    var now = 0.0
}

final class ProgressViewTests: XCTestCase {
    @MainActor static func setUp(_ view: LoaderKitProgressView, frame: Rect = Rect(x: 20, y: 10, width: 60, height: 60))
        -> (WindowRoot, ManualClock)
    {
        let root = View()
        view.frame = frame
        root.addSubview(view)
        let clock = ManualClock()
        view.clock = { clock.now }
        return (makeWindow(200, 100, content: root), clock)
    }

    /// Ticks the window `frames` frames of 1/60 s, moving the clock along.
    @MainActor static func run(_ window: WindowRoot, _ clock: ManualClock, frames: Int) {
        for _ in 0..<frames {
            window.tick(dt: 1.0 / 60)
            clock.now += 1.0 / 60
        }
    }

    func testValueGlidesForwardInHalfASecondAndBackInFourTenths() {
        onMain {
            let view = LoaderKitProgressView(value: 0)
            let (window, clock) = Self.setUp(view)
            XCTAssertFalse(window.isAnimating, "a settled value at 0 asks for no frames")
            view.value = 0.3
            let reference = ProgressAnimator(value: 0)
            reference.setValue(0.3, now: 0)
            XCTAssertTrue(window.isAnimating)
            for frame in 1...30 {
                Self.run(window, clock, frames: 1)
                reference.step(1.0 / 60)
                XCTAssertEqual(view.state, reference.state, "frame \(frame) follows the animator")
                if frame < 30 {
                    XCTAssertLessThan(view.state.value, 0.3)
                    XCTAssertTrue(view.animator.glide.active)
                }
            }
            XCTAssertEqual(view.state.value, 0.3, "an isolated forward glide lasts 0.5 s (PROGRESS.md §6.2)")
            XCTAssertFalse(view.animator.glide.active)

            clock.now = 3
            view.value = 0.1
            XCTAssertEqual(view.value, 0.1, "the real value changes at once")
            Self.run(window, clock, frames: 23)
            XCTAssertGreaterThan(view.state.value, 0.1)
            Self.run(window, clock, frames: 1)
            XCTAssertEqual(view.state.value, 0.1, "a backward glide lasts 0.4 s")
            XCTAssertFalse(view.animator.glide.active)
        }
    }

    func testStreamedValuesGlideInAQuarterSecond() {
        onMain {
            let view = LoaderKitProgressView(value: 0)
            let (window, clock) = Self.setUp(view)
            var value = 0.0
            for _ in 0..<12 {
                value += 0.02
                view.value = value
                Self.run(window, clock, frames: 6)
            }
            XCTAssertEqual(view.animator.glide.interval, 0.1, accuracy: 0.01, "updates every 0.1 s form a stream")
            value += 0.02
            view.value = value
            Self.run(window, clock, frames: 14)
            XCTAssertLessThan(view.state.value, value, "still gliding after 14 frames")
            Self.run(window, clock, frames: 1)
            XCTAssertEqual(view.state.value, value, accuracy: 1e-12, "a streamed glide lasts 0.25 s")
        }
    }

    func testTicksInvalidateOnlyTheView() {
        onMain {
            let view = LoaderKitProgressView(value: 0)
            let (window, clock) = Self.setUp(view)
            view.value = 0.7
            _ = window.recordFrame()
            Self.run(window, clock, frames: 1)
            // The 60×60 box at 20,10 and its overhang, 60/8 rounded up + 2 = 10 points, where
            // antialiased edges and round caps may paint (drawing is clipped there).
            XCTAssertEqual(view.drawingOverhang, 10)
            XCTAssertEqual(window.dirty.rects, [IntRect(x: 10, y: 0, width: 80, height: 80)])
        }
    }

    func testReducedMotionJumps() {
        onMain {
            let view = LoaderKitProgressView(value: 0.2)
            let (window, clock) = Self.setUp(view)
            window.motionPreference = .reduced
            XCTAssertTrue(view.isReducingMotion)
            view.value = 0.8
            XCTAssertEqual(view.state.value, 0.8, "the value jumps")
            XCTAssertFalse(view.animator.moving)
            view.value = nil
            let time = view.state.time
            Self.run(window, clock, frames: 60)
            XCTAssertEqual(view.state.indeterminateTime, 0.5, accuracy: 1e-9, "indeterminate motion at half speed")
            XCTAssertEqual(view.state.time, time, "ambient time stands still")
            view.respectsReduceMotion = false
            view.value = 0.3
            XCTAssertEqual(view.state.value, 0, "leaving indeterminate glides from 0 with full motion")
            window.motionPreference = .standard
            view.simulatesReducedMotion = true
            view.respectsReduceMotion = true
            XCTAssertTrue(view.isReducingMotion, "a preview can simulate reduced motion")
        }
    }

    func testNilAndNaNAreIndeterminate() {
        onMain {
            let view = LoaderKitProgressView(value: 0.5)
            let (window, clock) = Self.setUp(view)
            for unset in [nil, Double.nan] as [Double?] {
                view.value = 0.5
                view.value = unset
                XCTAssertTrue(view.isIndeterminate)
                XCTAssertNil(view.value)
                XCTAssertEqual(view.accessibilityValue, "In progress")
                XCTAssertNil(view.accessibilityValueNow)
            }
            XCTAssertTrue(view.wantsFrames, "indeterminate keeps the frames coming")
            Self.run(window, clock, frames: 6)
            XCTAssertEqual(view.state.indeterminateTime, 0.1, accuracy: 1e-9)
            view.speed = 0
            XCTAssertFalse(view.wantsFrames, "speed 0 pauses the indeterminate motion")
            XCTAssertTrue(LoaderKitProgressView().isIndeterminate, "no value at first")
        }
    }

    func testValuesAreClamped() {
        onMain {
            let view = LoaderKitProgressView(value: 0.5)
            _ = Self.setUp(view)
            view.value = 1.7
            XCTAssertEqual(view.value, 1)
            XCTAssertEqual(view.accessibilityValue, "100%")
            view.value = -3
            XCTAssertEqual(view.value, 0)
            XCTAssertEqual(view.accessibilityValue, "0%")
            view.buffer = 4
            XCTAssertEqual(view.buffer, 1)
            view.buffer = .nan
            XCTAssertNil(view.buffer)
            view.value = .infinity
            XCTAssertFalse(view.isIndeterminate, "infinities are values (PROGRESS.md §6.1)")
            XCTAssertEqual(view.value, 1)
            view.value = -.infinity
            XCTAssertEqual(view.value, 0)
            view.buffer = .infinity
            XCTAssertEqual(view.buffer, 1)
            view.buffer = -.infinity
            XCTAssertEqual(view.buffer, 0)
        }
    }

    func testAccessibleDescriptionIsTheRealValue() {
        onMain {
            let view = LoaderKitProgressView(value: 0)
            _ = Self.setUp(view)
            view.value = 0.62
            XCTAssertEqual(view.state.value, 0, "the drawn value has not moved yet")
            XCTAssertEqual(view.accessibilityValue, "62%")
            XCTAssertEqual(view.accessibilityValueNow, 62)
            view.value = 0.625
            XCTAssertEqual(view.accessibilityValue, "63%", "rounded half up")
            XCTAssertEqual(view.accessibilityLabel, "Loading")
        }
    }

    func testIntrinsicSizesFollowTheResolvedOptions() {
        onMain {
            let view = LoaderKitProgressView()
            XCTAssertEqual(view.intrinsicContentSize, Size(48, 48))
            view.size = 64
            XCTAssertEqual(view.intrinsicContentSize, Size(64, 64))
            view.type = .bars
            XCTAssertEqual(view.intrinsicContentSize, Size(64, 48))
            view.type = .battery
            XCTAssertEqual(view.intrinsicContentSize, Size(64, 32))
            view.type = .linear
            view.variant = .wavy
            XCTAssertEqual(view.sizeThatFits(Size(300, 100)), Size(300, 14))
            view.variant = .glow
            view.showLabel = true
            XCTAssertEqual(view.sizeThatFits(Size(300, 100)).height, 21)
            view.type = .border
            view.variant = .flat
            XCTAssertEqual(view.intrinsicContentSize, LoaderKitProgressView.borderPreferredSize)
            let child = ProbeSized(Size(100, 30))
            view.contentView = child
            XCTAssertEqual(view.intrinsicContentSize, Size(114, 44), "content plus the inset (3 + 4) on each side")
            view.variant = .glow
            XCTAssertEqual(view.intrinsicContentSize, Size(122, 52), "the glow adds 4")
            view.frame = Rect(x: 0, y: 0, width: 122, height: 52)
            view.layoutIfNeeded()
            XCTAssertEqual(child.frame, Rect(x: 11, y: 11, width: 100, height: 30))
        }
    }

    func testOptionsReResolveAndKeepTheAnimator() {
        onMain {
            let view = LoaderKitProgressView(value: 0.4, type: .gauge)
            _ = Self.setUp(view)
            view.thickness = 9
            view.trackGap = 2
            view.segments = 40
            view.sweepAngle = 10
            view.strokeCap = .butt
            view.amplitude = 5
            view.wavelength = 3
            view.waveSpeed = -1
            view.borderCornerRadius = 20
            view.stopIndicator = false
            XCTAssertEqual(view.resolved.thickness, 9)
            XCTAssertEqual(view.resolved.segments, 40)
            XCTAssertEqual(view.resolved.sweepAngle, 30 * Double.pi / 180, accuracy: 1e-12)
            XCTAssertEqual(view.resolved.wavelength, 8)
            XCTAssertEqual(view.resolved.strokeCap, .butt)
            XCTAssertEqual(view.resolved.cornerRadius, 20)
            XCTAssertEqual(view.value, 0.4, "changing options keeps the value")
            view.variant = .wavy
            XCTAssertEqual(view.resolved.variant, .flat, "a variant the type lacks draws its first")
        }
    }

    func testDrawsInTheColourAndSetsTheLabelWithTheTextEngine() {
        onMain {
            let view = LoaderKitProgressView(value: 1)
            let (window, _) = Self.setUp(view)
            view.color = Color(hex: "#FF0000")!
            let plain = window.renderAll()
            let box = view.windowFrame.enclosingIntRect
            XCTAssertTrue(plain.pixels(in: box).contains(Color(hex: "#FF0000")!.premultiplied.pixel))
            let engine = window.textEngine as! FixedWidthTextEngine
            let before = engine.drawCount
            view.showLabel = true
            let labelled = window.renderAll()
            XCTAssertGreaterThan(engine.drawCount, before, "the label goes through the window's text engine")
            XCTAssertNotEqual(plain.pixels(in: box), labelled.pixels(in: box))
        }
    }
}

/// A view with a fixed size.
@MainActor
final class ProbeSized: View {
    let fixed: Size
    init(_ size: Size) {
        fixed = size
        super.init()
    }
    override var intrinsicContentSize: Size? { fixed }
    override func sizeThatFits(_ size: Size) -> Size { fixed }
}
