import Foundation
import TestSupport
import XCTest
@testable import LoaderKitCore

/// Test data shipped in `Tests/Fixtures` (copied from LoaderKit's conformance data).
enum Fixtures {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LoaderKitCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let directory = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The golden vectors' absolute tolerance (`index.json` says 0.000001).
    static let tolerance = 1e-6

    static func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    static func text(_ relative: String) throws -> String {
        String(decoding: try data(relative), as: UTF8.self)
    }

    /// Foundation's reading of a JSON fixture (independent of the parser under test).
    static func jsonObject(_ relative: String) throws -> Any {
        try JSONSerialization.jsonObject(with: try data(relative), options: [.fragmentsAllowed])
    }

    /// The `.json` files of a fixture folder, sorted by name.
    static func jsonFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    /// The vector files that `test-vectors/index.json` lists.
    static func vectorFileNames() throws -> [String] {
        let index = try XCTUnwrap(try jsonObject("test-vectors/index.json") as? [String: Any])
        return try XCTUnwrap(index["files"] as? [String])
    }

    /// The exact text of member `key` of the top-level object in `relative` (so a spec is read
    /// from the bytes the fixture holds, not from a re-serialization).
    static func memberText(_ relative: String, key: String) throws -> String {
        let bytes = [UInt8](try data(relative))
        let root = try JSONParser.parse(bytes)
        let node = try XCTUnwrap(root.object?[key], "\(relative) has no member \(key)")
        return String(decoding: bytes[node.start..<node.end], as: UTF8.self)
    }
}

/// One golden vector file: `{id, description, spec, params, shapes, cycleProgress, samples}`.
struct GoldenVector {
    struct Sample {
        var t: Double
        var elements: [[String: Double]]
    }

    var file: String
    var id: String
    var specText: String
    var params: [String: Double]
    var shapes: [[String: Any]]
    var cycleProgress: [(progress: Double, t: Double)]
    var samples: [Sample]

    init(file: String) throws {
        let relative = "test-vectors/\(file)"
        let object = try XCTUnwrap(try Fixtures.jsonObject(relative) as? [String: Any], file)
        self.file = file
        id = try XCTUnwrap(object["id"] as? String, file)
        specText = try Fixtures.memberText(relative, key: "spec")
        let rawParams = try XCTUnwrap(object["params"] as? [String: Any], file)
        params = try rawParams.mapValues { try GoldenVector.double($0, file) }
        shapes = try XCTUnwrap(object["shapes"] as? [[String: Any]], file)
        cycleProgress = try XCTUnwrap(object["cycleProgress"] as? [[String: Any]], file).map {
            (try GoldenVector.double($0["cycleProgress"] as Any, file), try GoldenVector.double($0["t"] as Any, file))
        }
        samples = try XCTUnwrap(object["samples"] as? [[String: Any]], file).map { sample in
            let elements = try XCTUnwrap(sample["elements"] as? [[String: Any]], file)
            return Sample(
                t: try GoldenVector.double(sample["t"] as Any, file),
                elements: try elements.map { try $0.mapValues { try GoldenVector.double($0, file) } })
        }
    }

    static func double(_ value: Any, _ file: String) throws -> Double {
        if let n = value as? NSNumber { return n.doubleValue }
        if let d = value as? Double { return d }
        if let i = value as? Int { return Double(i) }
        throw FixtureError("\(file): \(value) is not a number")
    }

    /// Every vector listed by `index.json`.
    static func all() throws -> [GoldenVector] {
        try Fixtures.vectorFileNames().map { try GoldenVector(file: $0) }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: - Approximate comparisons

/// Asserts `|actual − expected| ≤ tolerance` (NaN never passes).
func assertClose(
    _ actual: Double, _ expected: Double, tolerance: Double = Fixtures.tolerance,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    if !(abs(actual - expected) <= tolerance) {
        XCTFail("\(actual) is not within \(tolerance) of \(expected) \(message())", file: file, line: line)
    }
}

/// Asserts two lists have the same length and agree item by item within `tolerance`.
func assertClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double = Fixtures.tolerance,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard actual.count == expected.count else {
        XCTFail("\(actual.count) values, expected \(expected.count) \(message())", file: file, line: line)
        return
    }
    for (i, (a, e)) in zip(actual, expected).enumerated() {
        assertClose(a, e, tolerance: tolerance, "[\(i)] \(message())", file: file, line: line)
    }
}

/// The value of `field` (one of `ElementState.fieldNames`) in `state`.
func value(_ state: ElementState, _ field: String) -> Double {
    state.fieldValues[ElementState.fieldNames.firstIndex(of: field)!]
}

// MARK: - Building specs in tests

/// A valid inline spec's JSON with `overrides` merged into its top level (`nil` removes a key).
/// The base is one row of three circles with a scale track.
func specJSON(_ overrides: [String: String?] = [:], base: [(String, String)]? = nil) -> String {
    var fields: [(String, String)] =
        base ?? [
            ("schemaVersion", "1"),
            ("name", "\"Test\""),
            ("duration", "1"),
            ("layout", #"{"type": "row", "count": 3, "gap": 0.1}"#),
            ("shape", #"{"type": "circle"}"#),
            ("tracks", #"[{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]"#),
        ]
    for (key, value) in overrides.sorted(by: { $0.key < $1.key }) {
        if let i = fields.firstIndex(where: { $0.0 == key }) {
            if let value { fields[i].1 = value } else { fields.remove(at: i) }
        } else if let value {
            fields.append((key, value))
        }
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

/// The validation messages of `json` (syntax, validation, then prepare-time problems).
func problems(_ json: String) -> [String] { IndicatorSpec.validate(json: json) }
