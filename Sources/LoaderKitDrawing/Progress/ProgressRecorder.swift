import Foundation
import Graphics
import LoaderKitCore

/// The platform colours a progress indicator falls back on: the accent for the `color` role
/// (and, at 24 % alpha, the `track` role) and the text colour for the `label` role.
public struct ProgressPalette: Sendable, Hashable {
    public var accent: Color
    public var text: Color

    public init(accent: Color, text: Color) {
        self.accent = accent
        self.text = text
    }

    /// The studio's accent (#7C3AED) and primary text (#18181B).
    public static let standard = ProgressPalette(
        accent: Color(red8: 0x7C, green8: 0x3A, blue8: 0xED),
        text: Color(red8: 0x18, green8: 0x18, blue8: 0x1B))
}

/// One label to draw, already in device pixels: semibold text of `size` pixels, vertically
/// centred on `anchor.y`, with `anchor.x` its centre or its right edge.
public struct ProgressLabelRun: Sendable, Hashable {
    public var text: String
    public var anchor: Point
    public var size: Double
    public var alignment: ProgressTextAlignment
    public var color: Color

    public init(text: String, anchor: Point, size: Double, alignment: ProgressTextAlignment, color: Color) {
        self.text = text
        self.anchor = anchor
        self.size = size
        self.alignment = alignment
        self.color = color
    }
}

/// Draws a label run into a display list; hosts pass one backed by their text engine (glyphs as
/// `drawMask` commands). `ProgressVectorLabels.draw` is the headless one.
public typealias ProgressLabelDrawer = (ProgressLabelRun, inout DisplayList) -> Void

/// Records LoaderKit progress draw commands (`ProgressGeometry`) into a display list, following
/// the reference renderer's rules (PROGRESS.md §2.4):
///
/// - the commands are in units; a target rect in device pixels and a scale (pixels per unit) place
///   them, translated by the geometry's (x, y); every path keeps its unit coordinates and carries
///   the unit → pixel transform, so stroke widths and gradients scale with it;
/// - every stroke joins round (as a bevel where that draws the same, `ProgressStrokeJoins`) and
///   caps as its command says (strokeRect: butt); arcs run with the
///   angle increasing from start to end, a sweep of a full turn or more is a closed ring;
/// - colours come from the roles (`ResolvedProgress.color(for:accent:text:)`), the paint's alpha
///   multiplying the role colour's own alpha (an alpha ≥ 1 keeps it); gradient stop offsets are
///   clamped to 0…1 and conic offsets are turn fractions clockwise from the start angle;
/// - clips (rounded rect, circle, polygon) become anti-aliased path clips (`pushPathClip`), which
///   nest and end with `popClip`, inside a pixel-rect clip around what they hold;
/// - text goes through `label`, a caller-supplied drawer, in the role colour.
public enum ProgressRecorder {
    /// Computes the geometry for `rect` (device pixels) at `scale` pixels per unit and records it.
    /// The geometry box is `rect.size / scale` units.
    public static func record(
        _ resolved: ResolvedProgress, _ state: ProgressState, in rect: Rect, scale: Double = 1,
        palette: ProgressPalette = .standard,
        label: ProgressLabelDrawer = ProgressVectorLabels.draw, into list: inout DisplayList
    ) {
        guard scale > 0, scale.isFinite else { return }
        let drawing = ProgressGeometry.commands(resolved, state, width: rect.width / scale, height: rect.height / scale)
        record(
            drawing, resolved: resolved, origin: rect.origin, scale: scale, palette: palette, label: label, into: &list)
    }

    /// Records already computed commands with the geometry box's (0, 0) at `origin` (device
    /// pixels) plus the drawing's (x, y) offset, at `scale` pixels per unit.
    public static func record(
        _ drawing: ProgressDrawing, resolved: ResolvedProgress, origin: Point, scale: Double,
        palette: ProgressPalette = .standard,
        label: ProgressLabelDrawer = ProgressVectorLabels.draw, into list: inout DisplayList
    ) {
        guard scale > 0, scale.isFinite, !drawing.commands.isEmpty else { return }
        let context = Context(
            resolved: resolved, palette: palette,
            transform: Transform(
                a: scale, b: 0, c: 0, d: scale,
                tx: origin.x + drawing.x * scale, ty: origin.y + drawing.y * scale))
        context.record(drawing.commands, label: label, into: &list)
    }

