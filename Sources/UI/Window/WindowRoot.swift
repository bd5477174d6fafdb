import Graphics

/// The root of a window's view tree and what the host talks to.
///
/// The host sends `.resize` through `handle(_:)` on start and on each resize, pushes the other
/// `InputEvent`s into `handle(_:)` too, calls `tick(dt:)` once a frame while `isAnimating`, and when `needsDisplay`
/// rasterizes `recordFrame()`'s list and uploads its dirty rects. When nothing animates and no
/// input arrives the host can block: the window asks for nothing.
@MainActor
public final class WindowRoot {
    /// Measures and draws text (the host's fonts, or `FixedWidthTextEngine` in tests).
    public let textEngine: TextEngine
    /// The clipboard for copy and paste.
    public let clipboard: Clipboard
    /// Keyboard shortcuts.
    public let shortcuts = ShortcutRegistry()
    /// The text the press of a chord (Ctrl or Alt with a character) that ran a shortcut may still
    /// send (X11 sends "2" for Alt+2); dropped when it arrives, forgotten at the next key down.
    var chordText: String?
    /// The theme; assigning another redraws the whole window.
    public var theme: Theme {
        didSet {
            guard theme != oldValue else { return }
            for view in rootView.selfAndDescendants { view.themeDidChange() }
            setNeedsDisplayAll()
        }
    }
    /// Reduced motion, controlled by the app (the host initialises it from the desktop and
    /// updates it when the desktop's setting changes).
    public var motionPreference: MotionPreference {
        didSet { if motionPreference != oldValue { motionPreferenceDidChange() } }
    }
    /// Called after `motionPreference` changed, for what the app keeps outside the view tree.
    public var onMotionPreferenceChange: (@MainActor (MotionPreference) -> Void)?
    /// Called with the path of a file dropped where no view took it.
    public var onFileDrop: ((String) -> Void)?

    /// The window's size in points.
    public private(set) var size: Size = Size(1280, 800)
    /// Device pixels per point (2 on a HiDPI display).
    public private(set) var scale: Double = 1
    /// Redraw bookkeeping, in device pixels.
    public internal(set) var dirty: DirtyRegion
    /// The app's views: fills the window.
    public var contentView: View {
        didSet {
            oldValue.removeFromSuperview()
            rootView.insertSubview(contentView, at: 0)
            layoutRoot()
        }
    }
    /// Popovers, tooltips and toasts live here, above the content.
    public let overlayView = View()
    package let rootView = View()

    /// The view with keyboard focus.
    public internal(set) weak var focusedView: View?
    /// The deepest view under the pointer.
    internal(set) weak var hoveredView: View?
    /// The view that took the last pointer down and gets drags until the button goes up.
    public internal(set) weak var captureView: View?
    /// The pointer's last position in window points.
    public internal(set) var pointerLocation: Point?
    /// The presses so far, which decide a press's click count (`ClickSequence`).
    public internal(set) var clicks = ClickSequence()
    /// The pointer shape for the host to show.
    public internal(set) var cursor: Cursor = .arrow
    /// True while the window has keyboard focus in the desktop.
    internal(set) var isKeyWindow = true
    /// The open popover, if any.
    public internal(set) var popover: View?
    /// The view that had focus when the popover opened (it gets it back when it closes).
    weak var popoverOpener: View?

    var animators: [FrameAnimating] = []
    /// The pixels the focus ring covered in the last frame, to erase it when it moves.
    var lastFocusRingPixels: IntRect?
    var tooltipState = TooltipState()
    var toasts: [Toast] = []

    /// Creates a window root of 1280×800 points at scale 1.
    public init(
        textEngine: TextEngine = FixedWidthTextEngine(), clipboard: Clipboard = MemoryClipboard(),
        theme: Theme = .light, motionPreference: MotionPreference = .standard, contentView: View = View()
    ) {
        self.textEngine = textEngine
        self.clipboard = clipboard
        self.theme = theme
        self.motionPreference = motionPreference
        self.contentView = contentView
        self.dirty = DirtyRegion(bounds: IntRect(x: 0, y: 0, width: 1280, height: 800))
        rootView.receivesPointer = false
        overlayView.receivesPointer = false
        rootView.window = self
        rootView.addSubview(contentView)
        rootView.addSubview(overlayView)
        layoutRoot()
    }

    /// The framebuffer size in device pixels: points × scale, rounded.
    public var pixelSize: (width: Int, height: Int) {
        (Self.pixelCount(size.width * scale), Self.pixelCount(size.height * scale))
    }

    /// The largest framebuffer side, in device pixels.
    static let maximumPixelCount = 1 << 24

    /// `pixels` rounded to a whole count in 1...`maximumPixelCount` (NaN gives 1), never trapping.
    static func pixelCount(_ pixels: Double) -> Int {
        let rounded = pixels.rounded()
        guard rounded >= 1 else { return 1 }
        return rounded < Double(maximumPixelCount) ? Int(rounded) : maximumPixelCount
    }

