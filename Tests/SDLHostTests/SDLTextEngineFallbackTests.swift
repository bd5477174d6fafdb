import Graphics
import UI
import XCTest
import TestSupport
@testable import SDLHost

/// Per-glyph font fallback: Chinese in Noto Sans CJK SC, Vietnamese and French in Inter, and a
/// character no face has drawn as a box and said once. These need the fonts `make deps` installs
/// (fonts-inter, fonts-noto-cjk): without them each test fails, never skips.
final class SDLTextEngineFallbackTests: XCTestCase {
    private struct FontsMissing: Error {}

    /// Fails the test unless Inter and Noto Sans CJK are installed.
    private static func requireFonts(file: StaticString = #filePath, line: UInt = #line) throws {
        let catalog = FontCatalog()
        guard catalog.cjkFace(weight: .regular) != nil, catalog.cjkFace(weight: .bold) != nil else {
            XCTFail("Noto Sans CJK (Debian fonts-noto-cjk) is not installed: run make deps", file: file, line: line)
            throw FontsMissing()
        }
        guard catalog.face(.sans, weight: .regular)?.isFallback == false else {
            XCTFail("Inter (Debian fonts-inter) is not installed: run make deps", file: file, line: line)
            throw FontsMissing()
        }
    }

    /// The first and last rows of `mask` with any coverage; nil when it has none.
    private static func inkRows(_ mask: AlphaMask) -> ClosedRange<Int>? {
        let rows = (0..<mask.height).filter { y in (0..<mask.width).contains { mask.coverage(x: $0, y: y) > 0 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    /// The pixels of columns `columns` of `mask` with coverage above half.
    private static func solidPixels(_ mask: AlphaMask, columns: Range<Int>) -> Int {
        columns.reduce(0) { sum, x in sum + (0..<mask.height).filter { mask.coverage(x: x, y: $0) > 128 }.count }
    }

    private static func key(_ size: Double, scale: Double, weight: FontWeight = .regular) -> SDLTextEngine.FontKey {
        SDLTextEngine.FontKey(family: .sans, weight: weight, pixelSize: Int((size * scale).rounded()))
    }

    func testChineseHasNoMissingCharactersAndInksEveryGlyphCell() throws {
        try Self.requireFonts()
        try onMain {
            var notices: [String] = []
            let engine = try SDLTextEngine(warn: { notices.append($0) })
            for text in ["加载指示器", "简体中文"] {
                for font in [Font.ui, .uiSmall, .title, .mono, Font(.ui, weight: .bold)] {
                    XCTAssertEqual(engine.missingCharacters(in: text, font: font), [], text)
                    XCTAssertGreaterThan(engine.width(of: text, font: font), 0, text)
                    for scale in [1.0, 2.0] {
                        let key = engine.fontKey(font, scale: scale)
                        let run = try XCTUnwrap(engine.renderedRun(text, key: key), text)
                        let count = text.count, mask = run.mask
                        XCTAssertEqual(mask.width, engine.pixelWidth(of: text, key: key), text)
                        // An ideograph advances one em.
                        XCTAssertEqual(
                            Double(mask.width), Double(count * key.pixelSize), accuracy: Double(count),
                            "\(text) at \(key)")
                        for cell in 0..<count {
                            let columns = (cell * mask.width / count)..<((cell + 1) * mask.width / count)
                            XCTAssertGreaterThan(
                                Self.solidPixels(mask, columns: columns), 3, "\(text) glyph \(cell) at \(key)")
                        }
                    }
                }
            }
            var list = DisplayList()
            engine.draw("加载指示器", font: .ui, color: .black, baselineOrigin: Point(10, 40), scale: 1, into: &list)
            let count = engine.cachedRunCount
            engine.draw("加载指示器", font: .ui, color: .black, baselineOrigin: Point(10, 80), scale: 1, into: &list)
            XCTAssertEqual(engine.cachedRunCount, count, "the run is cached whole")
            XCTAssertEqual(list.commands.count, 2)
            XCTAssertEqual(notices, [])
        }
    }

    func testTheCJKFaceIsNotoSansCJKSCAtIndexTwo() throws {
        try Self.requireFonts()
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            let regular = try XCTUnwrap(FontCatalog().cjkFace(weight: .regular))
            XCTAssertTrue(regular.path.hasSuffix("/NotoSansCJK-Regular.ttc"), regular.path)
            XCTAssertEqual(regular.index, 2)
            let bold = try XCTUnwrap(FontCatalog().cjkFace(weight: .semibold))
            XCTAssertTrue(bold.path.hasSuffix("/NotoSansCJK-Bold.ttc"), bold.path)
            for weight in [FontWeight.regular, .semibold] {
                let key = Self.key(13, scale: 1, weight: weight)
                XCTAssertEqual(engine.segments(of: "简体中文", key: key), [FontSegment(text: "简体中文", face: 1)])
                let face = try XCTUnwrap(engine.face(1, of: key))
                XCTAssertEqual(face.familyName, "Noto Sans CJK SC")
                XCTAssertEqual(face.index, 2)
            }
            // A catalog whose stated index holds another family is corrected from the file.
            var misplaced = regular
            misplaced.index = 0
            XCTAssertEqual(engine.faceIndex(misplaced), 2)
        }
    }

    func testChineseInkStaysWithinTheDesignedFacesLine() throws {
        try Self.requireFonts()
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            for scale in [1.0, 1.5, 2.0] {
                engine.measuringScale = scale
                for font in [Font.ui, .uiSmall, .title, .mono] {
                    let metrics = engine.metrics(of: font)
                    for text in ["加载指示器", "简体中文，“引号”。"] {
                        let run = try XCTUnwrap(engine.renderedRun(text, key: engine.fontKey(font, scale: scale)))
                        let ink = try XCTUnwrap(Self.inkRows(run.mask))
                        // Rows of ink above the baseline and below it, against the designed face's
                        // ascent and descent in pixels (one pixel of rounding allowed).
                        XCTAssertLessThanOrEqual(
                            Double(run.ascent - ink.lowerBound), (metrics.ascent * scale).rounded() + 1, text)
                        XCTAssertLessThanOrEqual(
                            Double(ink.upperBound + 1 - run.ascent), (metrics.descent * scale).rounded() + 1, text)
                    }
                }
            }
        }
    }

    func testVietnameseStackedDiacriticsRenderUnclippedInInter() throws {
        try Self.requireFonts()
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            for size in [9.0, 11, 13, 16, 24] {
                for scale in [1.0, 1.5, 2] {
                    for weight in [FontWeight.regular, .semibold] {
                        let key = Self.key(size, scale: scale, weight: weight)
                        for text in ["Tiếng Việt", "ễ ặ ỗ Ẫ Ặ"] {
                            XCTAssertEqual(engine.segments(of: text, key: key), [FontSegment(text: text, face: 0)])
                            let mask = try XCTUnwrap(engine.renderedRun(text, key: key)?.mask)
                            let ink = try XCTUnwrap(Self.inkRows(mask))
                            XCTAssertGreaterThan(ink.lowerBound, 0, "\(text) at \(key): the top is inside")
                            XCTAssertLessThan(
                                ink.upperBound, mask.height - 1, "\(text) at \(key): the bottom is inside")
                        }
                        // The baseline stays put when a capital's marks rise past the ascent.
                        let tall = try XCTUnwrap(engine.renderedRun("Ẫg", key: key))
                        let plain = try XCTUnwrap(engine.renderedRun("Ag", key: key))
                        let tallInk = try XCTUnwrap(Self.inkRows(tall.mask))
                        let plainInk = try XCTUnwrap(Self.inkRows(plain.mask))
                        XCTAssertLessThan(tallInk.lowerBound - tall.ascent, plainInk.lowerBound - plain.ascent)
                        XCTAssertEqual(tallInk.upperBound - tall.ascent, plainInk.upperBound - plain.ascent, "\(key)")
                    }
                }
            }
        }
    }

