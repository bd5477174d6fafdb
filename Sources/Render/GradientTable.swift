import Graphics

/// A 256-entry lookup of premultiplied 0xAARRGGBB colours along a gradient (t = i / 255).
///
/// Colours are interpolated premultiplied between stops (sorted by offset, offsets clamped to
/// 0...1) and padded with the end stops' colours beyond them.
///
/// A table's storage holds `storage` words: the colours, then for each index the bounds of the
/// stretch of equal colours around it (see `stretch(_:in:)`), which gradient spans step over.
enum GradientTable {
    /// Colours in a table.
    static let size = 256
    /// Words of storage: the colours, then the stretch bounds.
    static let storage = 2 * size

    /// Writes the stretch bounds after the colours of `table`: for index i, the first and last
    /// index of the run of equal colours holding i.
    static func markStretches(_ table: UnsafeMutablePointer<UInt32>) {
        var first = 0
        for i in 0..<size where i == size - 1 || table[i + 1] != table[i] {
            for j in first...i { table[size + j] = UInt32(first) | UInt32(i) << 8 }
            first = i + 1
        }
    }

    /// The first and last index of the stretch of equal colours holding `index`.
    @inline(__always)
    static func stretch(_ index: Int, in table: UnsafePointer<UInt32>) -> (first: Int, last: Int) {
        let bounds = table[size &+ index]
        return (Int(bounds & 0xFF), Int(bounds >> 8 & 0xFF))
    }

    /// Fills `table` for `stops` with every alpha multiplied by `alpha` (0...1); false when there
    /// are no stops or nothing would be visible.
    static func build(_ stops: [GradientStop], alpha: Double, into table: UnsafeMutablePointer<UInt32>) -> Bool {
        guard !stops.isEmpty else { return false }
        var sorted = stops.enumerated().sorted { l, r in
            l.element.offset != r.element.offset ? l.element.offset < r.element.offset : l.offset < r.offset
        }.map(\.element)
        var previous = 0.0
        for i in sorted.indices {
            let offset = sorted[i].offset.isNaN ? previous : min(max(sorted[i].offset, previous), 1)
            sorted[i].offset = offset
            previous = offset
        }
        let factor = min(max(alpha.isNaN ? 0 : alpha, 0), 1)
        func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
            let a = min(max(c.alpha.isNaN ? 0 : c.alpha, 0), 1)
            func ch(_ v: Double) -> Double { min(max(v.isNaN ? 0 : v, 0), 1) * a }
            return (ch(c.red), ch(c.green), ch(c.blue), a)
        }
        var visible = false
        var segment = 0
        for i in 0..<size {
            let t = Double(i) / Double(size - 1)
            while segment < sorted.count - 1, sorted[segment + 1].offset < t { segment += 1 }
            let value: (Double, Double, Double, Double)
            if t <= sorted[0].offset {
                value = premultiplied(sorted[0].color)
            } else if segment >= sorted.count - 1 {
                value = premultiplied(sorted[sorted.count - 1].color)
            } else {
                let a = sorted[segment], b = sorted[segment + 1]
                let span = b.offset - a.offset
                let f = span > 0 ? (t - a.offset) / span : 1
                let ca = premultiplied(a.color), cb = premultiplied(b.color)
                value = (
                    ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f,
                    ca.2 + (cb.2 - ca.2) * f, ca.3 + (cb.3 - ca.3) * f
                )
            }
            let a8 = UInt32(Color.quantizeUnit(value.3 * factor))
            func c8(_ v: Double) -> UInt32 { min(UInt32(Color.quantizeUnit(v * factor)), a8) }
            table[i] = a8 << 24 | c8(value.0) << 16 | c8(value.1) << 8 | c8(value.2)
            if a8 > 0 { visible = true }
        }
        return visible
    }
}

/// A gradient table that keeps its last build: the fills of one frame often share their stops
/// (every bone of a skeleton does), so most fills reuse it instead of building 256 entries.
struct GradientTableCache {
    private var entries = [UInt32](repeating: 0, count: GradientTable.storage)
    private var key: (stops: [GradientStop], alpha: Double)?
    private var visible = false

    /// Makes the table hold `stops` at `alpha`; false when nothing would be visible.
    mutating func prepare(_ stops: [GradientStop], alpha: Double) -> Bool {
        if let key, key.alpha == alpha, key.stops == stops { return visible }
        visible = entries.withUnsafeMutableBufferPointer { buffer in
            let table = buffer.baseAddress!
            defer { GradientTable.markStretches(table) }
            return GradientTable.build(stops, alpha: alpha, into: table)
        }
        key = (stops, alpha)
        return visible
    }

    /// Runs `body` with the table (colours and stretch bounds).
    func withTable<R>(_ body: (UnsafePointer<UInt32>) -> R) -> R {
        entries.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

extension Color {
    /// A value in 0...1 rounded to 0...255 (half up, clamped).
    static func quantizeUnit(_ v: Double) -> Int {
        guard v > 0 else { return 0 }
        return v >= 1 ? 255 : Int(v * 255 + 0.5)
    }
}
