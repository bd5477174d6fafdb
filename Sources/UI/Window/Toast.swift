import Graphics

/// A short message shown at the bottom of the window for a few seconds.
@MainActor
final class Toast {
    let view: Label
    /// Seconds left on screen.
    var remaining: Double

    init(view: Label, duration: Double) {
        self.view = view
        self.remaining = duration
    }
}

/// What a toast is about; sets its accent.
public enum ToastKind: Hashable, Sendable { case info, success, warning, error }

extension WindowRoot {
    /// Shows a message at the bottom centre for `duration` seconds; returns its label.
    @discardableResult
    public func showToast(_ message: String, kind: ToastKind = .info, duration: Double = 3) -> Label {
        let label = Label(message)
        label.backgroundColor = .token(.raised)
        label.borderColor = .token(kind == .info ? .border : kind == .success ? .success : kind == .warning ? .warning : .error)
        label.cornerRadius = 8
        label.insets = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
        label.receivesPointer = false
        overlayView.addSubview(label)
        toasts.append(Toast(view: label, duration: duration))
        layoutToasts()
        return label
    }

    /// The messages on screen, oldest first.
    public var visibleToasts: [String] { toasts.map { $0.view.text } }

    func advanceOverlays(by dt: Double) {
        advanceTooltip(by: dt)
        guard !toasts.isEmpty else { return }
        for toast in toasts { toast.remaining -= dt }
        let expired = toasts.filter { $0.remaining <= 0 }
        guard !expired.isEmpty else { return }
        for toast in expired { toast.view.removeFromSuperview() }
        toasts.removeAll { $0.remaining <= 0 }
        layoutToasts()
    }

    private func layoutToasts() {
        var bottom = size.height - 24
        for toast in toasts.reversed() {
            let natural = toast.view.intrinsicContentSize ?? .zero
            let width = min(natural.width, size.width - 48)
            let height = toast.view.sizeThatFits(Size(width, 1000)).height
            bottom -= height
            toast.view.frame = Rect(x: ((size.width - width) / 2).rounded(), y: bottom, width: width, height: height)
            bottom -= 8
        }
    }
}
