import Graphics

/// A rectangle of the window that draws itself and its subviews and handles input.
///
/// Geometry is in points: `frame` in the superview's coordinates, `bounds` in the view's own
/// (origin zero). Subclasses override `draw(in:)`, `layoutSubviews()`, the input methods and
/// `intrinsicContentSize`. A view draws inside its frame; the window culls by frames.
@MainActor
open class View {
    /// The rect in the superview's coordinates, in points.
    public var frame: Rect = .zero {
        didSet { frameDidChange(from: oldValue) }
    }
    /// The view's own rect: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// The children, back to front.
    public private(set) var subviews: [View] = []
    /// The parent, nil for a root or a detached view.
    public private(set) weak var superview: View?
    /// The window the view is in, nil when detached.
    public internal(set) weak var window: WindowRoot?
    /// The window's theme, or the light theme before the view is in a window; the metrics
    /// (`controlHeight`, `controlRadius`, `cardRadius`, `panelPadding`) are the same in both.
    public var theme: Theme { window?.theme ?? .light }

    /// A hidden view and its subviews are neither drawn nor hit.
    public var isHidden = false { didSet { if isHidden != oldValue { invalidateFrame() } } }
    /// Opacity of the view and its subviews, 0...1.
    public var alpha = 1.0 { didSet { if alpha != oldValue { setNeedsDisplay() } } }
    /// The fill behind the content, nil for none.
    public var backgroundColor: ThemedColor? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// A hairline (1 device pixel) border drawn inside the bounds, nil for none.
    public var borderColor: ThemedColor? { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// Corner radius of the background, border and clip, in points.
    public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// When true, subviews are clipped to the bounds (to a pixel rect; corners are not rounded).
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    /// How large the subviews are drawn, hit and placed in the window: a subview's frame is in
    /// this view's points divided by the zoom (0.5 shows a 390-point-wide subtree in 195 points).
    /// Text and paths are drawn at the zoomed size, not scaled bitmaps. Must be finite and > 0.
    public var subviewZoom = 1.0 {
        didSet {
            if !(subviewZoom.isFinite && subviewZoom > 0) { subviewZoom = 1 }
            if subviewZoom != oldValue { setNeedsDisplay() }
        }
    }
    /// True for a layer drawn over the views before it by design (a panel over a scrim, as the
    /// window's overlay layer floats over the content): `LayoutAudit` does not count what is in
    /// it as overlapping what is outside it.
    public var floatsOverContent = false
    /// When false, pointer events pass through the view itself (its subviews still get them).
    public var receivesPointer = true
    /// Text shown in a tooltip after the pointer rests on the view.
    public var tooltip: String?
    /// A name for tests and debugging.
    public var identifier: String?
    /// The words a view of the caller's own kind shows, for the view tree a test reads (the
    /// toolkit's labels, buttons and fields report theirs themselves); nil by default.
    open var shownText: String? { nil }
    /// State other modules keep on this view (by `ViewAttachmentKey`); the view never reads it.
    public var attachments = ViewAttachments()

    var needsLayout = true
    var descendantNeedsLayout = true

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Overridable behaviour

    /// The natural size of the content in points, or nil when the view has none.
    open var intrinsicContentSize: Size? { nil }

    /// The size the view would like within `size` (points); by default the intrinsic size or `size`.
    open func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize ?? size }

    /// Positions the subviews; called before drawing when `setNeedsLayout()` was called.
    open func layoutSubviews() {}

    /// Records the view's content in its own coordinates (after the background, before subviews).
    open func draw(in canvas: inout Canvas) {}

    /// How far, in points, `draw(in:)` may paint beyond the bounds (antialiased edges of shapes
    /// that touch or overshoot them); such a view clips its drawing to `paintedBounds`. Redraws
    /// and invalidations cover the same area, so stale pixels never stay around it.
    open var drawingOverhang: Double { 0 }

    /// Records content over the subviews (after them), in the view's coordinates.
    open func drawOverSubviews(in canvas: inout Canvas) {}

    /// The deepest view at `point` (own coordinates, points), or nil.
    open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

    /// True when the view takes keyboard focus (Tab order and clicks).
    open var canBecomeFocused: Bool { false }
    /// True when Tab stops at the view; by default every view that takes focus. A view that
    /// takes focus only by program (a type-to-filter catcher) or one of many that share one stop
    /// (the cards of a grid) says false.
    open var isTabStop: Bool { canBecomeFocused }
    /// True when the view takes Tab and Shift+Tab itself while focused (a code editor indents
    /// with them); Ctrl+Tab and Ctrl+Shift+Tab then move focus out of it.
    open var capturesTabKey: Bool { false }
    /// Space between the view and its focus ring, in points, painted in the window background:
    /// a view whose edge may be the accent (a primary button, a switch, a swatch) keeps the
    /// accent ring apart from it.
    var focusRingGap: Double { 0 }
    /// Called after the view gained or lost focus.
    open func focusDidChange() { setNeedsDisplay() }
    /// The pointer shape while the view is hovered.
    open var cursor: Cursor { .arrow }

    /// A button went down on the view; return true to handle it and capture the pointer until
    /// it goes up.
    open func pointerDown(_ event: PointerEvent) -> Bool { false }
    /// The pointer moved while this view holds the capture.
    open func pointerDragged(_ event: PointerEvent) {}
    /// The button went up after `pointerDown` returned true.
    open func pointerUp(_ event: PointerEvent) {}
    /// The pointer moved over the view without a capture.
    open func pointerMoved(_ event: PointerEvent) {}
    /// The pointer entered the view (it became the hovered view or one of its ancestors).
    open func pointerEntered() {}
    /// The pointer left the view.
    open func pointerExited() {}
    /// A wheel scroll over the view; return true when handled (else it goes to the superview).
    open func scrollWheel(_ event: WheelEvent) -> Bool { false }
    /// A key went down while the view (or a subview) has focus; return true when handled.
    open func keyDown(_ key: Key, modifiers: Modifiers) -> Bool { false }
    /// Text typed while the view (or a subview that did not take it) has focus; return true
    /// when handled.
    open func insertText(_ text: String) -> Bool { false }
    /// A file dropped on the view; return true when handled.
    func fileDropped(path: String) -> Bool { false }
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called on every view when the window's theme changes (the window redraws everything).
    open func themeDidChange() {}

    // MARK: Tree

    /// Adds a view on top of the subviews (removing it from its old superview first).
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts a view at an index of `subviews`.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.setWindow(window)
        view.setNeedsLayout()
        view.invalidateFrame()
        setNeedsLayout()
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        invalidateFrame()
        window?.viewWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setWindow(nil)
        parent.setNeedsLayout()
    }

    /// Removes every subview.
    public func removeAllSubviews() { for view in subviews { view.removeFromSuperview() } }

    /// True when `ancestor` is this view or one of its superviews.
    public func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    func setWindow(_ newWindow: WindowRoot?) {
        guard window !== newWindow else { return }
        window = newWindow
        for view in subviews { view.setWindow(newWindow) }
        newWindow?.viewDidEnter(self)
        didMoveToWindow()
    }

    private func frameDidChange(from old: Rect) {
        guard old != frame else { return }
        if old.size != frame.size { setNeedsLayout() }
        if let superview {
            let o = drawingOverhang
            superview.setNeedsDisplay(old.insetBy(dx: -o, dy: -o))
            superview.setNeedsDisplay(frame.insetBy(dx: -o, dy: -o))
        } else {
            window?.setNeedsDisplayAll()
        }
    }
}
