import StudioCommandLine
import UI

/// The keyboard shortcuts (the help list shows them in this order).
///
/// The rule: commands carry Ctrl (modes Ctrl+1…5, theme Ctrl+T, open, undo, save, export,
/// filter, quit) and work everywhere, like F1. In Gallery and Progress every printable key
/// without Ctrl or Alt is typing for the filter (`FilterTyping` claims it first), except `/`
/// (to the filter) and `?` (help). The other single keys are the Editor's, Skeleton's and
/// Scenes' playback keys; they come after the focused view (a focused button keeps Space, a
/// slider its arrow keys) and are not there while text is edited or in another mode, so the key goes on unused. A shortcut
/// that runs leaves its key's text with `shortcutGate`, so the text input the host sends for
/// the same press is not typed into a filter.
extension StudioApp {
    /// True while a text field (or the gallery's filter) has focus.
    var isEditingText: Bool {
        guard let focused = window.focusedView else { return false }
        return focused is TextField || focused is SearchField || focused is CodeEditorView
    }

    /// The help's groups: where the shortcuts work (the registry holds `HelpText.Section` keys).
    enum ShortcutGroup {
        static let everywhere = HelpText.Section.everywhere.rawValue, editor = HelpText.Section.editor.rawValue,
            skeleton = HelpText.Section.skeleton.rawValue, scenes = HelpText.Section.scenes.rawValue,
            galleryAndProgress = HelpText.Section.galleryAndProgress.rawValue
    }

    func registerShortcuts() {
        let shortcuts = window.shortcuts
        let gate = shortcutGate
        /// A command; `yieldsToSource` leaves the key to the source pane's text while it has focus
        /// (its own undo, find and select all).
        func command(
            _ key: Key, _ modifiers: Modifiers, _ title: HelpText.Shortcut, group: String = ShortcutGroup.everywhere,
            yieldsToSource: Bool = false, _ action: @escaping @MainActor () -> Void
        ) {
            shortcuts.register(
                Shortcut(key, modifiers: modifiers), priority: .beforeFocus, title: title.key, group: group,
                isActive: { [unowned self] in !(yieldsToSource && isEditingSource) }
            ) {
                gate.shortcutPerformed(key, modifiers: modifiers)
                action()
            }
        }
        /// A single key, after the focused view: not there while editing text, nor outside the
        /// Editor when `editorOnly`.
        func key(
            _ key: Key, _ modifiers: Modifiers = [], _ title: HelpText.Shortcut, editorOnly: Bool = false,
            _ action: @escaping @MainActor () -> Void
        ) {
            shortcuts.register(
                Shortcut(key, modifiers: modifiers), priority: .afterFocus, title: title.key,
                group: editorOnly ? ShortcutGroup.editor : ShortcutGroup.everywhere,
                isActive: { [unowned self] in !isEditingText && (!editorOnly || mode == .editor) }
            ) {
                gate.shortcutPerformed(key, modifiers: modifiers)
                action()
            }
        }
        command(.function(1), [], .showShortcuts) { [unowned self] in toggleHelp() }
        key(.character("/"), .shift, .showShortcuts) { [unowned self] in toggleHelp() }
        key(.character("?"), [], .showShortcuts) { [unowned self] in toggleHelp() }
        for mode in StudioMode.allCases {
            command(.character(mode.shortcutDigit), .control, .mode(mode)) { [unowned self] in
                select(mode: mode)
            }
        }
        command(.character("t"), .control, .theme) { [unowned self] in toggleTheme() }
        command(.character("o"), .control, .open) { [unowned self] in showOpenDialog() }
        command(.character("n"), .control, .new) { [unowned self] in showNewDialog() }
        command(.character("j"), .control, .source) { [unowned self] in toggleSource() }
        let wrap = SourcePane.wrapShortcut
        command(wrap.key, wrap.modifiers, .wrap, group: ShortcutGroup.editor) { [unowned self] in
            toggleSourceWrap()
        }
        let lanes = KeyframeLanesPanel.toggleShortcut
        command(lanes.key, lanes.modifiers, .lanes) { [unowned self] in toggleLanes() }
        let onion = PreviewStage.onionShortcut
        command(onion.key, onion.modifiers, .onionSkin, group: ShortcutGroup.editor) { [unowned self] in
            toggleOnionSkin()
        }
        for tab in InspectorTab.allCases {
            command(tab.shortcut.key, tab.shortcut.modifiers, tab.shortcutTitle, group: ShortcutGroup.editor) {
                [unowned self] in
                showInspector(tab: tab)
            }
        }
        // Space plays and pauses unless the focused control takes it (a button, a toggle).
        key(.space, [], .play, editorOnly: true) { [unowned self] in
            editorModel.updateClock { $0.togglePlay() }
        }
        key(.left, [], .stepFrame, editorOnly: true) { [unowned self] in step(frames: -1) }
        key(.right, [], .stepFrame, editorOnly: true) { [unowned self] in step(frames: 1) }
        key(.left, .shift, .stepTenth, editorOnly: true) { [unowned self] in step(cycles: -0.1) }
        key(.right, .shift, .stepTenth, editorOnly: true) { [unowned self] in step(cycles: 0.1) }
        key(.home, [], .start, editorOnly: true) { [unowned self] in
            editorModel.updateClock { $0.goToStart() }
        }
        key(.character("["), [], .speed, editorOnly: true) { [unowned self] in
            changeSpeed(faster: false)
        }
        key(.character("]"), [], .speed, editorOnly: true) { [unowned self] in
            changeSpeed(faster: true)
        }
        key(.character("f"), [], .freeze, editorOnly: true) { [unowned self] in
            editorModel.updateClock { $0.toggleFreeze() }
        }
        key(.character("i"), [], .loop, editorOnly: true) { [unowned self] in
            let p = editorModel.displayProgress; editorModel.updateClock { $0.setInPoint(p) }
        }
        key(.character("o"), [], .loop, editorOnly: true) { [unowned self] in
            let p = editorModel.displayProgress; editorModel.updateClock { $0.setOutPoint(p) }
        }
        shortcuts.register(
            Shortcut(.character("s")), priority: .afterFocus, title: HelpText.Shortcut.skeleton.key,
            group: ShortcutGroup.skeleton, isActive: { [unowned self] in !isEditingText && mode == .skeleton }
        ) { [unowned self] in
            gate.shortcutPerformed(.character("s"), modifiers: [])
            skeleton.toggleSkeleton()
        }
        registerScenesShortcuts()
        command(.character("z"), .control, .undo, yieldsToSource: true) { [unowned self] in activeHistory?.undo() }
        command(.character("z"), [.control, .shift], .redo, yieldsToSource: true) { [unowned self] in
            activeHistory?.redo()
        }
        command(.character("y"), .control, .redo, yieldsToSource: true) { [unowned self] in activeHistory?.redo() }
        command(
            .character("s"), .control, .save, group: ShortcutGroup.editor
        ) { [unowned self] in
            save()
        }
        command(.character("s"), [.control, .shift], .saveAs, group: ShortcutGroup.editor) {
            [unowned self] in
            showSaveAsDialog()
        }
        command(.character("e"), .control, .export) { [unowned self] in showExportForMode() }
        command(.character("c"), [.control, .shift], .code) { [unowned self] in
            toggleCodePanel()
        }
        command(.character("f"), .control, .filter, yieldsToSource: true) {
            [unowned self] in
            if mode == .progress { progress.focusSearch(); return }
            select(mode: .gallery)
            gallery.focusSearch()
        }
        command(.character("q"), .control, .quit) { [unowned self] in quit() }
        shortcuts.register(
            Shortcut(.character("v"), modifiers: .control), priority: .beforeFocus,
            title: HelpText.Shortcut.paste.key,
            group: ShortcutGroup.galleryAndProgress,
            isActive: { [unowned self] in pasteOpensClipboard }
        ) { [unowned self] in
            gate.shortcutPerformed(.character("v"), modifiers: .control)
            pasteIntoGallery()
        }
    }

