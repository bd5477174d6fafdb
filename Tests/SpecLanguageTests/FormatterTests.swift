import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class FormatterTests: XCTestCase {
    /// The same values, in the same member order, as LoaderKitCore reads them.
    private func sameValues(_ a: [UInt8], _ b: [UInt8], _ name: String) throws {
        XCTAssertEqual(JSONWriter.string(try JSONParser.parse(a)), JSONWriter.string(try JSONParser.parse(b)), name)
    }

    func testFormatAndMinifyRoundTripAndAreIdempotentOnEveryFixture() throws {
        for file in try Fixtures.all() {
            let formatted = try XCTUnwrap(SpecFormatter.format(file.bytes), file.name)
            let minified = try XCTUnwrap(SpecFormatter.minify(file.bytes), file.name)
            try sameValues(file.bytes, formatted, file.name)
            try sameValues(file.bytes, minified, file.name)
            XCTAssertEqual(SpecFormatter.format(formatted), formatted, file.name)
            XCTAssertEqual(SpecFormatter.minify(minified), minified, file.name)
            XCTAssertEqual(SpecFormatter.format(minified), formatted, file.name)
            XCTAssertEqual(SpecFormatter.minify(formatted), minified, file.name)
            XCTAssertFalse(minified.contains { [0x20, 0x0A, 0x09, 0x0D].contains($0) }, file.name)
        }
    }

    func testLayoutKeepsNumbersAsWrittenAndMemberOrder() {
        let text = #"{"b":1.50,"a":[1e-7,  -0.0,1E+2],"c":{"d":[],"e":{}},"f":[[0.42,0,0.58,1],"linear"],"b":"\u00e9"}"#
        XCTAssertEqual(
            SpecFormatter.format(text),
            """
            {
              "b": 1.50,
              "a": [1e-7, -0.0, 1E+2],
              "c": {
                "d": [],
                "e": {}
              },
              "f": [
                [0.42, 0, 0.58, 1],
                "linear"
              ],
              "b": "\\u00e9"
            }

            """)
        XCTAssertEqual(
            SpecFormatter.minify(text),
            #"{"b":1.50,"a":[1e-7,-0.0,1E+2],"c":{"d":[],"e":{}},"f":[[0.42,0,0.58,1],"linear"],"b":"\u00e9"}"#)
    }

    func testLongArraysOfPlainValuesGoOneItemPerLine() throws {
        let values = (0..<30).map { "0.\($0 + 100)" }.joined(separator: ",")
        let formatted = try XCTUnwrap(SpecFormatter.format("{\"values\":[\(values)]}"))
        let lines = formatted.split(separator: "\n")
        XCTAssertEqual(lines.count, 34)  // `{`, `"values": [`, 30 items, `]`, `}`
        XCTAssertTrue(lines.allSatisfy { $0.count <= SpecFormatter.lineWidth })
        XCTAssertEqual(lines[2], "    0.100,")
    }

    func testRefusesTextThatIsNotJSON() {
        XCTAssertNil(SpecFormatter.format(#"{"a": 1,}"#))
        XCTAssertNil(SpecFormatter.minify(#"{"a": NaN}"#))
        XCTAssertNil(SpecFormatter.format(""))
        XCTAssertNil(SpecFormatter.format([0x22, 0xFF, 0x22]))
    }

    func testAByteOrderMarkIsDropped() {
        XCTAssertEqual(SpecFormatter.minify([0xEF, 0xBB, 0xBF] + Array(" [1 , 2] ".utf8)), Array("[1,2]".utf8))
    }
}
