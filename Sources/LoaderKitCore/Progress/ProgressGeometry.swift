import Foundation

/// Resolved options + animation state + a box → the ordered draw commands of the reference
/// (`progressCommands`), for all 42 type/variant pairs.
public enum ProgressGeometry {
    /// The commands for a `width × height` box (units). Empty when the box is not finite and
    /// positive. Renderers translate by (x, y) and draw the commands in order.
    public static func commands(_ resolved: ResolvedProgress, _ state: ProgressState, width: Double, height: Double)
        -> ProgressDrawing
    {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return ProgressDrawing() }
        var box = (x: 0.0, y: 0.0, w: width, h: height)
        switch resolved.type {
        case .linear, .border:
            break
        case .bars:
            let w = min(width, 4 * height / 3)
            box = ((width - w) / 2, (height - 3 * w / 4) / 2, w, 3 * w / 4)
        case .battery:
            let w = min(width, 2 * height)
            box = ((width - w) / 2, (height - w / 2) / 2, w, w / 2)
        default:
            let s = min(width, height)
            box = ((width - s) / 2, (height - s) / 2, s, s)
        }
        var g = ProgressGeometryInput(resolved, state, width: box.w, height: box.h)
        switch resolved.type {
        case .linear: g.linear()
        case .circular: g.circular()
        case .pie: g.pie()
        case .gauge: g.gauge()
        case .liquid: g.liquid()
        case .border: g.border()
        case .bars: g.bars()
        case .grid: g.grid()
        case .battery: g.battery()
        case .hourglass: g.hourglass()
        }
        return ProgressDrawing(x: box.x, y: box.y, commands: g.out.commands)
    }

    /// The percentage text of a displayed value: `roundHalfUp(clamp01(value)·100)` and "%"
    /// (NaN gives "NaN%").
    public static func label(_ value: Double) -> String {
        let percent = ProgressMath.roundHalfUp(ProgressMath.clamp01(value) * 100)
        guard percent.isFinite else { return "NaN%" }
        return "\(CheckedInt.clamped(percent, to: 0...100))%"
    }

    /// Font size of circular and gauge labels for a square of side `s`, in units.
    public static func labelSize(_ s: Double) -> Double { max(10, min(0.22 * s, 44)) }
}

/// Everything one geometry call reads, with the reference's short names, and the command list it
/// writes.
struct ProgressGeometryInput {
    typealias M = ProgressMath
    let r: ResolvedProgress
    let s: ProgressState
    /// The local box, in units.
    let w: Double, h: Double
    /// thickness, trackGap, segments, cap, ρ (t/2 for round caps, else 0).
    let t: Double, g: Double, n: Int, cap: ProgressStrokeCap, rho: Double
    /// clamp01(value), indeterminate time, ambient time.
    let v: Double, it: Double, tau: Double
    let indeterminate: Bool
    var out = ProgressCommandList()

    init(_ r: ResolvedProgress, _ s: ProgressState, width: Double, height: Double) {
        self.r = r
        self.s = s
        w = width
        h = height
        t = r.thickness
        g = r.trackGap
        n = r.segments
        cap = r.strokeCap
        rho = r.isRound ? r.thickness / 2 : 0
        v = M.clamp01(s.value)
        it = s.indeterminateTime
        tau = s.time
        indeterminate = s.indeterminate
    }

    var round: Bool { cap == .round }
    var nd: Double { Double(n) }
    var labelText: String { ProgressGeometry.label(s.value) }
    /// Whether a determinate label is drawn (types that have one).
    var drawsLabel: Bool { r.showLabel && !indeterminate }

    /// The circular spinner arc at time `time`: angles clockwise from the top (1.4 s cycles).
    static func spin(_ time: Double) -> (a0: Double, a1: Double) {
        let k = (time / 1.4).rounded(.down)
        let u = M.frac(time / 1.4)
        let head = 0.72 * M.easeInOut.value(at: M.clamp01(u / 0.5))
        let tail = 0.72 * M.easeInOut.value(at: M.clamp01((u - 0.5) / 0.5))
        let base = M.frac(0.72 * k + time / 2.2)
        return (M.tau * (base + tail), M.tau * (base + head) + 0.12)
    }
}
