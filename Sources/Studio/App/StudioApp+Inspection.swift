import Foundation
import Graphics
import Handoff
import LoaderKitCore
import SpecLanguage
import StudioCommandLine
import UI

/// Answers to the test-only control channel: what a journey cannot read from pixels alone.
///
/// Requests, one a line: `ping`, `state` (mode, theme, the window's title, focus, popover, toasts,
/// the unsaved documents and the quit dialog's rows, the document,
/// its params, the playhead, the selection, the outline's rows and the keyframe lanes' keyframes
/// in window points, the history, the gallery, the clipboard's text, the Code panel's platform
/// and code, the inspector's forms), `tree` (the shown views with frames and
/// texts, see `ViewTreeSnapshot`), `layout` (the faults `LayoutAudit` finds). Each answer is one line of JSON; an unknown or malformed
/// request gets `{"error": "..."}` naming it. Nothing here changes the app.
extension StudioApp {
    /// The requests `answer(controlRequest:)` knows.
    package static let controlRequests = ["ping", "state", "tree", "layout"]

    /// One line of JSON answering `request`, or nil when the request is not one of
    /// `controlRequests` (the host may know more, or answer with an error).
    package func answer(controlRequest request: String) -> String? {
        switch request.trimmingCharacters(in: .whitespaces) {
        case "ping": return Self.json(["ok": true])
        case "state": return Self.json(inspectionState())
        case "tree": return Self.json(ViewTreeSnapshot.tree(of: window))
        case "layout": return Self.json(["problems": LayoutAudit.problems(in: window)])
        default: return nil
        }
    }

    /// The answer to a request nobody knows.
    package static func unknownControlRequest(_ request: String, known: [String]) -> String {
        let shown = request.count > 80 ? String(request.prefix(80)) + "…" : request
        return json(["error": "unknown request \"\(shown)\"; known: \(known.joined(separator: ", "))"])
    }

    /// The app's state as a JSON-ready dictionary.
    package func inspectionState() -> [String: Any] {
        var state: [String: Any] = [
            "mode": mode.rawValue,
            "theme": theme == .dark ? "dark" : "light",
            "window": ["width": window.size.width, "height": window.size.height, "scale": window.scale],
            "toasts": window.visibleToasts,
            "animating": isAnimating,
            "title": windowTitle,
            "unsaved": library.documents.filter(\.isDirty).map(\.displayName),
        ]
        if let focused = window.focusedView { state["focused"] = ViewTreeSnapshot.summary(focused, in: window) }
        if let popover = window.popover {
            state["popover"] = popover.identifier ?? String(describing: type(of: popover))
        }
        if let dialog = window.popover as? QuitDialog {
            state["quit"] = [
                "rows": dialog.rows.map { row -> [String: Any] in
                    var answer: [String: Any] = [
                        "name": row.name, "detail": row.detail, "keeping": row.keeping.rawValue,
                    ]
                    if let problem = row.problem { answer["problem"] = problem }
                    return answer
                }
            ]
        }
        if let help = window.popover as? ShortcutHelpView {
            state["help"] = zip(help.entries, help.sections).map {
                ["keys": $0.keys, "title": $0.title, "section": $1]
            }
        }
        state["gallery"] = [
            "filter": gallery.filterText, "shown": gallery.shown.map(\.displayName),
            "visibleCards": gallery.visibleCardCount,
            "loading": library.documents.filter(\.isLoading).map(\.displayName),
        ]
        state["history"] = [
            "canUndo": editorModel.history.canUndo, "canRedo": editorModel.history.canRedo,
            "undo": editorModel.history.undoName ?? "", "redo": editorModel.history.redoName ?? "",
        ]
        state["editor"] = editorState()
        state["source"] = sourceState()
        state["forms"] = formsState()
        if let text = window.clipboard.text { state["clipboard"] = text }
        if let panel = codePanel { state["code"] = ["platform": panel.platform.rawValue, "text": panel.shownCode] }
        return state
    }

