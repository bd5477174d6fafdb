/// Maps straight RGBA pixels to the indices of a `GIFPalette`.
///
/// Pixels with alpha below `GIFColors.alphaThreshold` take the transparent index; the others
/// take the nearest palette colour by squared RGB distance (the exact one when present; ties
/// go to the lower index).
struct GIFIndexer {
    let palette: GIFPalette
    private let search: NearestColorSearch?

    init(palette: GIFPalette) {
        self.palette = palette
        search = palette.colors.isEmpty ? nil : NearestColorSearch(palette: palette.colors)
    }

    /// One index per pixel of `image`, row-major from the top row; `colors` are the image's own.
    func indices(of image: RGBAImage, colors: GIFColors) -> [UInt8] {
        let first = palette.firstColorIndex
        let table = (search?.nearest(to: colors.colors) ?? colors.colors.map { _ in 0 }).map { UInt8(first + $0) }
        var out = [UInt8](repeating: UInt8(palette.transparentIndex ?? 0), count: image.width * image.height)
        colors.colors.withUnsafeBufferPointer { keys in
            table.withUnsafeBufferPointer { table in
                image.pixels.withUnsafeBufferPointer { p in
                    out.withUnsafeMutableBufferPointer { out in
                        for n in 0..<out.count where p[n * 4 + 3] >= GIFColors.alphaThreshold {
                            let key = GIFColors.key(p[n * 4], p[n * 4 + 1], p[n * 4 + 2])
                            var low = 0, high = keys.count
                            while low < high {
                                let mid = (low + high) / 2
                                if keys[mid] < key { low = mid + 1 } else { high = mid }
                            }
                            out[n] = table[low]
                        }
                    }
                }
            }
        }
        return out
    }
}
