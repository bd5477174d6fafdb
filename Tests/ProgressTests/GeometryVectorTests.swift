import XCTest
import LoaderKitCore

/// One test per `geometry-<type>.json`: every case's x, y and commands (count, order, kinds
/// exact; numbers within the index tolerance).
final class GeometryVectorTests: XCTestCase {
    private func check(_ type: String, cases count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let tolerance = try Vectors.tolerance()
        let name = "geometry-\(type).json"
        for (i, c) in try Vectors.cases(name, count: count).enumerated() {
            let label = "\(name) case \(i) \"\(c["description"]?.string ?? "")\""
            guard let width = c["width"]?.number, let height = c["height"]?.number, let st = c["state"],
                let x = c["x"], let y = c["y"], let commands = c["commands"]
            else { return XCTFail("\(label): malformed", file: file, line: line) }
            let state = ProgressState(
                indeterminate: st["indeterminate"]?.bool ?? false, value: st["value"]?.optionalNumber ?? 0,
                buffer: st["buffer"]?.optionalNumber ?? 0, wave: st["wave"]?.optionalNumber ?? 0,
                time: st["time"]?.optionalNumber ?? 0, indeterminateTime: st["indeterminateTime"]?.optionalNumber ?? 0)
            let drawing = ProgressGeometry.commands(
                ResolvedProgress(decodeOptions(c["options"])), state, width: width, height: height)
            let mismatch =
                firstMismatch(.number(drawing.x), x, tolerance: tolerance, path: "x")
                ?? firstMismatch(.number(drawing.y), y, tolerance: tolerance, path: "y")
                ?? firstMismatch(.array(drawing.commands.map(\.json)), commands, tolerance: tolerance, path: "commands")
            if let mismatch { return XCTFail("\(label): \(mismatch)", file: file, line: line) }
        }
    }

    func testLinear() throws { try check("linear", cases: 112) }
    func testCircular() throws { try check("circular", cases: 88) }
    func testPie() throws { try check("pie", cases: 17) }
    func testGauge() throws { try check("gauge", cases: 46) }
    func testLiquid() throws { try check("liquid", cases: 18) }
    func testBorder() throws { try check("border", cases: 31) }
    func testBars() throws { try check("bars", cases: 28) }
    func testGrid() throws { try check("grid", cases: 18) }
    func testBattery() throws { try check("battery", cases: 18) }
    func testHourglass() throws { try check("hourglass", cases: 11) }

    func testLabelText() {
        XCTAssertEqual(ProgressGeometry.label(0.125), "13%")
        XCTAssertEqual(ProgressGeometry.label(0.005), "1%")
        XCTAssertEqual(ProgressGeometry.label(0.994), "99%")
        XCTAssertEqual(ProgressGeometry.label(2), "100%")
        XCTAssertEqual(ProgressGeometry.label(-1), "0%")
        XCTAssertEqual(ProgressGeometry.label(.nan), "NaN%")
    }

    func testDegenerateBoxesDrawNothing() {
        let r = ResolvedProgress()
        for (w, h) in [(0.0, 48.0), (48, -1), (.nan, 48), (48, .infinity)] {
            XCTAssertTrue(ProgressGeometry.commands(r, ProgressState(value: 0.5), width: w, height: h).commands.isEmpty)
        }
    }
}