    /// The colour of a role with an alpha multiplier.
    public static func color(
        _ role: ProgressColorRole, alpha: Double, resolved: ResolvedProgress,
        palette: ProgressPalette
    ) -> Color {
        let accent = ProgressColor(
            red: palette.accent.red, green: palette.accent.green, blue: palette.accent.blue,
            alpha: palette.accent.alpha)
        let text = ProgressColor(
            red: palette.text.red, green: palette.text.green, blue: palette.text.blue,
            alpha: palette.text.alpha)
        let c = resolved.color(for: role, accent: accent, text: text).multiplyingAlpha(alpha.isNaN ? 0 : alpha)
        return Color(red: c.red, green: c.green, blue: c.blue, alpha: min(1, max(0, c.alpha)))
    }

    private struct Context {
        let resolved: ResolvedProgress
        let palette: ProgressPalette
        let transform: Transform

        func color(_ role: ProgressColorRole, _ alpha: Double) -> Color {
            ProgressRecorder.color(role, alpha: alpha, resolved: resolved, palette: palette)
        }

        func stops(_ stops: [ProgressColorStop]) -> [GradientStop] {
            stops.compactMap { stop in
                guard !stop.offset.isNaN else { return nil }
                return GradientStop(min(1, max(0, stop.offset)), color(stop.color, stop.alpha))
            }
        }

        func paint(_ paint: ProgressPaint) -> Paint {
            switch paint {
            case .solid(let role, let alpha):
                return .solid(color(role, alpha))
            case .linear(let x0, let y0, let x1, let y1, let s):
                return .linearGradient(start: Point(x0, y0), end: Point(x1, y1), stops: stops(s))
            case .radial(let cx, let cy, let r, let s):
                return .radialGradient(center: Point(cx, cy), radius: r, stops: stops(s))
            case .conic(let cx, let cy, let start, let s):
                return .conicGradient(center: Point(cx, cy), startAngle: start, stops: stops(s))
            }
        }

        /// A paint as one colour (text): the solid colour, or a gradient's last stop (the web
        /// reference's fallback).
        func solidColor(_ paint: ProgressPaint) -> Color {
            switch paint {
            case .solid(let role, let alpha): return color(role, alpha)
            case .linear(_, _, _, _, let s), .radial(_, _, _, let s), .conic(_, _, _, let s):
                guard let last = s.last else { return .clear }
                return color(last.color, last.alpha)
            }
        }

        /// A pixel rect that clips nothing.
        static let unbounded = IntRect(x: -(1 << 30), y: -(1 << 30), width: 1 << 31, height: 1 << 31)

        /// A stroke of `width` units; `join` is `.round` or a bevel that draws the same
        /// (`ProgressStrokeJoins`).
        static func style(_ width: Double, _ cap: ProgressStrokeCap, join: LineJoin = .round) -> StrokeStyle {
            StrokeStyle(width: width, cap: cap == .round ? .round : .butt, join: join)
        }

        static func points(_ flat: [Double]) -> [Point] {
            stride(from: 0, to: flat.count - 1, by: 2).map { Point(flat[$0], flat[$0 + 1]) }
        }

        /// The points without the inner points of straight runs (a point is dropped when it lies
        /// on the segment between its kept predecessor and its successor, within 1e-9 units, and
        /// the path does not turn back there). The border's path is sampled every 2 units along
        /// its sides; its stroke is the same with a handful of points instead of hundreds.
        static func withoutStraightRuns(_ pts: [Point]) -> [Point] {
            guard pts.count > 2 else { return pts }
            var kept: [Point] = [pts[0]]
            kept.reserveCapacity(pts.count)
            for i in 1..<(pts.count - 1) {
                let a = kept[kept.count - 1], b = pts[i], c = pts[i + 1]
                let abx = b.x - a.x, aby = b.y - a.y, bcx = c.x - b.x, bcy = c.y - b.y
                let cross = abx * bcy - aby * bcx
                let forward = abx * bcx + aby * bcy > 0
                if forward && abs(cross) <= 1e-9 * max(1, abs(abx) + abs(aby)) * max(1, abs(bcx) + abs(bcy)) {
                    continue
                }
                kept.append(b)
            }
            kept.append(pts[pts.count - 1])
            return kept
        }

        static func arcPath(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double, _ end: Double) -> Path {
            let sweep = end - start
            if sweep >= 2 * Double.pi {
                // A full ring: closed, so the stroke has no caps and no seam.
                var path = Path(capacity: 3)
                path.arc(center: Point(cx, cy), radius: r, start: start, sweep: 2 * Double.pi)
                path.closeSubpath()
                return path
            }
            return Path.arc(center: Point(cx, cy), radius: r, start: start, sweep: sweep)
        }

