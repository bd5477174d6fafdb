import Graphics
import Render
import SDLHost
import UI

/// Animated frames of a window root, measured as the host would run them (no present): after
/// `warmup` frames, `frames` ticks of 1/60 s, each followed by recording the dirty region and
/// rasterizing it into `pixmap`. Thread CPU time, medians; figure names end in `suffix`.
@MainActor
func measureWindowFrames(
    _ window: WindowRoot, into pixmap: inout Pixmap, renderer: Renderer,
    warmup: Int, frames: Int, suffix: String
) -> [BenchFigure] {
    let dt = 1.0 / 60
    let pixelCount = Double(pixmap.width * pixmap.height)
    for _ in 0..<warmup {
        window.tick(dt: dt)
        renderer.render(window.recordFrame().list, into: &pixmap)
    }
    var total: [Double] = [], record: [Double] = [], raster: [Double] = [], dirty: [Double] = []
    for _ in 0..<frames {
        let t0 = MonotonicClock.threadCPUSeconds
        window.tick(dt: dt)
        let frame = window.recordFrame()
        let t1 = MonotonicClock.threadCPUSeconds
        renderer.render(frame.list, into: &pixmap)
        let t2 = MonotonicClock.threadCPUSeconds
        total.append(t2 - t0)
        record.append(t1 - t0)
        raster.append(t2 - t1)
        dirty.append(Double(frame.dirty.reduce(0) { $0 + $1.area }) / pixelCount)
    }
    blackHole(pixmap)
    let sorted = total.sorted()
    return [
        BenchFigure(name: "frame_cpu_median\(suffix)", value: median(total) * 1000, unit: "ms"),
        BenchFigure(name: "frame_cpu_p95\(suffix)", value: sorted[sorted.count * 95 / 100] * 1000, unit: "ms"),
        BenchFigure(name: "tick_record_median\(suffix)", value: median(record) * 1000, unit: "ms"),
        BenchFigure(name: "rasterize_median\(suffix)", value: median(raster) * 1000, unit: "ms"),
        BenchFigure(name: "dirty_area\(suffix)", value: median(dirty) * 100, unit: "% of the window"),
    ]
}
