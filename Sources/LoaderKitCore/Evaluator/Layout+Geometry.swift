import Foundation

extension IndicatorSpec.Layout {
    /// A count field's value: `max(1, Math.round(v))`, as a double so huge values stay exact
    /// enough to report. Non-finite values are not counts.
    static func count(_ value: Num, _ params: [String: Double], path: JSONPath) throws(IndicatorSpecError) -> Double {
        let v = try value.resolved(params)
        guard v.isFinite else {
            throw IndicatorSpecError(
                "\(path) resolves to \(JSNumberFormat.string(v)), which is not a count", path: path)
        }
        return max(1, JS.round(v))
    }

    /// The number of elements this layout makes with `params`.
    func elementCount(_ params: [String: Double], prefix: JSONPath) throws(IndicatorSpecError) -> Double {
        let path = prefix.appending("layout")
        switch self {
        case .single: return 1
        case .stack(let count, _, _, _, _, _), .row(let count, _, _, _), .ring(let count, _, _, _, _, _):
            return try Self.count(count, params, path: path.appending("count"))
        case .grid(let columns, let rows, _):
            return try Self.count(columns, params, path: path.appending("columns"))
                * Self.count(rows, params, path: path.appending("rows"))
        }
    }

    /// The geometry of `count` elements (LoaderKit's `layoutElements`).
    func geometry(count n: Int, _ params: [String: Double]) throws(IndicatorSpecError) -> [IndicatorEvaluator.Geometry]
    {
        func value(_ num: Num?, _ fallback: Double) throws(IndicatorSpecError) -> Double {
            guard let num else { return fallback }
            return try num.resolved(params)
        }
        var out: [IndicatorEvaluator.Geometry] = []
        out.reserveCapacity(n)
        switch self {
        case .single(let size, let width, let height, let x, let y),
            .stack(_, let size, let width, let height, let x, let y):
            let s = try value(size, 1)
            let g = IndicatorEvaluator.Geometry(
                cx: try value(x, 0.5), cy: try value(y, 0.5), width: try value(width, s),
                height: try value(height, s), rotate: 0)
            out.append(contentsOf: repeatElement(g, count: n))
        case .row(_, let gap, let itemWidth, let itemHeight):
            let gap = try gap.resolved(params)
            let count = Double(n)
            let w = try value(itemWidth, (1 - gap * (count - 1)) / count)
            let h = try value(itemHeight, w)
            let start = (1 - (count * w + (count - 1) * gap)) / 2
            for i in 0..<n {
                out.append(.init(cx: start + w / 2 + Double(i) * (w + gap), cy: 0.5, width: w, height: h, rotate: 0))
            }
        case .grid(let columns, let rows, let gap):
            let cols = try Self.count(columns, params, path: JSONPath())
            let rowCount = try Self.count(rows, params, path: JSONPath())
            let gap = try gap.resolved(params)
            let w = (1 - gap * (cols - 1)) / cols
            let h = (1 - gap * (rowCount - 1)) / rowCount
            let c = CheckedInt.clamped(cols, to: 1...Int.max)
            for i in 0..<n {
                let row = Double(i / c), col = Double(i % c)
                out.append(
                    .init(cx: w / 2 + col * (w + gap), cy: h / 2 + row * (h + gap), width: w, height: h, rotate: 0))
            }
        case .ring(_, let itemSize, let itemWidth, let itemHeight, let startAngle, let orient):
            let size = try itemSize.resolved(params)
            let w = try value(itemWidth, size)
            let h = try value(itemHeight, size)
            let start = try value(startAngle, 0)
            let r = 0.5 - size / 2
            for i in 0..<n {
                let a = start + Double(i) * 2 * Double.pi / Double(n)
                out.append(
                    .init(
                        cx: 0.5 + r * cos(a), cy: 0.5 + r * sin(a), width: w, height: h,
                        rotate: orient ? a + Double.pi / 2 : 0))
            }
        }
        return out
    }
}

extension IndicatorSpec.Shape {
    /// The shape with defaults filled in and params resolved.
    func resolved(_ params: [String: Double]) throws(IndicatorSpecError) -> IndicatorEvaluator.Shape {
        func value(_ num: Num?, _ fallback: Double) throws(IndicatorSpecError) -> Double {
            guard let num else { return fallback }
            return try num.resolved(params)
        }
        switch self {
        case .circle(let startAngle, let sweep):
            return .circle(startAngle: try value(startAngle, -Double.pi / 2), sweep: try value(sweep, 2 * Double.pi))
        case .rect(let cornerRadius):
            return .rect(cornerRadius: try value(cornerRadius, 0))
        case .ring(let strokeWidth, let startAngle, let sweep, let segments):
            let count =
                try segments.map { (n: Num) throws(IndicatorSpecError) -> Double in
                    try IndicatorSpec.Layout.count(n, params, path: JSONPath([.key("shape"), .key("segments")]))
                } ?? 1
            return .ring(
                strokeWidth: try strokeWidth.resolved(params), startAngle: try value(startAngle, -Double.pi / 2),
                sweep: try value(sweep, 2 * Double.pi), segments: CheckedInt.clamped(count, to: 1...1_000_000_000))
        case .triangle: return .triangle
        case .line: return .line
        }
    }
}
