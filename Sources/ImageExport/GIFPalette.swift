/// A GIF colour table: opaque colours 0xRRGGBB in index order, after an optional transparent
/// entry at index 0.
struct GIFPalette: Equatable {
    /// Opaque colours; the first has index `firstColorIndex`.
    let colors: [UInt32]
    /// Whether index 0 is reserved for transparent pixels.
    let hasTransparentEntry: Bool

    /// The most entries a GIF colour table holds.
    static let capacity = 256

    var transparentIndex: Int? { hasTransparentEntry ? 0 : nil }
    var firstColorIndex: Int { hasTransparentEntry ? 1 : 0 }
    var usedCount: Int { colors.count + firstColorIndex }

    /// The table as written: used entries then black padding up to a power of two (at least 2),
    /// as GIF requires. The transparent entry is black.
    var paddedTable: [UInt32] {
        var size = 2
        while size < usedCount { size *= 2 }
        var table = [UInt32](repeating: 0, count: size)
        for (n, color) in colors.enumerated() { table[firstColorIndex + n] = color }
        return table
    }
}

/// The opaque colours of some pixels, ignoring pixels with alpha below `GIFColors.alphaThreshold`.
struct GIFColors {
    /// Pixels with alpha below this are transparent in a GIF, the others opaque.
    static let alphaThreshold: UInt8 = 128

    /// Distinct opaque colours 0xRRGGBB, ascending.
    var colors: [UInt32] = []
    /// How many pixels have each colour (parallel to `colors`).
    var counts: [Int] = []
    /// Whether any pixel is transparent.
    var hasTransparency = false

    /// Counts the colours of `image`.
    init(_ image: RGBAImage) {
        var keys: [UInt32] = []
        keys.reserveCapacity(image.width * image.height)
        image.pixels.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                if p[i + 3] < Self.alphaThreshold {
                    hasTransparency = true
                } else {
                    keys.append(Self.key(p[i], p[i + 1], p[i + 2]))
                }
                i += 4
            }
        }
        keys.sort()
        for key in keys {
            if key == colors.last {
                counts[counts.count - 1] += 1
            } else {
                colors.append(key)
                counts.append(1)
            }
        }
    }

    /// The union of several colour sets (counts are summed).
    init(union sets: [GIFColors]) {
        var merged: [UInt32: Int] = [:]
        for set in sets {
            hasTransparency = hasTransparency || set.hasTransparency
            for (color, count) in zip(set.colors, set.counts) { merged[color, default: 0] += count }
        }
        colors = merged.keys.sorted()
        counts = colors.map { merged[$0]! }
    }

    /// Table entries an exact palette of these colours needs.
    var exactEntryCount: Int { colors.count + (hasTransparency ? 1 : 0) }

    @inline(__always)
    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
