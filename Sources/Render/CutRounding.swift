/// The exact rounding of the coverage accumulator's cut points.
///
/// A cut `k` units along a segment of extent (`num`, `den`) lies `round(k·num/den)` units across
/// from its start, rounded half away from zero. The reference is the double expression
/// `FixedPoint.roundedToInt(Double(k) * (Double(num) / Double(den)))`. For |num|, |den| below
/// `limit` and |k| ≤ |den| its error is under 2^-31, while a quotient that is not an exact tie lies
/// at least 1/(2·|den|) > 2^-21 from a rounding boundary: integer rounding gives the same cut,
/// and an exact tie takes the double expression itself.
enum CutRounding {
    /// Extents (1/256 px) below this are cut in integers.
    static let limit = 1 << 20

    /// round(k·num/den) for 0 ≤ k ≤ den < `limit` and |num| < `limit`.
    @inline(__always)
    static func cut(_ k: Int, _ num: Int, _ den: Int) -> Int {
        let a = num < 0 ? 0 &- num : num
        let (q, r) = (k &* a).quotientAndRemainder(dividingBy: den)
        let twice = r << 1
        if twice == den { return tie(k, num, den) }
        let m = twice > den ? q &+ 1 : q
        return num < 0 ? 0 &- m : m
    }

    /// round(k·num/den) ≥ 0 for k·num/den ≥ 0, |k| ≤ |den| < `limit` and 0 < num ≤ 256 (a
    /// column cut of a row piece), in 32-bit arithmetic.
    @inline(__always)
    static func columnCut(_ k: Int, _ num: Int, _ den: Int) -> Int {
        let ak = UInt32(truncatingIfNeeded: k < 0 ? 0 &- k : k)
        let ad = UInt32(truncatingIfNeeded: den < 0 ? 0 &- den : den)
        let n = ak &* UInt32(truncatingIfNeeded: num)
        let q = n / ad, r = n &- q &* ad
        let twice = r << 1
        if twice == ad { return tie(k, num, den) }
        return Int(truncatingIfNeeded: twice > ad ? q &+ 1 : q)
    }

    /// The reference expression, for exact ties.
    @inline(never)
    static func tie(_ k: Int, _ num: Int, _ den: Int) -> Int {
        FixedPoint.roundedToInt(Double(k) * (Double(num) / Double(den)))
    }
}
