import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class EditPathTests: XCTestCase {
    func testNotationRoundTrips() {
        for text in [
            "", "name", "tracks[0].keyTimes[1]", "parts[1].layout.gap", "[0]", "[0][2].a", "params.$param", "a.b c",
        ] {
            let path = JSONPath(parsing: text)
            XCTAssertNotNil(path, text)
            XCTAssertEqual(path?.description, text)
        }
        XCTAssertEqual(
            JSONPath(parsing: "parts[1].layout.gap")?.components,
            [.key("parts"), .index(1), .key("layout"), .key("gap")])
    }

    func testMalformedNotationIsNil() {
        for text in [".a", "a.", "a..b", "a[", "a[x]", "a[-1]", "a[]", "a]", "a[0]b", "a.[0]", "a[1 ]"] {
            XCTAssertNil(JSONPath(parsing: text), text)
        }
    }

    func testPrintsPathsAsLoaderKitMessagesDo() {
        // LoaderKitCore's messages join keys with "." as they are; the editors read them back
        // as the same path (one path type for the core, the engine and the editors).
        let path = JSONPath([.key("params"), .key("my count"), .index(2)])
        XCTAssertEqual(path.description, "params.my count[2]")
        XCTAssertEqual(JSONPath(parsing: path.description), path)
    }

    func testParentLastAndAppending() {
        let path = JSONPath().appending(key: "tracks").appending(index: 0).appending(.key("values"))
        XCTAssertEqual(path.description, "tracks[0].values")
        XCTAssertEqual(path.last, .key("values"))
        XCTAssertEqual(path.parent?.description, "tracks[0]")
        XCTAssertNil(JSONPath().parent)
        XCTAssertNil(JSONPath().last)
    }

    func testTreeLookupsFollowPaths() throws {
        let tree = SpecSyntaxTree(#"{"a": 1, "tracks": [{"values": [0, {"$param": "x"}]}], "a": 2}"#)
        let node = try XCTUnwrap(tree.node(at: JSONPath(parsing: "tracks[0].values[1].$param")!))
        XCTAssertEqual(tree.text(of: node), #""x""#)
        let path: JSONPath = tree.path(of: node)
        XCTAssertEqual(path.description, "tracks[0].values[1].$param")
        // The last member of a name wins, as in JavaScript.
        XCTAssertEqual(tree.node(at: JSONPath([.key("a")])).map { tree.text(of: $0) }, "2")
        XCTAssertNil(tree.node(at: JSONPath(parsing: "tracks[1]")!))
        XCTAssertNil(tree.node(at: JSONPath(parsing: "a[0]")!))
        XCTAssertEqual(tree.node(at: JSONPath()), tree.root)
    }

    func testNumberTextIsJavaScriptsToString() {
        XCTAssertEqual(SpecNumberText.format(0.1 + 0.25), "0.35")
        XCTAssertEqual(SpecNumberText.format(1), "1")
        XCTAssertEqual(SpecNumberText.format(-0.5), "-0.5")
        XCTAssertEqual(SpecNumberText.format(1e-7), "1e-7")
        XCTAssertEqual(SpecNumberText.format(1e21), "1e+21")
        XCTAssertEqual(SpecNumberText.format(123456789012345680000), "123456789012345680000")
        XCTAssertEqual(SpecNumberText.format(0.000001), "0.000001")
    }
}
