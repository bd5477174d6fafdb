/// The coverage masks of shapes drawn recently, so that a shape drawn again at a whole-pixel
/// offset (the same dot in 48 spinners, the same bar in every skeleton row) is blended from its
/// mask without being flattened, accumulated and swept again.
///
/// A key is a sequence of words that determines the shape's coverage relative to its grid:
/// - a fill's elements before flattening, relative to the whole pixel under its first point
///   (`FillOutline.key`); the entry then holds where its grid lies from that pixel;
/// - a stroke's flattened outline in 24.8 fixed point relative to its cell grid, with its contour
///   ends and grid size (`RasterCore.outlineKey`).
/// The coverage accumulator works in grid-relative coordinates (see `CoverageAccumulator`), so two
/// shapes with equal keys have bit-identical coverage wherever they are drawn: a hit is exact.
/// Only shapes whose grid the clip does not cut are kept or taken.
///
/// Two-way set-associative on a hash of the key (two shapes whose hashes share a set both stay); a
/// shape is kept on its second miss, in place of the shape of its set used less recently.
/// Memory is bounded: `slotCount` slots of at most `maxPoints` points and `maxArea` mask pixels
/// (4 bytes each: 1.2 MB in all at most).
struct CoverageMaskCache {
    /// Slots in the table: 2^slotBits.
    static let slotBits = 7
    static let slotCount = 1 << slotBits
    /// Most outline points a kept shape may have.
    static let maxPoints = 256
    /// Most pixels a kept shape's grid may have (so a row's columns fit `MaskRow`'s 16 bits).
    static let maxArea = 48 * 48

    struct Entry {
        /// The key's hash; 0 marks an empty slot (no key hashes to 0, see `hash`).
        var hash: UInt64 = 0
        /// The key.
        var key: [UInt64] = []
        var width: Int32 = 0
        var height: Int32 = 0
        /// For a fill, the grid's top-left pixel from the whole pixel its outline is relative to.
        var offsetX: Int32 = 0
        var offsetY: Int32 = 0
        /// Each pixel's 8-bit coverage `c` as `c | c << 16` (the factor `SpanBlender.scale` takes
        /// for a pixel), `width` a row, row by row.
        var mask: [UInt32] = []
        /// Per row, the columns to blend.
        var rows: [MaskRow] = []
        /// The colour of the last blend of this mask.
        var lastColor: UInt32 = 0
        /// Whether `painted` holds the mask blended in `paintedColor` over `paintedBackground`.
        var isPainted = false
        var paintedColor: UInt32 = 0
        var paintedBackground: UInt32 = 0
        /// The mask blended in a colour over a plain background, `width` a row (see `paint`).
        var painted: [UInt32] = []
    }

    /// What a lookup found.
    enum Lookup {
        /// The shape's mask is in `entries[slot]`.
        case hit(slot: Int)
        /// Not kept; seen before (`keep`), its mask is to be kept in `slot` under `hash` once swept.
        case miss(slot: Int, hash: UInt64, keep: Bool)
    }

    private(set) var entries = [Entry](repeating: Entry(), count: slotCount)
    /// The hashes of the last two shapes of each set that missed once: a shape is kept when it
    /// misses a second time, so that shapes drawn only once (most of a gallery's) cost a hash and
    /// no copy.
    private var seen = [UInt64](repeating: 0, count: slotCount)
    /// Per set, the way (0 or 1) used last.
    private var recent = [UInt8](repeating: 0, count: slotCount / 2)
    /// Lookups that found their shape, and lookups that did not (for tests and benchmarks).
    private(set) var hits = 0
    private(set) var misses = 0
    /// Blends that went through painted pixels.
    private(set) var paintedBlends = 0

    /// True when a shape of `pointCount` points in a `width` × `height` grid may be kept.
    static func admits(pointCount: Int, width: Int, height: Int) -> Bool {
        pointCount <= maxPoints && width * height <= maxArea
    }

