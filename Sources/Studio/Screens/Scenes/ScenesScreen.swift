import Foundation
import Graphics
import LoadingLifecycle
import LoaderKitCore
import LoaderKitUI
import Localization
import UI

/// Scenes mode (the fifth): one to four variants of a loading state side by side, each in its
/// place in a mock app on a device, playing the same seeded requests in sync; the lifecycle
/// timeline and the transport under them; the inspector on the right (300 points).
@MainActor
package final class ScenesScreen: View, FrameAnimating, LanguageAware {
    package private(set) var player: ScenePlayer
    let inspector = ScenesInspector()
    let timeline = SceneTimelineView()
    let playButton = Button("", style: .primary)
    let restartButton = Button("⏮")
    let stepBackButton = Button("◀")
    let stepForwardButton = Button("▶")
    let requestLabel = Label("")
    let timeLabel = Label("", font: .mono)
    private let stage = View()
    private(set) var columns: [SceneVariantColumn] = []
    /// Makes the loading view of a slot (an indicator or a progress design, configured), or nil
    /// for the skeleton; the app supplies it from the Editor's document and the other modes.
    var makeLoadingView: (@MainActor (SlotContent, SceneKind) -> View?) = { _, _ in nil }
    /// The Skeleton mode's look, for the slots showing the skeleton.
    var skeletonLook: (@MainActor () -> SkeletonStudioSettings) = { SkeletonStudioSettings() }
    /// A few words naming what a slot shows ("BallPulse", "Progress: Linear flat").
    var describe: (@MainActor (SlotContent) -> String) = { _ in "" }
    /// Export actions, wired by the app.
    var onExportGIF: (@MainActor () -> Void)?
    var onExportPolicy: (@MainActor () -> Void)?
    /// Told after the settings changed (the toolbar's status names the scene).
    var onSettingsChange: (@MainActor () -> Void)?
    /// Whether the variant the inspector edits is outlined (not in an export's frames).
    var showsSelection = true
    private(set) var text = StudioCatalogue.english
    static let inspectorWidth = 300.0
    static let transportHeight = 36.0

    package init(settings: SceneSettings = SceneSettings()) {
        player = ScenePlayer(settings: settings)
        super.init()
        identifier = "scenes"
        clipsToBounds = true
        stage.identifier = "scenes.stage"
        addSubview(stage)
        addSubview(timeline)
        for view in [playButton, restartButton, stepBackButton, stepForwardButton, requestLabel, timeLabel] as [View] {
            addSubview(view)
        }
        addSubview(inspector)
        inspector.screen = self
        playButton.identifier = "scenes.play"
        restartButton.identifier = "scenes.restart"
        stepBackButton.identifier = "scenes.stepBack"
        stepForwardButton.identifier = "scenes.stepForward"
        requestLabel.identifier = "scenes.request"
        timeLabel.identifier = "scenes.time"
        timeLabel.textColor = .token(.textSecondary)
        playButton.action = { [unowned self] in togglePlay() }
        restartButton.action = { [unowned self] in seek(to: 0) }
        stepBackButton.action = { [unowned self] in step(by: -1) }
        stepForwardButton.action = { [unowned self] in step(by: 1) }
        timeline.onSeek = { [unowned self] t in seek(to: t) }
        rebuildColumns()
    }

    package var settings: SceneSettings { player.settings }

    // MARK: Changes

    /// Scenes mode's undo and redo: each change of the scene, its variants or its network is a
    /// step (a slider's drag one step), named by what it changed.
    package let history = EditHistory()

    /// Changes the settings as one undoable step named `name` (steps with the same
    /// `coalescingKey` join while a slider is dragged): the run, the figures and the slots follow.
    package func update(
        _ name: Message = ScenesText.changeScene, coalescingKey: String? = nil, _ change: (inout SceneSettings) -> Void
    ) {
        var s = player.settings
        change(&s)
        let new = s.normalized
        let old = player.settings
        guard new != old else { return inspector.show(old) }
        isAdjusting = coalescingKey != nil
        history.perform(
            .change(name, coalescingKey: coalescingKey, from: old, to: new) { [weak self] value in self?.show(value) })
    }

    /// True while a slider is dragged: its changes join one step, and the scene is not worth
    /// saving until the drag ends.
    private(set) var isAdjusting = false
    /// Told when a drag's changes end (the scene is worth saving again).
    var onSettled: (@MainActor () -> Void)?

    /// Ends a slider's step (its drag ended): the next change is a step of its own.
    func changeSettled() {
        history.endCoalescing()
        guard isAdjusting else { return }
        isAdjusting = false
        onSettled?()
    }

    /// Shows `settings`: the run, the figures, the columns and slots that changed.
    private func show(_ settings: SceneSettings) {
        let old = player.settings
        player.update(settings)
        let new = player.settings
        guard new != old else { return inspector.show(new) }
        defer { onSettingsChange?() }
        if new.kind != old.kind || new.variants.count != old.variants.count {
            rebuildColumns()
        } else {
            if new.variants.map(\.content) != old.variants.map(\.content)
                || new.variants.map({ $0.size(in: new.kind) }) != old.variants.map({ $0.size(in: old.kind) })
            {
                refreshSlots()
            }
            layoutDevices()
        }
        refresh()
    }

    /// Copies the selected variant as a new one (up to four), selected.
    package func addVariant() {
        guard settings.variants.count < SceneSettings.maximumVariants else {
            window?.showToast(text(ScenesText.variantLimit), kind: .info)
            return
        }
        update(ScenesText.addVariant) { s in
            s.variants.append(s.selectedVariant)
            s.selected = s.variants.count - 1
        }
    }

    /// Removes the selected variant (one always stays).
    package func removeVariant() {
        guard settings.variants.count > 1 else { return }
        update(ScenesText.removeVariant) { s in
            s.variants.remove(at: s.selected)
            s.selected = min(s.selected, s.variants.count - 1)
        }
    }

    /// Shows built-in `name` in the selected variant, or says there is none by that name.
    package func chooseBuiltin(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let found = IndicatorSpecNames.match(trimmed) else {
            window?.showToast(text(ScenesText.unknownBuiltin(trimmed)), kind: .warning)
            inspector.show(settings)
            return
        }
        update { $0.selectedVariant.content = .builtin(found) }
    }

    /// Makes the slots again from their sources (the Editor's document may have changed).
    func refreshSlots() {
        let s = settings
        for (index, column) in columns.enumerated() where index < s.variants.count {
            let variant = s.variants[index]
            let view = makeLoadingView(variant.content, s.kind)
            if view == nil { column.device.app.setSkeletonLook(skeletonLook()) }
            column.device.app.setLoadingView(view, size: variant.size(in: s.kind))
        }
        applyPresentations()
        refreshHeaders()
    }

    private func rebuildColumns() {
        for column in columns { column.removeFromSuperview() }
        let s = settings
        columns = s.variants.indices.map { index in
            let column = SceneVariantColumn(app: SceneMockApp(kind: s.kind))
            column.identifier = "scenes.variant.\(index)"
            column.header.identifier = "scenes.variant.\(index).header"
            column.numbers.identifier = "scenes.variant.\(index).numbers"
            column.hints.identifier = "scenes.variant.\(index).hints"
            column.onSelect = { [unowned self] in update { $0.selected = index } }
            stage.addSubview(column)
            return column
        }
        if window != nil { for column in columns { column.applyLanguageToTree(text) } }
        layoutDevices()
        refreshSlots()
        setNeedsLayout()
    }

    private func layoutDevices() {
        let s = settings
        for column in columns {
            column.device.device = s.device
            column.device.landscape = s.landscape
            column.device.app.isDark = s.dark
        }
    }

    // MARK: Playing

    package func togglePlay() {
        if !player.isPlaying && player.time >= player.run.duration { player.seek(to: 0) }
        player.isPlaying.toggle()
        showMoment()
    }

    /// Moves the run to `t` seconds (pausing it).
    package func seek(to t: Double) {
        player.isPlaying = false
        player.seek(to: t)
        showMoment()
    }

    /// Steps `frames` frames (1/60 s each) back or on, pausing.
    package func step(by frames: Int) { seek(to: player.time + Double(frames) * ScenePlayer.frame) }

    package var wantsFrames: Bool { player.isPlaying && isVisibleInWindow }
    package var wantsFramesWhenOnScreen: Bool { player.isPlaying }

    package func advance(by dt: Double) {
        player.advance(by: dt)
        showMoment()
    }

    /// Shows everything: the moment, the variants' headers and figures, the inspector.
    private func refresh() {
        showMoment()
        let s = settings
        for (index, column) in columns.enumerated() {
            column.isSelected = showsSelection && index == s.selected && columns.count > 1
        }
        refreshHeaders()
        inspector.show(s)
    }

    /// Shows the moment the player is at (each frame while it plays): the slots, the timeline,
    /// the transport.
    private func showMoment() {
        applyPresentations()
        let s = settings
        timeline.show(
            player.run, revision: player.runRevision, time: player.time,
            letters: s.variants.indices.map(ScenesText.variantName))
        playButton.title = text(player.isPlaying ? ScenesText.pause : ScenesText.play)
        requestLabel.text = text(ScenesText.request(player.request + 1, of: s.requestCount))
        requestLabel.tooltip = requestLabel.text
        timeLabel.text = text(ScenesText.runTime(player.time, of: player.run.duration))
        timeLabel.tooltip = timeLabel.text
    }

    private func applyPresentations() {
        for (index, column) in columns.enumerated() where index < settings.variants.count {
            column.device.app.apply(player.presentation(variant: index))
        }
    }

    private func refreshHeaders() {
        let s = settings
        for (index, column) in columns.enumerated() where index < s.variants.count {
            let variant = s.variants[index]
            column.show(
                letter: ScenesText.variantName(index), what: describe(variant.content), policy: variant.policy,
                statistics: index < player.statistics.count ? player.statistics[index] : nil,
                hints: index < player.hints.count ? player.hints[index] : [], text: text)
        }
    }

    package func applyLanguage(_ text: Localizer) {
        self.text = text
        restartButton.tooltip = text(ScenesText.restart)
        stepBackButton.tooltip = text(ScenesText.stepBack)
        stepForwardButton.tooltip = text(ScenesText.stepForward)
        playButton.tooltip = text(ScenesText.playTooltip)
        timeline.generalTooltip = text(ScenesText.timelineTooltip)
        timeline.tooltip = timeline.generalTooltip
        timeline.text = text
        refresh()
    }

    /// The stage (the variants, without the timeline): what a GIF shows.
    package var stageView: View { stage }

    /// Puts every slot's animation at `seconds` (indicators at the speed they play at, the
    /// skeleton's clock), for a frame drawn at an exact moment.
    package func setIndicatorTime(_ seconds: Double) {
        for column in columns {
            // The mock app is the skeleton's root: its clock held at this moment.
            column.device.app.isSkeletonClockPaused = true
            column.device.app.skeletonTime = seconds
            for view in column.device.app.selfAndDescendants {
                if let indicator = view as? LoaderKitView { indicator.seek(to: seconds * indicator.speed) }
            }
        }
    }

    /// Shows how far a GIF export is (0...1) on its button, which waits meanwhile (nil: none).
    func showExportProgress(_ fraction: Double?) {
        inspector.gifButton.isEnabled = fraction == nil
        inspector.gifButton.title =
            fraction.map { text(ScenesText.exportProgress($0)) } ?? text(ScenesText.exportGIF)
    }

    // MARK: Layout

    package override func layoutSubviews() {
        let stageWidth = max(0, bounds.width - Self.inspectorWidth)
        inspector.frame = Rect(x: stageWidth, y: 0, width: bounds.width - stageWidth, height: bounds.height)
        let rows = Double(max(1, settings.variants.count))
        let timelineHeight = 8 + rows * (SceneTimelineView.rowHeight + 4)
        let transportY = bounds.height - Self.transportHeight
        let timelineY = transportY - timelineHeight
        timeline.frame = Rect(x: 12, y: timelineY, width: max(0, stageWidth - 24), height: timelineHeight)
        let y = transportY + 4, h = 28.0
        playButton.frame = Rect(x: 12, y: y, width: 88, height: h)
        restartButton.frame = Rect(x: 106, y: y, width: 32, height: h)
        stepBackButton.frame = Rect(x: 142, y: y, width: 32, height: h)
        stepForwardButton.frame = Rect(x: 178, y: y, width: 32, height: h)
        requestLabel.frame = Rect(x: 222, y: y + 4, width: 150, height: 20)
        let timeX = max(380, stageWidth - 200)
        timeLabel.frame = Rect(x: timeX, y: y + 4, width: max(0, stageWidth - 12 - timeX), height: 20)
        stage.frame = Rect(x: 0, y: 0, width: stageWidth, height: max(0, timelineY - 4))
        let count = Double(max(1, columns.count))
        let gap = 8.0, pad = 8.0
        let width = ((stage.bounds.width - 2 * pad - (count - 1) * gap) / count).rounded(.down)
        for (index, column) in columns.enumerated() {
            column.frame = Rect(
                x: pad + Double(index) * (width + gap), y: pad, width: max(0, width),
                height: max(0, stage.bounds.height - pad))
        }
    }
}

/// Finds a built-in by name in any letter case.
enum IndicatorSpecNames {
    static func match(_ name: String) -> String? {
        IndicatorSpec.builtinNames.first { $0.lowercased() == name.lowercased() }
    }
}
