import Foundation
import Graphics
import LoaderKitCore
import UI

/// A LoaderKit progress indicator on the view tree (PROGRESS.md), with the upstream names.
///
/// `value` nil or NaN is indeterminate; other values (±∞ too) are clamped to 0…1 and the drawn value
/// glides there through a `ProgressAnimator` (PROGRESS.md §6), ticked by the window while it
/// moves. Every option is a property; changing one re-resolves the options and keeps the
/// animator. Under reduced motion (the window's `MotionPreference`, when `respectsReduceMotion`)
/// values jump, waves and stripes stop and the indeterminate motion runs at half speed.
@MainActor
public final class LoaderKitProgressView: View, FrameAnimating, MotionSensitive {
    /// The options as set (type, variant and every optional option; nil takes the pair's default).
    public private(set) var options: ProgressOptions
    /// The options after defaults, clamps and fallbacks.
    public private(set) var resolved: ResolvedProgress
    /// The value animator (real value, drawn value, waves and clocks).
    public let animator: ProgressAnimator
    var accessibleName = "Loading"

    /// Seconds on a monotonic clock; `setValue` uses it to tell a stream of updates from a lone
    /// one. Tests and previews may replace it.
    public var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime }

    public init(
        value: Double? = nil, type: ProgressType = .circular, variant: ProgressVariant = .flat,
        frame: Rect = .zero
    ) {
        options = ProgressOptions(type: type, variant: variant)
        resolved = ResolvedProgress(options)
        animator = ProgressAnimator(value: value, buffer: nil)
        super.init(frame: frame)
    }

    // MARK: Value

    /// The real value: nil while indeterminate, else clamped to 0…1 (±∞ too). Setting nil or NaN
    /// makes the indicator indeterminate; a value glides when `smooth` (jumps under reduced motion).
    public var value: Double? {
        get { animator.target }
        set {
            animator.setValue(newValue, now: clock(), smooth: smooth && !isReducingMotion)
            setNeedsDisplay()
        }
    }

    /// The buffer (linear flat and wavy draw it): nil or NaN means none; clamped to 0…1 (±∞ too).
    public var buffer: Double? {
        get { bufferValue }
        set {
            bufferValue = newValue.flatMap { $0.isNaN ? nil : min(1, max(0, $0)) }
            animator.setBuffer(newValue, now: clock(), smooth: smooth && !isReducingMotion)
            setNeedsDisplay()
        }
    }
    private var bufferValue: Double?

    /// True while there is no value.
    public var isIndeterminate: Bool { animator.indeterminate }

    /// Whether value changes glide (default true); false jumps.
    public var smooth = true

    /// Whether the window's reduced-motion preference applies (default true).
    public var respectsReduceMotion = true { didSet { if respectsReduceMotion != oldValue { setNeedsDisplay() } } }

    /// Behaves as under reduced motion whatever the window says (a preview's simulation switch).
    public var simulatesReducedMotion = false {
        didSet { if simulatesReducedMotion != oldValue { setNeedsDisplay() } }
    }

    // MARK: Colours

    /// The progress colour; nil follows the theme's accent.
    public var color: Color? { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The track colour; nil is the progress colour at 24 % of its alpha.
    public var trackColor: Color? { didSet { if trackColor != oldValue { setNeedsDisplay() } } }
    /// The label colour; nil follows the theme's primary text.
    public var labelColor: Color? { didSet { if labelColor != oldValue { setNeedsDisplay() } } }

    // MARK: Border content

    /// The child a `border` indicator goes around, inset by the resolved content inset (for other
    /// types it is centred in the indicator).
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            invalidateIntrinsicSize()
        }
    }

    // MARK: Options

    /// Changes the options through `body`, then re-resolves them (the animator is kept).
    public func updateOptions(_ body: (inout ProgressOptions) -> Void) {
        var copy = options
        body(&copy)
        guard copy != options else { return }
        let oldSize = resolved.preferredSize
        let oldInset = resolved.contentInset
        options = copy
        resolved = ResolvedProgress(copy)
        if resolved.preferredSize != oldSize || resolved.contentInset != oldInset || resolved.type == .linear {
            invalidateIntrinsicSize()
        }
        setNeedsDisplay()
    }

    func invalidateIntrinsicSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    public func motionPreferenceDidChange() { setNeedsDisplay() }

    public override var intrinsicContentSize: Size? { progressSize(fitting: Size(.infinity, .infinity)) }

    public override func sizeThatFits(_ size: Size) -> Size { progressSize(fitting: size) }

    public override func draw(in canvas: inout Canvas) { recordProgress(in: &canvas) }
    /// Antialiased edges and round caps may reach past the box; drawing is clipped there.
    public override var drawingOverhang: Double { LoaderKitView.indicatorOverhang(for: bounds.size) }

    public override func layoutSubviews() {
        guard let contentView else { return }
        if resolved.type == .border {
            let inset = resolved.contentInset
            contentView.frame = bounds.insetBy(dx: min(inset, bounds.width / 2), dy: min(inset, bounds.height / 2))
        } else {
            let s = contentView.intrinsicContentSize ?? .zero
            contentView.frame = Rect(
                x: ((bounds.width - s.width) / 2).rounded(), y: ((bounds.height - s.height) / 2).rounded(),
                width: s.width, height: s.height)
        }
    }
}
