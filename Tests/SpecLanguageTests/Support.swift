import Foundation
import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// Test data shipped in `Tests/Fixtures`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(relative)))
    }

    /// The `.json` files of a fixture folder, sorted by name, as (name, bytes).
    static func folder(_ name: String) throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(name).path)
            .filter { $0.hasSuffix(".json") }.sorted()
            .map { ("\(name)/\($0)", try bytes("\(name)/\($0)")) }
    }

    /// The 50 built-ins (their embedded JSON), the 29 examples and the 7 edge cases (the `spec`
    /// member's bytes).
    static func builtins() -> [(name: String, bytes: [UInt8])] {
        IndicatorSpec.builtinNames.map { ($0, Array(IndicatorSpec.builtinJSON(named: $0)!.utf8)) }
    }

    static func examples() throws -> [(name: String, bytes: [UInt8])] { try folder("examples") }

    static func edgeCases() throws -> [(name: String, bytes: [UInt8])] {
        try folder("edge-case-specs").map { file in
            let root = try JSONParser.parse(file.bytes)
            let spec = try XCTUnwrap(root.object?["spec"], file.name)
            return (file.name, Array(file.bytes[spec.start..<spec.end]))
        }
    }

    static func all() throws -> [(name: String, bytes: [UInt8])] { builtins() + (try examples()) + (try edgeCases()) }
}

/// The byte offset of the first `marker` in `text` (UTF-8).
func offset(of marker: String, in text: String) -> Int {
    let bytes = Array(text.utf8), m = Array(marker.utf8)
    for i in 0...(bytes.count - m.count) where Array(bytes[i..<(i + m.count)]) == m { return i }
    XCTFail("\(marker) is not in the text")
    return 0
}

/// The text of `range` in `text`.
func slice(_ text: String, _ range: ByteRange) -> String {
    String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self)
}
