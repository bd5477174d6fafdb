import Graphics
import UI

/// A vertical column of views, each as high as it says it fits, 8 points apart; hidden views
/// take no room. The forms are built of these.
@MainActor
class FormStack: View {
    /// Space between rows, in points.
    var spacing = 8.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
    }

    /// Removes every row.
    func removeRows() { for view in subviews { view.removeFromSuperview() } }

    override func sizeThatFits(_ size: Size) -> Size {
        let shown = subviews.filter { !$0.isHidden }
        let heights = shown.map { $0.sizeThatFits(Size(size.width, .infinity)).height }
        return Size(size.width, heights.reduce(0, +) + spacing * Double(max(0, shown.count - 1)))
    }

    override func layoutSubviews() {
        var y = 0.0
        for view in subviews where !view.isHidden {
            let height = view.sizeThatFits(Size(bounds.width, .infinity)).height
            view.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
            y += height + spacing
        }
    }
}

/// A label for a refused edit: the upstream sentence in the error colour, wrapped; hidden when
/// there is nothing to say.
@MainActor
final class RefusalLabel: View {
    let label = Label("", font: .uiSmall)

    init(identifier: String) {
        super.init()
        self.identifier = identifier
        receivesPointer = false
        label.textColor = .token(.error)
        label.numberOfLines = 0
        isHidden = true
        addSubview(label)
    }

    /// The sentence shown, empty when hidden.
    var text: String { isHidden ? "" : label.text }

    /// Shows `message`, or hides the label for nil.
    func show(_ message: String?) {
        if label.text != (message ?? "") { label.text = message ?? "" }
        let hidden = message == nil
        guard isHidden != hidden else { return }
        isHidden = hidden
        superview?.setNeedsLayoutUpToTheWindow()
    }

    override func sizeThatFits(_ size: Size) -> Size { label.sizeThatFits(Size(size.width, 200)) }
    override func layoutSubviews() { label.frame = bounds }
}

extension View {
    /// Marks this view and every container up to the window for layout (a form's height changed).
    func setNeedsLayoutUpToTheWindow() {
        var view: View? = self
        while let current = view {
            current.setNeedsLayout()
            view = current.superview
        }
    }
}
