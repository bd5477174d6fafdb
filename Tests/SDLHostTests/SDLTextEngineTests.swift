import Graphics
import SDLHost
import UI
import XCTest
import TestSupport

final class SDLTextEngineTests: XCTestCase {
    private static func masks(in list: DisplayList) -> [(mask: AlphaMask, origin: Point, color: Color)] {
        list.commands.compactMap { command in
            if case .drawMask(let mask, let origin, let color) = command { return (mask, origin, color) }
            return nil
        }
    }

    func testWidthsGrowWithTextAndMetricsArePlausible() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            let short = engine.width(of: "Ball", font: .ui)
            let long = engine.width(of: "BallPulse", font: .ui)
            XCTAssertGreaterThan(short, 10)
            XCTAssertGreaterThan(long, short)
            XCTAssertEqual(engine.width(of: "", font: .ui), 0)
            XCTAssertGreaterThan(engine.width(of: "BallPulse", font: .title), long)
            let metrics = engine.metrics(of: .ui)
            XCTAssertEqual(metrics.ascent, 13 * 0.95, accuracy: 3)
            XCTAssertGreaterThan(metrics.descent, 1)
            XCTAssertGreaterThanOrEqual(metrics.lineHeight, metrics.ascent + metrics.descent - 0.01)
            let offsets = engine.caretOffsets(of: "abc", font: .ui)
            XCTAssertEqual(offsets.count, 4)
            XCTAssertEqual(offsets[0], 0)
            XCTAssertEqual(offsets, offsets.sorted())
        }
    }

    func testMonoDigitsAllHaveTheSameAdvance() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            let widths = Set((0...9).map { engine.width(of: String(repeating: "\($0)", count: 6), font: .mono) })
            XCTAssertEqual(widths.count, 1)
        }
    }

    func testDrawRecordsANonEmptyMaskAboveTheBaseline() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            var list = DisplayList()
            engine.draw("Hello", font: .ui, color: .black, baselineOrigin: Point(10, 40), scale: 1, into: &list)
            let drawn = Self.masks(in: list)
            XCTAssertEqual(drawn.count, 1)
            let mask = try XCTUnwrap(drawn.first?.mask)
            XCTAssertFalse(mask.isEmpty)
            XCTAssertGreaterThan(mask.bytes.filter { $0 > 128 }.count, 20, "glyphs have solid pixels")
            XCTAssertEqual(Double(mask.width), engine.width(of: "Hello", font: .ui), accuracy: 2)
            XCTAssertEqual(drawn[0].origin.x, 10)
            XCTAssertLessThan(drawn[0].origin.y, 40)
            XCTAssertGreaterThan(drawn[0].origin.y, 40 - 20)
            XCTAssertEqual(drawn[0].color, .black)
        }
    }

    func testHiDPIRendersAtTwiceThePixelsNotAScaledBitmap() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            var one = DisplayList(), two = DisplayList()
            engine.draw("Gallery", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &one)
            engine.draw("Gallery", font: .ui, color: .black, baselineOrigin: .zero, scale: 2, into: &two)
            let m1 = try XCTUnwrap(Self.masks(in: one).first?.mask), m2 = try XCTUnwrap(Self.masks(in: two).first?.mask)
            XCTAssertEqual(Double(m2.width) / Double(m1.width), 2, accuracy: 0.2)
            XCTAssertEqual(Double(m2.height) / Double(m1.height), 2, accuracy: 0.2)
            // Measuring at scale 2 gives points close to scale 1.
            let w1 = engine.width(of: "Gallery", font: .ui)
            engine.measuringScale = 2
            XCTAssertEqual(engine.width(of: "Gallery", font: .ui), w1, accuracy: 1.5)
        }
    }

    func testRunsAreCachedAndWhitespaceOrClearTextDrawsNothingVisible() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            var list = DisplayList()
            engine.draw("cached", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            let count = engine.cachedRunCount
            engine.draw("cached", font: .ui, color: .white, baselineOrigin: Point(5, 5), scale: 1, into: &list)
            XCTAssertEqual(engine.cachedRunCount, count)
            XCTAssertEqual(Self.masks(in: list).count, 2)
            var empty = DisplayList()
            engine.draw("", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &empty)
            engine.draw("x", font: .ui, color: .clear, baselineOrigin: .zero, scale: 1, into: &empty)
            XCTAssertTrue(empty.commands.isEmpty)
        }
    }

    func testMissingInterFallsBackToDejaVuAndSaysSoOnce() throws {
        try onMain {
            var notices: [String] = []
            let catalog = FontCatalog(interDirectories: ["/nonexistent"], monoDirectories: ["/nonexistent"])
            let engine = try SDLTextEngine(catalog: catalog, warn: { notices.append($0) })
            XCTAssertGreaterThan(engine.width(of: "Fallback", font: .ui), 10)
            XCTAssertGreaterThan(engine.width(of: "Fallback", font: .title), 10)
            var list = DisplayList()
            engine.draw("Fallback", font: .uiSmall, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            XCTAssertEqual(Self.masks(in: list).count, 1)
            XCTAssertEqual(notices.count, 1, "one notice for the sans family: \(notices)")
            XCTAssertTrue(notices[0].contains("Inter") && notices[0].contains("DejaVu"), notices[0])
            _ = engine.width(of: "12.5", font: .mono)
            XCTAssertEqual(notices.count, 2)
            XCTAssertTrue(notices[1].contains("JetBrains Mono"), notices[1])
        }
    }

    func testNoFontAtAllIsATypedError() throws {
        try onMain {
            let catalog = FontCatalog(interDirectories: [], monoDirectories: [], fallbackDirectories: [])
            XCTAssertThrowsError(try SDLTextEngine(catalog: catalog, warn: { _ in })) { error in
                guard case SDLHostError.noFont = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testCatalogFindsTheDesignedFaces() throws {
        try onMain {
            let catalog = FontCatalog()
            let inter = try XCTUnwrap(catalog.face(.sans, weight: .semibold))
            XCTAssertTrue(inter.path.hasSuffix("Inter-SemiBold.otf"), inter.path)
            XCTAssertFalse(inter.isFallback)
            let mono = try XCTUnwrap(catalog.face(.mono, weight: .regular))
            XCTAssertTrue(mono.path.hasSuffix("JetBrainsMono-Regular.ttf"), mono.path)
        }
    }
}
