import Compression
import Foundation
import Handoff
import LoaderKitCore
import TestSupport
import XCTest

/// Share links in the playground's format: round trips, other encoders' links, every malformed
/// kind, and the 1 MiB bound.
final class ShareLinkTests: XCTestCase {
    private let address = ShareLink.playgroundAddress

    private func payload(_ link: String, key: String = "spec") -> String {
        String(link[link.range(of: "#\(key)=")!.upperBound...])
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SharedSpecError? {
        do {
            let opened = try SharedSpec.read(text)
            XCTFail("opened \(opened.title) from a malformed link", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testEveryBuiltinRoundTripsAsSpecAndAsIndicator() throws {
        XCTAssertEqual(IndicatorSpec.builtinNames.count, 50)
        for name in IndicatorSpec.builtinNames {
            let json = try XCTUnwrap(IndicatorSpec.builtinJSON(named: name))
            let link = ShareLink.spec(json: json)
            XCTAssertTrue(link.hasPrefix(address + "#spec="))
            XCTAssertFalse(payload(link).contains("="), "no padding")
            XCTAssertFalse(payload(link).contains("+") || payload(link).contains("/"), "base64url alphabet")
            let opened = try SharedSpec.read(link)
            XCTAssertEqual(opened.json, json, name)
            XCTAssertEqual(opened.title, name)
            XCTAssertEqual(opened.origin, .link)

            let untouched = ShareLink.link(json: json, builtinName: name)
            XCTAssertEqual(untouched, address + "#indicator=" + name)
            let builtin = try SharedSpec.read(untouched)
            XCTAssertEqual(builtin.origin, .builtin(name))
            XCTAssertEqual(try IndicatorSpec(json: builtin.json), IndicatorSpec.builtin(named: name))
        }
    }

    func testTheExamplesRoundTripAndOpenByID() throws {
        XCTAssertEqual(ExampleSpecs.all.count, 29)
        for id in ExampleSpecs.all {
            let file = SnippetConfigurations.fixture("examples/\(id).json")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertEqual(ExampleSpecs.json(id), text, "the embedded \(id) is the file")
            XCTAssertEqual(try SharedSpec.read(ShareLink.spec(json: text)).json, text)
            XCTAssertEqual(try SharedSpec.read(ShareLink.uncompressed(json: text)).json, text)
            let example = try SharedSpec.read("\(address)#example=\(id)")
            XCTAssertEqual(example.json, text)
            XCTAssertEqual(example.origin, .example(id))
            XCTAssertNoThrow(try IndicatorSpec(json: example.json), id)
        }
    }

    func testEdgeCasesRoundTrip() throws {
        let folder = SnippetConfigurations.fixture("edge-case-specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(names.isEmpty)
        var texts = try names.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        texts += [
            "{}", "[]", "{\"name\":\"Ünïcødé ✓ 漢字 🙂\"}", String(repeating: " ", count: 70_000) + "{}",
            "{\"name\":\"" + String(repeating: "a", count: 200_000) + "\"}",
        ]
        for text in texts {
            XCTAssertEqual(try SharedSpec.read(ShareLink.spec(json: text)).json, text)
            XCTAssertEqual(try SharedSpec.read(ShareLink.uncompressed(json: text)).json, text)
        }
        XCTAssertEqual(try SharedSpec.read(ShareLink.spec(json: "{}")).title, SharedSpec.untitled)
    }

    func testLinksFromAnotherEncoderOpen() throws {
        let expected = try String(
            contentsOfFile: SnippetConfigurations.fixture("examples/timing-wave.json"), encoding: .utf8)
        for name in ["python-zlib-level1", "python-zlib-huffman-only", "python-zlib-stored"] {
            let link = try String(contentsOfFile: SnippetConfigurations.fixture("share/\(name).link"), encoding: .utf8)
            XCTAssertNotEqual(
                payload(link.trimmingCharacters(in: .whitespacesAndNewlines)),
                payload(ShareLink.spec(json: expected)), "\(name) is not what the studio writes")
            XCTAssertEqual(try SharedSpec.read(link).json, expected, name)
        }
    }

    func testTheFragmentAloneAndPastedJSONOpen() throws {
        let json = IndicatorSpec.builtinJSON(named: "Orbit")!
        let link = ShareLink.spec(json: json)
        XCTAssertEqual(try SharedSpec.read(String(link[link.firstIndex(of: "#")!...])).json, json)
        XCTAssertEqual(try SharedSpec.read("  \n" + json + "\n").origin, .pasted)
        XCTAssertEqual(try SharedSpec.read(address + "#indicator=Ball%50ulse").origin, .builtin("BallPulse"))
        XCTAssertTrue(SharedSpec.isShareLink(link))
        XCTAssertFalse(SharedSpec.isShareLink("/home/me/spinner.json"))
        XCTAssertFalse(SharedSpec.looksShareable("hello"))
    }

    func testTunedParamsTravelAsTheSpecsDefaults() throws {
        let json = IndicatorSpec.builtinJSON(named: "BallPulse")!
        let link = ShareLink.link(json: json, builtinName: "BallPulse", tunedParams: ["count": 5])
        XCTAssertTrue(link.contains("#spec="))
        let spec = try IndicatorSpec(json: try SharedSpec.read(link).json)
        XCTAssertEqual(spec.params, ["count": 5, "minScale": 0.3])
    }

    func testEveryMalformedKindOpensNothingAndSaysWhy() {
        XCTAssertEqual(failure("just some words"), .notALink)
        XCTAssertEqual(failure(address + "#theme=dark"), .noSpecInFragment)
        XCTAssertEqual(failure(address + "#spec=abc*def"), .badBase64)
        XCTAssertEqual(failure(address + "#spec=A"), .badBase64, "one character over")
        XCTAssertEqual(failure(address + "#json=A"), .badBase64)
        if case .badDeflate = failure(address + "#spec=" + Base64URL_encode([0xFF, 0xFF, 0xFF, 0xFF])) {
        } else {
            XCTFail("bad DEFLATE")
        }
        let whole = RawDeflate.deflate(Array("{\"name\":\"x\"}".utf8))
        XCTAssertEqual(
            failure(address + "#spec=" + Base64URL_encode(Array(whole.prefix(whole.count / 2)))), .truncatedDeflate)
        XCTAssertEqual(failure(address + "#json=" + Base64URL_encode([0x7B, 0xFF, 0xFE, 0x7D])), .invalidUTF8)
        XCTAssertEqual(
            failure(address + "#spec=" + Base64URL_encode(RawDeflate.deflate([0x7B, 0xC3, 0x28, 0x7D]))), .invalidUTF8)
        if case .notJSON(let reason) = failure(address + "#json=" + Base64URL_encode(Array("{\"a\":".utf8))) {
            XCTAssertTrue(reason.contains("line 1"), reason)
        } else {
            XCTFail("not JSON")
        }
        if case .notJSON = failure("{ not json") {} else { XCTFail("pasted text that is not JSON") }
        XCTAssertEqual(failure(address + "#indicator=NoSuchThing"), .unknownIndicator("NoSuchThing"))
        XCTAssertEqual(failure(address + "#example=no-such-example"), .unknownExample("no-such-example"))
        for error in [
            SharedSpecError.notALink, .noSpecInFragment, .badBase64, .badDeflate("x"), .truncatedDeflate, .tooLarge,
            .invalidUTF8, .notJSON("x"), .unknownIndicator("X"), .unknownExample("x"),
        ] {
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    func testABombStopsPastOneMebibyte() throws {
        let limit = ShareLink.maximumSpecBytes
        XCTAssertEqual(limit, 1_048_576)
        // Exactly 1 MiB of JSON opens; one byte more does not.
        let fits = " [" + String(repeating: "0,", count: (limit - 4) / 2) + "0]"
        XCTAssertEqual(fits.utf8.count, limit)
        XCTAssertEqual(try SharedSpec.read(ShareLink.spec(json: fits)).json.utf8.count, limit)
        let over = " " + fits
        XCTAssertEqual(failure(ShareLink.spec(json: over)), .tooLarge)
        XCTAssertEqual(failure(ShareLink.uncompressed(json: over)), .tooLarge)
        // A small link that would inflate to 64 MiB stops at the bound.
        let bomb = RawDeflate.deflate([UInt8](repeating: 0x20, count: 64 << 20))
        XCTAssertLessThan(bomb.count, 100_000)
        XCTAssertEqual(failure(address + "#spec=" + Base64URL_encode(bomb)), .tooLarge)
    }
}

/// base64url without padding, written independently of the code under test.
func Base64URL_encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}