    /// Sets the window size (points) and scale (pixels per point); everything is laid out again
    /// and redrawn when either changed.
    public func layout(size: Size, scale: Double) {
        let newScale = scale.isFinite && scale > 0 ? scale : 1
        guard size != self.size || newScale != self.scale else { return }
        self.size = size
        self.scale = newScale
        layoutRoot()
    }

    private func layoutRoot() {
        let (w, h) = pixelSize
        dirty.bounds = IntRect(x: 0, y: 0, width: w, height: h)
        let full = Rect(origin: .zero, size: size)
        rootView.frame = full
        contentView.frame = full
        overlayView.frame = full
        contentView.setNeedsLayout()
        setNeedsDisplayAll()
    }

    /// Marks the whole window for redrawing.
    public func setNeedsDisplayAll() { dirty.addAll() }

    /// Adds a rect in window points to the dirty region.
    public func invalidate(windowRect rect: Rect) {
        let r = Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        dirty.add(r.enclosingIntRect)
    }

    /// True when a frame should be recorded: something is dirty or awaits layout.
    public var needsDisplay: Bool { !dirty.isEmpty || rootView.descendantNeedsLayout || rootView.needsLayout }

    /// True while something on screen changes over time (animating views with a visible part,
    /// pending tooltips and toasts): the host must keep calling `tick(dt:)` once a frame. False
    /// means it can block for input.
    public var isAnimating: Bool {
        animators.contains { $0.wantsFramesWhenOnScreen && isOnScreen($0) } || tooltipState.needsTicks
            || !toasts.isEmpty
    }

    /// Advances every animating view with a visible part (see `isOnScreen`), tooltip and toast
    /// by `dt` seconds.
    public func tick(dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        for animator in animators where animator.wantsFramesWhenOnScreen && isOnScreen(animator) {
            animator.advance(by: dt)
        }
        advanceOverlays(by: dt)
    }

    /// Lays out what is pending and records the dirty region: the list (device pixels; it clips
    /// itself to each dirty rect, which it clears to the window background first) and the dirty
    /// rects to upload. The region is empty afterwards. A rect that an `OccludingOverlay` paints
    /// completely is recorded from the overlay layer alone.
    public func recordFrame() -> (list: DisplayList, dirty: [IntRect]) {
        rootView.layoutIfNeeded()
        let placement = focusRingPlacement()
        let ring = focusRingPixels(placement)
        if ring != lastFocusRingPixels {
            if let old = lastFocusRingPixels { dirty.add(old) }
            if let ring { dirty.add(ring) }
            lastFocusRingPixels = ring
        }
        let rects = dirty.rects
        dirty.removeAll()
        var list = DisplayList(capacity: 64)
        let background = theme.color(.windowBackground)
        let occluders = rects.isEmpty ? [] : overlayView.subviews.compactMap { $0 as? OccludingOverlay }
        let occluded = occluders.flatMap { $0.prepareFrame(scale: scale) }
        defer { for occluder in occluders { occluder.finishFrame() } }
        for rect in rects {
            list.pushClip(rect)
            var contentHidden = false
            for r in occluded where r.contains(rect) { contentHidden = true; break }
            if !contentHidden { list.fill(.rect(rect.rect), color: background) }
            var canvas = Canvas(list: list, scale: scale, theme: theme, textEngine: textEngine, dirty: rect)
            list = DisplayList()
            (contentHidden ? overlayView : rootView).record(in: &canvas)
            if let placement, let ring, ring.intersection(rect) != nil { recordFocusRing(placement, in: &canvas) }
            swap(&list, &canvas.list)  // moved, not shared: the append below must not copy it
            list.popClip()
        }
        return (list, rects)
    }

    /// Marks everything dirty and records it (for screenshots and the first frame).
    public func recordFullFrame() -> DisplayList {
        setNeedsDisplayAll()
        return recordFrame().list
    }

    // MARK: Bookkeeping called by views

    func viewDidEnter(_ view: View) {
        if let animator = view as? FrameAnimating, !animators.contains(where: { $0 === animator }) {
            animators.append(animator)
        }
    }

    func viewWillLeave(_ view: View) {
        for leaving in view.selfAndDescendants {
            if let animator = leaving as? FrameAnimating { animators.removeAll { $0 === animator } }
            if focusedView === leaving { focusedView = nil }
            if hoveredView === leaving { hoveredView = nil }
            if captureView === leaving { captureView = nil }
        }
    }

    private func motionPreferenceDidChange() {
        for view in rootView.selfAndDescendants { (view as? MotionSensitive)?.motionPreferenceDidChange() }
        onMotionPreferenceChange?(motionPreference)
    }
}

/// A view that draws differently under reduced motion.
@MainActor
public protocol MotionSensitive: AnyObject {
    /// Called when the window's `motionPreference` changes.
    func motionPreferenceDidChange()
}
