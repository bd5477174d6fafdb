import Localization
import Foundation
import Glibc
import LoaderKitCore
import XCTest
import TestSupport
@testable import Studio

/// "Save params": only the numbers change, atomically, and never over someone else's change.
final class ParamsSaverTests: XCTestCase, @unchecked Sendable {
    var dir: TemporaryFolder!

    override func setUp() { dir = temporaryFolder() }

    /// A valid spec with odd whitespace, tabs, CRLF line ends, a `1.50` and an exponent.
    let oddText =
        "{\"schemaVersion\":1 ,\r\n\t\"name\" :\"Odd\",  \"duration\":\t0.75,\r\n"
        + "  \"params\"  :  {  \"count\" :3 ,\"minScale\":   1.50 ,\n\t\t\"gap\" : 5e-2 } ,\n"
        + "\"layout\":{\"type\":\"row\",\"count\":{\"$param\":\"count\"},\"gap\":{\"$param\":\"gap\"}},"
        + "\"shape\":{\"type\":\"circle\"},\"stagger\":{\"start\":0.12,\"each\":0.12},"
        + "\"tracks\":[{\"property\":\"scale\",\"keyTimes\":[0,0.3,1],\"values\":[1,{\"$param\":\"minScale\"},1]}]}   \n\n"

    @MainActor private func open(_ text: String, name: String = "odd.json") throws -> (SpecDocument, String) {
        let path = dir.file(name)
        Disk.writeInPlace(Array(text.utf8), to: path)
        chmod(path, 0o640)
        let document = SpecDocument(path: path)
        XCTAssertEqual(document.problems, [], "the fixture is valid")
        XCTAssertNotNil(document.spec)
        return (document, path)
    }

    func testOnlyTheNumberBytesChange() throws {
        try onMain {
            let (document, path) = try open(oddText)
            let old = Array(oddText.utf8)
            let root = try JSONParser.parse(old)
            let params = try XCTUnwrap(root.object?["params"]?.object)
            let minScale = try XCTUnwrap(params["minScale"]), gap = try XCTUnwrap(params["gap"])
            XCTAssertEqual(String(decoding: old[minScale.start..<minScale.end], as: UTF8.self), "1.50")

            try document.saveParams(["minScale": 2.25, "gap": 0.0625, "count": 3])
            let new = try XCTUnwrap(Disk.read(path))
            // Outside the two literals every byte is the same, in order.
            let expected =
                Array(old[..<minScale.start]) + Array("2.25".utf8) + Array(old[minScale.end..<gap.start])
                + Array("0.0625".utf8) + Array(old[gap.end...])
            XCTAssertEqual(new, expected)
            XCTAssertEqual(String(decoding: new, as: UTF8.self).components(separatedBy: "\r\n").count, 3, "CRLFs kept")
            XCTAssertEqual(document.spec?.params, ["count": 3, "minScale": 2.25, "gap": 0.0625])
            XCTAssertEqual(document.bytes, new)
            XCTAssertFalse(document.isStale)
            var info = stat()
            stat(path, &info)
            XCTAssertEqual(info.st_mode & 0o7777, 0o640, "the file mode is kept")
            XCTAssertEqual(dir.names(), ["odd.json"], "no temporary file is left")
        }
    }

    func testNumbersAreFormattedLikeJavaScript() throws {
        try onMain {
            let (document, path) = try open(oddText)
            try document.saveParams(["minScale": 1e-7, "gap": 100, "count": 4])
            let text = String(decoding: try XCTUnwrap(Disk.read(path)), as: UTF8.self)
            XCTAssertTrue(text.contains("\"minScale\":   1e-7 ,"), text)
            XCTAssertTrue(text.contains("\"gap\" : 100 }"), text)
            XCTAssertTrue(text.contains("\"count\" :4 ,"), text)
            try document.saveParams(["minScale": -0.5])
            XCTAssertTrue(
                String(decoding: try XCTUnwrap(Disk.read(path)), as: UTF8.self).contains("\"minScale\":   -0.5 ,"))
        }
    }

