import XCTest
import LoaderKitCore

final class ResolveVectorTests: XCTestCase {
    func testIndexListsTheTwelveFiles() throws {
        let index = try Vectors.load("index.json")
        let files = index["files"]?.array?.compactMap(\.string) ?? []
        XCTAssertEqual(files.count, 12)
        XCTAssertEqual(try Vectors.tolerance(), 0.000001)
        let present = try FileManager.default.contentsOfDirectory(atPath: Vectors.directory.path)
            .filter { $0.hasSuffix(".json") && $0 != "index.json" }
        XCTAssertEqual(Set(present), Set(files))
    }

    func testResolveVectors() throws {
        let tolerance = try Vectors.tolerance()
        for (i, c) in try Vectors.cases("resolve.json", count: 58).enumerated() {
            let r = ResolvedProgress(decodeOptions(c["options"]))
            let resolved: JV = .object([
                ("type", .string(r.type.rawValue)), ("variant", .string(r.variant.rawValue)),
                ("thickness", .number(r.thickness)), ("trackGap", .number(r.trackGap)),
                ("segments", .number(Double(r.segments))), ("showLabel", .bool(r.showLabel)),
                ("stopIndicator", .bool(r.stopIndicator)), ("strokeCap", .string(r.strokeCap.rawValue)),
                ("amplitude", .number(r.amplitude)), ("wavelength", .number(r.wavelength)),
                ("waveSpeed", .number(r.waveSpeed)), ("sweepAngle", .number(r.sweepAngle)),
                ("cornerRadius", .number(r.cornerRadius)), ("speed", .number(r.speed)),
            ])
            let size = r.intrinsicSize
            let fields: [(String, JV)] = [
                ("resolved", resolved),
                ("intrinsicSize", .object([("width", .optional(size.width)), ("height", .optional(size.height))])),
                ("contentInset", .number(r.contentInset)),
            ]
            for (key, actual) in fields {
                guard let expected = c[key] else { return XCTFail("resolve case \(i) has no \(key)") }
                if let m = firstMismatch(actual, expected, tolerance: tolerance, path: key) {
                    return XCTFail("resolve case \(i) \"\(c["description"]?.string ?? "")\": \(m)")
                }
            }
        }
    }

    func testResolvedPairsCoverFortyTwoVariants() {
        XCTAssertEqual(ProgressType.allPairs.count, 42)
        XCTAssertEqual(ResolvedProgress(ProgressOptions(type: .pie, variant: .wavy)).variant, .flat)
    }
}
