import Graphics

/// Shows a part of a larger `documentView`, scrolled vertically by the wheel, by dragging the
/// scrollbar (which appears when the content is taller than the view), or, while a view in it
/// has focus, by Page Up and Page Down (a page) and Ctrl+Home and Ctrl+End (the ends).
@MainActor
public class ScrollView: View {
    /// The scrolled content; its height is `contentHeight`, its width the view's.
    public let documentView = View()
    /// The scrollbar on the right edge.
    public let scrollBar = ScrollBar()
    /// The content's height, in points.
    public var contentHeight = 0.0 {
        didSet { if contentHeight != oldValue { setNeedsLayout(); setContentOffset(contentOffset) } }
    }
    /// How far the content is scrolled, in points (0 at the top).
    public private(set) var contentOffset = 0.0
    /// Called after the offset changed.
    var onScroll: (@MainActor (Double) -> Void)?

    /// Points scrolled per point of wheel delta.
    var wheelMultiplier = 1.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(documentView)
        addSubview(scrollBar)
        scrollBar.scrollView = self
    }

    /// The largest offset: content height minus view height (never negative).
    public var maximumOffset: Double { max(0, contentHeight - bounds.height) }

    /// Scrolls to an offset (clamped to 0...maximumOffset).
    public func setContentOffset(_ offset: Double) {
        let clamped = min(max(offset.isFinite ? offset : 0, 0), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        documentView.frame.origin = Point(0, -clamped)
        scrollBar.setNeedsDisplay()
        didScroll()
        onScroll?(clamped)
    }

    /// Scrolls as little as needed to show a rect of the document (document points).
    public func scrollToVisible(_ rect: Rect) {
        if rect.minY < contentOffset {
            setContentOffset(rect.minY)
        } else if rect.maxY > contentOffset + bounds.height {
            setContentOffset(rect.maxY - bounds.height)
        }
    }

    /// Called after the content offset changed; subclasses place content.
    func didScroll() {}

    /// Called during layout after the document was sized; subclasses place content.
    func layoutDocument() {}

    public override func scrollWheel(_ event: WheelEvent) -> Bool {
        guard maximumOffset > 0, event.dy != 0 else { return false }
        setContentOffset(contentOffset - event.dy * wheelMultiplier)
        return true
    }

    /// Page Up and Page Down move this far: the view's height less a little overlap, in points.
    public var pageHeight: Double { max(bounds.height * 0.5, bounds.height - 40) }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard maximumOffset > 0 else { return false }
        switch (key, modifiers) {
        case (.pageUp, []): setContentOffset(contentOffset - pageHeight)
        case (.pageDown, []): setContentOffset(contentOffset + pageHeight)
        case (.home, .control): setContentOffset(0)
        case (.end, .control): setContentOffset(maximumOffset)
        default: return false
        }
        return true
    }

    public override func layoutSubviews() {
        documentView.frame = Rect(
            x: 0, y: -contentOffset, width: bounds.width, height: max(contentHeight, bounds.height))
        scrollBar.frame = Rect(x: bounds.width - ScrollBar.width, y: 0, width: ScrollBar.width, height: bounds.height)
        scrollBar.isHidden = maximumOffset <= 0
        let clamped = min(contentOffset, maximumOffset)
        if clamped != contentOffset { setContentOffset(clamped) }
        layoutDocument()
    }
}
