import Dispatch
import Glibc
import Graphics

/// Draws display lists on every core: a region of at least `minimumTiledArea` pixels is cut into
/// horizontal bands, one a core, each drawn by its own `Renderer` at the same time (the 2x window's
/// large redraws, big exports); a smaller one is drawn by the first renderer alone.
///
/// The pixels are those of one `Renderer` drawing the whole region: a band is a clip, and a clip
/// changes nothing inside it. A shape cut by a band's edge is drawn by both bands, each its part.
/// Not thread-safe: use one tiled renderer per thread.
public final class TiledRenderer {
    /// The smallest region (pixels) worth the bands: below it, waking the other cores costs more
    /// than they save.
    public static let minimumTiledArea = 256 * 1024
    private let renderers: [Renderer]

    /// A renderer of `bands` bands (default: one per online core, at most 16).
    public init(tolerance: Double = 0.2, bands: Int? = nil) {
        let cores = max(1, min(16, bands ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        renderers = (0..<cores).map { _ in Renderer(tolerance: tolerance) }
    }

    /// Draws every command of `list` into `pixmap`, touching only pixels inside `clip` (default:
    /// the whole pixmap), in bands when `drawnArea` is at least `minimumTiledArea`: the area that
    /// decides, by default the clip's (the window passes its largest dirty rect's, as many small
    /// rects do not pay for bands). The pixmap is not cleared first.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap, clip: IntRect? = nil, drawnArea: Int? = nil) {
        let width = pixmap.width, height = pixmap.height
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            render(list, into: buffer, width: width, height: height, clip: clip, drawnArea: drawnArea)
        }
    }

    /// Draws `list` as `render(_:into:clip:drawnArea:)` does, into memory the caller owns: `pixels`
    /// holds `width` × `height` premultiplied 0xAARRGGBB pixels, row by row without padding (a
    /// window's own framebuffer, drawn in place). Draws nothing when `pixels` is smaller than
    /// that or a side is not positive.
    public func render(
        _ list: DisplayList, into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int,
        clip: IntRect? = nil, drawnArea: Int? = nil
    ) {
        guard width > 0, height > 0, let base = pixels.baseAddress,
            case let (area, overflow) = width.multipliedReportingOverflow(by: height), !overflow,
            pixels.count >= area
        else { return }
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        guard let region = (clip ?? bounds).intersection(bounds) else { return }
        let target = PixelTarget(pixels: base, width: width, height: height)
        guard renderers.count > 1, min(drawnArea ?? region.area, region.area) >= Self.minimumTiledArea else {
            renderers[0].render(list, into: target, region: region)
            return
        }
        let job = BandJob(
            renderers: renderers, list: list, bands: Self.bands(of: region, count: renderers.count), target: target)
        DispatchQueue.concurrentPerform(iterations: job.bands.count) { i in job.draw(band: i) }
    }

    /// The bands of one render, handed to the cores. Unchecked: band i is drawn by renderer i
    /// alone, writes only the rows of band i, and the list is only read; the call returns when
    /// every band is drawn, while the pixels are pinned.
    private struct BandJob: @unchecked Sendable {
        let renderers: [Renderer]
        let list: DisplayList
        let bands: [IntRect]
        let target: PixelTarget

        func draw(band i: Int) { renderers[i].render(list, into: target, region: bands[i]) }
    }

    /// `region` cut into `count` bands of whole rows, top to bottom, their heights differing by
    /// at most one.
    static func bands(of region: IntRect, count: Int) -> [IntRect] {
        let n = max(1, min(count, region.height))
        return (0..<n).map { i in
            let top = region.minY + region.height * i / n, bottom = region.minY + region.height * (i + 1) / n
            return IntRect(x: region.minX, y: top, width: region.width, height: bottom - top)
        }
    }
}
