import Foundation
import Graphics
import UI

extension CollectionView {
    /// The row count that fills the collection's height with placeholder rows.
    public static let automaticNumberOfSkeletonRows = -1

    /// Placeholder rows while the skeleton is active (`automaticNumberOfSkeletonRows` fills the
    /// height).
    public var skeletonNumberOfRows: Int {
        get { skeletonSettings.skeletonNumberOfRows }
        set { skeletonSettings.skeletonNumberOfRows = newValue }
    }

    /// The number of placeholder rows: the set count, or enough rows of the grid to reach the
    /// bottom of the bounds (`ceil((height − padding.top) / (rowHeight + spacing))`).
    public var skeletonRowCount: Int {
        if skeletonNumberOfRows >= 0 { return skeletonNumberOfRows }
        let pitch = gridLayout.rowHeight + gridLayout.spacing
        guard pitch > 0 else { return 0 }
        return max(0, Int((max(0, bounds.height - gridLayout.padding.top) / pitch).rounded(.up)))
    }

    /// The frames of the placeholder cells in the collection's coordinates (points), from the
    /// top, `columns` a row.
    public var skeletonCellFrames: [Rect] {
        let count = skeletonRowCount * max(1, gridLayout.columns)
        return (0..<count).map { gridLayout.frame(of: $0, width: bounds.width) }
    }
}
