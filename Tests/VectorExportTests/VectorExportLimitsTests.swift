import Foundation
import Graphics
import LoaderKitCore
@testable import VectorExport
import XCTest

/// Exports beyond the limits are refused with the limit and the excess named.
final class VectorExportLimitsTests: XCTestCase {
    private func dots(count: Int, duration: Double) throws -> IndicatorEvaluator {
        let spec = try IndicatorSpec(
            json: """
                {"schemaVersion":1,"name":"Dots","duration":\(duration),"layout":{"type":"stack","count":\(count),"size":0.1},
                 "shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[0,1]}]}
                """)
        return try IndicatorEvaluator(spec: spec)
    }

    func testTooManyFramesNamesTheLimitAndTheExcess() throws {
        let exporter = VectorExporter(format: .lottie, color: .black)
        XCTAssertThrowsError(try exporter.export(try dots(count: 1, duration: 40))) { error in
            XCTAssertEqual(
                (error as? VectorExportLimits.Refusal)?.message,
                "one 40 s cycle at 60 fps is 2400 frames, 400 more than the 2000 an export may have; pass a lower --fps"
            )
        }
        XCTAssertThrowsError(try exporter.export(try dots(count: 1, duration: 1e308))) { error in
            XCTAssertTrue("\(error)".contains("more than the 2000"), "\(error)")
        }
    }

    func testTooManyBakedOutlinesNamesTheLimitAndTheExcess() throws {
        let exporter = VectorExporter(format: .svg, color: .black)
        XCTAssertThrowsError(try exporter.export(try dots(count: 10_000, duration: 1))) { error in
            XCTAssertEqual(
                (error as? VectorExportLimits.Refusal)?.message,
                "60 frames × 10000 elements is 600000 baked outlines, 200000 more than the 400000 an export may hold; "
                    + "pass a lower --fps or fewer elements")
        }
    }

    func testALargerFileThan32MiBIsRefused() {
        XCTAssertNoThrow(try VectorExportLimits.checkSize(32 << 20))
        XCTAssertThrowsError(try VectorExportLimits.checkSize((32 << 20) + 5)) { error in
            XCTAssertEqual(
                (error as? VectorExportLimits.Refusal)?.message,
                "the export would be 33554437 bytes, 5 more than the 33554432 bytes (32 MiB) a file may have; "
                    + "pass a lower --fps or a smaller spec")
        }
    }

    func testFormatsFollowTheExtension() {
        XCTAssertEqual(VectorFormat(path: "a/b.JSON"), .lottie)
        XCTAssertEqual(VectorFormat(path: "x.svg"), .svg)
        XCTAssertNil(VectorFormat(path: "x.png"))
    }
}
