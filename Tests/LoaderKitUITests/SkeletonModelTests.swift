import Graphics
import LoaderKitUI
import TestSupport
import UI
import UITestSupport
import XCTest

final class SkeletonModelTests: XCTestCase {
    func testComplementaryColourOfEveryFlatColourMatchesTheTable() {
        let expected: [SkeletonFlatColor: String] = [
            .clouds: "#DEE2E3", .darkClouds: "#262F32", .turquoise: "#18B193", .greenSea: "#1ED8B4",
            .emerald: "#2BC06A", .nephritis: "#35EB82", .peterRiver: "#318FCE", .belizeHole: "#37ADFA",
            .amethyst: "#D178F6", .wisteria: "#C05CEA", .wetAsphalt: "#46637F", .midnightBlue: "#3B546C",
            .sunFlower: "#E3B80E", .flatOrange: "#E49311", .carrot: "#D87620", .pumpkin: "#FF6600",
            .alizarin: "#FF5442", .pomegranate: "#FF4C39", .silver: "#B2B7BB", .concrete: "#8C9B9C",
            .asbestos: "#778485",
        ]
        XCTAssertEqual(SkeletonFlatColor.allCases.count, 21)
        for flat in SkeletonFlatColor.allCases {
            let hex = String(flat.color.complementaryColor.hexString.prefix(7))
            XCTAssertEqual(hex, expected[flat], "\(flat)")
        }
        XCTAssertTrue(SkeletonFlatColor.clouds.color.isSkeletonLight)
        XCTAssertFalse(SkeletonFlatColor.darkClouds.color.isSkeletonLight)
        // White is light here, so its complement is darker and a pulse on it is visible.
        XCTAssertEqual(Color(hex: "#FFFFFF")!.complementaryColor.hexString.prefix(7), "#F0F0F0")
    }

    func testFlatColourHexValuesAndAdaptiveDefault() {
        XCTAssertEqual(SkeletonFlatColor.greenSea.hex, "#16A085")
        XCTAssertEqual(SkeletonFlatColor.asbestos.hex, "#7F8C8D")
        XCTAssertEqual(SkeletonColor.skeletonDefault.resolve(in: .light).hexString.prefix(7), "#ECF0F1")
        XCTAssertEqual(SkeletonColor.skeletonDefault.resolve(in: .dark).hexString.prefix(7), "#1C2325")
        let gradient = SkeletonGradient(baseColor: .flat(.clouds))
        XCTAssertEqual(
            gradient.resolvedColors(in: .light).map { String($0.hexString.prefix(7)) },
            ["#ECF0F1", "#DEE2E3", "#ECF0F1"])
        XCTAssertEqual(
            SkeletonGradient(colors: [.flat(.emerald), .flat(.carrot)]).stops(in: .light).map(\.offset),
            [0, 1])
    }

    func testSixDirectionsStartAndEndPoints() {
        let table: [(GradientDirection, [Double])] = [
            (.leftRight, [-1, 0.5, 1, 0.5, 0, 0.5, 2, 0.5]),
            (.rightLeft, [1, 0.5, -1, 0.5, 2, 0.5, 0, 0.5]),
            (.topBottom, [0.5, -1, 0.5, 1, 0.5, 0, 0.5, 2]),
            (.bottomTop, [0.5, 1, 0.5, -1, 0.5, 2, 0.5, 0]),
            (.topLeftBottomRight, [-1, -1, 1, 1, 0, 0, 2, 2]),
            (.bottomRightTopLeft, [1, 1, -1, -1, 2, 2, 0, 0]),
        ]
        XCTAssertEqual(GradientDirection.allCases.count, 6)
        for (direction, v) in table {
            let s = direction.startPoint, e = direction.endPoint
            XCTAssertEqual([s.from.x, s.from.y, s.to.x, s.to.y, e.from.x, e.from.y, e.to.x, e.to.y], v, "\(direction)")
        }
    }

