import ArtworkAccessibility
import ControlProtocol
import Foundation
import Graphics
import Handoff
import LoaderKitCore
import Localization
import SpecLanguage
import StudioCommandLine
import StudioInspection
import UI

/// Answers to the test-only control channel (`ControlRequest`): what a journey cannot read from
/// pixels alone. `state` answers a `StudioState`, `tree` a `ViewTree` (`ViewTreeSnapshot`),
/// `layout` the faults `LayoutAudit` finds.
extension StudioApp {
    /// Answers `request` if it is the studio's (`ping`, `state`, `tree`, `layout`), as one line
    /// of JSON; nil for the host's requests. Nothing here changes the app.
    package func answer(_ request: ControlRequest) -> String? {
        switch request {
        case .ping: ControlJSON.line(PingAnswer())
        case .state: ControlJSON.line(inspectionState())
        case .tree: ControlJSON.line(ViewTreeSnapshot.tree(of: window))
        case .layout: ControlJSON.line(LayoutAnswer(problems: LayoutAudit.problems(in: window)))
        case .redrawCheck, .pixels, .present, .hold, .release: nil
        }
    }

    /// The app's state as the `state` request answers it.
    package func inspectionState() -> StudioState {
        var state = StudioState()
        state.mode = mode.rawValue
        state.theme = theme == .dark ? "dark" : "light"
        state.language = text.language.rawValue
        state.window.width = window.size.width
        state.window.height = window.size.height
        state.window.scale = window.scale
        state.toasts = window.visibleToasts
        state.animating = isAnimating
        state.title = windowTitle
        state.unsaved = library.documents.filter(\.isDirty).map(\.displayName)
        state.focused = window.focusedView.map { ViewTreeSnapshot.summary($0, in: window) }
        state.popover = window.popover.map { $0.identifier ?? String(describing: type(of: $0)) }
        if let dialog = window.popover as? QuitDialog { state.quit = quitState(dialog) }
        if let help = window.popover as? ShortcutHelpView {
            state.help = zip(help.entries, help.sections).map { entry, section in
                var row = StudioState.HelpRow()
                row.keys = entry.keys
                row.title = entry.title
                row.section = section
                return row
            }
        }
        state.gallery.filter = gallery.filterText
        state.gallery.shown = gallery.shown.map(\.displayName)
        state.gallery.visibleCards = gallery.visibleCardCount
        state.gallery.loading = library.documents.filter(\.isLoading).map(\.displayName)
        let history = editorModel.history
        state.history.canUndo = history.canUndo
        state.history.canRedo = history.canRedo
        state.history.undo = history.undoName ?? ""
        state.history.redo = history.redoName ?? ""
        state.editor = editorState()
        state.source = sourceState()
        state.forms = formsState()
        state.clipboard = window.clipboard.text
        if let panel = codePanel {
            var code = StudioState.Code()
            code.platform = panel.platform.rawValue
            code.text = panel.shownCode
            state.code = code
        }
        return state
    }

    private func quitState(_ dialog: QuitDialog) -> StudioState.QuitDialog {
        var quit = StudioState.QuitDialog()
        quit.rows = dialog.rows.map { row in
            var answer = StudioState.QuitDialog.Row()
            answer.name = row.name
            answer.detail = row.detail
            answer.keeping = row.keeping.rawValue
            answer.problem = row.problem
            return answer
        }
        return quit
    }

    private func editorState() -> StudioState.Editor {
        var editor = StudioState.Editor()
        editor.params = editorModel.params
        editor.size = editorModel.size
        editor.colors = editorModel.colors.map { String($0.hexString.prefix(7)) }
        switch editorModel.background {
        case .light: editor.background = "light"
        case .dark: editor.background = "dark"
        case .checkerboard: editor.background = "checkerboard"
        case .custom(let c): editor.background = String(c.hexString.prefix(7))
        }
        editor.colorVision = editorModel.colorVision?.rawValue
        editor.speed = editorModel.clock.speed
        if let document = editorModel.document {
            var doc = StudioState.Document()
            doc.name = document.displayName
            doc.path = document.path
            doc.stale = document.isStale
            doc.missing = document.isMissing
            doc.loading = document.isLoading
            doc.revision = document.revision
            doc.problems = document.problems.map(\.description)
            editor.document = doc
        }
        editor.elements = editorModel.evaluator?.elementCount
        let clock = editorModel.clock
        editor.playhead.time = clock.time
        editor.playhead.cycleProgress = clock.cycleProgress
        editor.playhead.playing = clock.isPlaying
        editor.playhead.stopped = clock.isStopped
        editor.playhead.frozen = clock.frozenProgress != nil
        editor.playhead.pingPong = clock.pingPong
        editor.playhead.looping = clock.isLooping
        editor.playhead.inOut = clock.loopPoints.map { [$0.lowerBound, $0.upperBound] }
        editor.selection = editorModel.selection?.description
        editor.outline = outlineState()
        editor.lanes = lanesState()
        editor.onionSkin = onionSkinState()
        editor.motionPath = motionPathState()
        return editor
    }

