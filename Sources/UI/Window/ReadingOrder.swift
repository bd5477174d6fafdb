import Graphics

/// The order Tab visits sibling views in: reading order by their frames. Siblings whose
/// vertical spans overlap, directly or through one another (by at least half the height of the
/// one that joins: a divider straddling two rows does not merge them), share a band (a row of buttons, or
/// columns side by side) and go left to right, top to bottom within a column; bands go top to
/// bottom. So a toolbar comes before the screen under it, a panel's rows go down, and a
/// column beside another is visited whole after it.
@MainActor
enum ReadingOrder {
    /// `views` in reading order (ties keep their order in `views`).
    public static func sorted(_ views: [View]) -> [View] {
        guard views.count > 1 else { return views }
        let byTop = views.indices.sorted {
            let a = views[$0].frame, b = views[$1].frame
            return a.minY != b.minY ? a.minY < b.minY : $0 < $1
        }
        var result: [View] = []
        var band: [Int] = []
        var bandBottom = -Double.infinity
        func flush() {
            result += band.sorted {
                let a = views[$0].frame, b = views[$1].frame
                if a.minX != b.minX { return a.minX < b.minX }
                return a.minY != b.minY ? a.minY < b.minY : $0 < $1
            }.map { views[$0] }
            band = []
        }
        for index in byTop {
            let frame = views[index].frame
            // A view joins the band when at least half of its height lies within it: a divider
            // straddling two rows of panes does not merge them into one.
            let overlap = min(frame.maxY, bandBottom) - frame.minY
            if !band.isEmpty && (frame.minY >= bandBottom || overlap < frame.height / 2) { flush() }
            band.append(index)
            bandBottom = band.count == 1 ? frame.maxY : max(bandBottom, frame.maxY)
        }
        flush()
        return result
    }
}
