/// Remembered results of `PixelMath.sourceOver(scale(source, coverage), destination)`, so that
/// edge pixels of solid shapes over a plain background (the same source, coverage and
/// destination again and again) cost a lookup instead of two scalings.
///
/// Direct-mapped: each 8-bit coverage owns `ways` slots, picked by a hash of the (source,
/// destination) pair, which is the slot's key. The result is a pure function of the key and the
/// slot's coverage, so a hit is always exact and nothing ever needs invalidating.
struct BlendMemo {
    /// Slots per coverage value.
    static let ways = 8
    /// Slots in all.
    static let count = 256 * ways

    /// `count` keys: source << 32 | destination.
    let keys: UnsafeMutablePointer<UInt64>
    /// `count` results.
    let results: UnsafeMutablePointer<UInt32>

    /// The slot of a key at a coverage (0...255).
    @inline(__always)
    static func slot(_ key: UInt64, coverage: UInt32) -> Int {
        Int(truncatingIfNeeded: coverage) &* ways | Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 61)
    }

    /// Source-over of `source` (premultiplied) scaled by `coverage` (1...255) over `destination`.
    @inline(__always)
    func blend(_ source: UInt32, coverage: UInt32, over destination: UInt32) -> UInt32 {
        let key = UInt64(source) << 32 | UInt64(destination)
        let i = Self.slot(key, coverage: coverage)
        if keys[i] == key { return results[i] }
        let result = PixelMath.sourceOver(PixelMath.scale(source, by: coverage), destination)
        keys[i] = key
        results[i] = result
        return result
    }
}

extension BlendMemo {
    /// The memory of a memo, zeroed (a zero key maps to the correct result 0), freed on deinit.
    final class Storage {
        let memo: BlendMemo

        init() {
            let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: BlendMemo.count)
            keys.initialize(repeating: 0, count: BlendMemo.count)
            let results = UnsafeMutablePointer<UInt32>.allocate(capacity: BlendMemo.count)
            results.initialize(repeating: 0, count: BlendMemo.count)
            memo = BlendMemo(keys: keys, results: results)
        }

        deinit {
            memo.keys.deallocate()
            memo.results.deallocate()
        }
    }
}
