import Foundation
import Graphics
import LoaderKitCore
import UI

/// Editor mode: the document panel and problems (left, 240 points), the previews (centre), the
/// inspector (right, 300 points) and the timeline (bottom, 96 points), all showing one
/// `EditorModel`. It ticks the model's clock while it plays.
@MainActor
package final class EditorScreen: View, FrameAnimating {
    package let model: EditorModel
    let side = EditorSidePanel()
    let stage = PreviewStage()
    let inspector: InspectorPanel
    let timeline: TimelinePanel

    /// The user's editor (`$VISUAL` or `$EDITOR`) that the problems' Open buttons start; nil
    /// hides them. Read from the process environment at first.
    package var externalEditor: ExternalEditor? {
        get { side.problems.externalEditor }
        set { side.problems.externalEditor = newValue }
    }

    /// Widths and heights of DESIGN.md, in points.
    static let sideWidth = 240.0, inspectorWidth = 300.0, timelineHeight = 96.0

    package init(model: EditorModel) {
        self.model = model
        inspector = InspectorPanel(model: model)
        timeline = TimelinePanel(model: model)
        super.init()
        identifier = "editor"
        for view in [stage, side, inspector, timeline] as [View] { addSubview(view) }
        model.observe { [unowned self] change in refresh(change) }
        model.history.onRefusal = { [unowned self] sentence in window?.showToast(sentence, kind: .warning, duration: 5) }
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
        side.problems.externalEditor = ExternalEditor(environment: ProcessInfo.processInfo.environment)
        refresh(.all)
    }

    // MARK: FrameAnimating

    package var wantsFrames: Bool { model.wantsFrames && isVisibleInWindow }

    package func advance(by dt: Double) {
        guard isVisibleInWindow else { return }
        model.advance(by: dt)
    }

    /// Shows the model; called on each model change.
    func refresh(_ change: EditorChange) {
        if change.contains(.document) {
            side.showDocument(model.document)
            stage.showCaption(model.spec.map { "\($0.name) · \(ParamRow.format($0.duration, count: false)) s cycle" } ?? "")
            stage.staleBadge.isHidden = !(model.document?.isStale ?? false)
            side.problems.show(model.document?.problems ?? [], paramsProblem: model.paramsProblem,
                               stale: model.document?.isStale ?? false, file: model.document?.path)
            side.setNeedsLayout()
        }
        if change.contains(.params) {
            side.problems.show(model.document?.problems ?? [], paramsProblem: model.paramsProblem,
                               stale: model.document?.isStale ?? false, file: model.document?.path)
            side.setNeedsLayout()
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
        stage.overlay.frameDidAdvance()
        showHoveredElement()
    }

    private func updatePreviews() {
        let theme = window?.theme ?? .light
        let (color, colors) = model.drawingColors(automatic: model.background.automaticIndicatorColor(theme))
        let time = model.displayTime
        for card in [stage.bigCard, stage.mediumCard, stage.smallCard] {
            card.preview.show(model.evaluator, at: time, color: color, colors: colors)
        }
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

    /// Below this width (points) the side panel narrows to `narrowSideWidth`.
    static let narrowWidth = 1100.0, narrowSideWidth = 200.0

    package override func layoutSubviews() {
        let h = bounds.height - EditorScreen.timelineHeight
        let sideWidth = bounds.width < Self.narrowWidth ? Self.narrowSideWidth : Self.sideWidth
        side.frame = Rect(x: 0, y: 0, width: sideWidth, height: max(0, h))
        inspector.frame = Rect(x: bounds.width - EditorScreen.inspectorWidth, y: 0, width: EditorScreen.inspectorWidth,
                               height: max(0, h))
        stage.frame = Rect(x: sideWidth, y: 0,
                           width: max(0, bounds.width - sideWidth - EditorScreen.inspectorWidth), height: max(0, h))
        timeline.frame = Rect(x: 0, y: max(0, h), width: bounds.width, height: EditorScreen.timelineHeight)
    }
}
