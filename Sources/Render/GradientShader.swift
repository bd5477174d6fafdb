#if canImport(Glibc)
    import Glibc
#else
    import Foundation
#endif
import Graphics

/// Computes a gradient's colour at a pixel centre from absolute device coordinates, so a pixel
/// gets the same colour whatever region is being drawn.
struct GradientShader {
    enum Geometry {
        /// t = ax·x + ay·y + c at the device point (x, y).
        case linear(ax: Double, ay: Double, c: Double)
        /// t = distance to the centre in user space / radius.
        case radial(center: Point, inverseRadius: Double)
        /// t = clockwise angle from `start` / 2π in user space.
        case conic(center: Point, start: Double)
        /// Every pixel takes the last stop.
        case constant
    }

    let geometry: Geometry
    /// Device to user space.
    let inverse: Transform
    /// 256 premultiplied colours and their stretch bounds (`GradientTable.storage` words).
    let table: UnsafePointer<UInt32>
    /// For a gradient that varies along x only: the pixels `x0..<x1` of a row that it painted
    /// with opaque colours at full coverage, in the current row and the one before. A later run
    /// inside the previous row's stretch is a copy of it.
    private var currentRow = PaintedStretch(), previousRow = PaintedStretch()

    init(geometry: Geometry, inverse: Transform, table: UnsafePointer<UInt32>) {
        self.geometry = geometry
        self.inverse = inverse
        self.table = table
    }

    /// Builds the geometry for a gradient paint whose user space maps to pixels by `transform`;
    /// nil for solid paints or a singular transform.
    static func geometry(for paint: Paint, transform: Transform) -> (Geometry, Transform, [GradientStop])? {
        guard let inverse = transform.inverted else { return nil }
        switch paint {
        case .solid:
            return nil
        case .linearGradient(let start, let end, let stops):
            let d = end - start
            let len2 = d.dot(d)
            guard len2 > 0, len2.isFinite else { return (.constant, inverse, stops) }
            // u = inverse(p); t = (u - start)·d / |d|², affine in p.
            let ax = (inverse.a * d.x + inverse.b * d.y) / len2
            let ay = (inverse.c * d.x + inverse.d * d.y) / len2
            let c = ((inverse.tx - start.x) * d.x + (inverse.ty - start.y) * d.y) / len2
            return (.linear(ax: ax, ay: ay, c: c), inverse, stops)
        case .radialGradient(let center, let radius, let stops):
            guard radius > 0, radius.isFinite else { return (.constant, inverse, stops) }
            return (.radial(center: center, inverseRadius: 1 / radius), inverse, stops)
        case .conicGradient(let center, let start, let stops):
            return (.conic(center: center, start: start.isFinite ? start : 0), inverse, stops)
        }
    }

    /// The table index (0...255) of parameter `t`.
    @inline(__always)
    static func index(_ t: Double) -> Int {
        t > 0 ? (t < 1 ? Int(t * 255 + 0.5) : 255) : 0
    }

    /// The premultiplied colour at pixel (x, y), sampled at its centre.
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let t: Double
        switch geometry {
        case .linear(let ax, let ay, let c):
            t = ax * px + ay * py + c
        case .radial(let center, let inverseRadius):
            let u = inverse.apply(Point(px, py)) - center
            t = u.length * inverseRadius
        case .conic(let center, let start):
            let u = inverse.apply(Point(px, py)) - center
            var turn = (atan2(u.y, u.x) - start) / (2 * Double.pi)
            turn -= turn.rounded(.down)
            t = turn
        case .constant:
            t = 1
        }
        return table[Self.index(t)]
    }

    /// Blends the gradient over pixels `x0..<x1` of device row `y` at one 8-bit coverage
    /// (1...255); `row` points at pixel (0, y). Gives exactly the pixels of `color(x:y:)` blended
    /// one by one, but a linear gradient is filled in runs of one colour, and where it varies
    /// along x only, an opaque row over the same run as the last is copied from it.
    @inline(__always)
    mutating func blendRun(y: Int, x0: Int, x1: Int, coverage: UInt32, row: UnsafeMutablePointer<UInt32>) {
        switch geometry {
        case .linear(let ax, let ay, let c):
            let rowTerm = ay * (Double(y) + 0.5)
            if ax == 0 {
                let color = table[Self.index(rowTerm + c)]
                SpanBlend.blend(color, coverage: coverage, into: row + x0, count: x1 &- x0)
                return
            }
            guard ax.isFinite else {
                var blender = SpanBlend(coverage: coverage)
                for x in x0..<x1 { row[x] = blender.blend(color(x: x, y: y), over: row[x]) }
                return
            }
            // With ay = 0 every row has the same colours: t = ax·(x + 0.5) ± 0 + c.
            let copyable = ay == 0 && coverage == 255
            if row != currentRow.pixels {
                previousRow = currentRow
                currentRow = PaintedStretch(pixels: row, x0: x0, x1: x0)
            }
            var opaque = copyable
            if copyable, let source = previousRow.pixels, previousRow.x0 <= x0, x1 <= previousRow.x1 {
                (row + x0).update(from: source + x0, count: x1 &- x0)
            } else {
                LinearRow(ax: ax, rowTerm: rowTerm, c: c, table: table).forEachRun(x0, x1) { start, end, color in
                    opaque = opaque && color >> 24 == 255
                    SpanBlend.blend(color, coverage: coverage, into: row + start, count: end &- start)
                }
            }
            if opaque {
                if currentRow.x1 != x0 || currentRow.x0 == currentRow.x1 { currentRow.x0 = x0 }
                currentRow.x1 = x1
            }
        case .constant:
            SpanBlend.blend(table[255], coverage: coverage, into: row + x0, count: x1 &- x0)
        case .radial, .conic:
            var blender = SpanBlend(coverage: coverage)
            for x in x0..<x1 { row[x] = blender.blend(color(x: x, y: y), over: row[x]) }
        }
    }
}

