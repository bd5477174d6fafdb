/// The places in an app where a loading state appears: Scenes mode shows one of them on a mock
/// app screen.
package enum SceneKind: String, CaseIterable, Sendable {
    /// A form whose primary button shows the indicator in place of its label.
    case button
    /// A list with pull-to-refresh: the indicator in the pulled band above the rows.
    case list
    /// A feed of cards whose media and text show the skeleton (or an indicator among them).
    case feed
    /// A full-screen overlay: a scrim over the screen and the indicator on a panel.
    case overlay
    /// An inline progress bar under the app's toolbar.
    case toolbar
    /// An upload row with a determinate progress design and a Stop button.
    case upload

    /// True when the loading state covers the screen with no way out (the overlay's scrim): its
    /// motion past 5 s then needs a way to stop it (`GuidanceHint.motionOverFiveSeconds`).
    var blocksInteraction: Bool { self == .overlay }

    /// The platforms' usual size of the loading state in this place, in points: a 20-point
    /// spinner in a button, 40 in a list or a feed, 64 over a scrim, a 4-point bar in a
    /// toolbar, 24 in an upload row.
    var defaultSlotSize: Double {
        switch self {
        case .button: 20
        case .list, .feed: 40
        case .overlay: 64
        case .toolbar: 4
        case .upload: 24
        }
    }
}

/// The device a scene is shown on, with its screen in points (portrait).
package enum SceneDevice: String, CaseIterable, Sendable {
    case phone, tablet, desktop

    /// The screen's size in points, portrait (a desktop is always wider than tall).
    var portraitSize: (width: Double, height: Double) {
        switch self {
        case .phone: (390, 844)
        case .tablet: (820, 1180)
        case .desktop: (1280, 800)
        }
    }

    /// The screen's size in points in the orientation asked for (a desktop ignores it).
    func screenSize(landscape: Bool) -> (width: Double, height: Double) {
        let size = portraitSize
        guard self != .desktop, landscape else { return size }
        return (size.height, size.width)
    }
}

/// What the mock app's loading slot shows at one moment of a request (from the lifecycle's
/// state): the opacities are 0...1.
package struct SlotPresentation: Hashable, Sendable {
    /// The loading state's opacity (the indicator, the progress design or the skeleton).
    package var loadingOpacity = 0.0
    /// The loading state's scale (1: its size; a scale exit shrinks it).
    package var loadingScale = 1.0
    /// The loaded content's opacity (0 before it arrived).
    package var contentOpacity = 1.0
    /// The error state's opacity (an icon and a message where the content goes).
    package var errorOpacity = 0.0
    /// The transfer's fraction done for a determinate progress design, 0...1 (nil: indeterminate).
    package var progress: Double?

    package init(
        loadingOpacity: Double = 0, loadingScale: Double = 1, contentOpacity: Double = 1, errorOpacity: Double = 0,
        progress: Double? = nil
    ) {
        self.loadingOpacity = loadingOpacity
        self.loadingScale = loadingScale
        self.contentOpacity = contentOpacity
        self.errorOpacity = errorOpacity
        self.progress = progress
    }
}
