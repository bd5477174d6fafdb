import XCTest
import LoaderKitCore

final class ResolveVectorTests: XCTestCase {
    /// The index names the twelve files the vector tests compare against, each with the number
    /// of cases those tests check.
    func testIndexListsTheTwelveFilesTheTestsCompare() throws {
        let index = try Vectors.load("index.json")
        let files = index["files"]?.array?.compactMap(\.string) ?? []
        XCTAssertEqual(try Vectors.tolerance(), 0.000001)
        let checked: [String: (key: String, count: Int)] = [
            "resolve.json": ("cases", 58), "geometry-linear.json": ("cases", 112),
            "geometry-circular.json": ("cases", 88),
            "geometry-pie.json": ("cases", 17), "geometry-gauge.json": ("cases", 46),
            "geometry-liquid.json": ("cases", 18),
            "geometry-border.json": ("cases", 31), "geometry-bars.json": ("cases", 28),
            "geometry-grid.json": ("cases", 18),
            "geometry-battery.json": ("cases", 18), "geometry-hourglass.json": ("cases", 11),
            "animator.json": ("scenarios", 10),
        ]
        XCTAssertEqual(Set(files), Set(checked.keys))
        for file in files {
            guard let expected = checked[file] else { continue }
            XCTAssertEqual(
                try Vectors.cases(file, key: expected.key, count: expected.count).count, expected.count, file)
        }
    }

    /// The comparison finds a resolved value off by more than the tolerance, so the vector test
    /// can fail.
    func testAResolvedValueOffByMoreThanTheToleranceIsAMismatch() throws {
        let tolerance = try Vectors.tolerance()
        let first = try XCTUnwrap(try Vectors.cases("resolve.json", count: 58).first)
        let expected = try XCTUnwrap(first["contentInset"]?.number)
        let contentInset = try XCTUnwrap(first["contentInset"])
        XCTAssertEqual(ResolvedProgress(decodeOptions(first["options"])).contentInset, expected, accuracy: tolerance)
        XCTAssertNil(firstMismatch(.number(expected), contentInset, tolerance: tolerance))
        XCTAssertNotNil(firstMismatch(.number(expected + 10 * tolerance), contentInset, tolerance: tolerance))
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