    func testACharacterNoFontHasIsReportedAndSaidOnce() throws {
        try Self.requireFonts()
        try onMain {
            var notices: [String] = []
            let engine = try SDLTextEngine(warn: { notices.append($0) })
            let text = "a\u{10FFFD}b"
            XCTAssertEqual(engine.missingCharacters(in: text, font: .ui), ["\u{10FFFD}"])
            XCTAssertEqual(notices, [], "asking says nothing")
            var list = DisplayList()
            engine.draw(text, font: .ui, color: .black, baselineOrigin: Point(0, 20), scale: 1, into: &list)
            engine.draw(text, font: .ui, color: .black, baselineOrigin: Point(0, 40), scale: 2, into: &list)
            XCTAssertGreaterThan(engine.width(of: "x\u{10FFFD}", font: .mono), 0)
            XCTAssertEqual(list.commands.count, 2, "drawn, as a box")
            XCTAssertEqual(notices.count, 1, "\(notices)")
            XCTAssertTrue(notices.first?.contains("U+10FFFD") == true, "\(notices)")
            XCTAssertTrue(notices.first?.hasPrefix("loader-studio: ") == true, "\(notices)")
            let blank = "a\tb\u{1}\u{200B}\u{200D}\u{FE0F}\u{00A0}\u{2028}\u{3000}\u{202F} c"
            XCTAssertEqual(engine.missingCharacters(in: blank, font: .ui), [], "whitespace and controls")
            engine.draw(blank, font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            XCTAssertEqual(notices.count, 1, "\(notices)")
        }
    }

    func testAnEmojiNoFaceHasIsDrawnAsABoxAndSaidOnce() throws {
        try Self.requireFonts()
        try onMain {
            var notices: [String] = []
            let engine = try SDLTextEngine(catalog: FontCatalog(symbolFiles: []), warn: { notices.append($0) })
            XCTAssertEqual(engine.missingCharacters(in: "Blue 🔵", font: .ui), ["🔵"])
            XCTAssertGreaterThan(engine.width(of: "🔵", font: .ui), 0)
            var list = DisplayList()
            engine.draw("Blue 🔵", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            engine.draw("🔵", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            XCTAssertEqual(notices, ["loader-studio: no font has U+1F535 (🔵); it is drawn as a box"])
        }
    }

    func testFrenchHasNoMissingCharactersAndStaysInTheDesignedFace() throws {
        try Self.requireFonts()
        try onMain {
            var notices: [String] = []
            let engine = try SDLTextEngine(warn: { notices.append($0) })
            for text in ["Paramètres", "Œuvre « à »", "Œuvre\u{00A0}«\u{202F}à\u{202F}» — ça, déjà vu !"] {
                for font in [Font.ui, .title, .mono] {
                    XCTAssertEqual(engine.missingCharacters(in: text, font: font), [], text)
                    let key = engine.fontKey(font, scale: 1)
                    XCTAssertEqual(engine.segments(of: text, key: key), [FontSegment(text: text, face: 0)], text)
                }
            }
            XCTAssertEqual(notices, [])
        }
    }

    func testAMixedRunIsTheSumOfItsSegmentsOnTheLowestBaseline() throws {
        try Self.requireFonts()
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            let key = Self.key(13, scale: 2)
            let text = "Tiếng Việt 简体中文 Œuvre"
            XCTAssertEqual(
                engine.segments(of: text, key: key),
                [
                    FontSegment(text: "Tiếng Việt ", face: 0), FontSegment(text: "简体中文 ", face: 1),
                    FontSegment(text: "Œuvre", face: 0),
                ])
            let inter = try XCTUnwrap(engine.face(0, of: key)), cjk = try XCTUnwrap(engine.face(1, of: key))
            let width = engine.pixelWidth(of: text, key: key)
            XCTAssertEqual(
                width, inter.width(of: "Tiếng Việt ") + cjk.width(of: "简体中文 ") + inter.width(of: "Œuvre"))
            let run = try XCTUnwrap(engine.renderedRun(text, key: key))
            XCTAssertEqual(run.mask.width, width)
            XCTAssertGreaterThanOrEqual(run.ascent, max(inter.ascent, cjk.ascent) + 1)
            XCTAssertEqual(
                engine.width(of: text, font: .ui), Double(engine.pixelWidth(of: text, key: Self.key(13, scale: 1))))
        }
    }

    func testAnASCIIRunAsksNoFaceForItsGlyphs() throws {
        try Self.requireFonts()
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            var list = DisplayList()
            engine.draw("Hello, world 123!", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            _ = engine.width(of: "Ball ~ {pulse}", font: .mono)
            XCTAssertTrue(engine.chains.isEmpty, "no fallback chain was made")
            XCTAssertTrue(engine.fallbackFonts.isEmpty, "no fallback face was opened")
            _ = engine.width(of: "Paramètres", font: .ui)
            XCTAssertEqual(engine.chains.count, 1)
        }
    }

    func testWithoutTheCJKFaceChineseIsReportedMissing() throws {
        try Self.requireFonts()
        try onMain {
            var notices: [String] = []
            let catalog = FontCatalog(cjkDirectories: [], symbolFiles: [])
            let engine = try SDLTextEngine(catalog: catalog, warn: { notices.append($0) })
            XCTAssertEqual(engine.missingCharacters(in: "加载 OK", font: .ui), ["加", "载"])
            var list = DisplayList()
            engine.draw("加载", font: .ui, color: .black, baselineOrigin: .zero, scale: 1, into: &list)
            engine.draw("加载", font: .ui, color: .black, baselineOrigin: .zero, scale: 2, into: &list)
            XCTAssertEqual(notices.count, 2, "once per character: \(notices)")
            XCTAssertTrue(notices[0].contains("U+52A0 (加)"), notices[0])
        }
    }
}
