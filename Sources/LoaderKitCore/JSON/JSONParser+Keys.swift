import Foundation

/// Member keys while an object is parsed: whether the object is regular (see `JSONTape`).
extension JSONParser {
    /// The text of the key record `i`, for messages.
    func keyText(_ i: Int) -> String {
        let r = record(i).pointee
        if r.flags & JSONTape.decodedFlag != 0 { return strings[Int(r.payload)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(r.start) + 1..<Int(r.end) - 1]), as: UTF8.self)
    }

    /// Whether the key record `i` can neither be an array index nor `__proto__` (a key with
    /// escapes is never taken as plain).
    func isPlainKey(_ i: Int) -> Bool {
        let r = record(i).pointee
        if r.flags & JSONTape.decodedFlag != 0 { return false }
        let lo = Int(r.start) + 1
        let n = Int(r.end) - 1 - lo
        let p = bytes.baseAddress! + lo
        if n > 0, p[0] &- 48 < 10 { return false }
        return !(n == 9 && memcmp(p, "__proto__", 9) == 0)
    }

    /// Whether two of the plain key records `keys` are the same text.
    func hasDuplicateKeys(_ keys: UnsafeBufferPointer<UInt32>) -> Bool {
        let b = bytes.baseAddress!
        if keys.count <= 16 {
            for a in keys.indices {
                let ra = record(Int(keys[a])).pointee
                let n = Int(ra.end - ra.start)
                for other in 0..<a {
                    let rb = record(Int(keys[other])).pointee
                    if Int(rb.end - rb.start) == n, JSONTape.same(b + Int(ra.start), b + Int(rb.start), n) {
                        return true
                    }
                }
            }
            return false
        }
        // Bytes, not `String`s: Swift's string equality would merge canonically equivalent keys
        // that JavaScript keeps apart.
        var seen = Set<[UInt8]>(minimumCapacity: keys.count)
        for k in keys {
            let r = record(Int(k)).pointee
            if !seen.insert(Array(bytes[Int(r.start) + 1..<Int(r.end) - 1])).inserted { return true }
        }
        return false
    }
}
