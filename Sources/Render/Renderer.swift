import Graphics

/// Draws display lists into pixmaps with exact-area anti-aliasing, keeping its scratch memory
/// between calls so that small shapes cost about a microsecond.
///
/// Not thread-safe: use one renderer per thread. Results depend only on the commands and the
/// pixmap size, so rendering a dirty region gives the same pixels as a full render there.
public final class Renderer {
    /// Largest distance between a curve and its flattened polygon, in device pixels.
    public var tolerance: Double
    /// The scratch memory and the mask cache (internal for tests).
    var core = RasterCore()
    /// Path clip stacks, kept between renders.
    private var clipScratch = PathClipLayers()

    /// Creates a renderer; `tolerance` is the flattening tolerance in device pixels. A `reference`
    /// renderer draws every shape from scratch with the scalar sweep (no mask cache, no SIMD
    /// blending): the same pixels, for tests to compare against.
    public init(tolerance: Double = 0.2, reference: Bool = false) {
        self.tolerance = tolerance
        core.reference = reference
    }

    /// Draws every command of `list` into `pixmap`, touching only pixels inside `clip`
    /// (default: the whole pixmap). The pixmap is not cleared first.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap, clip: IntRect? = nil) {
        guard let region = (clip ?? pixmap.bounds).intersection(pixmap.bounds) else { return }
        let width = pixmap.width, height = pixmap.height
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            render(list, into: PixelTarget(pixels: buffer.baseAddress!, width: width, height: height), region: region)
        }
    }

    /// Draws every command of `list` into the pixels of `target`, touching only pixels inside
    /// `region` (which lies inside the target).
    func render(_ list: DisplayList, into target: PixelTarget, region: IntRect) {
        var pathClips = PathClipLayers()
        swap(&pathClips, &clipScratch)
        defer { swap(&pathClips, &clipScratch) }
        // The core goes in as one inout access for the whole list, not one per command.
        Self.draw(list, into: target, region: region, core: &core, pathClips: &pathClips, tolerance: tolerance)
    }

    /// `render(_:into:region:)` with the scratch memory passed in.
    private static func draw(
        _ list: DisplayList, into target: PixelTarget, region: IntRect, core: inout RasterCore,
        pathClips: inout PathClipLayers, tolerance: Double
    ) {
        var clips: [IntRect?] = [region]
        var alphas: [Double] = [1]
        do {
            defer { pathClips.finishAll(into: target) }
            list.commands.withUnsafeBufferPointer { commands in
                for i in commands.indices {
                    switch commands[i] {
                    case .fill(let path, let paint, let rule, let transform):
                        guard let currentClip = clips[clips.count - 1], alphas[alphas.count - 1] > 0 else { continue }
                        if let grid = core.accumulateFill(
                            path, transform: transform, tolerance: tolerance, rule: rule, clip: currentClip,
                            target: target)
                        {
                            core.blend(
                                grid: grid, rule: rule, paint: paint, transform: transform,
                                alpha: alphas[alphas.count - 1], into: target)
                        }
                    case .stroke(let path, let style, let paint, let transform):
                        guard let currentClip = clips[clips.count - 1], alphas[alphas.count - 1] > 0 else { continue }
                        guard
                            core.prepareStroke(
                                path, style: style, transform: transform,
                                tolerance: tolerance)
                        else { continue }
                        if let grid = core.accumulate(
                            useOutline: true, clip: currentClip, target: target, keyedBy: .nonZero)
                        {
                            core.blend(
                                grid: grid, rule: .nonZero, paint: paint, transform: transform,
                                alpha: alphas[alphas.count - 1], into: target)
                        }
                    case .pushClip(let rect):
                        clips.append(clips[clips.count - 1].flatMap { $0.intersection(rect) })
                    case .popClip:
                        if clips.count > 1 { pathClips.pop(depth: clips.count, into: target); clips.removeLast() }
                    case .pushPathClip(let path, let rule, let transform):
                        clips.append(
                            pathClips.push(
                                path, rule: rule, transform: transform,
                                within: clips[clips.count - 1], depth: clips.count + 1,
                                core: &core, tolerance: tolerance, target: target))
                    case .pushAlpha(let alpha):
                        let factor = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
                        alphas.append(alphas[alphas.count - 1] * factor)
                    case .popAlpha:
                        if alphas.count > 1 { alphas.removeLast() }
                    case .drawMask(let mask, let origin, let color):
                        guard let currentClip = clips[clips.count - 1], alphas[alphas.count - 1] > 0 else { continue }
                        MaskBlender.blend(
                            mask, at: origin, color: color, alpha: alphas[alphas.count - 1],
                            clip: currentClip, into: target)
                    }
                }
            }
        }
    }

    /// Fills one path into `pixmap` (within `clip`, default the whole pixmap).
    public func fill(
        _ path: Path, with paint: Paint, rule: FillRule = .nonZero,
        transform: Transform = .identity, into pixmap: inout Pixmap, clip: IntRect? = nil
    ) {
        render(DisplayList([.fill(path, paint: paint, rule: rule, transform: transform)]), into: &pixmap, clip: clip)
    }

    /// Strokes one path into `pixmap` (within `clip`, default the whole pixmap).
    public func stroke(
        _ path: Path, style: StrokeStyle, with paint: Paint,
        transform: Transform = .identity, into pixmap: inout Pixmap, clip: IntRect? = nil
    ) {
        render(
            DisplayList([.stroke(path, style: style, paint: paint, transform: transform)]), into: &pixmap, clip: clip)
    }

    /// The exact covered fraction (0...1) of each pixel of `rect` by a fill, row by row.
    public func coverage(
        of path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
        in rect: IntRect
    ) -> [Double] {
        var result = [Double](repeating: 0, count: rect.area)
        guard !rect.isEmpty else { return result }
        core.prepareFill(path, transform: transform, tolerance: tolerance)
        if let grid = core.accumulate(useOutline: false, clip: rect) {
            core.coverage(grid: grid, rule: rule, rect: rect, into: &result)
        }
        return result
    }

    /// The exact covered fraction (0...1) of each pixel of `rect` by a stroke, row by row.
    public func strokeCoverage(
        of path: Path, style: StrokeStyle, transform: Transform = .identity,
        in rect: IntRect
    ) -> [Double] {
        var result = [Double](repeating: 0, count: rect.area)
        guard !rect.isEmpty,
            core.prepareStroke(path, style: style, transform: transform, tolerance: tolerance),
            let grid = core.accumulate(useOutline: true, clip: rect)
        else { return result }
        core.coverage(grid: grid, rule: .nonZero, rect: rect, into: &result)
        return result
    }
}
