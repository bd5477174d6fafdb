import Foundation
import XCTest

final class ListAndSchemaCommandTests: XCTestCase {
    func testListShowsEveryBuiltinWithItsParams() throws {
        let result = try BinaryRunner.run(["list", "--json"])
        XCTAssertEqual(result.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let list = try XCTUnwrap(json["indicators"] as? [[String: Any]])
        XCTAssertEqual(list.count, 50)
        let spin = try XCTUnwrap(list.first { $0["name"] as? String == "BallSpinFadeLoader" })
        XCTAssertEqual(spin["params"] as? [String: Double], ["count": 8, "minScale": 0.4, "minOpacity": 0.3])
        XCTAssertEqual(spin["elements"] as? Int, 8)
        XCTAssertEqual(list.first { $0["name"] as? String == "BallHelix" }?["elements"] as? Int, 14)
        let text = try BinaryRunner.run(["list"])
        XCTAssertTrue(text.output.contains("BallPulse"))
        XCTAssertTrue(text.output.contains("count=3 minScale=0.3"))
    }

    func testSchemaIsDraft07JSON() throws {
        let result = try BinaryRunner.run(["schema"])
        XCTAssertEqual(result.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
        XCTAssertNotNil(json["definitions"])
        XCTAssertEqual(try BinaryRunner.run(["schema", "extra"]).status, 2)
    }
}
