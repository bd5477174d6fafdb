import ArtworkAccessibility
import Graphics
import Localization
import LoaderKitCore
import SpecLanguage

/// What changed in the editor, so views refresh only their part.
package struct EditorChange: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Another document, or the document's spec or problems changed.
    package static let document = EditorChange(rawValue: 1)
    /// Param values.
    package static let params = EditorChange(rawValue: 2)
    /// Colours, size, background or the playback switches.
    package static let appearance = EditorChange(rawValue: 4)
    /// The clock (time, play state, loop region, speed).
    package static let playback = EditorChange(rawValue: 8)
    /// The selected node of the spec (`EditorModel.selection`).
    package static let selection = EditorChange(rawValue: 16)
    /// The part of the time axis the ruler and the lanes show (`EditorModel.timeAxis`).
    package static let timeAxis = EditorChange(rawValue: 32)
    package static let all: EditorChange = [.document, .params, .appearance, .playback, .selection, .timeAxis]
}

/// The editor's state: the document, the tuned values (params, colours, speed, switches, size,
/// background), the clock and the selected node. Every inspector edit, Save params, each step of
/// the document's text (typing, visual edits, reloads of the file) goes through `history` (see
/// `EditorModel+Edits.swift`, `EditorModel+SaveParams.swift`, `EditorModel+TextHistory.swift`);
/// the timeline's moves do not.
@MainActor
package final class EditorModel {
    /// The document edited, nil before one is opened.
    package private(set) var document: SpecDocument?
    /// The revision of the document's spec the model last took.
    private(set) var revision = -1
    /// Undo and redo of inspector edits, Save params and the text's steps, in one timeline.
    package let history: EditHistory
    /// The source session holding the document's text and its groups of text steps (attached by
    /// the Editor screen, see `EditorModel+TextHistory.swift`).
    internal(set) weak var textSession: SourceSession?
    /// The selected node (see `EditorModel+Selection.swift`).
    var selectedPath: JSONPath?
    /// The keyframes selected in the lanes (see `EditorModel+KeyframeSelection.swift`).
    var selectedKeyframeSet: Set<KeyframeReference> = [] {
        didSet { keyframeSelectionCache = nil }
    }
    /// `keyframeSelection` as last made from `selectedKeyframeSet` (nil once it changes).
    var keyframeSelectionCache: KeyframeSelection?
    /// A reload of the file (or Save params) being taken: the step's name and the tuning before
    /// and after, joined to the text step the source session records for it.
    var pendingReload: PendingReload?
    /// True while the history itself undoes or redoes the text (its events are then no news).
    var drivingText = false
    /// Tuning that a text step's undo or redo restores once the text's analysis arrives (a large
    /// text is analysed off the main actor; the spec it gives would otherwise reset the tuning).
    var tuningAfterText: [String: Double]?
    /// The language of the sentences the model returns (refusals, Save params), set by the
    /// Editor screen.
    var text = StudioCatalogue.english
    /// The messages of the text steps' names: the source pane's groups keep a name in English,
    /// and its steps in the history take the message it was rendered from (see `stepName`).
    var stepMessages: [String: Message] = [
        StudioCatalogue.english(EditorText.typing): EditorText.typing,
        StudioCatalogue.english(EditorText.editText): EditorText.editText,
    ]

    /// Every declared param with its current value.
    package internal(set) var params: [String: Double] = [:]
    /// Indicator colours: empty for automatic, one for a single colour, more for a list that
    /// element i cycles through.
    package internal(set) var colors: [Color] = []
    /// LoaderKit `hidesWhenStopped` (default true).
    package internal(set) var hidesWhenStopped = true
    /// LoaderKit `respectsReduceMotion` (default true).
    package internal(set) var respectsReduceMotion = true
    /// Acts as if the desktop asked for reduced motion.
    package internal(set) var simulateReducedMotion = false
    /// Side of the main preview, in points (160 by default).
    package internal(set) var size = 160.0
    /// The previews' background.
    package internal(set) var background: PreviewBackground = .light
    /// The colour-vision deficiency the previews simulate (the Check tab's), or nil; a way of
    /// looking, not an edit (not in the history, not in exports).
    var colorVision: ColorVisionDeficiency?
    /// The big preview's onion skin (see `EditorModel+OnionSkin.swift`); a way of looking, not
    /// in the history nor in exports.
    var onionSkin = OnionSkin()
    /// True until the user picks a background: the previews then follow the theme.
    var backgroundFollowsTheme = true
    /// The clock and timeline state.
    package var clock = PlaybackClock()
    /// The part of the time axis the ruler and the lanes show (the whole span for a document
    /// just opened); not an edit, so not in the history.
    internal(set) var timeAxis = TimeAxisWindow.whole
    /// The desktop's reduced-motion preference.
    package var systemReduceMotion = false { didSet { notify(.playback) } }

    /// The prepared spec: the document's own while the params are its defaults, else prepared
    /// for the tuned params (the document's when they cannot be prepared).
    package private(set) var evaluator: IndicatorEvaluator?
    /// The document's derivation the model took (shared with the gallery's card).
    package private(set) var derivation: SpecDerivation?
    /// Why the current params cannot be prepared, if they cannot.
    package private(set) var paramsProblem: String?
    /// True from opening a document that is loading until its first read is taken.
    private var awaitsFirstRead = false
    /// Told after each change, in the order they were added.
    private var observers: [@MainActor (EditorChange) -> Void] = []

    /// The main preview's sizes the inspector offers, in points.
    var sizeRange: ClosedRange<Double> { 16...320 }

    package init(history: EditHistory = EditHistory()) {
        self.history = history
    }

    /// The spec shown (the document's last good one).
    package var spec: IndicatorSpec? { document?.spec }

    /// Adds `observer`, told after each change (the views that show the model, the app's status).
    package func observe(_ observer: @escaping @MainActor (EditorChange) -> Void) { observers.append(observer) }

    /// Opens `document` (params from its defaults, the clock restarted, history cleared).
    /// Opens `document` the way every indicator starts in the Editor, whatever the path (a card,
    /// Ctrl+O, New, a link, the command line): playing from its start with no loop region,
    /// freeze or ping-pong, in `look`'s colour (none: Automatic, the playground's theme colour)
    /// and speed, and at its size when that differs from the gallery's default.
    package func open(_ document: SpecDocument, look: GalleryLook) {
        clock = PlaybackClock()
        timeAxis = .whole
        clock.speed = look.speed
        colors = look.color.map { [$0] } ?? []
        if look.size != GalleryLook.defaultSize {
            size = min(max(look.size, sizeRange.lowerBound), sizeRange.upperBound)
        }
        open(document)
    }

    package func open(_ document: SpecDocument) {
        // Keyframes of another text are none of this one's.
        if document !== self.document { selectedKeyframeSet = [] }
        self.document = document
        awaitsFirstRead = document.isLoading
        revision = document.revision
        params = document.spec?.params ?? [:]
        history.clear()
        rebuild(restart: true)
        notify(.all)
    }

    /// Save As: `document`, the file the text was saved as, takes the place of the one shown,
    /// with the tuned values, the playhead and the history (the source pane hands the text's
    /// steps over, `SourceSession.handOverHistory`).
    func takeSavedAs(_ document: SpecDocument) {
        guard document !== self.document else { return }
        self.document = document
        awaitsFirstRead = false
        revision = document.revision
        rebuild(restart: false)
        notify(.all)
    }

    /// Takes a reload of the document (an external change); problems refresh either way.
    ///
    /// A new spec keeps the playhead and the tuned values of params that are still declared
    /// (the others take the new defaults), and is one undo step: its undo puts the tuning from
    /// before the change back on the new spec; the file is never written for it.
    ///
    /// The source pane takes the new text as a text step (`SourceSession.documentReloaded`), and
    /// the tuning joins that step: one undo puts back the text and the tuning from before.
    package func documentDidReload() {
        guard let document else { return }
        if awaitsFirstRead, !document.isLoading {
            // The first read of a file opened while loading completes the open: no history step.
            awaitsFirstRead = false
            revision = document.revision
            params = document.spec?.params ?? [:]
            rebuild(restart: true)
            return notify(.all)
        }
        var tuning: (before: [String: Double], after: [String: Double])?
        if document.revision != revision {
            let before = params
            let oldDefaults = evaluator?.spec.params ?? [:]
            revision = document.revision
            var after = document.spec?.params ?? [:]
            for (name, value) in before where after[name] != nil && oldDefaults[name] != value { after[name] = value }
            params = after
            rebuild(restart: false)
            tuning = (before, after)
        }
        pendingReload = PendingReload(message: EditorText.reload(document.displayName), tuning: tuning)
        notify(.document)
        if let left = pendingReload, let tuning = left.tuning {
            // The pane took no text step (read-only text): the tuning is a step of its own.
            history.record(
                .change(left.message, from: tuning.before, to: tuning.after) { [weak self] values in
                    self?.setTuning(values)
                })
        }
        pendingReload = nil
    }

    /// Takes the document's state after an edit in the source pane: a new spec keeps the playhead
    /// and the tuned values of params still declared (others take their new defaults); the
    /// pane's own undo covers the text, so this is no history step. Problems refresh either way.
    func documentDidEdit() {
        guard let document else { return }
        if document.revision != revision {
            let oldDefaults = evaluator?.spec.params ?? [:]
            revision = document.revision
            var after = document.spec?.params ?? [:]
            for (name, value) in params where after[name] != nil && oldDefaults[name] != value { after[name] = value }
            params = after
            rebuild(restart: false)
        }
        if let tuning = tuningAfterText {
            tuningAfterText = nil
            return setTuning(tuning)
        }
        notify(.document)
    }

    /// Takes a spec of the document that the editor wrote itself (Save, Save params): the tuned
    /// values and the playhead stay, and it is no history step of its own.
    func documentDidWrite() {
        guard let document else { return }
        revision = document.revision
        rebuild(restart: false)
        notify(.document)
    }

    /// Sets every declared param to its value in `values`, or to the spec's default when
    /// `values` lacks it (names the spec does not declare are dropped); the playhead stays.
    func setTuning(_ values: [String: Double]) {
        var next = spec?.params ?? [:]
        for (name, value) in values where next[name] != nil { next[name] = value }
        params = next
        rebuild(restart: false)
        notify(.params)
    }

    /// True while reduced motion applies to the previews.
    package var reducesMotion: Bool { respectsReduceMotion && (systemReduceMotion || simulateReducedMotion) }

    /// The spec time drawn now, or nil when nothing is drawn.
    package var displayTime: Double? {
        guard evaluator != nil else { return nil }
        return clock.displayTime(hidesWhenStopped: hidesWhenStopped, reduceMotion: reducesMotion)
    }

    /// The point of the cycle drawn now (what the timeline shows).
    package var displayProgress: Double { clock.displayProgress(reduceMotion: reducesMotion) }

    /// True when the clock would play but reduced motion holds the preview still.
    var isHeldByReducedMotion: Bool { clock.isRunning(reduceMotion: false) && reducesMotion }

    /// The colour and colours to draw with (`automatic` is used when no colour is set).
    package func drawingColors(automatic: Color) -> (color: Color, colors: [Color]) {
        switch colors.count {
        case 0: return (automatic, [])
        case 1: return (colors[0], [])
        default: return (colors[0], colors)
        }
    }

    /// Advances the clock by `dt` seconds when it runs; true when the frame changed.
    @discardableResult
    package func advance(by dt: Double) -> Bool {
        guard evaluator != nil, clock.isRunning(reduceMotion: reducesMotion) else { return false }
        clock.advance(by: dt)
        notify(.playback)
        return true
    }

    /// True while the clock needs frames.
    package var wantsFrames: Bool { evaluator != nil && clock.isRunning(reduceMotion: reducesMotion) }

    /// Changes the clock through `body` and tells the views.
    package func updateClock(_ body: (inout PlaybackClock) -> Void) {
        body(&clock)
        notify(.playback)
    }

    func rebuild(restart: Bool) {
        derivation = document?.shown
        guard let spec, let shared = derivation?.evaluator else {
            evaluator = nil
            paramsProblem = nil
            return
        }
        if shared.params == params {
            evaluator = shared
            paramsProblem = nil
        } else {
            do {
                evaluator = try IndicatorEvaluator(spec: spec, params: params)
                paramsProblem = nil
            } catch {
                paramsProblem = IndicatorSpecError(error).problems.joined(separator: "; ")
                if evaluator?.spec != spec { evaluator = shared }
            }
        }
        if let evaluator {
            clock.configure(duration: spec.duration, cycleStart: evaluator.timeForCycleProgress(0), restart: restart)
        }
    }

    func notify(_ change: EditorChange) {
        for observer in observers { observer(change) }
    }
}
