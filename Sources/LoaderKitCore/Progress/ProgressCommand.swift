/// A colour role; the host turns it into a colour (`ResolvedProgress.color(for:accent:text:)`).
public enum ProgressColorRole: String, CaseIterable, Sendable, Hashable {
    /// The progress colour.
    case color
    /// The track colour (the progress colour at 24 % alpha unless set).
    case track
    /// The label colour (the platform text colour unless set).
    case label
    /// Opaque white.
    case white
}

/// One gradient stop: `offset` along the gradient (0…1; turn fraction for conic), a role and an
/// alpha multiplier.
public struct ProgressColorStop: Sendable, Hashable {
    public var offset: Double
    public var color: ProgressColorRole
    public var alpha: Double

    public init(_ offset: Double, _ color: ProgressColorRole, alpha: Double) {
        self.offset = offset
        self.color = color
        self.alpha = alpha
    }
}

/// How a command is filled or stroked. Coordinates are in the drawing's local box, in units.
public enum ProgressPaint: Sendable, Hashable {
    /// A colour role; `alpha` multiplies the role colour's own alpha.
    case solid(ProgressColorRole, alpha: Double)
    /// A linear gradient along (x0, y0) → (x1, y1).
    case linear(x0: Double, y0: Double, x1: Double, y1: Double, stops: [ProgressColorStop])
    /// A radial gradient from the centre (radius 0) out to `r`.
    case radial(cx: Double, cy: Double, r: Double, stops: [ProgressColorStop])
    /// A sweep gradient around the centre; stop offsets are fractions of a full turn clockwise
    /// from `start` (radians).
    case conic(cx: Double, cy: Double, start: Double, stops: [ProgressColorStop])
}

/// A clip region; nested clips intersect.
public enum ProgressClipShape: Sendable, Hashable {
    /// A rounded rectangle (radius already clamped to half the smaller side).
    case rect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    case circle(cx: Double, cy: Double, r: Double)
    /// A closed polygon through the flat `[x0, y0, x1, y1, …]` list (non-zero rule).
    case polygon(points: [Double])
}

/// One renderer-independent drawing operation of a progress indicator, in painter's order.
///
/// Units are layout units, y down; angles are radians, clockwise on screen, 0 at 3 o'clock, and
/// never normalised (arcs always run with the angle increasing from `start` to `end`). Strokes
/// join round; point lists are flat `[x0, y0, x1, y1, …]`.
public indirect enum ProgressCommand: Sendable, Hashable {
    /// A stroked segment.
    case line(
        x0: Double, y0: Double, x1: Double, y1: Double, lineWidth: Double, cap: ProgressStrokeCap, paint: ProgressPaint)
    /// A stroked circular arc from `start` to `end` (end > start).
    case arc(
        cx: Double, cy: Double, r: Double, start: Double, end: Double, lineWidth: Double, cap: ProgressStrokeCap,
        paint: ProgressPaint)
    /// A stroked path through the points, closed when `closed`.
    case polyline(points: [Double], closed: Bool, lineWidth: Double, cap: ProgressStrokeCap, paint: ProgressPaint)
    /// A filled disc.
    case circle(cx: Double, cy: Double, r: Double, paint: ProgressPaint)
    /// A filled rounded rectangle (radius already clamped).
    case rect(x: Double, y: Double, width: Double, height: Double, radius: Double, paint: ProgressPaint)
    /// A stroked rounded rectangle with butt caps.
    case strokeRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double, paint: ProgressPaint)
    /// A filled closed polygon.
    case polygon(points: [Double], paint: ProgressPaint)
    /// A filled pie slice: centre → arc from `start` to `end` → centre.
    case sector(cx: Double, cy: Double, r: Double, start: Double, end: Double, paint: ProgressPaint)
    /// Semibold system text of `size` units, vertically centred on `y`; `x` is its right edge
    /// when `alignRight`, else its centre.
    case text(x: Double, y: Double, size: Double, text: String, alignRight: Bool, paint: ProgressPaint)
    /// The nested commands drawn clipped to `shape`.
    case clip(ProgressClipShape, [ProgressCommand])

    /// The command's `op` name in the reference's JSON.
    public var op: String {
        switch self {
        case .line: return "line"
        case .arc: return "arc"
        case .polyline: return "polyline"
        case .circle: return "circle"
        case .rect: return "rect"
        case .strokeRect: return "strokeRect"
        case .polygon: return "polygon"
        case .sector: return "sector"
        case .text: return "text"
        case .clip: return "clip"
        }
    }
}

/// The output of the geometry: commands in a local box whose top-left is at (x, y) in the bounds.
public struct ProgressDrawing: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var commands: [ProgressCommand]

    public init(x: Double = 0, y: Double = 0, commands: [ProgressCommand] = []) {
        self.x = x
        self.y = y
        self.commands = commands
    }
}
