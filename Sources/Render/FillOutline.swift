import Graphics

/// A fill's path as the rasterizer flattens it and keys it: every element mapped to device pixels,
/// taken relative to the whole pixel under its first point (`originX`, `originY`), and every
/// position rounded to 1/`quantum` px, written as words (`words`) that the flattener reads
/// (`Flattener.flatten(_:tolerance:into:)`) and the mask cache keys the fill by.
///
/// Floating point is not translation-invariant (the same fraction is held with fewer bits far from
/// the origin), so flattening absolute positions can give two copies of a shape a whole pixel apart
/// different outlines. Flattened from these words, a shape drawn again at a whole-pixel offset has
/// the same outline bit for bit, whatever the offset: the words are a key taken before flattening,
/// and a hit is exact. Rounding to 2^-20 px moves a position by at most 2^-21 px, far below the
/// rasterizer's 1/256 px.
///
/// A path whose first point is not finite or lies `maxOrigin` px or more from the origin is mapped
/// at origin 0; a position of `maxPosition` px or more is kept unrounded. Neither is keyed, nor a
/// path of more than `maxKeyedElements` elements or larger than the mask cache keeps.
///
/// The words: `keyKind`, the tolerance's bits, the element count × 2 + 1 for the even-odd rule;
/// then per element its tag (`Tag`) and the bits of its positions (an arc: centre, axes, start
/// angle, sweep).
struct FillOutline {
    /// Positions are multiples of 1/quantum px.
    static let quantum = Double(1 << 20)
    /// Largest distance (px) of the first point from the origin for the outline to be relative.
    static let maxOrigin = Double(1 << 20)
    /// Largest relative position (px) that is rounded (so that `quantum` times it is an exact integer).
    static let maxPosition = Double(1 << 30)
    /// Most elements a keyed path may have.
    static let maxKeyedElements = 32
    /// The first word of a fill's key (a stroke's starts with another, `RasterCore.outlineKeyKind`).
    static let keyKind: UInt64 = 0x46
    /// Words before the first element's.
    static let headerCount = 3

    /// An element's first word.
    enum Tag: UInt64 {
        case move = 1, line, quad, cubic, arc, close
    }

    /// The header and the mapped, relative, rounded elements: the first `count` words (the rest is
    /// room kept between fills).
    private var storage: [UInt64] = []
    /// Words in use.
    private(set) var count = 0
    /// The whole pixel the positions are relative to.
    private(set) var originX = 0
    private(set) var originY = 0
    /// Whether the words may key the fill in the mask cache.
    private(set) var isKeyable = false

    /// Runs `body` with the words in use.
    @inline(__always)
    func withWords<R>(_ body: (UnsafeBufferPointer<UInt64>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Writes words and keeps the extent of the positions written.
    private struct Writer {
        let out: UnsafeMutablePointer<UInt64>
        var count = 0
        let originX: Double, originY: Double
        /// Whether every position was rounded.
        var rounded = true
        /// The extent of the positions (and of each arc's ellipse), relative: at least the shape's.
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

        @inline(__always)
        mutating func word(_ w: UInt64) {
            out[count] = w
            count &+= 1
        }

        /// Writes the rounded position of device point `p` relative to the origin; returns it.
        @inline(__always) @discardableResult
        mutating func position(_ p: Point) -> Point {
            let x = FillOutline.round(p.x - originX, &rounded), y = FillOutline.round(p.y - originY, &rounded)
            word(x.bitPattern)
            word(y.bitPattern)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
            return Point(x, y)
        }
    }

    /// Maps `path` by `transform` into the words, to be flattened at `tolerance` and filled under
    /// the even-odd rule or not.
    mutating func map(_ path: Path, transform: Transform, tolerance: Double, evenOdd: Bool) {
        let source = path.elements
        let needed = Self.headerCount + 9 * source.count
        if storage.count < needed { storage.append(contentsOf: repeatElement(0, count: needed - storage.count)) }
        let identity = transform.isIdentity
        @inline(__always) func device(_ p: Point) -> Point { identity ? p : transform.apply(p) }
        var anchor = Point.zero
        switch source.first {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): anchor = device(p)
        case .arc(let arc): anchor = device(arc.center)
        case .close, nil: break
        }
        var relative = true
        if anchor.x.magnitude < Self.maxOrigin, anchor.y.magnitude < Self.maxOrigin {
            originX = Int(anchor.x.rounded(.down))
            originY = Int(anchor.y.rounded(.down))
        } else {
            originX = 0
            originY = 0
            relative = false
        }
        let ox = Double(originX), oy = Double(originY)
        let written = storage.withUnsafeMutableBufferPointer { storage in
            var w = Writer(out: storage.baseAddress!, originX: ox, originY: oy)
            w.word(Self.keyKind)
            w.word(tolerance.bitPattern)
            w.word(UInt64(truncatingIfNeeded: source.count) << 1 | (evenOdd ? 1 : 0))
            for element in source {
                switch element {
                case .move(let p):
                    w.word(Tag.move.rawValue)
                    w.position(device(p))
                case .line(let p):
                    w.word(Tag.line.rawValue)
                    w.position(device(p))
                case .quad(let c, let p):
                    w.word(Tag.quad.rawValue)
                    w.position(device(c))
                    w.position(device(p))
                case .cubic(let c1, let c2, let p):
                    w.word(Tag.cubic.rawValue)
                    w.position(device(c1))
                    w.position(device(c2))
                    w.position(device(p))
                case .arc(var arc):
                    if !identity { arc = arc.transformed(by: transform) }
                    w.word(Tag.arc.rawValue)
                    let center = w.position(arc.center)
                    w.word(arc.axisX.x.bitPattern)
                    w.word(arc.axisX.y.bitPattern)
                    w.word(arc.axisY.x.bitPattern)
                    w.word(arc.axisY.y.bitPattern)
                    w.word(arc.startAngle.bitPattern)
                    w.word(arc.sweep.bitPattern)
                    let rx = arc.axisX.x.magnitude + arc.axisY.x.magnitude
                    let ry = arc.axisX.y.magnitude + arc.axisY.y.magnitude
                    w.minX = min(w.minX, center.x - rx)
                    w.maxX = max(w.maxX, center.x + rx)
                    w.minY = min(w.minY, center.y - ry)
                    w.maxY = max(w.maxY, center.y + ry)
                case .close:
                    w.word(Tag.close.rawValue)
                }
            }
            return w
        }
        count = written.count
        // The grid holds the extent plus a pixel either side at most.
        let area = ((written.maxX - written.minX) + 2) * ((written.maxY - written.minY) + 2)
        isKeyable =
            relative && written.rounded && source.count <= Self.maxKeyedElements
            && area <= Double(CoverageMaskCache.maxArea)
    }

    /// `v` rounded to a multiple of 1/quantum (half away from zero); kept as it is, with `rounded`
    /// cleared, when its magnitude is `maxPosition` or more or it is not finite.
    @inline(__always)
    static func round(_ v: Double, _ rounded: inout Bool) -> Double {
        guard v.magnitude < maxPosition else {
            rounded = false
            return v
        }
        let scaled = v * quantum
        return Double(Int(scaled + (scaled < 0 ? -0.5 : 0.5))) / quantum
    }
}
