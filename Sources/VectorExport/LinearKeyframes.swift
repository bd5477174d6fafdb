import Foundation

/// Which of a property's per-frame keyframes a linearly interpolating player needs: a keyframe is
/// left out when the line between the kept ones around it passes within `tolerance` of its
/// value (and of every other left-out value between them), so a hold or a steady spin keeps two
/// keyframes and every frame still shows its value to within the written precision.
enum LinearKeyframes {
    /// One flag per entry of `values` (each entry one number per component): whether it is kept.
    /// The first and last entries are always kept. `tolerance` has one number per component.
    static func kept(_ values: [[Double]], tolerance: [Double]) -> [Bool] {
        let count = values.count
        var keep = [Bool](repeating: false, count: count)
        guard count > 0 else { return keep }
        keep[0] = true
        keep[count - 1] = true
        let dimensions = tolerance.count
        guard count > 2, values.allSatisfy({ $0.count == dimensions && $0.allSatisfy(\.isFinite) }) else {
            return [Bool](repeating: true, count: count)
        }
        // From the last kept entry `start`, the slopes that pass within tolerance of every entry
        // since then; an entry whose own slope falls outside ends the run before it.
        var start = 0
        var low = [Double](repeating: -.infinity, count: dimensions)
        var high = [Double](repeating: .infinity, count: dimensions)
        var k = 1
        while k < count {
            let span = Double(k - start)
            var fits = true
            for d in 0..<dimensions {
                let slope = (values[k][d] - values[start][d]) / span
                if slope < low[d] || slope > high[d] { fits = false; break }
            }
            if !fits {
                start = k - 1
                keep[start] = true
                low = [Double](repeating: -.infinity, count: dimensions)
                high = [Double](repeating: .infinity, count: dimensions)
                continue  // the same k, measured from the new start
            }
            for d in 0..<dimensions {
                low[d] = max(low[d], (values[k][d] - tolerance[d] - values[start][d]) / span)
                high[d] = min(high[d], (values[k][d] + tolerance[d] - values[start][d]) / span)
            }
            k += 1
        }
        return keep
    }
}
