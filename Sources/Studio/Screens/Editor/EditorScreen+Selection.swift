import Graphics
import SpecLanguage
import UI

/// The selected node shown everywhere: its text selected in the source pane, the elements it
/// drives outlined in the preview; the caret moved in the pane selects the node under it.
extension EditorScreen {
    /// Shows `model.selection`; `revealInPane` selects its text in the pane (when shown).
    func showSelection(revealInPane: Bool) {
        stage.overlay.highlighted = model.selectedElements
        side.outline.select(model.selection.flatMap { SpecOutline.rowID(for: $0, in: side.outline.roots) })
        side.setNeedsLayout()
        source.editor.markedRanges = model.selectedKeyframeValueRanges
        guard revealInPane, showsSource, !isEditingPane, let path = model.selection,
            let range = model.textRange(of: path)
        else { return }
        let text = source.editor.model
        guard text.selection.range != range else { return }
        selectingText = true
        text.select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
        source.editor.scrollSelectionIntoView()
        selectingText = false
    }

    /// True while the pane's text has the focus (the user moves its caret).
    var isEditingPane: Bool { window?.focusedView?.isDescendant(of: source.editor) == true }

    /// The caret moved in the pane: the node under it becomes the selection.
    func paneSelectionDidChange() {
        guard !selectingText, isEditingPane else { return }
        let caret = source.editor.model.selection
        let path = model.path(atTextOffset: caret.range.lowerBound)
        if let current = model.selection, model.textRange(of: current) == caret.range { return }
        model.select(path)
    }
}

extension EditorScreen {
    /// The keyframes' centres in the lanes per track path ("tracks[0]"), in window points (for
    /// the control channel and the benchmarks).
    package var laneKeyframePoints: [String: [Point]] { keyframes.lanes.keyframeWindowPoints() }
}
