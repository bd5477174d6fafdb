import Foundation
import XCTest
import LoaderKitCore

/// The progress vectors copied into `Tests/Fixtures/test-vectors/progress/`.
enum Vectors {
    /// The package root, found from this file's path (Tests/ProgressTests/ → ../..).
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/test-vectors/progress", isDirectory: true)

    static func load(_ name: String) throws -> JSONNode {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONParser.parse(data)
    }

    /// The comparison tolerance of `index.json`.
    static func tolerance() throws -> Double {
        let index = try load("index.json")
        guard let t = index.object?["tolerance"]?.number else { throw VectorError("index.json has no tolerance") }
        return t
    }

    /// The `cases` (or `scenarios`) of a file, after checking their count.
    static func cases(_ name: String, key: String = "cases", count: Int) throws -> [JSONNode] {
        guard let list = try load(name).object?[key]?.array else { throw VectorError("\(name) has no \(key)") }
        guard list.count == count else { throw VectorError("\(name): \(list.count) \(key), expected \(count)") }
        return list
    }
}

struct VectorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A JSON-shaped value built from the implementation's output, compared with a vector.
indirect enum JV {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JV])
    case object([(String, JV)])

    static func numbers(_ list: [Double]) -> JV { .array(list.map { .number($0) }) }
    static func optional(_ x: Double?) -> JV { x.map { .number($0) } ?? .null }
}

/// The first difference between `actual` and `expected` under the reference's rules (numbers
/// within `tolerance`, arrays element-wise, objects by key set), as "path: reason", or nil.
func firstMismatch(_ actual: JV, _ expected: JSONNode, tolerance: Double, path: String = "") -> String? {
    switch (actual, expected.kind) {
    case (.null, .null): return nil
    case (.bool(let a), .bool(let e)): return a == e ? nil : "\(path): \(a) != expected \(e)"
    case (.string(let a), .string(let e)): return a == e ? nil : "\(path): \"\(a)\" != expected \"\(e)\""
    case (.number(let a), .number(let e)):
        return abs(a - e) <= tolerance ? nil : "\(path): \(a) != expected \(e) (difference \(abs(a - e)))"
    case (.array(let a), .array(let e)):
        for i in 0..<min(a.count, e.count) {
            if let m = firstMismatch(a[i], e[i], tolerance: tolerance, path: "\(path)[\(i)]") { return m }
        }
        return a.count == e.count ? nil : "\(path): \(a.count) elements, expected \(e.count)"
    case (.object(let a), .object(let e)):
        let actualKeys = Set(a.map(\.0))
        let expectedKeys = Set(e.members.map(\.key))
        if actualKeys != expectedKeys {
            return "\(path): keys \(actualKeys.sorted()) != expected \(expectedKeys.sorted())"
        }
        for (key, value) in a {
            if let m = firstMismatch(value, e[key]!, tolerance: tolerance, path: "\(path).\(key)") { return m }
        }
        return nil
    default:
        return "\(path): \(actual) != expected \(expected.kind)"
    }
}

extension JSONNode {
    subscript(_ key: String) -> JSONNode? { object?[key] }
    /// A number, `"NaN"` as NaN, nil for null or absent.
    var optionalNumber: Double? {
        if let x = number { return x }
        if string == "NaN" { return .nan }
        return nil
    }
}

/// Options decoded as the reference reads them: unknown strings and nulls count as unset.
func decodeOptions(_ node: JSONNode?) -> ProgressOptions {
    guard let node else { return ProgressOptions() }
    return ProgressOptions(
        type: node["type"]?.string.flatMap(ProgressType.init(rawValue:)),
        variant: node["variant"]?.string.flatMap(ProgressVariant.init(rawValue:)),
        thickness: node["thickness"]?.number,
        trackGap: node["trackGap"]?.number,
        segments: node["segments"]?.number,
        showLabel: node["showLabel"]?.bool,
        stopIndicator: node["stopIndicator"]?.bool,
        strokeCap: node["strokeCap"]?.string.flatMap(ProgressStrokeCap.init(rawValue:)),
        amplitude: node["amplitude"]?.number,
        wavelength: node["wavelength"]?.number,
        waveSpeed: node["waveSpeed"]?.number,
        sweepAngle: node["sweepAngle"]?.number,
        cornerRadius: node["cornerRadius"]?.number,
        speed: node["speed"]?.number
    )
}
