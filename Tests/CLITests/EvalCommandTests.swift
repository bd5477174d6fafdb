import Foundation
import XCTest

final class EvalCommandTests: XCTestCase {
    private func evalJSON(_ arguments: [String]) throws -> [String: Any] {
        let result = try BinaryRunner.run(["eval"] + arguments + ["--json"])
        XCTAssertEqual(result.status, 0, result.errors)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    func testBuiltinStatesMatchTheSpotValues() throws {
        let json = try evalJSON(["BallPulse", "--t", "0.4185"])
        let samples = try XCTUnwrap(json["samples"] as? [[String: Any]])
        XCTAssertEqual(samples.count, 1)
        let elements = try XCTUnwrap(samples[0]["elements"] as? [[String: Any]])
        let scales = elements.compactMap { $0["scaleX"] as? Double }
        let expected = [0.651721382229715, 0.29297272039173883, 0.458183342516143]
        XCTAssertEqual(scales.count, 3)
        for (a, b) in zip(scales, expected) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    }

    func testDefaultSamplesAreTheGoldenVectorTimesAndValues() throws {
        let vectorData = try Data(
            contentsOf: URL(fileURLWithPath: BinaryRunner.fixture("test-vectors/edge-parts.json")))
        let vector = try XCTUnwrap(JSONSerialization.jsonObject(with: vectorData) as? [String: Any])
        let specPath = try BinaryRunner.temporaryFile(
            "edge-parts.json",
            String(decoding: try JSONSerialization.data(withJSONObject: vector["spec"]!), as: UTF8.self))
        let json = try evalJSON([specPath, "--params", "arcs=2.4"])
        let want = try XCTUnwrap(vector["samples"] as? [[String: Any]])
        let got = try XCTUnwrap(json["samples"] as? [[String: Any]])
        XCTAssertEqual(got.count, want.count)
        for (g, w) in zip(got, want) {
            XCTAssertEqual(g["t"] as! Double, w["t"] as! Double, accuracy: 1e-9)
            let ge = g["elements"] as! [[String: Any]], we = w["elements"] as! [[String: Any]]
            XCTAssertEqual(ge.count, we.count)
            for (a, b) in zip(ge, we) {
                XCTAssertEqual(Array(a.keys).sorted(), Array(b.keys).sorted())
                for (key, value) in b { XCTAssertEqual(a[key] as! Double, value as! Double, accuracy: 1e-6, key) }
            }
        }
        XCTAssertEqual((json["shapes"] as? [[String: Any]])?.last?["segments"] as? Int, 2)
        XCTAssertEqual((json["cycleProgress"] as? [[String: Any]])?.count, 5)
    }

    func testKeyOrderFollowsTheVectors() throws {
        let result = try BinaryRunner.run(["eval", "BallScale", "--t", "0", "--json"])
        let line = try XCTUnwrap(result.output.split(separator: "\n").first { $0.contains("\"index\"") })
        let keys = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertEqual(
            keys.map(String.init),
            [
                "index", "part", "cx", "cy", "width", "height", "scaleX", "scaleY", "opacity",
                "rotate", "rotateX", "rotateY", "translateX", "translateY", "strokeStart",
                "strokeEnd", "groupScaleX", "groupScaleY", "groupRotate",
                "groupTranslateX", "groupTranslateY",
            ])
    }

    func testBadParamsAndSpecsAreReported() throws {
        let nan = try BinaryRunner.run(["eval", "BallPulse", "--params", "count=nan", "--t", "0"])
        XCTAssertEqual(nan.status, 1)
        XCTAssertTrue(nan.errors.contains("params.count must be a finite number"), nan.errors)
        let huge = try BinaryRunner.run(["eval", "BallPulse", "--params", "count=1e12", "--t", "0"])
        XCTAssertEqual(huge.status, 1)
        XCTAssertTrue(huge.errors.contains("the spec has 1000000000000 elements, the maximum is 10000"), huge.errors)
        XCTAssertEqual(try BinaryRunner.run(["eval", "NoSuchIndicator"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["eval", "BallPulse", "--params", "count"]).status, 2)
        // An undeclared name is an error (exit 1), and, as LoaderKit does, the override is ignored:
        // the states are those of the defaults (the differential reference expects them).
        let unknown = try BinaryRunner.run(["eval", "BallPulse", "--params", "nope=3", "--t", "0", "--json"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(
            unknown.errors.contains("BallPulse has no param \"nope\"; its params: count, minScale"), unknown.errors)
        let defaults = try BinaryRunner.run(["eval", "BallPulse", "--t", "0", "--json"])
        XCTAssertEqual(unknown.output, defaults.output)
        XCTAssertFalse(unknown.output.isEmpty)
        let none = try BinaryRunner.run(["render", "SquareSpin", "--params", "count=2", "--out", "/tmp/never.png"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.errors.contains("SquareSpin has no param \"count\"; it declares no params"), none.errors)
        XCTAssertEqual(try BinaryRunner.run(["eval", "BallPulse", "--t", "abc"]).status, 2)
        XCTAssertEqual(try BinaryRunner.run(["eval"]).status, 2)
    }

    func testSamplesOptionGivesEvenTimes() throws {
        let json = try evalJSON(["BallSpinFadeLoader", "--samples", "5"])
        let times = try XCTUnwrap((json["samples"] as? [[String: Any]])?.compactMap { $0["t"] as? Double })
        XCTAssertEqual(times.count, 5)
        XCTAssertEqual(times.first, 0)
        let step = times[1] - times[0]
        XCTAssertGreaterThan(step, 0)
        for (a, b) in zip(times, times.dropFirst()) { XCTAssertEqual(b - a, step, accuracy: 1e-8) }
    }
}
