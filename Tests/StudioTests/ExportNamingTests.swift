import XCTest
@testable import Studio

/// The names exports take: the spec's name and the format's suffix, the suffix swapped when the
/// format changes (a Lottie file's is double), and the first free `-2`, `-3`, ... for Keep both.
final class ExportNamingTests: XCTestCase {
    func testTheDefaultNameIsTheSpecsNameAndTheFormatsSuffix() {
        let names = ExportRequest.Kind.allCases.map { ExportNaming.fileName(for: "BallPulse", kind: $0) }
        XCTAssertEqual(
            names, ["BallPulse.png", "BallPulse.png", "BallPulse.gif", "BallPulse.lottie.json", "BallPulse.svg"])
        XCTAssertNotEqual(ExportNaming.fileName(for: "victim", kind: .lottie), "victim.json", "never a spec's own name")
    }

    func testASequenceNumbersItsFramesAsTheCommandLineDoes() {
        // `render --out p.png --frames 3` writes p-0000.png, p-0001.png, p-0002.png.
        XCTAssertEqual(
            (0..<3).map { Exporter.sequencePath("/out/BallPulse.png", index: $0) },
            ["/out/BallPulse-0000.png", "/out/BallPulse-0001.png", "/out/BallPulse-0002.png"])
        XCTAssertEqual(Exporter.sequencePath("/out/BallPulse.png", index: 1999), "/out/BallPulse-1999.png")
        let targets = ExportTargets(request: ExportRequest(kind: .pngSequence, path: "/out/a.png"), frameCount: 2)
        XCTAssertEqual(targets.paths, ["/out/a-0000.png", "/out/a-0001.png"])
        XCTAssertEqual(
            ExportTargets(request: ExportRequest(kind: .gif, path: "/out/a.gif"), frameCount: 30).paths, ["/out/a.gif"])
    }

    func testANameKeepsWhatAFileNameCanHold() {
        XCTAssertEqual(ExportNaming.stem(for: "BallPulse"), "BallPulse")
        XCTAssertEqual(ExportNaming.stem(for: "progress-8-linear_bar"), "progress-8-linear_bar")
        XCTAssertEqual(ExportNaming.stem(for: "My loader / v2.0"), "My-loader-v2-0")
        XCTAssertEqual(ExportNaming.stem(for: "../../etc/passwd"), "etc-passwd", "no folder in a name")
        XCTAssertEqual(ExportNaming.stem(for: "Ladebalken größer"), "Ladebalken-größer")
        XCTAssertEqual(ExportNaming.stem(for: ""), "indicator")
        XCTAssertEqual(ExportNaming.stem(for: " .. "), "indicator")
        XCTAssertEqual(ExportNaming.stem(for: String(repeating: "a", count: 300)).count, 120)
    }

    func testSwitchingTheFormatSwapsTheWholeSuffix() {
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.png", with: .lottie), "/d/X.lottie.json")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.lottie.json", with: .gif), "/d/X.gif", "not X.lottie.gif")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.lottie.json", with: .svg), "/d/X.svg")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.json", with: .lottie), "/d/X.lottie.json")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.svg", with: .pngSequence), "/d/X.png")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X.GIF", with: .png), "/d/X.png")
        XCTAssertEqual(ExportNaming.replacingSuffix(of: "/d/X", with: .png), "/d/X.png")
        XCTAssertEqual(
            ExportNaming.replacingSuffix(of: "/d.v2/X", with: .svg), "/d.v2/X.svg",
            "a dot in the folder is not a suffix")
        XCTAssertEqual(
            ExportNaming.replacingSuffix(of: "/d/.png", with: .gif), "/d/.png.gif", "a name is more than its suffix")
        var path = "/d/BallPulse.png"
        for kind in [ExportRequest.Kind.lottie, .svg, .gif, .lottie, .pngSequence, .png] {
            path = ExportNaming.replacingSuffix(of: path, with: kind)
        }
        XCTAssertEqual(path, "/d/BallPulse.png", "round trip through every format")
    }

    func testKeepBothTakesTheFirstFreeNumber() {
        let taken: Set = ["/d/a.gif", "/d/a-2.gif", "/d/a-3.gif"]
        XCTAssertEqual(ExportNaming.firstFreePath(after: "/d/a.gif") { taken.contains($0) }, "/d/a-4.gif")
        XCTAssertEqual(ExportNaming.firstFreePath(after: "/d/a.gif") { $0 == "/d/a.gif" }, "/d/a-2.gif")
        XCTAssertEqual(
            ExportNaming.firstFreePath(after: "/d/V.lottie.json") { _ in false }, "/d/V-2.lottie.json",
            "the double suffix stays whole")
        XCTAssertEqual(ExportNaming.firstFreePath(after: "/d/a-2.gif") { _ in false }, "/d/a-2-2.gif")
        XCTAssertEqual(ExportNaming.firstFreePath(after: "/d/noext") { _ in false }, "/d/noext-2")
        XCTAssertNil(ExportNaming.firstFreePath(after: "/d/a.gif") { _ in true }, "none free among the first 9,999")
    }
}