    func testAnEqualValueKeepsItsSpelling() throws {
        try onMain {
            let (document, path) = try open(oddText)
            try document.saveParams(["minScale": 1.5])
            XCTAssertEqual(Disk.read(path), Array(oddText.utf8))
        }
    }

    func testAChangeOnDiskIsDetectedAndKept() throws {
        try onMain {
            let (document, path) = try open(oddText)
            let theirs = Array(oddText.replacingOccurrences(of: "\"Odd\"", with: "\"Theirs\"").utf8)
            Disk.writeInPlace(theirs, to: path)
            XCTAssertThrowsError(try document.saveParams(["minScale": 2])) { error in
                XCTAssertEqual(error as? ParamsSaveError, .changedOnDisk(name: "odd.json"))
                XCTAssertTrue("\(error)".contains("changed on disk"))
            }
            XCTAssertEqual(Disk.read(path), theirs, "their change is untouched")
            XCTAssertEqual(dir.names(), ["odd.json"])
            // Once reloaded, saving works again.
            document.reload()
            try document.saveParams(["minScale": 2])
            XCTAssertEqual(document.spec?.name, "Theirs")
            XCTAssertEqual(document.spec?.params["minScale"], 2)
        }
    }

    func testRefusals() throws {
        try onMain {
            let builtin = try XCTUnwrap(SpecDocument(builtin: "BallPulse"))
            XCTAssertThrowsError(try builtin.saveParams(["count": 4])) {
                XCTAssertEqual($0 as? ParamsSaveError, .builtin(name: "BallPulse"))
            }

            let (document, path) = try open(oddText)
            XCTAssertThrowsError(try document.saveParams(["size": 4, "minScale": 2])) {
                XCTAssertEqual($0 as? ParamsSaveError, .undeclared(names: ["size"], file: "odd.json"))
            }
            XCTAssertThrowsError(try document.saveParams(["minScale": .nan])) {
                XCTAssertEqual($0 as? ParamsSaveError, .notFinite(param: "minScale"))
            }
            XCTAssertEqual(Disk.read(path), Array(oddText.utf8), "a refused save writes nothing")

            Disk.writeInPlace(Array(SpecText.syntaxError(1).utf8), to: path)
            document.reload()
            XCTAssertThrowsError(try document.saveParams(["minScale": 2])) {
                XCTAssertEqual($0 as? ParamsSaveError, .fileHasProblems(name: "odd.json"))
            }
            unlink(path)
            document.reload()
            XCTAssertThrowsError(try document.saveParams(["minScale": 2])) {
                XCTAssertEqual($0 as? ParamsSaveError, .fileUnavailable(name: "odd.json"))
            }
        }
    }

    /// A message that starts with a file name keeps the name as it is on disk.
    func testTheMessageKeepsTheCaseOfTheFileName() throws {
        try onMain {
            let (document, path) = try open(oddText, name: "my.json")
            let model = EditorModel()
            model.open(document)
            unlink(path)
            mkdir(path, 0o755)
            document.reload()
            let result = model.saveParams()
            XCTAssertFalse(result.saved)
            XCTAssertEqual(result.message, StudioCatalogue.english(DocumentText.paramsUnavailable("my.json")))

            let notFinite = ParamsSaveError.notFinite(param: "minScale").description
            XCTAssertEqual(notFinite, StudioCatalogue.english(DocumentText.paramsNotFinite("minScale")))
        }
    }

    func testReplacementsAreThePlannedRanges() throws {
        try onMain {
            let bytes = Array(oddText.utf8)
            let root = try JSONParser.parse(bytes)
            let plan = try ParamsSaver.replacements(for: ["gap": 0.1, "minScale": 2.25], in: root, file: "odd.json")
            XCTAssertEqual(plan.map(\.text), ["2.25", "0.1"])
            for r in plan { XCTAssertTrue(bytes[r.range].allSatisfy { (0x2D...0x39).contains($0) || $0 == 0x65 }) }
        }
    }
}
