import Graphics

extension View {
    /// Scrolls every scroll view this view is in, innermost first, as little as needed to show
    /// it with `margin` points above and below where there is room.
    public func scrollIntoView(margin: Double = 8) {
        window?.rootView.layoutIfNeeded()
        var current = superview
        while let view = current {
            if let scroll = view as? ScrollView, isDescendant(of: scroll.documentView), scroll.bounds.height > 0 {
                let origin = scroll.documentView.windowOrigin
                let rect = windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
                let room = max(0, min(margin, (scroll.bounds.height - rect.height) / 2))
                scroll.scrollToVisible(rect.insetBy(dx: 0, dy: -room))
            }
            current = view.superview
        }
    }
}
