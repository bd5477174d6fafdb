import Graphics
import LoaderKitCore
import LoaderKitDrawing
import UI

/// A LoaderKit activity indicator: the LoaderKitView of LOADERKIT-SPEC 3.6 on this toolkit.
///
/// It draws in the largest centred square of its bounds (intrinsic size 40×40 points). The spec
/// time `time` (seconds) advances by `dt × speed` on each window tick while animating.
/// Restart rules: assigning a different `indicator`, `spec`, `specJSON` or `params` sets the time
/// to 0; `color`, `colors`, `speed` and the size never touch it; stopping freezes it and starting
/// continues from it; while `cycleProgress` is set the clock is ignored (and does not advance),
/// and clearing it continues from where it was.
@MainActor
public final class LoaderKitView: View, FrameAnimating, MotionSensitive {
    /// The colour used when none is set: the system grey of the Apple views.
    public static let defaultColor = Color(hex: "#8E8E93")!

    /// A built-in's name; default "BallPulse". Setting it replaces `spec`; an unknown name draws
    /// nothing and sets `specError`.
    public var indicator: String? {
        get { indicatorName }
        set {
            guard newValue != indicatorName || source != .name else { return }
            indicatorName = newValue
            source = .name
            if let name = newValue {
                if let builtin = IndicatorSpec.builtin(named: name) {
                    apply(spec: builtin, error: nil)
                } else {
                    apply(
                        spec: nil,
                        error: IndicatorSpecError(problems: [
                            SpecProblem("Unknown indicator \"\(name)\"", stage: .validation)
                        ]))
                }
            } else {
                apply(spec: nil, error: nil)
            }
        }
    }

    /// The spec drawn (nil draws nothing). Setting it replaces `indicator`.
    public var spec: IndicatorSpec? {
        get { currentSpec }
        set {
            guard newValue != currentSpec || source != .spec else { return }
            indicatorName = nil
            jsonText = nil
            source = .spec
            apply(spec: newValue, error: nil)
        }
    }

    /// The spec as JSON: the text last given to `setSpec(json:)`, else the spec encoded. Setting
    /// an invalid text draws nothing and sets `specError`.
    public var specJSON: String? {
        get { jsonText ?? currentSpec?.jsonString() }
        set {
            if let text = newValue { try? setSpec(json: text) } else { spec = nil }
        }
    }

    /// Decodes, validates and shows a spec from JSON; on failure draws nothing, sets
    /// `specError` and throws it.
    public func setSpec(json: String) throws(IndicatorSpecError) {
        indicatorName = nil
        source = .spec
        do {
            let decoded = try IndicatorSpec(json: json)
            jsonText = json
            apply(spec: decoded, error: nil)
        } catch {
            let specError = IndicatorSpecError(error)
            jsonText = json
            apply(spec: nil, error: specError)
            throw specError
        }
    }

    /// Shows `prepared`, a spec already prepared with its default params (shared with other views
    /// of the same document), as setting `spec` does but without preparing it again; for a view
    /// whose `params` are empty. The time restarts when the spec differs from the one shown.
    public func show(prepared: IndicatorEvaluator) {
        let restarts = source != .spec || currentSpec != prepared.spec
        indicatorName = nil
        jsonText = nil
        source = .spec
        currentSpec = prepared.spec
        specError = nil
        evaluator = prepared
        if restarts { restart() } else { setNeedsDisplay() }
    }

    /// Why nothing is drawn: an unknown name, an invalid spec, or params the spec cannot prepare.
    public private(set) var specError: IndicatorSpecError?

    /// Param overrides by name; a different value restarts the time.
    public var params: [String: Double] = [:] {
        didSet { if params != oldValue { rebuildEvaluator(); restart() } }
    }
    /// The colour of every element when `colors` is empty.
    public var color: Color = LoaderKitView.defaultColor { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Per-element colours: element i takes `colors[i % count]`; empty uses `color`.
    public var colors: [Color] = [] { didSet { if colors != oldValue { setNeedsDisplay() } } }
    /// Clock rate (1 = real time); 0 or less pauses without stopping.
    public var speed = 1.0
    /// True between `startAnimating()` and `stopAnimating()`; true at first.
    public private(set) var isAnimating = true
    /// When true (the default), nothing is drawn while stopped.
    public var hidesWhenStopped = true { didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } } }
    /// A point in the cycle, 0...1, to draw instead of the clock; nil follows the clock.
    public var cycleProgress: Double? { didSet { if cycleProgress != oldValue { setNeedsDisplay() } } }
    /// When true (the default) and the window asks for reduced motion, one still frame at
    /// `timeForCycleProgress(0)` is drawn instead of the animation.
    public var respectsReduceMotion = true { didSet { if respectsReduceMotion != oldValue { setNeedsDisplay() } } }

    /// The spec time, in seconds.
    public private(set) var time = 0.0
    /// The prepared evaluator, nil when nothing can be drawn.
    public private(set) var evaluator: IndicatorEvaluator?

    private enum Source { case name, spec }
    private var source: Source = .name
    private var indicatorName: String? = "BallPulse"
    private var currentSpec: IndicatorSpec?
    private var jsonText: String?
    var stateBuffer: [ElementState] = []

    public init(indicator: String = "BallPulse", frame: Rect = .zero) {
        super.init(frame: frame)
        indicatorName = nil
        self.indicator = indicator
    }

    public override var intrinsicContentSize: Size? { Size(40, 40) }

    /// Starts (or continues) the clock from the frozen time.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        setNeedsDisplay()
    }

    /// Freezes the clock; with `hidesWhenStopped` nothing is drawn until it starts again.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        setNeedsDisplay()
    }

    /// Restores every default ("BallPulse", no params, default colour, speed 1, animating,
    /// hidesWhenStopped, no cycleProgress, respectsReduceMotion) and restarts at 0; for cell reuse.
    public func reset() {
        params = [:]
        color = LoaderKitView.defaultColor
        colors = []
        speed = 1
        isAnimating = true
        hidesWhenStopped = true
        cycleProgress = nil
        respectsReduceMotion = true
        indicator = "BallPulse"
        restart()
    }

    private func apply(spec: IndicatorSpec?, error: IndicatorSpecError?) {
        currentSpec = spec
        specError = error
        if source == .name { jsonText = nil }
        rebuildEvaluator()
        restart()
    }

    private func rebuildEvaluator() {
        guard let spec = currentSpec else {
            evaluator = nil
            return
        }
        do {
            evaluator = try IndicatorEvaluator(spec: spec, params: params)
            specError = nil
        } catch {
            evaluator = nil
            specError = IndicatorSpecError(error)
        }
    }

    private func restart() {
        time = 0
        setNeedsDisplay()
    }

    public func motionPreferenceDidChange() { setNeedsDisplay() }

    func advanceClock(by seconds: Double) { time += seconds }

    /// Puts the clock at `seconds` of spec time (an exported frame, a scrubbed scene); the
    /// animation goes on from there.
    public func seek(to seconds: Double) {
        guard seconds.isFinite, seconds != time else { return }
        time = max(0, seconds)
        setNeedsDisplay()
    }

    public override func draw(in canvas: inout Canvas) { recordIndicator(in: &canvas) }
    public override var drawingOverhang: Double { Self.indicatorOverhang(for: bounds.size) }
}
