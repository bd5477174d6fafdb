import Graphics

/// The tooltip timer: the pointer must rest on a view with a tooltip for `delay` seconds. A
/// tooltip shown goes away with its view (removed, hidden, or recycled by a collection).
struct TooltipState {
    /// Seconds the pointer must rest before the tooltip shows.
    static let delay = 0.6
    /// The widest a tooltip gets, in points; longer text wraps.
    static let maximumWidth = 320.0
    /// The view whose tooltip is pending or shown.
    weak var owner: View?
    /// Where the pointer rests, in window points.
    var anchor: Point = .zero
    /// Seconds waited so far.
    var waited = 0.0
    /// The tooltip on screen.
    var label: Label?
    /// The owner's tooltip text when it became the owner (a view whose tooltip changes under the
    /// pointer, such as a code editor's squiggles, gets a new tooltip).
    var text: String?

    var isPending: Bool { owner != nil && label == nil }
    /// True while the window must tick for the tooltip: it waits to show, or it shows but its
    /// view went away (the next tick takes it down). A tooltip simply shown needs nothing.
    @MainActor var needsTicks: Bool { isPending || label != nil && owner?.isVisibleInWindow != true }
}

extension WindowRoot {
    /// The tooltip on screen, if any.
    public var visibleTooltip: Label? { tooltipState.label }

    func updateTooltip(for view: View?, at point: Point) {
        var current = view
        while let v = current, v.tooltip == nil { current = v.superview }
        guard let owner = current else { return hideTooltip() }
        if owner === tooltipState.owner, owner.tooltip == tooltipState.text { return }
        hideTooltip()
        tooltipState.owner = owner
        tooltipState.text = owner.tooltip
        tooltipState.anchor = point
    }

    func hideTooltip() {
        tooltipState.label?.removeFromSuperview()
        tooltipState = TooltipState()
    }

    func advanceTooltip(by dt: Double) {
        if tooltipState.label != nil {
            if tooltipState.owner?.isVisibleInWindow != true { hideTooltip() }
            return
        }
        guard tooltipState.isPending, let owner = tooltipState.owner, let text = owner.tooltip else { return }
        tooltipState.waited += dt
        guard tooltipState.waited >= TooltipState.delay else { return }
        let label = Label(text, font: .uiSmall)
        label.textColor = .token(.textPrimary)
        label.backgroundColor = .token(.raised)
        label.borderColor = .token(.border)
        label.cornerRadius = 4
        label.insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        label.numberOfLines = 0
        label.receivesPointer = false
        overlayView.addSubview(label)  // first, so it measures with the window's fonts
        let natural = label.intrinsicContentSize ?? .zero
        let width = min(natural.width, TooltipState.maximumWidth)
        let height = label.sizeThatFits(Size(width, 1000)).height
        var x = tooltipState.anchor.x + 8, y = tooltipState.anchor.y + 20
        x = min(max(0, x), size.width - width)
        if y + height > size.height { y = tooltipState.anchor.y - height - 8 }
        label.frame = Rect(x: x, y: y, width: width, height: height)
        tooltipState.label = label
    }
}
