import Graphics

/// Lays its subviews out in a row or a column, with spacing, padding and cross-axis alignment.
///
/// Each subview gets its `sizeThatFits` along the axis; subviews in `flexible` share what is left
/// (equally). Hidden subviews take no space.
@MainActor
public final class StackView: View {
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    /// Placement across the axis.
    public enum Alignment: Hashable, Sendable { case leading, center, trailing, fill }

    public var axis: Axis { didSet { setNeedsLayout() } }
    /// Space between subviews, in points.
    public var spacing: Double { didSet { setNeedsLayout() } }
    public var alignment: Alignment { didSet { setNeedsLayout() } }
    /// Space inside the edges, in points.
    public var padding: EdgeInsets { didSet { setNeedsLayout() } }
    private var flexibleViews: [ObjectIdentifier: Bool] = [:]

    public init(
        axis: Axis, spacing: Double = 8, alignment: Alignment = .fill, padding: EdgeInsets = .zero,
        views: [View] = []
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        super.init()
        for view in views { addSubview(view) }
    }

    /// Adds a subview that takes a share of the leftover space along the axis.
    public func addFlexible(_ view: View) {
        flexibleViews[ObjectIdentifier(view)] = true
        addSubview(view)
    }

    /// True when `view` was added with `addFlexible`.
    func isFlexible(_ view: View) -> Bool { flexibleViews[ObjectIdentifier(view)] ?? false }

    private var visible: [View] { subviews.filter { !$0.isHidden } }

    public override var intrinsicContentSize: Size? { sizeThatFits(Size(.infinity, .infinity)) }

    public override func sizeThatFits(_ size: Size) -> Size {
        let inner = Size(size.width - padding.horizontal, size.height - padding.vertical)
        var along = 0.0, across = 0.0
        for view in visible {
            let s = view.sizeThatFits(inner)
            along += axis == .horizontal ? s.width : s.height
            across = max(across, axis == .horizontal ? s.height : s.width)
        }
        along += spacing * Double(max(0, visible.count - 1))
        return axis == .horizontal
            ? Size(along + padding.horizontal, across + padding.vertical)
            : Size(across + padding.horizontal, along + padding.vertical)
    }

    public override func layoutSubviews() {
        let area = bounds.inset(by: padding)
        let views = visible
        let alongSpace = axis == .horizontal ? area.width : area.height
        let acrossSpace = axis == .horizontal ? area.height : area.width
        var sizes = views.map { $0.sizeThatFits(area.size) }
        let fixed = zip(views, sizes).filter { !isFlexible($0.0) }
            .reduce(0.0) { $0 + (axis == .horizontal ? $1.1.width : $1.1.height) }
        let flexCount = views.filter(isFlexible).count
        let leftover = max(0, alongSpace - fixed - spacing * Double(max(0, views.count - 1)))
        var position = axis == .horizontal ? area.minX : area.minY
        for (i, view) in views.enumerated() {
            if isFlexible(view) {
                let share = flexCount > 0 ? leftover / Double(flexCount) : 0
                if axis == .horizontal { sizes[i].width = share } else { sizes[i].height = share }
            }
            let along = axis == .horizontal ? sizes[i].width : sizes[i].height
            var across = min(axis == .horizontal ? sizes[i].height : sizes[i].width, acrossSpace)
            if alignment == .fill { across = acrossSpace }
            let offset: Double
            switch alignment {
            case .leading, .fill: offset = 0
            case .center: offset = ((acrossSpace - across) / 2).rounded()
            case .trailing: offset = acrossSpace - across
            }
            view.frame =
                axis == .horizontal
                ? Rect(x: position, y: area.minY + offset, width: along, height: across)
                : Rect(x: area.minX + offset, y: position, width: across, height: along)
            position += along + spacing
        }
    }
}