    func testAnimationsDefaultsAndTiming() {
        guard case .pulse(let pulse) = SkeletonLayerAnimation.pulse else { return XCTFail() }
        XCTAssertEqual(pulse.duration, 1)
        XCTAssertTrue(pulse.autoreverses)
        XCTAssertEqual(pulse.timing, .easeInEaseOut)
        XCTAssertEqual(pulse.amount(at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(pulse.amount(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(pulse.amount(at: 1), 1, accuracy: 1e-9)
        XCTAssertEqual(pulse.amount(at: 2), 0, accuracy: 1e-9)
        let built = SkeletonAnimationBuilder().makeSlidingAnimation(withDirection: .topBottom)
        XCTAssertEqual(built, GradientDirection.topBottom.slidingAnimation())
        guard case .sliding(let sliding) = built else { return XCTFail() }
        XCTAssertEqual(sliding.duration, 1.5)
        XCTAssertFalse(sliding.autoreverses)
        XCTAssertEqual(sliding.timing, .easeIn)
        XCTAssertEqual(sliding.points(at: 0).start, Point(0.5, -1))
        XCTAssertEqual(sliding.points(at: 1.4999999).end.y, 2, accuracy: 1e-5)
        XCTAssertLessThan(sliding.progress(at: 0.75), 0.5)  // ease-in: slow start
        let config = SkeletonConfig(type: .gradient)
        XCTAssertEqual(config.effectiveAnimation, GradientDirection.leftRight.slidingAnimation())
        XCTAssertEqual(SkeletonConfig(type: .solid).effectiveAnimation, .pulse)
        XCTAssertEqual(config.transition, .crossDissolve(0.25))
    }

    func testShimmerMovesAtItsSpeedAndPauses() {
        let shimmer = SkeletonShimmer(speed: 100, highlightWidth: 50, tilt: 0, pause: 1)
        let rect = Rect(x: 0, y: 0, width: 200, height: 40)
        XCTAssertEqual(shimmer.cycle(over: rect), 250.0 / 100 + 1, accuracy: 1e-9)
        let a = shimmer.band(at: 0, over: rect), b = shimmer.band(at: 1, over: rect)
        XCTAssertEqual(b.start.x - a.start.x, 100, accuracy: 1e-9)
        XCTAssertEqual(a.end.x - a.start.x, 50, accuracy: 1e-9)
        XCTAssertEqual(a.end.x, 0, accuracy: 1e-9)  // starts just outside the left edge
    }

    func testPerViewSettingsDefaultsAndCaps() {
        onMain {
            let view = View(), label = Label()
            XCTAssertFalse(view.isSkeletonable)
            XCTAssertFalse(view.isHiddenWhenSkeletonIsActive)
            XCTAssertTrue(view.isUserInteractionDisabledWhenSkeletonIsActive)
            XCTAssertEqual(view.skeletonCornerRadius, 0)
            XCTAssertEqual(label.lastLineFillPercent, 70)
            XCTAssertEqual(label.linesCornerRadius, 0)
            XCTAssertEqual(label.skeletonLineSpacing, 10)
            XCTAssertEqual(label.skeletonPaddingInsets, .zero)
            XCTAssertEqual(label.skeletonTextLineHeight, .fixed(15))
            XCTAssertEqual(label.skeletonTextNumberOfLines, .inherited)
            label.lastLineFillPercent = 150
            XCTAssertEqual(label.lastLineFillPercent, 100)
            label.lastLineFillPercent = -5
            XCTAssertEqual(label.lastLineFillPercent, -5)
            label.skeletonTextNumberOfLines = 3
            XCTAssertEqual(label.skeletonTextNumberOfLines, .custom(3))
            // The opt-in flag is what lets a view take part: before it, the walk finds nothing and a
            // show is ignored; after it, the view is its own leaf and a show makes it active.
            XCTAssertTrue(SkeletonTree.leaves(of: view).isEmpty)
            view.showSkeleton()
            XCTAssertFalse(view.isSkeletonActive)
            view.isSkeletonable = true
            XCTAssertEqual(SkeletonTree.leaves(of: view).map(ObjectIdentifier.init), [ObjectIdentifier(view)])
            view.showSkeleton()
            XCTAssertTrue(view.isSkeletonActive)
            view.hideSkeleton(transition: .none)
            XCTAssertFalse(View().isSkeletonable)  // the flag is per view, not shared
            let appearance = SkeletonAppearance.default
            XCTAssertEqual(appearance.multilineHeight, 15)
            XCTAssertEqual(appearance.multilineSpacing, 10)
            XCTAssertEqual(appearance.multilineLastLineFillPercent, 70)
            XCTAssertEqual(appearance.multilineCornerRadius, 0)
            XCTAssertFalse(appearance.renderSingleLineAsView)
            XCTAssertEqual(appearance.tintColor, .skeletonDefault)
        }
    }
}

final class SkeletonAppearanceScopeTests: XCTestCase {
    func testAnAppearanceAppliesToItsViewAndTheViewsBelowOnly() {
        onMain {
            let root = View(), child = Label(), other = Label()
            root.addSubview(child)
            root.skeletonAppearance.multilineSpacing = 4
            XCTAssertEqual(child.skeletonLineSpacing, 4)
            XCTAssertEqual(other.skeletonLineSpacing, SkeletonAppearance.default.multilineSpacing)
            child.skeletonAppearance.multilineSpacing = 6
            XCTAssertEqual(child.skeletonLineSpacing, 6)
            XCTAssertEqual(root.skeletonAppearance.multilineSpacing, 4)
            XCTAssertEqual(SkeletonAppearance.default.multilineSpacing, 10)
        }
    }

    func testTheDebugOutputIsTheNearestOneSet() {
        onMain {
            let root = View(), child = View()
            root.addSubview(child)
            var printed: [String] = []
            root.skeletonDebugOutput = SkeletonDebugOutput { printed.append("root: " + $0) }
            child.skeletonDebugOutput?.write("x")
            XCTAssertEqual(printed, ["root: x"])
            XCTAssertNil(SkeletonDebugOutput.fromEnvironment([:]))
            XCTAssertNotNil(SkeletonDebugOutput.fromEnvironment(["SKELETON_DEBUG": ""]))
        }
    }
}
