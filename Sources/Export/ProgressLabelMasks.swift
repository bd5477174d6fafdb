import Foundation
import Graphics
import LoaderKitDrawing
import Render

/// The headless vector labels (`ProgressVectorLabels`) rasterized once and reused: a label is
/// stroked into an 8-bit coverage mask the first time its text, size and sub-pixel position are
/// seen, and drawn from the mask (`drawMask`) afterwards. A frame whose labels did not change
/// costs one mask blend per label instead of flattening, stroking and sweeping the glyphs.
///
/// The mask holds the stroke's exact coverage (the renderer's own 8-bit rounding) with the
/// label's fractional offset baked in, placed at whole pixels, so a cached label blends to the
/// same pixels as the stroke it replaces. Least recently used masks are dropped beyond
/// `capacity`. Not thread-safe: one per renderer thread, like `Renderer`.
public final class ProgressLabelMasks {
    struct Key: Hashable {
        var text: String
        /// Pixels per em.
        var size: Double
        /// The em → pixel transform's fractional offsets (its whole pixels go to the origin).
        var fractionX: Double, fractionY: Double
    }

    struct Entry {
        let mask: AlphaMask
        /// Top-left pixel of the mask relative to the transform's whole-pixel offset.
        let offsetX: Int, offsetY: Int
        var lastUse: Int
    }

    /// Most masks kept.
    public let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private let renderer = Renderer()

    public init(capacity: Int = 512) {
        self.capacity = max(1, capacity)
    }

    /// Masks currently cached.
    public var count: Int { entries.count }

    /// A `ProgressLabelDrawer` drawing `run` from its cached mask.
    public func draw(_ run: ProgressLabelRun, into list: inout DisplayList) {
        guard let stroke = ProgressVectorLabels.stroke(run) else { return }
        let whole = (x: stroke.transform.tx.rounded(.down), y: stroke.transform.ty.rounded(.down))
        let key = Key(
            text: run.text, size: run.size, fractionX: stroke.transform.tx - whole.x,
            fractionY: stroke.transform.ty - whole.y)
        clock += 1
        let entry: Entry
        if var hit = entries[key] {
            hit.lastUse = clock
            entries[key] = hit
            entry = hit
        } else {
            guard let made = rasterize(stroke, key: key) else { return }
            entry = made
            entries[key] = made
            if entries.count > capacity { evictOldest() }
        }
        guard !entry.mask.isEmpty else { return }
        list.drawMask(
            entry.mask, at: Point(whole.x + Double(entry.offsetX), whole.y + Double(entry.offsetY)),
            color: run.color)
    }

    /// The coverage of `stroke` placed at the key's fractional offset, over its pixel bounds.
    private func rasterize(_ stroke: ProgressVectorLabels.Stroke, key: Key) -> Entry? {
        var transform = stroke.transform
        transform.tx = key.fractionX
        transform.ty = key.fractionY
        guard let bounds = stroke.path.controlBounds else { return nil }
        // Control points bound the centre lines; the stroke adds half its width, plus a pixel
        // of anti-aliasing.
        let pad = stroke.style.width / 2 * key.size + 1
        let x0 = Int((bounds.minX * key.size + key.fractionX - pad).rounded(.down))
        let y0 = Int((bounds.minY * key.size + key.fractionY - pad).rounded(.down))
        let x1 = Int((bounds.maxX * key.size + key.fractionX + pad).rounded(.up))
        let y1 = Int((bounds.maxY * key.size + key.fractionY + pad).rounded(.up))
        let rect = IntRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        let coverage = renderer.strokeCoverage(of: stroke.path, style: stroke.style, transform: transform, in: rect)
        // The renderer's 8-bit coverage: round(fraction · 255), exact for its 2^-17 steps.
        let bytes = coverage.map { UInt8(min(255, max(0, ($0 * 255 + 0.5).rounded(.down)))) }
        guard let mask = AlphaMask(width: rect.width, height: rect.height, bytes: bytes) else { return nil }
        return Entry(mask: mask, offsetX: x0, offsetY: y0, lastUse: clock)
    }

    /// Drops the least recently used quarter of the masks.
    private func evictOldest() {
        let uses = entries.values.map(\.lastUse).sorted()
        let cutoff = uses[uses.count / 4]
        entries = entries.filter { $0.value.lastUse > cutoff }
    }
}
