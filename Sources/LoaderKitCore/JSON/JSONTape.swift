import Foundation

/// A parsed JSON document as a flat arena: one fixed-size record per value and per member key,
/// in document order, with numbers in place and strings as byte ranges into the input.
///
/// A container's items follow it; an object's members follow it as a key record then the value.
/// Only strings with escapes are decoded (into `strings`). Objects carry JavaScript semantics:
/// a regular object (no duplicate keys, no array-index keys, no `__proto__`) lists its members in
/// source order, which is then JavaScript key order; any other object has an `ObjectLayout`.
package struct JSONTape: Sendable {
    /// The kinds of record.
    package enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    /// One value or member key (24 bytes).
    struct Record: Sendable {
        var kind: Kind
        /// `decodedFlag`, `layoutFlag`.
        var flags: UInt8
        /// Byte offset of the first character (a key's opening quote).
        var start: UInt32
        /// Byte offset just past the last character.
        var end: UInt32
        /// A number's bits, a bool (0 or 1), a decoded string's index in `strings`, or a
        /// container's item count (low 32 bits) and the index just past its subtree (high 32).
        var payload: UInt64
    }

    /// A string whose text is `strings[payload]` rather than the input bytes.
    static let decodedFlag: UInt8 = 1
    /// An object whose members and prototype are in `layouts`.
    static let layoutFlag: UInt8 = 2

    /// An object's own members in JavaScript order and its prototype, for objects that are not
    /// regular.
    struct ObjectLayout: Sendable {
        /// (key record, value record) per own member, array-index keys first.
        var members: [(key: Int, value: Int)]
        var prototype: Prototype
    }

    /// What a `__proto__` member made of an object's prototype.
    enum Prototype: Sendable {
        case standard, none
        case node(Int)
    }

    /// The input the byte ranges point into (empty for a tape made from a tree).
    package internal(set) var bytes: [UInt8]
    var records: [Record] = []
    var strings: [String] = []
    var layouts: [Int: ObjectLayout] = [:]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The root value's record.
    package var root: Int { 0 }

    package func kind(_ i: Int) -> Kind { records[i].kind }
    package func start(_ i: Int) -> Int { Int(records[i].start) }
    package func end(_ i: Int) -> Int { Int(records[i].end) }

    /// The number at `i`, or nil.
    package func number(_ i: Int) -> Double? {
        let r = records[i]
        return r.kind == .number ? Double(bitPattern: r.payload) : nil
    }

    /// The finite number at `i`, or nil.
    package func finiteNumber(_ i: Int) -> Double? {
        let r = records[i]
        guard r.kind == .number else { return nil }
        let x = Double(bitPattern: r.payload)
        return x.isFinite ? x : nil
    }

    package func bool(_ i: Int) -> Bool? {
        let r = records[i]
        return r.kind == .bool ? r.payload != 0 : nil
    }

    /// The text of the string (or key) at `i`, or nil.
    package func string(_ i: Int) -> String? {
        let r = records[i]
        guard r.kind == .string else { return nil }
        if r.flags & JSONTape.decodedFlag != 0 { return strings[Int(r.payload)] }
        return String(decoding: bytes[Int(r.start + 1)..<Int(r.end - 1)], as: UTF8.self)
    }

    /// Whether the string at `i` is exactly `text` (false for any other kind).
    func stringEquals(_ i: Int, _ text: String) -> Bool {
        let r = records[i]
        guard r.kind == .string else { return false }
        if r.flags & JSONTape.decodedFlag != 0 { return strings[Int(r.payload)].utf8.elementsEqual(text.utf8) }
        let lo = Int(r.start) + 1
        let n = Int(r.end) - 1 - lo
        var text = text
        return text.withUTF8 { t in
            guard t.count == n else { return false }
            return bytes.withUnsafeBufferPointer { b in
                n == 0 || memcmp(b.baseAddress! + lo, t.baseAddress!, n) == 0
            }
        }
    }

    /// Whether the string at `i` is exactly `text` (false for any other kind).
    func stringEquals(_ i: Int, _ text: StaticString) -> Bool {
        let r = records[i]
        guard r.kind == .string else { return false }
        return text.withUTF8Buffer { t in
            if r.flags & JSONTape.decodedFlag != 0 { return strings[Int(r.payload)].utf8.elementsEqual(t) }
            let lo = Int(r.start) + 1
            let n = Int(r.end) - 1 - lo
            guard t.count == n else { return false }
            return bytes.withUnsafeBufferPointer { b in JSONTape.same(b.baseAddress! + lo, t.baseAddress, n) }
        }
    }

    /// Whether the string at `i` is empty.
    func isEmptyString(_ i: Int) -> Bool {
        let r = records[i]
        if r.flags & JSONTape.decodedFlag != 0 { return strings[Int(r.payload)].isEmpty }
        return r.end - r.start == 2
    }

    /// The items of an array, or the own members of an object (in JavaScript order).
    package func count(_ i: Int) -> Int { Int(truncatingIfNeeded: records[i].payload & 0xFFFF_FFFF) }

    /// The record just past the value at `i` and everything inside it.
    func next(_ i: Int) -> Int {
        let r = records[i]
        return r.kind == .array || r.kind == .object ? Int(r.payload >> 32) : i + 1
    }

    /// The items of the array at `i`, in order.
    package func items(_ i: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(count(i))
        forEachItem(i) { out.append($0) }
        return out
    }

    /// Calls `body` with each item of the array at `i`.
    func forEachItem(_ i: Int, _ body: (Int) throws(JSConversionError) -> Void) rethrows {
        var c = i + 1
        for _ in 0..<count(i) {
            try body(c)
            c = next(c)
        }
    }

    /// The item `index` of the array at `i` (which must have that many items).
    func item(_ i: Int, _ index: Int) -> Int {
        var c = i + 1
        var k = 0
        while k < index {
            c = next(c)
            k += 1
        }
        return c
    }

    /// The own members of the object at `i` in JavaScript order: (key record, value record).
    package func members(_ i: Int) -> [(key: Int, value: Int)] {
        if records[i].flags & JSONTape.layoutFlag != 0 { return layouts[i]!.members }
        var out: [(key: Int, value: Int)] = []
        out.reserveCapacity(count(i))
        var k = i + 1
        for _ in 0..<count(i) {
            out.append((k, k + 1))
            k = next(k + 1)
        }
        return out
    }

    /// The object's prototype as `__proto__` set it.
    func prototype(_ i: Int) -> Prototype {
        records[i].flags & JSONTape.layoutFlag != 0 ? layouts[i]!.prototype : .standard
    }

    /// Whether the `n` bytes at `a` and `b` are the same. Keys of up to 16 bytes are compared
    /// inline, as two words that overlap in the middle (every byte read lies in both ranges).
    @inline(__always)
    static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ n: Int) -> Bool {
        guard n > 0, let b else { return true }
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        if n >= 8 {
            if n > 16 { return memcmp(a, b, n) == 0 }
            return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
        }
        if n >= 4 {
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
                    == y.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
        }
        return a[0] == b[0] && a[n &>> 1] == b[n &>> 1] && a[n &- 1] == b[n &- 1]
    }

    /// The value of the own member `key` of the object at `i`, or nil.
    package func member(_ i: Int, _ key: String) -> Int? {
        if records[i].flags & JSONTape.layoutFlag != 0 {
            for m in layouts[i]!.members where stringEquals(m.key, key) { return m.value }
            return nil
        }
        if let found = key.utf8.withContiguousStorageIfAvailable({ regularMember(i, $0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { regularMember(i, $0) }
    }

    /// `member` of a regular object (members in source order), the key given as UTF-8 bytes.
    private func regularMember(_ i: Int, _ k: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            records.withUnsafeBufferPointer { r in
                let n = k.count
                let first = n > 0 ? k[0] : 0
                var at = i + 1
                for _ in 0..<Int(truncatingIfNeeded: r[i].payload & 0xFFFF_FFFF) {
                    let record = r[at]
                    let lo = Int(record.start) + 1
                    if record.flags & JSONTape.decodedFlag != 0 {
                        if strings[Int(record.payload)].utf8.elementsEqual(k) { return at + 1 }
                    } else if Int(record.end) - 1 - lo == n, n == 0 || b[lo] == first,
                        JSONTape.same(b.baseAddress! + lo, k.baseAddress, n)
                    {
                        return at + 1
                    }
                    let value = r[at + 1]
                    at = value.kind == .array || value.kind == .object ? Int(value.payload >> 32) : at + 2
                }
                return nil
            }
        }
    }
}
