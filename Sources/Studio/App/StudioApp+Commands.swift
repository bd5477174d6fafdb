import Foundation
import Graphics
import LoaderKitCore
import Localization
import StudioCommandLine
import UI

/// The app's commands: status, save params, export, help.
extension StudioApp {
    /// Updates the toolbar's status area: the document in the editor (marked while its text is
    /// unsaved; or the gallery's count) with a stale, missing or problems badge, and the undo and
    /// redo buttons; and the unsaved marks everywhere else (`showUnsavedMarks`).
    func refreshStatus() {
        guard statusBatchDepth == 0 else { statusWaits = true; return }
        statusRefreshCount += 1
        showUnsavedMarks()
        let toolbar = root.toolbar
        let history = activeHistory
        toolbar.undoButton.isEnabled = history?.canUndo == true
        toolbar.redoButton.isEnabled = history?.canRedo == true
        let undo = history?.undoMessage.map { text(StatusText.undoNamed(text($0))) } ?? text(ToolbarText.undo)
        let redo = history?.redoMessage.map { text(StatusText.redoNamed(text($0))) } ?? text(ToolbarText.redo)
        toolbar.undoButton.tooltip = text(CommonText.withShortcut(undo, shortcutLabel(.character("z"), .control)))
        toolbar.redoButton.tooltip = text(
            CommonText.withShortcut(redo, shortcutLabel(.character("z"), [.control, .shift])))
        let export = exportAvailability
        toolbar.exportButton.isEnabled = export.reason == nil
        toolbar.exportButton.tooltip = export.reason ?? export.title
        switch mode {
        case .progress:
            toolbar.showStatus(text(StatusText.progressDesigns(ProgressDesign.all.count)), badge: nil)
            return
        case .skeleton:
            toolbar.showStatus(text(StatusText.skeleton), badge: nil)
            return
        case .scenes:
            let s = scenes.settings
            toolbar.showStatus(
                text(
                    ScenesText.status(
                        text(ScenesText.kind(s.kind)), text(ScenesText.device(s.device)), variants: s.variants.count)),
                badge: nil)
            return
        default:
            break
        }
        guard mode == .editor, let document = editorModel.document else {
            let broken = library.documents.filter { !$0.isLoading && ($0.isStale || $0.spec == nil) }.count
            let files = library.fileDocuments.count
            let count = library.documents.count
            let status = text(
                files == 0 ? StatusText.indicators(count) : StatusText.indicatorsWithFiles(count, files: files))
            toolbar.showStatus(status, badge: broken == 0 ? nil : (text(StatusText.needAttention(broken)), .warning))
            return
        }
        let problems = document.problems.count
        var badge: (String, ThemeColor)?
        if document.isLoading {
            badge = (text(DocumentText.loading), .accent)
        } else if document.isMissing {
            badge = (text(StatusText.missing), .warning)
        } else if document.isStale {
            badge = (text(StatusText.stale(problems: problems)), .warning)
        } else if problems > 0 {
            badge = (text(StatusText.problems(problems)), .error)
        }
        toolbar.showStatus(UnsavedMark.name(document.displayName, unsaved: document.isDirty), badge: badge)
    }

    /// A shortcut's label in the current language ("Ctrl+Maj+Z" in French).
    func shortcutLabel(_ key: Key, _ modifiers: Modifiers = []) -> String {
        KeyNameText.label(Shortcut(key, modifiers: modifiers), text)
    }

    /// Ctrl+S: writes the tuned params into the file and says how it went.
    package func saveParams() {
        guard mode == .editor else { return }
        let result = editorModel.saveParams()
        window.showToast(result.message, kind: result.saved ? .success : .warning, duration: result.saved ? 3 : 5)
    }

    /// Shows a dialog at the window's right edge, or its left one, where it leaves `keep` (the
    /// preview) visible; centred when neither side has room.
    func present(_ view: View, avoiding keep: Rect) {
        let size = view.frame.size, margin = 8.0
        let y = max(margin, ((window.size.height - size.height) / 2).rounded())
        let right = Rect(x: window.size.width - size.width - margin, y: y, width: size.width, height: size.height)
        let left = Rect(x: margin, y: y, width: size.width, height: size.height)
        guard let place = [right, left].first(where: { $0.intersection(keep) == nil && $0.minX >= margin }) else {
            return presentCentered(view)
        }
        window.presentPopover(view, anchor: Rect(x: place.minX, y: place.minY - 6, width: size.width, height: 0))
    }

    /// Ctrl+O: shows (or hides) the open dialog, where a path is typed or picked.
    func showOpenDialog() {
        if (window.popover as? FileDialog)?.purpose == .open { return window.dismissPopover() }
        if openWithSystemChooser() { return }
        let dialog = FileDialog(
            purpose: .open, workingDirectory: FileManager.default.currentDirectoryPath,
            recentFiles: settings.recentFiles, text: text)
        dialog.onChoose = { [unowned self] path in openTyped(path) }
        presentCentered(dialog)
    }

    /// Opens a path typed in the open dialog (`~` is the home folder), or a share link or spec
    /// JSON (as `openShared` does), and closes the dialog;
    /// when it cannot be opened, the dialog stays and the problem is returned for it to show.
    func openTyped(_ path: String) -> String? {
        if Self.isShareLink(path) || path.hasPrefix("{") {
            if let problem = openShared(path, toastingProblem: false) { return problem }
            window.dismissPopover()
            return nil
        }
        let outcome = open(paths: [NSString(string: path).expandingTildeInPath])
        if let problem = outcome.errors.first { return problem }
        window.dismissPopover()
        for warning in outcome.warnings { window.showToast(warning, kind: .warning, duration: 5) }
        return nil
    }

    /// F1 or ?: shows or hides the list of shortcuts.
    package func toggleHelp() {
        if window.popover is ShortcutHelpView { return window.dismissPopover() }
        let help = ShortcutHelpView(
            entries: ShortcutHelpView.entries(from: window.shortcuts.list, text: text), text: text)
        help.onPickLanguage = { [unowned self] language in
            setLanguage(language)
            window.dismissPopover()
            toggleHelp()
        }
        presentCentered(help)
    }

    /// True while the shortcut list is shown.
    package var isShowingHelp: Bool { window.popover is ShortcutHelpView }

    func presentCentered(_ view: View) {
        let size = view.frame.size
        let x = ((window.size.width - size.width) / 2).rounded()
        let y = max(8, ((window.size.height - size.height) / 2).rounded())
        window.presentPopover(view, anchor: Rect(x: x, y: y - 6, width: size.width, height: 0))
    }
}
