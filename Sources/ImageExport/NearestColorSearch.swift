/// Finds the palette colours nearest to queries by squared RGB distance; ties go to the lower
/// palette index.
///
/// The palette is kept sorted by green; a search starts at the query's green and walks both
/// ways until the green difference alone exceeds the best distance found.
struct NearestColorSearch {
    /// Sorted entries, 4 values each: red, green, blue, palette index.
    private let entries: [Int32]

    /// Prepares a search over `palette` (colours 0xRRGGBB; not empty).
    init(palette: [UInt32]) {
        precondition(!palette.isEmpty, "empty palette")
        let sorted = palette.indices.sorted { a, b in
            let (ga, gb) = (palette[a] >> 8 & 0xFF, palette[b] >> 8 & 0xFF)
            return ga != gb ? ga < gb : a < b
        }
        entries = sorted.flatMap { n in
            [Int32(palette[n] >> 16 & 0xFF), Int32(palette[n] >> 8 & 0xFF), Int32(palette[n] & 0xFF), Int32(n)]
        }
    }

    /// The palette index nearest to each of `colors` (0xRRGGBB).
    func nearest(to colors: [UInt32]) -> [Int] {
        var result = [Int](repeating: 0, count: colors.count)
        entries.withUnsafeBufferPointer { entries in
            result.withUnsafeMutableBufferPointer { result in
                for (n, color) in colors.enumerated() {
                    result[n] = Self.search(entries, color)
                }
            }
        }
        return result
    }

    private static func search(_ e: UnsafeBufferPointer<Int32>, _ color: UInt32) -> Int {
        let (r, g, b) = (Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
        let count = e.count / 4
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if e[mid * 4 + 1] < g { low = mid + 1 } else { high = mid }
        }
        var best = Int32.max, bestIndex = Int32.max
        var up = low, down = low - 1
        while up < count || down >= 0 {
            if up < count {
                let dg = e[up * 4 + 1] - g
                if dg * dg > best {
                    up = count
                } else {
                    let (dr, db) = (e[up * 4] - r, e[up * 4 + 2] - b)
                    let distance = dr * dr + dg * dg + db * db
                    if distance < best || (distance == best && e[up * 4 + 3] < bestIndex) {
                        best = distance
                        bestIndex = e[up * 4 + 3]
                    }
                    up += 1
                }
            }
            if down >= 0 {
                let dg = e[down * 4 + 1] - g
                if dg * dg > best {
                    down = -1
                } else {
                    let (dr, db) = (e[down * 4] - r, e[down * 4 + 2] - b)
                    let distance = dr * dr + dg * dg + db * db
                    if distance < best || (distance == best && e[down * 4 + 3] < bestIndex) {
                        best = distance
                        bestIndex = e[down * 4 + 3]
                    }
                    down -= 1
                }
            }
        }
        return Int(bestIndex)
    }
}
