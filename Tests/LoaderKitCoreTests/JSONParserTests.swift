import Foundation
import TestSupport
import XCTest
@testable import LoaderKitCore

/// The JSON parser, source locations and JSON output.
final class JSONParserTests: XCTestCase {
    /// The 1-based line and column of the first occurrence of `needle` in `text`, counted in
    /// Unicode scalars (computed independently of `SourceText`).
    private func expectedLocation(
        of needle: String, in text: String, file: StaticString = #filePath, line: UInt = #line
    ) -> SourceLocation? {
        guard let range = text.range(of: needle) else {
            XCTFail("\(needle) not in the text", file: file, line: line)
            return nil
        }
        let before = text[..<range.lowerBound]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let column = (lines.last.map { $0.unicodeScalars.filter { $0 != "\u{FEFF}" }.count } ?? 0) + 1
        return SourceLocation(line: lines.count, column: column)
    }

    /// The single syntax problem of `text` and where it is.
    private func syntaxProblem(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> (
        String, SourceLocation
    )? {
        let bytes = Array(text.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        XCTAssertNil(result.spec, file: file, line: line)
        XCTAssertNil(result.root, file: file, line: line)
        guard result.problems.count == 1, let problem = result.problems.first else {
            XCTFail("expected one problem, got \(result.problems)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(problem.stage, .syntax, file: file, line: line)
        XCTAssertTrue(problem.message.hasPrefix("spec is not valid JSON: "), problem.message, file: file, line: line)
        return (problem.message, problem.location(in: SourceText(bytes), root: result.root))
    }

    // MARK: - Syntax errors and their positions

    func testSyntaxErrorsCarryLineAndColumn() throws {
        let cases: [(String, Int, Int)] = [
            ("{\n  \"a\": 1,\n  \"b\": ]\n}", 3, 8),
            ("{\"name\": \"abc", 1, 10),
            ("{\"a\": 1,}", 1, 9),
            ("{\n\n   \"a\" 1}", 3, 8),
            ("{\r\n\"a\": x}", 2, 6),
            ("[1, 2,\n 3 4]", 2, 4),
            ("{\"a\": 01}", 1, 7),
            ("{\"a\": 1.}", 1, 7),
            ("{\"a\": -}", 1, 7),
            ("{\"a\": tru}", 1, 7),
            ("{\"a\": \"\\x\"}", 1, 8),
            ("{\"a\": \"tab\there\"}", 1, 11),
            ("{} {}", 1, 4),
            ("{\"a\": [1, 2}", 1, 12),
            ("{\"a\": 1", 1, 8),
        ]
        for (text, line, column) in cases {
            guard let (message, location) = syntaxProblem(text) else { continue }
            XCTAssertEqual(location, SourceLocation(line: line, column: column), "\(text.debugDescription): \(message)")
        }
        let (message, _) = try XCTUnwrap(syntaxProblem("{\n  \"a\": 1,\n  \"b\": ]\n}"))
        XCTAssertEqual(message, "spec is not valid JSON: unexpected character ']'")
    }

    func testColumnsCountUnicodeScalars() throws {
        let text = "{\"name\": \"héllo → 名前\", x}"
        let (_, location) = try XCTUnwrap(syntaxProblem(text))
        XCTAssertEqual(location, expectedLocation(of: "x}", in: text))
        XCTAssertEqual(location.column, 24)
    }

    func testByteOrderMarkIsAcceptedAndNotCounted() throws {
        let spec = specJSON()
        XCTAssertEqual(IndicatorSpec.validate(json: "\u{FEFF}" + spec), [])
        XCTAssertEqual(
            try IndicatorSpec(jsonData: Data([0xEF, 0xBB, 0xBF] + Array(spec.utf8))), try IndicatorSpec(json: spec))
        let (_, location) = try XCTUnwrap(syntaxProblem("\u{FEFF}{x"))
        XCTAssertEqual(location, SourceLocation(line: 1, column: 2))
        // A BOM anywhere else is not whitespace.
        XCTAssertFalse(IndicatorSpec.validate(json: " \u{FEFF}" + spec).isEmpty)
    }

    func testEmptyAndWhitespaceInput() {
        XCTAssertEqual(problems(""), ["spec is not valid JSON: the file is empty"])
        XCTAssertEqual(problems("   \n ").count, 1)
        XCTAssertEqual(problems("\u{FEFF}").count, 1)
    }

    // MARK: - Locating validation problems

    func testProblemLocationsPointAtTheValueTheirPathNames() throws {
        let text = """
            {
              "schemaVersion": 1,
              "name": "Loc",
              "duration": 1,
              "layout": {"type": "row", "gap": 0.1},
              "shape": {"type": "circle", "sweep": 9},
              "tracks": [
                {"property": "scale", "keyTimes": [0, 1],
                 "values": [1]},
                {"property": "opacity", "keyTimes": [0, 1], "values": [1, {"$param": "nope"}]}
              ]
            }
            """
        let bytes = Array(text.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        XCTAssertNil(result.spec)
        let root = try XCTUnwrap(result.root)
        let source = SourceText(bytes)
        let byPath = Dictionary(uniqueKeysWithValues: result.problems.map { ($0.path?.description ?? "", $0) })
        XCTAssertEqual(
            result.problems.map(\.message),
            [
                "layout.count is required", "shape.sweep must be within (0, 2π]",
                "tracks[0].values must have the same length as keyTimes",
                "tracks[1].values[1] uses unknown param \"nope\"",
            ])
        XCTAssertTrue(result.problems.allSatisfy { $0.stage == .validation })
        // A missing member points at its parent object.
        XCTAssertEqual(
            byPath["layout.count"]?.location(in: source, root: root),
            expectedLocation(of: "{\"type\": \"row\"", in: text))
        XCTAssertEqual(byPath["shape.sweep"]?.location(in: source, root: root), expectedLocation(of: "9}", in: text))
        XCTAssertEqual(
            byPath["tracks[0].values"]?.location(in: source, root: root), expectedLocation(of: "[1]}", in: text))
        XCTAssertEqual(
            byPath["tracks[1].values[1]"]?.location(in: source, root: root),
            expectedLocation(of: "{\"$param\"", in: text))
        XCTAssertEqual(
            byPath["tracks[0].values"]?.location(in: source, root: root), SourceLocation(line: 9, column: 16))
    }

    func testProblemsWithoutAPathPointAtTheDocument() throws {
        let text = "\n\n  " + specJSON(["tracks": "[]"])
        let bytes = Array(text.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        XCTAssertEqual(result.problems.map(\.message), ["the spec needs at least one track or group track"])
        XCTAssertNil(result.problems[0].path)
        XCTAssertEqual(
            result.problems[0].location(in: SourceText(bytes), root: result.root), SourceLocation(line: 3, column: 3))
        XCTAssertEqual(
            SpecProblem("x", stage: .validation).location(in: SourceText(bytes), root: nil),
            SourceLocation(line: 1, column: 1))
    }

    func testPartPathsAndPrepareProblemsAreLocated() throws {
        let text = """
            {"schemaVersion": 1, "name": "P", "duration": 1, "parts": [
              {"layout": {"type": "single"}, "shape": {"type": "circle"},
               "groupTracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 1]}]},
              {"layout": {"type": "stack", "count": 3}, "shape": {"type": "circle"}, "stagger": [0, 1],
               "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0, 1]}]}
            ]}
            """
        let bytes = Array(text.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        XCTAssertEqual(result.problems.map(\.message), ["stagger has 2 entries but the layout has 3 elements"])
        XCTAssertEqual(result.problems[0].stage, .prepare)
        XCTAssertEqual(result.problems[0].path?.description, "parts[1].stagger")
        XCTAssertEqual(
            result.problems[0].location(in: SourceText(bytes), root: result.root),
            expectedLocation(of: "[0, 1],\n", in: text))
    }

    func testJSONPathDescriptionAndLookup() throws {
        let path = JSONPath([.key("parts"), .index(1), .key("tracks"), .index(0), .key("values")])
        XCTAssertEqual(path.description, "parts[1].tracks[0].values")
        XCTAssertEqual(JSONPath().appending("rest").appending("0").description, "rest.0")
        let root = try JSONParser.parse(#"{"parts": [{}, {"tracks": [{"values": [7]}]}]}"#)
        XCTAssertEqual(path.deepestNode(in: root).array?.first?.number, 7)
        XCTAssertNotNil(JSONPath([.key("parts"), .index(9)]).deepestNode(in: root).array)
        XCTAssertNotNil(JSONPath([.key("parts"), .key("x")]).deepestNode(in: root).array)
    }

    // MARK: - Encodings and hostile input

    func testInvalidUTF8IsASyntaxError() {
        let prefix = Array(#"{"name": ""#.utf8)
        let suffix = Array(#""}"#.utf8)
        let sequences: [[UInt8]] = [
            [0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ]
        for bad in sequences {
            let bytes = prefix + bad + suffix
            let result = IndicatorSpec.check(bytes: bytes)
            XCTAssertEqual(result.problems.count, 1, "\(bad)")
            XCTAssertEqual(result.problems.first?.stage, .syntax, "\(bad)")
            // At the bad sequence (its first byte, or the byte that breaks it).
            let offset = result.problems.first?.offset ?? -1
            XCTAssertTrue((prefix.count...prefix.count + bad.count).contains(offset), "\(bad): \(offset)")
            XCTAssertFalse(IndicatorSpec.validate(jsonData: Data(bytes)).isEmpty)
        }
        // Cut off at the very end of the input.
        XCTAssertEqual(IndicatorSpec.check(bytes: prefix + [0xE2, 0x82]).problems.count, 1)
        // Outside strings.
        XCTAssertEqual(IndicatorSpec.check(bytes: [0xFF, 0xFE, 0x7B, 0x7D]).problems.first?.stage, .syntax)
    }

    func testValidUnicodeAndEscapes() throws {
        let spec = try IndicatorSpec(json: specJSON(["name": #""名前 \u00e9\ud83d\ude00 \"q\" \\ \/ \n""#]))
        XCTAssertEqual(spec.name, "名前 é😀 \"q\" \\ / \n")
        let lone = try JSONParser.parse(#""\ud800x""#)
        XCTAssertEqual(lone.string, "\u{FFFD}x")
        // Names round-trip through the writer.
        XCTAssertEqual(try IndicatorSpec(json: spec.jsonString()).name, spec.name)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let arrayProblems = problems(arrays)
        XCTAssertEqual(arrayProblems.count, 1)
        XCTAssertTrue(arrayProblems[0].hasPrefix("spec is not valid JSON: "), arrayProblems[0])
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        XCTAssertEqual(problems(objects).count, 1)
        let unclosed = specJSON(["futureField": String(repeating: "[", count: depth)])
        XCTAssertEqual(problems(unclosed).count, 1)
        XCTAssertThrowsError(try JSONParser.parse(arrays))
        // Nesting within the limit is fine.
        let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertEqual(problems(specJSON(["futureField": nested])), [])
        XCTAssertNoThrow(
            try JSONParser.parse(
                String(repeating: "[", count: JSONParser.maximumDepth)
                    + String(repeating: "]", count: JSONParser.maximumDepth)))
        XCTAssertThrowsError(
            try JSONParser.parse(
                String(repeating: "[", count: JSONParser.maximumDepth + 1)
                    + String(repeating: "]", count: JSONParser.maximumDepth + 1)))
    }

    func testLargeInputIsHandled() {
        // About 4 MB of numbers in a field engines ignore.
        let items = Array(repeating: "0.125", count: 700_000).joined(separator: ",")
        let start = Date()
        XCTAssertEqual(problems(specJSON(["futureField": "[\(items)]"])), [])
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        // And a long keyTimes list is checked entry by entry.
        let keyTimes = "[" + Array(repeating: "0.5", count: 50_000).joined(separator: ",") + ",0.1]"
        let values = "[" + Array(repeating: "1", count: 50_001).joined(separator: ",") + "]"
        XCTAssertEqual(
            problems(specJSON(["tracks": #"[{"property": "scale", "keyTimes": \#(keyTimes), "values": \#(values)}]"#])),
            ["tracks[0].keyTimes must be non-decreasing"])
    }

    // MARK: - Values

    func testDuplicateKeysTakeTheLastValue() throws {
        let spec = try IndicatorSpec(
            json:
                #"{"schemaVersion": 1, "name": "A", "duration": 5, "params": {"a": 1, "b": 2, "a": 3}, "name": "B", "layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0]}], "duration": 2}"#
        )
        XCTAssertEqual(spec.name, "B")
        XCTAssertEqual(spec.duration, 2)
        XCTAssertEqual(spec.params, ["a": 3, "b": 2])
        XCTAssertEqual(spec.paramNames, ["a", "b"])
        // A later valid value fixes an earlier bad one, and the other way round.
        XCTAssertEqual(problems(specJSON(["duration": #""x", "duration": 1"#])), [])
        XCTAssertEqual(problems(specJSON(["duration": #"1, "duration": "x""#])), ["duration must be a positive number"])
        let node = try JSONParser.parse(#"{"b": 1, "a": 2, "b": 3}"#)
        XCTAssertEqual(node.object?.members.map(\.key), ["b", "a"])
        XCTAssertEqual(node.object?["b"]?.number, 3)
    }

    func testNumbers() throws {
        XCTAssertEqual(try JSONParser.parse("1e999").number, .infinity)
        XCTAssertEqual(try JSONParser.parse("-1e999").number, -.infinity)
        XCTAssertEqual(try JSONParser.parse("1e-400").number, 0)
        XCTAssertEqual(try JSONParser.parse("-0").number?.sign, .minus)
        XCTAssertEqual(try JSONParser.parse("0.1").number, 0.1)
        XCTAssertEqual(try JSONParser.parse("123456789012345678901234567890").number, 123456789012345678901234567890.0)
        XCTAssertEqual(try JSONParser.parse("9007199254740993").number, 9007199254740992)
        XCTAssertEqual(try JSONParser.parse("-999999999999999").number, -999999999999999)
        XCTAssertEqual(try JSONParser.parse("2.5E+2").number, 250)
        XCTAssertEqual(try JSONParser.parse(" 6.283185307179586 ").number, 6.283185307179586)
        XCTAssertEqual(try JSONParser.parse("[1e999]").array?.first?.number, .infinity)
        for bad in ["+1", ".5", "1.", "01", "1e", "1e+", "-", "0x10", "NaN", "Infinity", "1_000"] {
            XCTAssertThrowsError(try JSONParser.parse(bad), bad)
        }
        // A spec with 1e999 where a finite number is needed.
        XCTAssertEqual(
            problems(specJSON(["layout": #"{"type": "single", "size": 1e999}"#])), ["layout.size must be finite"])
    }

    func testJavaScriptNumberFormat() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (0.1, "0.1"), (1.5, "1.5"), (100, "100"), (1e21, "1e+21"),
            (1e20, "100000000000000000000"), (1.2345678901234568e20, "123456789012345680000"), (1e-7, "1e-7"),
            (1e-6, "0.000001"), (0.000123, "0.000123"), (1.7976931348623157e308, "1.7976931348623157e+308"),
            (Double.leastNonzeroMagnitude, "5e-324"), (6.283185307179586, "6.283185307179586"), (-1.5e-10, "-1.5e-10"),
            (2.5e22, "2.5e+22"),
            (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"), (1000000000000, "1000000000000"),
        ]
        for (x, text) in cases { XCTAssertEqual(JSNumberFormat.string(x), text, "\(x)") }
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let x = Double(bitPattern: rng.next())
            guard x.isFinite else { continue }
            XCTAssertEqual(Double(JSNumberFormat.string(x)), x, "\(x)")
            XCTAssertEqual(try JSONParser.parse(JSNumberFormat.string(x)).number, x, "\(x)")
        }
    }

    func testWriterOutput() throws {
        let node = JSONNode.object([
            ("b", .array([.number(1), .null, .bool(true), .number(.nan)])), ("1", .string("q\"\\\n\u{01}")),
            ("a", .object([])),
        ])
        XCTAssertEqual(JSONWriter.string(node), #"{"1":"q\"\\\n\u0001","b":[1,null,true,null],"a":{}}"#)
        XCTAssertEqual(JSONWriter.string(.array([.number(1), .array([])]), indent: 2), "[\n  1,\n  []\n]")
        XCTAssertEqual(try JSONWriter.string(JSONParser.parse(JSONWriter.string(node))), JSONWriter.string(node))
    }

    func testSourceText() {
        let source = SourceText("ab\r\ncd\n\nλx")
        XCTAssertEqual(source.location(ofOffset: 0), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(source.location(ofOffset: 4), SourceLocation(line: 2, column: 1))
        XCTAssertEqual(source.location(ofOffset: 8), SourceLocation(line: 4, column: 1))
        XCTAssertEqual(source.location(ofOffset: 10), SourceLocation(line: 4, column: 2))
        XCTAssertEqual(source.location(ofOffset: 999), SourceLocation(line: 4, column: 3))
        XCTAssertEqual(source.location(ofOffset: -5), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(source.lineText(1), "ab")
        XCTAssertEqual(source.lineText(3), "")
        XCTAssertEqual(source.lineText(4), "λx")
        XCTAssertNil(source.lineText(5))
        XCTAssertEqual(SourceLocation(line: 3, column: 7).description, "3:7")
    }
}
