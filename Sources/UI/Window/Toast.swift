import Graphics

/// A short message shown at the bottom of the window for a few seconds, with an optional
/// action button.
@MainActor
final class Toast {
    /// What is on screen: the label, or the `ToastView` holding it and the button.
    let view: View
    let label: Label
    let button: Button?
    /// Seconds left on screen (not counting down while the pointer is on it or its button has
    /// focus).
    var remaining: Double

    init(view: View, label: Label, button: Button?, duration: Double) {
        self.view = view
        self.label = label
        self.button = button
        self.remaining = duration
    }

    /// True while the user is on the toast: its button focused, or the pointer over it.
    var isHeld: Bool {
        guard let button else { return false }
        return button.isFocused || view.isHovered
    }
}

/// What a toast is about; sets its accent.
public enum ToastKind: Hashable, Sendable { case info, success, warning, error }

extension WindowRoot {
    /// Shows a message at the bottom centre for `duration` seconds; returns its label. With an
    /// `action`, its button stands beside the message (reached with Tab, after the content); the
    /// toast stays while the pointer is on it or the button has focus, and closes once the
    /// button is used.
    @discardableResult
    public func showToast(
        _ message: String, kind: ToastKind = .info, duration: Double = 3,
        action: ToastAction? = nil
    ) -> Label {
        let label = Label(message)
        label.insets = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
        label.receivesPointer = false
        let surface: View
        var button: Button?
        if let action {
            let actionButton = Button(action.title)
            actionButton.identifier = action.identifier
            label.numberOfLines = 3
            let view = ToastView(label: label, button: actionButton)
            view.identifier = "toast"
            surface = view
            button = actionButton
        } else {
            surface = label
        }
        surface.backgroundColor = .token(.raised)
        surface.borderColor = .token(
            kind == .info ? .border : kind == .success ? .success : kind == .warning ? .warning : .error)
        surface.cornerRadius = 8
        overlayView.addSubview(surface)
        let toast = Toast(view: surface, label: label, button: button, duration: duration)
        if let action, let button {
            button.action = { [unowned self, unowned toast] in
                remove(toast)
                action.perform()
            }
        }
        toasts.append(toast)
        layoutToasts()
        return label
    }

    /// The messages on screen, oldest first.
    public var visibleToasts: [String] { toasts.map(\.label.text) }

    func advanceOverlays(by dt: Double) {
        advanceTooltip(by: dt)
        guard !toasts.isEmpty else { return }
        for toast in toasts where !toast.isHeld { toast.remaining -= dt }
        let expired = toasts.filter { $0.remaining <= 0 }
        guard !expired.isEmpty else { return }
        for toast in expired { toast.view.removeFromSuperview() }
        toasts.removeAll { $0.remaining <= 0 }
        layoutToasts()
    }

    /// Takes `toast` off the screen now.
    private func remove(_ toast: Toast) {
        guard let index = toasts.firstIndex(where: { $0 === toast }) else { return }
        toasts.remove(at: index)
        toast.view.removeFromSuperview()
        layoutToasts()
    }

    private func layoutToasts() {
        var bottom = size.height - 24
        for toast in toasts.reversed() {
            let size: Size
            if let view = toast.view as? ToastView {
                size = view.size(fitting: self.size.width - 48)
            } else {
                let natural = toast.label.intrinsicContentSize ?? .zero
                let width = min(natural.width, self.size.width - 48)
                size = Size(width, toast.label.sizeThatFits(Size(width, 1000)).height)
            }
            bottom -= size.height
            toast.view.frame = Rect(
                x: ((self.size.width - size.width) / 2).rounded(), y: bottom,
                width: size.width, height: size.height)
            bottom -= 8
        }
    }
}