    /// Steps `frames` frames of 1/60 s of spec time.
    /// Scenes mode's playback keys: Space plays and pauses the run, Left and Right step a frame,
    /// Home goes back to the first request; after the focused view, not while text is edited.
    private func registerScenesShortcuts() {
        let gate = shortcutGate
        for (key, title, action) in [
            (Key.space, HelpText.Shortcut.play, { @MainActor [unowned self] in scenes.togglePlay() }),
            (.left, .stepFrame, { @MainActor [unowned self] in scenes.step(by: -1) }),
            (.right, .stepFrame, { @MainActor [unowned self] in scenes.step(by: 1) }),
            (.home, .start, { @MainActor [unowned self] in scenes.seek(to: 0) }),
        ] as [(Key, HelpText.Shortcut, @MainActor () -> Void)] {
            window.shortcuts.register(
                Shortcut(key), priority: .afterFocus, title: title.key, group: ShortcutGroup.scenes,
                isActive: { [unowned self] in !isEditingText && mode == .scenes }
            ) {
                gate.shortcutPerformed(key, modifiers: [])
                action()
            }
        }
    }

    func step(frames: Int) { editorModel.updateClock { $0.step(seconds: Double(frames) * PlaybackClock.frameStep) } }

    /// Steps a fraction of the spec cycle.
    func step(cycles: Double) { editorModel.updateClock { $0.step(seconds: cycles * $0.duration) } }

    /// `[` and `]`: halves or doubles the speed (an undoable inspector edit).
    func changeSpeed(faster: Bool) {
        editorModel.setSpeed(faster ? editorModel.clock.speed * 2 : editorModel.clock.speed / 2)
    }
}
