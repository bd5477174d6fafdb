import ArtworkAccessibility
import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// Editor mode: the document panel and problems (left, 240 points), the previews (centre), the
/// inspector (right, 300 points), the timeline (96 points) and the keyframe lanes (bottom, as
/// `LanesSplit` shares the height; the divider above the timeline resizes them), all showing one
/// `EditorModel`. It ticks the model's clock while it plays.
@MainActor
package final class EditorScreen: View, FrameAnimating, LanguageAware {
    package let model: EditorModel
    let side = EditorSidePanel()
    let stage = PreviewStage()
    let inspector: InspectorPanel
    let timeline: TimelinePanel
    /// The keyframe lanes under the timeline.
    let keyframes: KeyframeLanesPanel
    /// The spec's text (shown with `showsSource`), and the handle that resizes it.
    package let source: SourcePane
    let split = SplitHandle()
    /// The handle above the timeline that moves the line between the previews and the lanes.
    let lanesDivider = SplitHandle(identifier: "lanes.split", movesVertically: true)
    /// The height the user dragged the lanes to (nil: what they need), and their choice to show
    /// or collapse them (nil: by the Editor's height); see `LanesSplit`.
    private(set) var lanesPreferredHeight: Double?
    package private(set) var lanesExpanded: Bool?
    /// Called when the lanes are shown or collapsed, or a drag of their divider ends (to
    /// remember both).
    var onLanesLayoutChange: (@MainActor () -> Void)?
    /// The split and the lanes' height when the divider was pressed (nil while not dragged).
    private var lanesAtDragStart: (split: LanesSplit, height: Double)?
    /// The outline's rows of the spec shown, kept per part across edits.
    private var outlineCache = SpecOutlineCache()
    /// True while the source pane is shown.
    package private(set) var showsSource = false
    /// The source pane's width, in points, as the user dragged it.
    private(set) var sourceWidth = StudioSettings().sourceWidth
    /// Called when the pane is shown or hidden, or its drag ends (to remember both).
    var onSourceLayoutChange: (@MainActor () -> Void)?
    private var widthAtDragStart: Double?
    /// True while the screen itself selects text in the pane (no selection of its own then).
    var selectingText = false
    /// The onion skin's settings while shown (see `EditorScreen+OnionSkin.swift`).
    weak var onionPopover: OnionSkinPopover?

    /// The user's editor (`$VISUAL` or `$EDITOR`) that the problems' Open buttons start; nil
    /// hides them. Read from the process environment at first.
    package var externalEditor: ExternalEditor? {
        get { side.problems.externalEditor }
        set { side.problems.externalEditor = newValue }
    }

    /// The timeline's height (DESIGN.md), in points.
    static let timelineHeight = LanesSplit.timelineHeight
    /// The rails the side panel, the source pane and the inspector leave when they give way
    /// (`EditorColumns`).
    let rails: [EditorColumns.Pane: RailButton] = Dictionary(
        uniqueKeysWithValues: EditorColumns.Pane.allCases.map { pane in
            let rail = RailButton(
                StudioCatalogue.english(pane.title), tooltip: SourcePaneText.railTooltip(pane.rawValue),
                edge: pane == .outline ? .leading : .trailing)
            rail.identifier = "rail.\(pane.rawValue)"
            return (pane, rail)
        })
    /// The order the panes are served in when the width is short, most wanted first: the last
    /// one reopened or shown first.
    private(set) var paneOrder: [EditorColumns.Pane] = [.inspector, .source, .outline]

    package init(model: EditorModel, source session: SourceSession) {
        self.model = model
        inspector = InspectorPanel(model: model)
        timeline = TimelinePanel(model: model)
        keyframes = KeyframeLanesPanel(model: model)
        source = SourcePane(session: session)
        super.init()
        identifier = "editor"
        // The lanes' divider last: it lies over the edges of the panes above and below it.
        let railViews: [View] = EditorColumns.Pane.allCases.compactMap { rails[$0] }
        for view in [stage, side, inspector, timeline, keyframes, split, source] + railViews + [lanesDivider] {
            addSubview(view)
        }
        for (pane, rail) in rails {
            rail.isHidden = true
            rail.action = { [unowned self] in reopen(pane) }
        }
        source.isHidden = true
        split.isHidden = true
        split.onDrag = { [unowned self] dx in
            // From the width shown (the remembered one may not fit the window).
            let start = widthAtDragStart ?? (source.frame.width > 0 ? source.frame.width : sourceWidth)
            widthAtDragStart = start
            setSourceWidth(start - dx)
        }
        split.onDragEnd = { [unowned self] in
            widthAtDragStart = nil
            onSourceLayoutChange?()
        }
        lanesDivider.onDrag = { [unowned self] dy in
            let start = lanesAtDragStart ?? (lanesSplit, keyframes.frame.height)
            lanesAtDragStart = start
            setLanesSplit(start.split.dragged(from: start.height, by: dy))
        }
        lanesDivider.onDragEnd = { [unowned self] in
            lanesAtDragStart = nil
            onLanesLayoutChange?()
        }
        keyframes.onToggle = { [unowned self] in toggleLanes() }
        side.problems.onSelectProblem = { [unowned self] problem in
            guard showsSource, problem.line > 0 else { return }
            source.reveal(line: problem.line, column: problem.column)
        }
        side.problems.onFix = { [unowned self] problem in
            toastRefusal(model.applyQuickFix(for: problem))
        }
        model.attachText(session)
        model.observe { [unowned self] change in refresh(change) }
        model.history.onRefusal = { [unowned self] sentence in window?.showToast(sentence, kind: .warning, duration: 5)
        }
        stage.backgroundControl.onChange = { [unowned self] index in
            switch index {
            case 0: model.setBackground(.light)
            case 1: model.setBackground(.dark)
            case 2: model.setBackground(.checkerboard)
            default: model.setBackground(.custom(stage.customWell.color))
            }
        }
        stage.customWell.onChange = { [unowned self] c in self.model.setBackground(.custom(c)) }
        stage.overlay.onHover = { [unowned self] _ in showHoveredElement() }
        wireOnionSkin()
        source.editor.onSelectionChange = { [unowned self] _ in paneSelectionDidChange() }
        side.outline.onSelect = { [unowned self] id in model.select(JSONPath(parsing: id)) }
        // Ctrl+C and Ctrl+V on the outline: the selected part or track (or keyframes) as JSON.
        side.outline.onKey = { [unowned self] key, modifiers in
            guard let input = KeyframeLaneInput.matching(key, modifiers: modifiers),
                input == .copyKeyframe || input == .pasteKeyframe
            else { return false }
            if input == .copyKeyframe { keyframes.lanes.copySelection() } else { keyframes.lanes.paste() }
            return true
        }
        side.problems.externalEditor = ExternalEditor(environment: ProcessInfo.processInfo.environment)
        refresh(.all)
    }

    // MARK: FrameAnimating

    package var wantsFrames: Bool { model.wantsFrames && isVisibleInWindow }
    package var wantsFramesWhenOnScreen: Bool { model.wantsFrames }

    package func advance(by dt: Double) {
        guard isVisibleInWindow else { return }
        model.advance(by: dt)
    }

    /// Shows the model; called on each model change.
    func refresh(_ change: EditorChange) {
        if change.contains(.document) {
            if source.session.document !== model.document {
                source.session.show(model.document)
            } else {
                source.session.documentReloaded(stepName: model.reloadStepName)
            }
            source.showDocumentState()
            side.showDocument(model.document)
            side.outline.roots = model.spec.map { outlineCache.nodes(for: $0) } ?? []
            showCaption()
            side.problems.isWaiting = model.document?.isLoading == true
            stage.staleBadge.isHidden = !(model.document?.isStale ?? false)
            showProblems()
        }
        if change.contains(.params) {
            showProblems()
        }
        stage.mainSize = model.size
        stage.background = model.background
        if stage.backgroundControl.selectedIndex != model.background.index {
            stage.backgroundControl.selectedIndex = model.background.index
        }
        if case .custom(let c) = model.background, stage.customWell.color != c { stage.customWell.color = c }
        updatePreviews()
        inspector.refresh(change)
        timeline.refresh(change)
        keyframes.refresh(change)
        if change.contains(.selection) || change.contains(.document) {
            // The lanes may grow for a selected track: lay out first, so the pane reveals the
            // selection in the room it keeps.
            setNeedsLayout()
            if window != nil { layoutIfNeeded() }
            showSelection(revealInPane: change.contains(.selection))
        }
        stage.overlay.frameDidAdvance()
        showHoveredElement()
    }

    /// The caption above the previews: the spec's name and cycle ("spinner · 1.20 s cycle").
    private func showCaption() {
        let text = model.text
        let loading = model.document?.isLoading == true
        stage.showCaption(
            model.spec.map {
                text(
                    EditorText.caption($0.name, cycle: text.quantity($0.duration, unit: "s", decimals: 2, fixed: true)))
            } ?? (loading ? text(DocumentText.loading) : ""))
    }

    /// Takes the language of `text`: the model's sentences, the rails, the outline and the caption
    /// (the panels take it themselves).
    func applyLanguage(_ text: Localizer) {
        model.text = text
        for (pane, rail) in rails {
            rail.title = text(pane.title)
            rail.tooltip = SourcePaneText.railTooltip(pane.rawValue, text)
            rail.tooltip = text(pane.showTitle)
        }
        outlineCache.text = text
        side.outline.roots = model.spec.map { outlineCache.nodes(for: $0) } ?? []
        showSelection(revealInPane: false)
        showCaption()
        setNeedsLayout()
    }

    /// The warnings of the document's text (names LoaderKit ignores, lint), from its latest
    /// analysis; set by the source session.
    package var warnings: [SpecProblem] = [] {
        didSet { if warnings != oldValue { showProblems() } }
    }

    private func showProblems() {
        side.problems.show(
            model.document?.problems ?? [], fileWording: model.document?.readFailureMessage,
            paramsProblem: model.paramsProblem, stale: model.document?.isStale ?? false, file: model.document?.path,
            bytes: model.document?.currentBytes ?? [], warnings: warnings)
        side.setNeedsLayout()
    }

    private func updatePreviews() {
        let theme = window?.theme ?? .light
        var (color, colors) = model.drawingColors(automatic: model.background.automaticIndicatorColor(theme))
        if let simulation = model.colorVision {
            color = simulation.simulate(color)
            colors = colors.map(simulation.simulate)
        }
        stage.colorVision = model.colorVision
        let time = model.displayTime
        for card in [stage.bigCard, stage.mediumCard, stage.smallCard] {
            card.preview.show(model.evaluator, at: time, color: color, colors: colors)
        }
        let simulation = model.colorVision
        stage.bigCard.preview.showGhosts(
            model.onionGhosts.map { ghost in
                PreviewGhost(
                    time: ghost.time, color: simulation.map { $0.simulate(ghost.color) } ?? ghost.color,
                    opacity: ghost.opacity)
            })
        stage.showOnionSkin(model.onionSkin)
        onionPopover?.show(model.onionSkin)
        stage.motionPath.rebuild()
    }

    private func showHoveredElement() {
        let index = stage.overlay.hoveredIndex
        let states = stage.bigCard.preview.states()
        let state = index.flatMap { i in states.first { $0.index == i } }
        if (side.element.state == nil) != (state == nil) { side.setNeedsLayout() }
        side.element.state = state
    }

    package override func themeDidChange() {
        model.followTheme(dark: window?.theme.appearance == .dark)
        updatePreviews()
    }

    package override func didMoveToWindow() {
        model.followTheme(dark: window?.theme.appearance == .dark)
        updatePreviews()
    }

    /// How the previews and the lanes share the Editor's height now.
    var lanesSplit: LanesSplit {
        LanesSplit(
            editorHeight: bounds.height, preferredHeight: lanesPreferredHeight, expanded: lanesExpanded,
            previewMinimum: stage.minimumHeight(width: columns.stageWidth))
    }

    /// True while the lanes show only their header row.
    package var lanesCollapsed: Bool { lanesSplit.isCollapsed }

    /// Sets the lanes' dragged height (points; nil: what they need) and the choice to show them
    /// (nil: by the Editor's height), as remembered.
    func setLanes(preferredHeight: Double?, expanded: Bool?) {
        setLanesSplit(LanesSplit(editorHeight: bounds.height, preferredHeight: preferredHeight, expanded: expanded))
    }

    /// Shows the lanes, or collapses them to their header row.
    func toggleLanes() {
        var split = lanesSplit
        split.expanded = split.isCollapsed
        setLanesSplit(split)
        onLanesLayoutChange?()
    }

    /// Takes the split's height and choice; collapsing moves the focus, if it was in the lanes,
    /// to the header's toggle.
    private func setLanesSplit(_ split: LanesSplit) {
        guard split.preferredHeight != lanesPreferredHeight || split.expanded != lanesExpanded else { return }
        lanesPreferredHeight = split.preferredHeight
        lanesExpanded = split.expanded
        setNeedsLayout()
        if split.isCollapsed, let focused = window?.focusedView, focused.isDescendant(of: keyframes.scroll) {
            window?.focus(keyframes.toggleButton)
        }
    }

    /// Shows or hides the source pane; showing it puts the focus in its text.
    package func setShowsSource(_ shows: Bool, focus: Bool = true) {
        guard shows != showsSource else { return }
        showsSource = shows
        source.isHidden = !shows
        split.isHidden = !shows
        if shows {
            paneOrder.removeAll { $0 == .source }
            paneOrder.insert(.source, at: 0)
        }
        setNeedsLayout()
        if shows {
            source.showDocumentState()
            source.showAnalysis()
            if focus { window?.focus(source.editor) }
        } else if window?.focusedView?.isDescendant(of: source) == true {
            window?.focus(nil)
        }
        onSourceLayoutChange?()
    }

    /// Sets the pane's width (points), kept within `StudioSettings.sourceWidthRange`.
    func setSourceWidth(_ width: Double) {
        let range = StudioSettings.sourceWidthRange
        sourceWidth = min(max(width, range.lowerBound), range.upperBound)
        setNeedsLayout()
    }

    /// The lanes' divider takes the pointer this far above and below the timeline's top edge, in points.
    static let lanesDividerReach = 4.0

    /// How the width is shared now (`EditorColumns`).
    var columns: EditorColumns {
        EditorColumns(width: bounds.width, sourceWidth: showsSource ? sourceWidth : nil, order: paneOrder)
    }

    /// Reopens a pane that gave way for want of room: it is served first from now on, so
    /// another pane collapses to its rail instead.
    func reopen(_ pane: EditorColumns.Pane) {
        paneOrder.removeAll { $0 == pane }
        paneOrder.insert(pane, at: 0)
        setNeedsLayout()
        layoutIfNeeded()
        switch pane {
        case .outline: window?.focus(side.outline)
        case .source: window?.focus(source.editor)
        case .inspector: window?.focus(window?.focusOrder.first { $0.isDescendant(of: inspector) }, reveal: true)
        }
    }

    package override func layoutSubviews() {
        keyframes.lanes.rebuild(width: bounds.width)
        let columns = columns
        let lanes = lanesSplit
        let lanesHeight = lanes.lanesHeight(needed: keyframes.neededHeight)
        let h = lanes.previewHeight(needed: keyframes.neededHeight)
        timeline.frame = Rect(x: 0, y: h, width: bounds.width, height: EditorScreen.timelineHeight)
        keyframes.frame = Rect(x: 0, y: h + EditorScreen.timelineHeight, width: bounds.width, height: lanesHeight)
        keyframes.isCollapsed = lanes.isCollapsed
        lanesDivider.frame = Rect(
            x: 0, y: h - Self.lanesDividerReach, width: bounds.width, height: 2 * Self.lanesDividerReach)
        // Left to right: the side panel, the previews, the split and the source pane, the inspector.
        let sideWidth = columns.columnWidth(.outline)
        place(side, rail: rails[.outline], open: !columns.rails.contains(.outline), x: 0, width: sideWidth, height: h)
        let inspectorWidth = columns.columnWidth(.inspector)
        let inspectorX = bounds.width - inspectorWidth
        place(
            inspector, rail: rails[.inspector], open: !columns.rails.contains(.inspector), x: inspectorX,
            width: inspectorWidth, height: h)
        let paneWidth = showsSource ? columns.columnWidth(.source) : 0
        let paneX = inspectorX - paneWidth
        let sourceOpen = showsSource && !columns.rails.contains(.source)
        place(source, rail: rails[.source], open: sourceOpen, x: paneX, width: paneWidth, height: h)
        if !showsSource { rails[.source]?.isHidden = true }
        split.isHidden = !sourceOpen
        let stageRight = sourceOpen ? paneX - EditorColumns.splitWidth : paneX
        split.frame = Rect(x: stageRight, y: 0, width: EditorColumns.splitWidth, height: h)
        stage.frame = Rect(x: sideWidth, y: 0, width: max(0, stageRight - sideWidth), height: h)
    }

    /// Shows a pane open in its column, or its rail there instead.
    private func place(_ pane: View, rail: RailButton?, open: Bool, x: Double, width: Double, height: Double) {
        let column = Rect(x: x, y: 0, width: width, height: height)
        if !open, pane === inspector || pane === side || pane === source,
            let focused = window?.focusedView, focused.isDescendant(of: pane)
        {
            window?.focus(rail)
        }
        pane.isHidden = !open
        rail?.isHidden = open
        if open { pane.frame = column } else { rail?.frame = column }
    }
}
