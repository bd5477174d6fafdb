import Graphics
import LoaderKitCore
import UI

/// Progress mode (STUDIO.md mode 3): the 50 LoaderKit progress designs in gallery order with
/// their titles, in a grid of reused cards that all show the gallery's simulated download.
/// Clicking a design opens the inspector beside the grid, with a large preview and every option.
@MainActor
public final class ProgressScreen: View, FrameAnimating {
    public let model: ProgressModel
    let header = Label("", font: .uiSmall)
    let grid: CollectionView
    let inspector: ProgressInspector
    static let inspectorWidth = 300.0
    static let headerHeight = 36.0

    public init(model: ProgressModel = ProgressModel()) {
        self.model = model
        inspector = ProgressInspector(model: model)
        var cellMaker: (@MainActor () -> View)!
        var configure: (@MainActor (View, Int) -> Void)!
        grid = CollectionView(layout: GridLayout(columns: 4, rowHeight: 132, spacing: 12, padding: EdgeInsets(all: 16)),
                              makeCell: { cellMaker() }, configureCell: { configure($0, $1) })
        super.init()
        clipsToBounds = true
        identifier = "progress"
        grid.identifier = "progress.grid"
        grid.minimumCellWidth = 200
        header.textColor = .token(.textSecondary)
        header.text = "\(model.designs.count) designs · 10 types, 42 type/variant pairs · the grid simulates a download"
        cellMaker = { [unowned self] in
            let cell = ProgressCell()
            cell.onSelect = { [unowned self] index in select(index) }
            return cell
        }
        configure = { [unowned self] view, index in configureCell(view, index) }
        addSubview(grid)
        addSubview(header)
        addSubview(inspector)
        inspector.isHidden = true
        inspector.onClose = { [unowned self] in select(nil) }
        model.onChange = { [unowned self] change in modelDidChange(change) }
        grid.itemCount = model.designs.count
    }

    /// Selects design `index` (nil closes the inspector).
    public func select(_ index: Int?) { model.select(index) }

    /// The card of design `index`, if it is on screen.
    func cell(_ index: Int) -> ProgressCell? { grid.visibleCells[index] as? ProgressCell }

    private func configureCell(_ view: View, _ index: Int) {
        guard let cell = view as? ProgressCell, model.designs.indices.contains(index) else { return }
        cell.configure(index: index, design: model.designs[index], options: model.options[index],
                       value: model.gridValue(index), buffer: model.gridBuffer(index), selected: model.selected == index)
    }

    private func modelDidChange(_ change: ProgressChange) {
        if change.contains(.gallery) {
            for (index, view) in grid.visibleCells {
                guard let cell = view as? ProgressCell else { continue }
                cell.indicator.value = model.gridValue(index)
                cell.indicator.buffer = model.gridBuffer(index)
            }
        }
        if change.contains(.selection) {
            let open = model.selected != nil
            if inspector.isHidden == open {
                inspector.isHidden = !open
                setNeedsLayout()
            }
            for (index, view) in grid.visibleCells { (view as? ProgressCell)?.isSelected = model.selected == index }
        }
        if change.contains(.options), let selected = model.selected, let view = grid.visibleCells[selected] {
            configureCell(view, selected)
        }
        if change.contains(.selection) || change.contains(.options) || change.contains(.value) {
            inspector.refresh(change, theme: window?.theme ?? .light)
        }
    }

    // MARK: Frames

    public var wantsFrames: Bool { isVisibleInWindow }

    /// Advances the grid's download and the inspector's task.
    public func advance(by dt: Double) {
        model.advance(by: min(0.1, dt))
        if !inspector.isHidden { inspector.refreshReadout() }
    }

    public override func themeDidChange() {
        if let options = model.selectedOptions, let theme = window?.theme { inspector.showColors(options, theme: theme) }
    }

    public override func layoutSubviews() {
        let inspectorWidth = inspector.isHidden ? 0 : Self.inspectorWidth
        let gridWidth = max(0, bounds.width - inspectorWidth)
        header.frame = Rect(x: 16, y: 12, width: gridWidth - 32, height: 20)
        grid.frame = Rect(x: 0, y: Self.headerHeight, width: gridWidth, height: max(0, bounds.height - Self.headerHeight))
        inspector.frame = Rect(x: gridWidth, y: 0, width: inspectorWidth, height: bounds.height)
    }
}
