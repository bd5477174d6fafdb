import Graphics

extension Collection where Element == DrawCommand {
    /// A pixel rect holding every pixel the fills, strokes and masks of these commands can touch (device pixels,
    /// rounded outwards with a pixel to spare), or nil when they draw nothing or reach beyond ±2^30 pixels. Strokes
    /// count their full width on every side, which covers round caps and joins and the flattening of both. Clip and
    /// alpha commands only ever shrink what shows.
    func deviceBounds() -> IntRect? {
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        func add(_ rect: Rect, _ transform: Transform, margin: Double) {
            for corner in [
                Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY),
            ] {
                let p = transform.apply(corner)
                lo = Point(Swift.min(lo.x, p.x - margin), Swift.min(lo.y, p.y - margin))
                hi = Point(Swift.max(hi.x, p.x + margin), Swift.max(hi.y, p.y + margin))
            }
        }
        for command in self {
            switch command {
            case .fill(let path, _, _, let transform):
                if let rect = path.controlBounds { add(rect, transform, margin: 0) }
            case .stroke(let path, let style, _, let transform):
                guard let rect = path.controlBounds else { continue }
                add(rect.insetBy(dx: -style.width, dy: -style.width), transform, margin: 0)
            case .drawMask(let mask, let origin, _):
                add(
                    Rect(
                        x: origin.x - 1, y: origin.y - 1, width: Double(mask.width) + 2, height: Double(mask.height) + 2
                    ),
                    .identity, margin: 0)
            case .pushClip, .popClip, .pushPathClip, .pushAlpha, .popAlpha:
                continue
            }
        }
        let limit = Double(1 << 30)
        guard lo.x <= hi.x, lo.y <= hi.y, abs(lo.x) < limit, abs(lo.y) < limit, abs(hi.x) < limit, abs(hi.y) < limit
        else { return nil }
        let x0 = Int(lo.x.rounded(.down)) - 1, y0 = Int(lo.y.rounded(.down)) - 1
        let x1 = Int(hi.x.rounded(.up)) + 1, y1 = Int(hi.y.rounded(.up)) + 1
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