/// Pixels `x0..<x1` of the row at `pixels` (nil: none).
struct PaintedStretch {
    var pixels: UnsafeMutablePointer<UInt32>?
    var x0 = 0
    var x1 = 0
}

/// One row of a linear gradient with a finite, non-zero slope: t(x) = ax·(x + 0.5) + rowTerm + c,
/// evaluated exactly as `GradientShader.color(x:y:)` does.
///
/// Every step of that evaluation is monotonic in x, so the table index is too, and the pixels
/// whose index lies in a stretch of equal table colours are contiguous: a run is found by
/// predicting where the index leaves the stretch and checking the pixels on either side.
struct LinearRow {
    let ax: Double
    let rowTerm: Double
    let c: Double
    let table: UnsafePointer<UInt32>

    @inline(__always)
    func index(_ x: Int) -> Int { GradientShader.index(ax * (Double(x) + 0.5) + rowTerm + c) }

    /// Calls `body(start, end, colour)` for the runs of pixels `start..<end` of one colour that
    /// make up `x0..<x1`, from left to right.
    @inline(__always)
    func forEachRun(_ x0: Int, _ x1: Int, _ body: (Int, Int, UInt32) -> Void) {
        let step = ax > 0 ? 1 : -1
        var x = x0
        while x < x1 {
            let first = index(x)
            let color = table[first]
            // The last index of the stretch of equal colours in the direction the index moves.
            let stretch = GradientTable.stretch(first, in: table)
            let last = step > 0 ? stretch.last : stretch.first
            @inline(__always) func inRun(_ x: Int) -> Bool { step > 0 ? index(x) <= last : index(x) >= last }
            var end: Int
            if last == (step > 0 ? 255 : 0) {
                end = x1
            } else {
                // Where t crosses the boundary between `last` and the next index.
                let boundary = (Double(last) + 0.5 * Double(step)) / 255
                let predicted = ((boundary - c - rowTerm) / ax - 0.5).rounded(.up)
                end = predicted.isFinite ? Int(max(Double(x &+ 1), min(Double(x1), predicted))) : x &+ 1
                while end > x &+ 1, !inRun(end &- 1) { end &-= 1 }
                while end < x1, inRun(end) { end &+= 1 }
            }
            body(x, end, color)
            x = end
        }
    }
}

/// Premultiplied source-over of colours at one coverage along a span, remembering the last
/// colour, destination and result so that runs of equal pixels cost a compare and a store.
struct SpanBlend {
    let coverage: UInt32
    private var lastColor: UInt32 = 0
    private var lastDestination: UInt32 = 0
    private var lastResult: UInt32
    private var hasLast = false

    init(coverage: UInt32) {
        self.coverage = coverage
        lastResult = 0
    }

    /// `PixelMath.blend(color, over: destination, coverage: coverage)`.
    @inline(__always)
    mutating func blend(_ color: UInt32, over destination: UInt32) -> UInt32 {
        if coverage == 255 && color >> 24 == 255 { return color }
        if hasLast && color == lastColor && destination == lastDestination { return lastResult }
        hasLast = true
        lastColor = color
        lastDestination = destination
        lastResult = PixelMath.blend(color, over: destination, coverage: coverage)
        return lastResult
    }

    /// Blends one colour over `count` pixels from `start`: a fill when it is opaque and fully
    /// covering.
    @inline(__always)
    static func blend(_ color: UInt32, coverage: UInt32, into start: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        if coverage == 255 && color >> 24 == 255 {
            start.update(repeating: color, count: count)
            return
        }
        var blender = SpanBlend(coverage: coverage)
        for i in 0..<count { start[i] = blender.blend(color, over: start[i]) }
    }
}
