import Foundation
import TestSupport
import XCTest
@testable import LoaderKitCore

/// Repeated member names, however an object's keys happen to resemble each other.
final class JSONKeyTests: XCTestCase {
    /// Objects of 1 to 20 keys drawn from a pool of look-alikes (one length, one text but for a
    /// byte somewhere, from empty to 24 bytes, so every way of comparing keys is met): the members
    /// are the distinct keys in order of first appearance, each with its last value.
    func testRepeatedKeysAreFoundAmongLookAlikes() throws {
        var rng = SeededGenerator(seed: 32)
        let alphabet = Array("abAB_xyz")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &rng)
            let base = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
            let pool: [String] = (0..<Int.random(in: 1...8, using: &rng)).map { _ in
                var key = base
                if !key.isEmpty, Bool.random(using: &rng) {
                    key[Int.random(in: 0..<key.count, using: &rng)] =
                        alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                }
                return String(key)
            }
            let keys = (0..<Int.random(in: 1...20, using: &rng)).map { _ in
                pool[Int.random(in: 0..<pool.count, using: &rng)]
            }
            let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
            var order: [String] = []
            var last: [String: Double] = [:]
            for (value, key) in keys.enumerated() {
                if last[key] == nil { order.append(key) }
                last[key] = Double(value)
            }
            let object = try XCTUnwrap(JSONParser.parse(text).object, text)
            XCTAssertEqual(object.members.map(\.key), order, text)
            for key in order { XCTAssertEqual(object[key]?.number, last[key], "\(key) in \(text)") }
        }
    }

    /// `JSONTape.same` against array equality, for every length to 40 bytes and a difference
    /// at every place (first, last, middle, where the two words overlap).
    func testKeyBytesCompareAsArraysDo() {
        var rng = SeededGenerator(seed: 33)
        for n in 0...40 {
            let a = (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
            for place in -1..<n {
                var b = a
                if place >= 0 { b[place] ^= UInt8(1) << UInt8(place % 8) }
                a.withUnsafeBufferPointer { x in
                    b.withUnsafeBufferPointer { y in
                        XCTAssertEqual(
                            JSONTape.same(x.baseAddress ?? UnsafePointer(bitPattern: 1)!, y.baseAddress, n), a == b,
                            "\(n) bytes, differing at \(place)")
                    }
                }
            }
        }
    }
}