        static func clipPath(_ shape: ProgressClipShape) -> Path {
            switch shape {
            case .rect(let x, let y, let w, let h, let radius):
                return Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: radius)
            case .circle(let cx, let cy, let r):
                return Path.circle(center: Point(cx, cy), radius: r)
            case .polygon(let flat):
                return Path.polygon(points(flat))
            }
        }

        func record(_ commands: [ProgressCommand], label: ProgressLabelDrawer, into list: inout DisplayList) {
            for command in commands { record(command, label: label, into: &list) }
        }

        func record(_ command: ProgressCommand, label: ProgressLabelDrawer, into list: inout DisplayList) {
            switch command {
            case .line(let x0, let y0, let x1, let y1, let width, let cap, let p):
                if x0 == x1 && y0 == y1 {
                    // A zero-length segment draws a dot with round caps and nothing with butt caps.
                    if cap == .round && width > 0 {
                        list.fill(
                            Path.circle(center: Point(x0, y0), radius: width / 2), with: paint(p), transform: transform)
                    }
                    return
                }
                var path = Path(capacity: 2)
                path.move(to: Point(x0, y0))
                path.line(to: Point(x1, y1))
                list.stroke(path, style: Self.style(width, cap, join: .bevel), with: paint(p), transform: transform)
            case .arc(let cx, let cy, let r, let start, let end, let width, let cap, let p):
                guard end > start, r > 0 else { return }
                let join = ProgressStrokeJoins.join(arcRadius: r, width: width, scale: transform.a)
                list.stroke(
                    Self.arcPath(cx, cy, r, start, end), style: Self.style(width, cap, join: join), with: paint(p),
                    transform: transform)
            case .polyline(let flat, let closed, let width, let cap, let p):
                let pts = Self.points(flat)
                guard let first = pts.first else { return }
                if pts.count == 1 || pts.allSatisfy({ $0 == first }) {
                    if cap == .round && width > 0 {
                        list.fill(Path.circle(center: first, radius: width / 2), with: paint(p), transform: transform)
                    }
                    return
                }
                let kept = Self.withoutStraightRuns(pts)
                var path = Path(capacity: kept.count + 1)
                path.move(to: kept[0])
                for q in kept.dropFirst() { path.line(to: q) }
                if closed { path.closeSubpath() }
                let join = ProgressStrokeJoins.join(kept, closed: closed, width: width, scale: transform.a)
                list.stroke(path, style: Self.style(width, cap, join: join), with: paint(p), transform: transform)
            case .circle(let cx, let cy, let r, let p):
                list.fill(Path.circle(center: Point(cx, cy), radius: r), with: paint(p), transform: transform)
            case .rect(let x, let y, let w, let h, let radius, let p):
                list.fill(
                    Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: radius), with: paint(p),
                    transform: transform)
            case .strokeRect(let x, let y, let w, let h, let radius, let width, let p):
                list.stroke(
                    Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: radius),
                    style: StrokeStyle(width: width, cap: .butt, join: .round), with: paint(p), transform: transform)
            case .polygon(let flat, let p):
                list.fill(Path.polygon(Self.points(flat)), with: paint(p), transform: transform)
            case .sector(let cx, let cy, let r, let start, let end, let p):
                guard r > 0, end > start else { return }
                var path = Path(capacity: 4)
                path.move(to: Point(cx, cy))
                path.arc(center: Point(cx, cy), radius: r, start: start, sweep: min(end - start, 2 * Double.pi))
                path.closeSubpath()
                list.fill(path, with: paint(p), transform: transform)
            case .text(let x, let y, let size, let text, let alignRight, let p):
                let scale = transform.a
                let run = ProgressLabelRun(
                    text: text, anchor: transform.apply(Point(x, y)), size: size * scale,
                    alignment: alignRight ? .right : .center, color: solidColor(p))
                guard run.size > 0, run.size.isFinite, run.color.alpha > 0 else { return }
                label(run, &list)
            case .clip(let shape, let inner):
                guard !inner.isEmpty else { return }
                // The path clip's layer is confined to what its content draws (a pixel rect
                // pushed first), so a label clipped to a long bar saves and blends only the
                // pixels around the text.
                let confinement = list.commands.count
                list.pushClip(Self.unbounded)
                list.pushClip(Self.clipPath(shape), transform: transform)
                record(inner, label: label, into: &list)
                list.popClip()
                list.popClip()
                if let bounds = list.commands[(confinement + 2)...].deviceBounds() {
                    list.commands[confinement] = .pushClip(bounds)
                }
            }
        }
    }
}
