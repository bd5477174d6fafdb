extension IndicatorSpec {
    /// How a part places its elements in the box (all lengths are fractions of the box side).
    public enum Layout: Sendable, Hashable {
        /// One element at (x, y); size defaults to 1, x and y to 0.5.
        case single(size: Num? = nil, width: Num? = nil, height: Num? = nil, x: Num? = nil, y: Num? = nil)
        /// `count` identical elements at the same place.
        case stack(count: Num, size: Num? = nil, width: Num? = nil, height: Num? = nil, x: Num? = nil, y: Num? = nil)
        /// `count` elements left to right, centred vertically.
        case row(count: Num, gap: Num, itemWidth: Num? = nil, itemHeight: Num? = nil)
        /// `columns` × `rows` cells filling the box, numbered row by row.
        case grid(columns: Num, rows: Num, gap: Num)
        /// `count` elements on a circle, starting at `startAngle` (radians) and going clockwise;
        /// with `orient`, each element is turned to face outward.
        case ring(
            count: Num, itemSize: Num, itemWidth: Num? = nil, itemHeight: Num? = nil, startAngle: Num? = nil,
            orient: Bool = false)

        /// The layout's `type` string in JSON.
        public var typeName: String {
            switch self {
            case .single: return "single"
            case .stack: return "stack"
            case .row: return "row"
            case .grid: return "grid"
            case .ring: return "ring"
            }
        }
    }
}
