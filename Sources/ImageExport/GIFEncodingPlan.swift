/// What to write for an animation: the colour tables, each frame's indices and the disposal.
///
/// One global palette when every frame's opaque colours together (plus one transparent entry
/// if any pixel anywhere is transparent) fit 256 entries; otherwise a local palette per frame,
/// exact when that frame fits, else median-cut quantised. Every frame covers the whole canvas.
struct GIFEncodingPlan {
    struct Frame {
        /// The frame's own colour table, or nil when it uses the global one.
        let localPalette: GIFPalette?
        /// The transparent index, if the frame's table has one.
        let transparentIndex: Int?
        /// One palette index per pixel, row-major from the top row.
        let indices: [UInt8]
    }

    let globalPalette: GIFPalette?
    let frames: [Frame]
    /// Disposal for every frame: restore to background (2) when any pixel of the animation is
    /// transparent, so transparent areas never show earlier frames; otherwise leave in place (1).
    let disposal: Int32

    init(_ animation: GIFAnimation) {
        let perFrame = animation.frames.map(GIFColors.init)
        let union = GIFColors(union: perFrame)
        disposal = union.hasTransparency ? 2 : 1
        if union.exactEntryCount <= GIFPalette.capacity {
            let palette = GIFPalette(colors: union.colors, hasTransparentEntry: union.hasTransparency)
            let indexer = GIFIndexer(palette: palette)
            globalPalette = palette
            frames = zip(animation.frames, perFrame).map { image, colors in
                Frame(
                    localPalette: nil, transparentIndex: palette.transparentIndex,
                    indices: indexer.indices(of: image, colors: colors))
            }
        } else {
            globalPalette = nil
            frames = zip(animation.frames, perFrame).map { image, colors in
                let palette = Self.localPalette(for: colors)
                let indexer = GIFIndexer(palette: palette)
                return Frame(
                    localPalette: palette, transparentIndex: palette.transparentIndex,
                    indices: indexer.indices(of: image, colors: colors))
            }
        }
    }

    /// An exact palette when `colors` fit, else a median-cut one of the remaining entries.
    private static func localPalette(for colors: GIFColors) -> GIFPalette {
        let room = GIFPalette.capacity - (colors.hasTransparency ? 1 : 0)
        let chosen =
            colors.colors.count <= room
            ? colors.colors
            : MedianCut.palette(colors: colors.colors, counts: colors.counts, maximumCount: room)
        return GIFPalette(colors: chosen, hasTransparentEntry: colors.hasTransparency)
    }
}