    /// The onion skin (see `StudioState.OnionSkin`).
    private func onionSkinState() -> StudioState.OnionSkin {
        let skin = editorModel.onionSkin
        var state = StudioState.OnionSkin()
        state.enabled = skin.enabled
        state.before = skin.ghostsBefore
        state.after = skin.ghostsAfter
        state.spacing = skin.spacing
        state.unit = skin.unit.rawValue
        let ghosts = editorModel.onionGhosts
        state.ghostTimes = ghosts.map(\.time)
        state.ghostSteps = ghosts.map(\.step)
        return state
    }

    /// The motion path over the big preview (see `StudioState.MotionPath`).
    private func motionPathState() -> StudioState.MotionPath? {
        let view = editor.stage.motionPath
        guard let path = view.path else { return nil }
        var state = StudioState.MotionPath()
        state.elements = path.elements
        state.dots = path.dots.reduce(0) { $0 + $1.count }
        state.handles = view.handleWindowPoints().map { handle, point in
            var answer = StudioState.MotionPath.Handle()
            answer.element = handle.element
            answer.keyTime = handle.keyTime
            answer.point = StudioState.Point(x: point.x, y: point.y)
            answer.values = handle.edits.map {
                $0.track.appending(key: "values").appending(index: $0.index).description
            }
            return answer
        }
        return state
    }

    /// The outline: the selected row and each shown row's id with its centre in window points.
    private func outlineState() -> StudioState.Outline {
        let outline = self.editor.side.outline
        let origin = outline.windowOrigin
        var state = StudioState.Outline()
        state.selected = outline.selectedID
        state.rows = outline.rows.compactMap { row in
            guard let frame = outline.rowFrame(row.node.id) else { return nil }
            var answer = StudioState.Outline.Row()
            answer.id = row.node.id
            answer.title = row.node.title
            answer.x = origin.x + 40
            answer.y = origin.y + frame.midY
            return answer
        }
        return state
    }

    /// The keyframe lanes (see `StudioState.Lanes`).
    private func lanesState() -> StudioState.Lanes {
        let panel = self.editor.keyframes
        let lanes = panel.lanes
        let points = lanes.keyframeWindowPoints()
        var state = StudioState.Lanes()
        let origin = lanes.windowOrigin
        for (index, lane) in lanes.layout.lanes.enumerated() {
            let key = lane.track.description
            var track = StudioState.Lanes.Track()
            track.keyTimes = lane.keyTimes
            track.points = (points[key] ?? []).map { StudioState.Point(x: $0.x, y: $0.y) }
            track.partDuration = lane.partDuration
            if lanes.graphShowsTrack(lane.track) {
                track.graphHandles = lane.keyTimes.indices.compactMap { keyframe in
                    lanes.handlePoint(lane: index, index: keyframe).map {
                        StudioState.Point(x: origin.x + $0.x, y: origin.y + $0.y)
                    }
                }
            }
            state.tracks[key] = track
        }
        let layout = lanes.layout
        let divider = editor.lanesDivider.windowFrame
        state.shown = !panel.isHidden && panel.isVisibleInWindow
        state.collapsed = editor.lanesCollapsed
        state.height = panel.frame.height
        state.preferredHeight = editor.lanesPreferredHeight
        state.divider = StudioState.Point(x: divider.midX, y: divider.midY)
        state.ghosts = layout.ghosts.map { ghost in
            var answer = StudioState.Lanes.Ghost()
            answer.element = ghost.element
            answer.y = lanes.windowOrigin.y + ghost.frame.midY
            return answer
        }
        state.axis.x0 = lanes.windowOrigin.x + layout.x(seconds: 0)
        state.axis.pointsPerSecond = layout.axisWidth / layout.viewSpan
        state.axis.zoom = editorModel.timeAxis.zoom
        state.axis.start = layout.viewStart
        state.selectedKeyframes = editorModel.selectedKeyframes.map(\.path.description).sorted()
        return state
    }

    /// The source pane (see `StudioState.Source`).
    private func sourceState() -> StudioState.Source {
        let pane = editor.source
        let model = pane.editor.model
        let buffer = model.buffer
        var state = StudioState.Source()
        state.shown = editor.showsSource
        state.wraps = pane.wrapsLines
        state.rows = pane.editor.shownRowCount
        state.scrollX = pane.editor.scrollX
        state.bytes = buffer.count
        state.caret = model.caret
        state.status = pane.statusLabel.text
        state.readOnly = pane.editor.isReadOnly
        state.dirty = source.document?.isDirty ?? false
        state.conflict = source.document?.diskConflict != nil
        state.diagnostics = pane.editor.diagnostics.map(\.message)
        if buffer.count <= 64 << 10 { state.text = buffer.text }
        let folds = model.foldableRanges
        state.folds = folds.prefix(200).map { [$0.startLine, $0.endLine] }
        state.foldCount = folds.count
        state.foldsHash = ContentHash.hex(of: folds.flatMap { "\($0.startLine)-\($0.endLine);".utf8 })
        state.analysed = source.currentAnalysis != nil
        state.selection = [model.selection.range.lowerBound, model.selection.range.upperBound]
        state.completions = pane.editor.shownCompletions?.items.map(\.label)
        return state
    }
}
