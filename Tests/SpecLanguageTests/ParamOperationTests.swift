import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// Params as a form: declared, renamed with every use in one edit, removed (a used one only
/// with its default written in its place), each the smallest edit of the text.
final class ParamOperationTests: XCTestCase {
    static let dots = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1,
          "params": { "count": 3, "gap": 0.1 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": { "$param": "gap" } },
          "shape": { "type": "circle" },
          "tracks": [{ "property": "scale", "keyTimes": [0, 1], "values": [1, { "$param": "gap" }] }]
        }
        """

    private func perform(_ operation: SpecOperation, on text: String = dots) throws -> String {
        let result = try SpecEditor.perform(operation, on: Array(text.utf8))
        XCTAssertEqual(result.problems, [], "\(operation)")
        return String(decoding: result.bytes, as: UTF8.self)
    }

    func testAParamIsDeclaredInParamsOrInANewParamsObject() throws {
        let added = try perform(.addParam(name: "size", value: 0.5))
        XCTAssertTrue(added.contains(#""params": { "count": 3, "gap": 0.1, "size": 0.5 }"#), added)
        let bare = Self.dots.replacingOccurrences(of: "  \"params\": { \"count\": 3, \"gap\": 0.1 },\n", with: "")
            .replacingOccurrences(of: #"{ "$param": "count" }"#, with: "3")
            .replacingOccurrences(of: #"{ "$param": "gap" }"#, with: "0.1")
        let first = try perform(.addParam(name: "count", value: 3), on: bare)
        XCTAssertEqual(try IndicatorSpec(json: first).params, ["count": 3])
        XCTAssertThrowsError(try perform(.addParam(name: "gap", value: 1))) { error in
            XCTAssertEqual((error as? SpecEditError)?.message, "a param named \"gap\" exists already")
        }
        XCTAssertThrowsError(try perform(.addParam(name: " ", value: 1)))
    }

    func testARenameChangesTheDeclarationAndEveryUseAndNothingElse() throws {
        let renamed = try perform(.renameParam(from: "gap", to: "spacing"))
        XCTAssertEqual(
            renamed,
            Self.dots.replacingOccurrences(of: #""gap": 0.1"#, with: #""spacing": 0.1"#)
                .replacingOccurrences(of: #"{ "$param": "gap" }"#, with: #"{ "$param": "spacing" }"#))
        XCTAssertEqual(try IndicatorSpec(json: renamed).params, ["count": 3, "spacing": 0.1])
        XCTAssertThrowsError(try perform(.renameParam(from: "gap", to: "count")))
        XCTAssertThrowsError(try perform(.renameParam(from: "nope", to: "x")))
    }

    func testAUsedParamIsRemovedOnlyWithItsDefaultInlined() throws {
        XCTAssertThrowsError(try perform(.removeParam(name: "gap", inliningDefault: false))) { error in
            XCTAssertEqual(
                (error as? SpecEditError)?.message, "\"gap\" is used 2 times: inline its default or keep it")
        }
        let inlined = try perform(.removeParam(name: "gap", inliningDefault: true))
        XCTAssertEqual(
            inlined,
            Self.dots.replacingOccurrences(of: #", "gap": 0.1 }"#, with: " }")
                .replacingOccurrences(of: #"{ "$param": "gap" }"#, with: "0.1"))
        let last = try perform(.removeParam(name: "count", inliningDefault: true), on: inlined)
        XCTAssertFalse(last.contains("params"), "the last param takes params with it")
        XCTAssertEqual(try IndicatorSpec(json: last).parts[0].layout.typeName, "row")
    }
}
