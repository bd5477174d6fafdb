import LoaderKitCore
import XCTest

/// PROGRESS.md §6.1: nil and NaN are no value; ±∞ are values and clamp (+∞ to 1, −∞ to 0), for
/// the value and the buffer, at construction and when set.
final class AnimatorInfinityTests: XCTestCase {
    func testInfiniteValuesClampAtConstruction() {
        let high = ProgressAnimator(value: .infinity)
        XCTAssertFalse(high.indeterminate)
        XCTAssertEqual(high.target, 1)
        XCTAssertEqual(high.state.value, 1)
        XCTAssertEqual(high.state.wave, 0, "a full bar is flat")

        let low = ProgressAnimator(value: -.infinity)
        XCTAssertFalse(low.indeterminate)
        XCTAssertEqual(low.target, 0)
        XCTAssertEqual(low.state.value, 0)
    }

    func testNilAndNaNAreNoValueAtConstruction() {
        for missing in [nil, Double.nan] as [Double?] {
            let animator = ProgressAnimator(value: missing, buffer: missing)
            XCTAssertTrue(animator.indeterminate)
            XCTAssertNil(animator.target)
            XCTAssertEqual(animator.state.value, 0)
            XCTAssertEqual(animator.state.buffer, 0)
        }
    }

    func testInfiniteBuffersClampAtConstruction() {
        XCTAssertEqual(ProgressAnimator(value: 0.2, buffer: .infinity).state.buffer, 1)
        XCTAssertEqual(ProgressAnimator(value: 0.2, buffer: -.infinity).state.buffer, 0)
    }

    func testSettingInfiniteValuesClamps() {
        let animator = ProgressAnimator(value: 0.5)
        animator.setValue(.infinity, now: 0, smooth: false)
        XCTAssertFalse(animator.indeterminate)
        XCTAssertEqual(animator.target, 1)
        XCTAssertEqual(animator.state.value, 1)

        animator.setValue(-.infinity, now: 1, smooth: false)
        XCTAssertEqual(animator.target, 0)
        XCTAssertEqual(animator.state.value, 0)
    }

    func testASmoothInfiniteValueGlidesToTheEnd() {
        let animator = ProgressAnimator(value: 0.5)
        animator.setValue(.infinity, now: 0)
        XCTAssertEqual(animator.target, 1)
        XCTAssertEqual(animator.state.value, 0.5, "the glide starts where the value was")
        for _ in 0..<30 { animator.step(1.0 / 60) }
        XCTAssertEqual(animator.state.value, 1, "an isolated forward glide lasts 0.5 s")
    }

    func testAnInfiniteValueLeavesIndeterminate() {
        let animator = ProgressAnimator()
        XCTAssertTrue(animator.indeterminate)
        animator.setValue(.infinity, now: 0, smooth: false)
        XCTAssertFalse(animator.indeterminate)
        XCTAssertEqual(animator.target, 1)
    }

    func testSettingNilOrNaNValuesIsIndeterminate() {
        for missing in [nil, Double.nan] as [Double?] {
            let animator = ProgressAnimator(value: 0.5)
            animator.setValue(missing, now: 0)
            XCTAssertTrue(animator.indeterminate)
            XCTAssertNil(animator.target)
        }
    }

    func testSettingInfiniteBuffersClamps() {
        let animator = ProgressAnimator(value: 0.2, buffer: 0.5)
        animator.setBuffer(.infinity, now: 0, smooth: false)
        XCTAssertEqual(animator.state.buffer, 1)
        animator.setBuffer(-.infinity, now: 1, smooth: false)
        XCTAssertEqual(animator.state.buffer, 0)
        animator.setBuffer(0.5, now: 2, smooth: false)
        animator.setBuffer(.nan, now: 3, smooth: false)
        XCTAssertEqual(animator.state.buffer, 0, "NaN is no buffer")
        animator.setBuffer(0.5, now: 4, smooth: false)
        animator.setBuffer(nil, now: 5, smooth: false)
        XCTAssertEqual(animator.state.buffer, 0, "nil is no buffer")
    }
}
