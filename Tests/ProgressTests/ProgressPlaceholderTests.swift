import XCTest
import LoaderKitCore

final class ProgressPlaceholderTests: XCTestCase {
    func testCoreLoads() { XCTAssertFalse(IndicatorSpec.builtinNames.isEmpty) }
}
