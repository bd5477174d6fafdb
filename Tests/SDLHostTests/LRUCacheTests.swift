import SDLHost
import XCTest

final class LRUCacheTests: XCTestCase {
    func testKeepsTheRecentlyUsedAndStaysBounded() {
        var cache = LRUCache<Int, String>(capacity: 8)
        for i in 0..<8 { cache.insert("\(i)", for: i) }
        XCTAssertEqual(cache.value(for: 0), "0")  // 0 is now the most recent
        cache.insert("8", for: 8)  // over capacity: the two oldest (1, 2) go
        XCTAssertLessThanOrEqual(cache.count, 8)
        XCTAssertEqual(cache.value(for: 0), "0")
        XCTAssertNil(cache.value(for: 1))
        XCTAssertNil(cache.value(for: 2))
        XCTAssertEqual(cache.value(for: 8), "8")
        for i in 100..<1000 { cache.insert("", for: i) }
        XCTAssertLessThanOrEqual(cache.count, 8)
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
    }
}