    private func editorState() -> [String: Any] {
        var editor: [String: Any] = [
            "params": editorModel.params, "size": editorModel.size,
            "speed": editorModel.clock.speed,
        ]
        if let document = editorModel.document {
            var doc: [String: Any] = [
                "name": document.displayName, "stale": document.isStale,
                "missing": document.isMissing, "loading": document.isLoading,
                "revision": document.revision,
                "problems": document.problems.map(\.description),
            ]
            if let path = document.path { doc["path"] = path }
            editor["document"] = doc
        }
        if let evaluator = editorModel.evaluator { editor["elements"] = evaluator.elementCount }
        let clock = editorModel.clock
        var playhead: [String: Any] = [
            "time": clock.time, "cycleProgress": clock.cycleProgress,
            "playing": clock.isPlaying, "stopped": clock.isStopped,
            "frozen": clock.frozenProgress != nil, "pingPong": clock.pingPong,
        ]
        playhead["looping"] = clock.isLooping
        if let points = clock.loopPoints { playhead["inOut"] = [points.lowerBound, points.upperBound] }
        editor["playhead"] = playhead
        editor["selection"] = editorModel.selection?.description ?? NSNull()
        editor["outline"] = outlineState()
        editor["lanes"] = lanesState()
        return editor
    }

    /// The outline: the selected row and each shown row's id with its centre in window points.
    private func outlineState() -> [String: Any] {
        let outline = self.editor.side.outline
        let origin = outline.windowOrigin
        let rows: [[String: Any]] = outline.rows.compactMap { row in
            guard let frame = outline.rowFrame(row.node.id) else { return nil }
            return ["id": row.node.id, "title": row.node.title, "x": origin.x + 40, "y": origin.y + frame.midY]
        }
        return ["selected": outline.selectedID ?? NSNull(), "rows": rows]
    }

    /// The keyframe lanes: shown, collapsed, their height and the height they were dragged to
    /// (points), their divider's centre (window points), the ghost rows (element, window y of
    /// the row's middle) and per track path its keyframes' centres in window points and keyTimes,
    /// the axis (x of 0 s, points per second).
    private func lanesState() -> [String: Any] {
        let panel = self.editor.keyframes
        let lanes = panel.lanes
        let points = lanes.keyframeWindowPoints()
        var tracks: [String: Any] = [:]
        for lane in lanes.layout.lanes {
            let key = lane.track.description
            tracks[key] = [
                "keyTimes": lane.keyTimes, "points": (points[key] ?? []).map { [$0.x, $0.y] },
                "partDuration": lane.partDuration,
            ]
        }
        let layout = lanes.layout
        let divider = editor.lanesDivider.windowFrame
        return [
            "shown": !panel.isHidden && panel.isVisibleInWindow, "tracks": tracks,
            "collapsed": editor.lanesCollapsed, "height": panel.frame.height,
            "preferredHeight": editor.lanesPreferredHeight ?? NSNull(),
            "divider": ["x": divider.midX, "y": divider.midY],
            "ghosts": layout.ghosts.map { ["element": $0.element, "y": lanes.windowOrigin.y + $0.frame.midY] },
            "axis": ["x0": lanes.windowOrigin.x + layout.axisLeft, "pointsPerSecond": layout.axisWidth / layout.span],
        ]
    }

    /// The source pane: shown, its text (up to 64 KiB) and its length in bytes, the caret, the
    /// status line, unsaved text, the completion list, the conflict bar, the problems' messages.
    private func sourceState() -> [String: Any] {
        let pane = editor.source
        let buffer = pane.editor.model.buffer
        var source: [String: Any] = [
            "shown": editor.showsSource, "bytes": buffer.count, "caret": pane.editor.model.caret,
            "status": pane.statusLabel.text, "readOnly": pane.editor.isReadOnly,
            "dirty": source.document?.isDirty ?? false,
            "conflict": source.document?.diskConflict != nil,
            "diagnostics": pane.editor.diagnostics.map(\.message),
        ]
        if buffer.count <= 64 << 10 { source["text"] = buffer.text }
        // The folds the editor holds (0-based lines): the first 200, their count and a hash of all.
        let folds = pane.editor.model.foldableRanges
        source["folds"] = folds.prefix(200).map { [$0.startLine, $0.endLine] }
        source["foldCount"] = folds.count
        source["foldsHash"] = ContentHash.hex(of: folds.flatMap { "\($0.startLine)-\($0.endLine);".utf8 })
        source["analysed"] = self.source.currentAnalysis != nil
        let selection = pane.editor.model.selection
        source["selection"] = [selection.range.lowerBound, selection.range.upperBound]
        if let shown = pane.editor.shownCompletions { source["completions"] = shown.items.map(\.label) }
        return source
    }

    /// `object` as one line of JSON (keys sorted, so answers compare as text).
    static func json(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return #"{"error":"unencodable answer"}"# }
        return text
    }
}