    /// An FNV-style hash of the key, never 0.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt64>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in key { h = (h ^ word) &* 0x100_0000_01b3 }
        h ^= h >> 29
        return h == 0 ? 1 : h
    }

    /// Looks up the shape of `key`.
    mutating func lookup(_ key: UnsafeBufferPointer<UInt64>) -> Lookup {
        let h = Self.hash(key)
        let set = Int(truncatingIfNeeded: h >> UInt64(64 - Self.slotBits + 1))
        let first = set &<< 1
        for slot in first...first &+ 1 where entries[slot].hash == h && Self.equal(entries[slot].key, key) {
            hits &+= 1
            recent[set] = UInt8(truncatingIfNeeded: slot & 1)
            return .hit(slot: slot)
        }
        misses &+= 1
        let victim = first | Int(1 &- recent[set])
        if seen[first] == h || seen[first &+ 1] == h {
            recent[set] = UInt8(truncatingIfNeeded: victim & 1)
            return .miss(slot: victim, hash: h, keep: true)
        }
        // The set's last two shapes seen, the newer first.
        seen[first &+ 1] = seen[first]
        seen[first] = h
        return .miss(slot: victim, hash: h, keep: false)
    }

    @inline(__always)
    private static func equal(_ kept: [UInt64], _ key: UnsafeBufferPointer<UInt64>) -> Bool {
        guard kept.count == key.count else { return false }
        return kept.withUnsafeBufferPointer { kept in
            var i = 0
            while i < key.count {
                if kept[i] != key[i] { return false }
                i &+= 1
            }
            return true
        }
    }

    /// Keeps the mask of a shape that missed under `key`, from its runs in a `width` × `height`
    /// grid (for a fill, `offsetX`, `offsetY` from the whole pixel its outline is relative to).
    mutating func store(
        slot: Int, hash: UInt64, key: UnsafeBufferPointer<UInt64>, width: Int, height: Int, offsetX: Int,
        offsetY: Int, runs: UnsafeBufferPointer<CoverageRun>
    ) {
        entries[slot].hash = hash
        entries[slot].key.removeAll(keepingCapacity: true)
        entries[slot].key.append(contentsOf: key)
        entries[slot].width = Int32(truncatingIfNeeded: width)
        entries[slot].height = Int32(truncatingIfNeeded: height)
        entries[slot].offsetX = Int32(truncatingIfNeeded: offsetX)
        entries[slot].offsetY = Int32(truncatingIfNeeded: offsetY)
        var mask = entries[slot].mask, rows = entries[slot].rows
        entries[slot].mask = []
        entries[slot].rows = []
        mask.removeAll(keepingCapacity: true)
        mask.append(contentsOf: repeatElement(0, count: width * height))
        rows.removeAll(keepingCapacity: true)
        rows.append(contentsOf: repeatElement(MaskRow(), count: height))
        mask.withUnsafeMutableBufferPointer { mask in
            rows.withUnsafeMutableBufferPointer { rows in
                for run in runs {
                    let row = Int(run.row)
                    (mask.baseAddress! + (row * width + Int(run.x0))).update(
                        repeating: run.coverage | run.coverage << 16, count: Int(run.x1 - run.x0))
                    if rows[row].head == rows[row].end { rows[row].head = UInt16(run.x0) }
                    rows[row].end = UInt16(run.x1)
                }
                for row in 0..<height where rows[row].head != rows[row].end {
                    rows[row] = MaskRow(
                        start: Int(rows[row].head), end: Int(rows[row].end), width: width,
                        coverage: mask.baseAddress! + row * width)
                }
            }
        }
        entries[slot].mask = mask
        entries[slot].rows = rows
        entries[slot].isPainted = false
    }

    /// Whether the mask in `slot`, blended now in `color` over `background`, should go through
    /// its painted pixels: true when they are painted for that pair, or when the mask's last
    /// blend was in the same colour (a shape drawn again and again, as in a row of spinners),
    /// and then painted first. Remembers `color` as the last.
    mutating func paintedFor(slot: Int, color: UInt32, background: UInt32) -> Bool {
        defer { entries[slot].lastColor = color }
        if entries[slot].isPainted, entries[slot].paintedColor == color,
            entries[slot].paintedBackground == background
        {
            paintedBlends &+= 1
            return true
        }
        guard entries[slot].lastColor == color else { return false }
        paint(slot: slot, color: color, background: background)
        paintedBlends &+= 1
        return true
    }

    /// Blends the mask in `slot` in `color` over `background` into its `painted` pixels (pixels of
    /// coverage 0 are the background), with `PixelMath`'s arithmetic.
    private mutating func paint(slot: Int, color: UInt32, background: UInt32) {
        var painted = entries[slot].painted
        entries[slot].painted = []
        let mask = entries[slot].mask
        painted.removeAll(keepingCapacity: true)
        painted.append(contentsOf: repeatElement(background, count: mask.count))
        let full = PixelMath.blend(color, over: background, coverage: 255)
        painted.withUnsafeMutableBufferPointer { painted in
            for i in mask.indices {
                let c = mask[i] & 0xFF
                if c == 255 {
                    painted[i] = full
                } else if c != 0 {
                    painted[i] = PixelMath.blend(color, over: background, coverage: c)
                }
            }
        }
        entries[slot].painted = painted
        entries[slot].isPainted = true
        entries[slot].paintedColor = color
        entries[slot].paintedBackground = background
    }

    /// Appends the runs of the mask in `slot` (the runs it was made from, neighbours of equal
    /// coverage joined) to `runs`.
    func appendRuns(ofSlot slot: Int, to runs: RunBuffer) {
        let width = Int(entries[slot].width), mask = entries[slot].mask
        for (row, extent) in entries[slot].rows.enumerated() {
            var x = Int(extent.head)
            let end = Int(extent.end)
            while x < end {
                let coverage = mask[row * width + x] & 0xFF
                var next = x + 1
                while next < end, mask[row * width + next] & 0xFF == coverage { next += 1 }
                if coverage != 0 {
                    runs.append(
                        row: Int32(row), x0: Int32(x), x1: Int32(next), coverage: coverage)
                }
                x = next
            }
        }
    }
}
