import XCTest
@testable import Studio

final class StudioModuleTests: XCTestCase {
    func testModuleLoads() { XCTAssertNotNil(StudioModule.self) }
}
