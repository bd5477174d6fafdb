import Foundation
import Graphics
import LoaderKitDrawing
import Localization
import StudioCommandLine
import UI

/// What every export goes through between the dialog and the disk: the export folder its
/// default name goes in, the refusal of a file that is an open spec (or a link to one), the
/// question before files that exist are replaced, the folder remembered, and the toast naming
/// what was written (with "Show in folder") or why nothing was.
extension StudioApp {
    /// How one kind of export (an indicator's, a progress design's) is checked and written.
    struct ExportSteps {
        /// The files a request would write.
        let targets: @MainActor (ExportRequest) -> ExportTargets
        /// Writes the request (it reports in a toast itself).
        let write: @MainActor (ExportRequest) -> Void
    }

    /// The folder an export's default name goes in for the spec file `specFile` (nil for a
    /// built-in or a progress design): see `ExportFolder`.
    func exportFolder(specFile: String?) -> String {
        ExportFolder.choose(
            remembered: settings.exportFolder, pictures: PicturesFolder.find(environment: exportEnvironment),
            specFile: specFile, workingDirectory: exportFallbackFolder)
    }

    /// The paths of the specs open in the studio (files only).
    var openDocumentPaths: [String] { library.documents.compactMap(\.path) }

    /// True when `path` is an open spec (or a link to one).
    func isOpenDocument(_ path: String) -> Bool {
        openDocumentPaths.contains { FileIdentity.same(path, $0) }
    }

    /// The export dialog's Export for `request`: nil once the export went ahead (the dialog
    /// closed) or a question took the dialog's place; else the problem the dialog shows.
    ///
    /// Refused: a file that is an open spec, a folder in the file's place, a folder that does not
    /// exist. When files the export writes are there already, `OverwriteDialog` asks: Replace,
    /// Keep both (the first free `-2`, `-3`, ...), or Cancel (`reopen` shows the dialog again).
    func confirmExport(_ request: ExportRequest, steps: ExportSteps, reopen: @escaping @MainActor () -> Void) -> String?
    {
        let targets = steps.targets(request)
        if let problem = exportRefusal(targets) { return problem }
        let existing = targets.existing()
        guard !existing.isEmpty else {
            window.dismissPopover()
            steps.write(request)
            return nil
        }
        var kept = request
        let free = ExportNaming.firstFreePath(after: request.path) { candidate in
            kept.path = candidate
            let other = steps.targets(kept)
            return !other.existing().isEmpty || other.openDocument(in: openDocumentPaths) != nil
        }
        kept.path = free ?? request.path
        let shown = free.map { _ in
            let names = steps.targets(kept).paths.map(FilePaths.name(of:))
            return names.count > 1 ? "\(names[0]) …" : names[0]
        }
        let question = OverwriteDialog(
            existing: existing, total: targets.paths.count, folder: targets.folder,
            keepBothName: shown, text: text)
        question.onReplace = { [unowned self] in
            window.dismissPopover()
            steps.write(request)
        }
        question.onKeepBoth = { [unowned self] in
            window.dismissPopover()
            steps.write(kept)
        }
        question.onCancel = { [unowned self] in
            window.dismissPopover()
            reopen()
        }
        presentCentered(question)
        window.focus(question.safeButton)
        return nil
    }

    /// Why the export may not write `targets`, or nil: one is an open spec (or a link to one),
    /// a folder stands in a file's place, or the folder does not exist.
    func exportRefusal(_ targets: ExportTargets) -> String? {
        if let (target, document) = targets.openDocument(in: openDocumentPaths) {
            return ExportTargets.openDocumentRefusal(target: target, document: document, text)
        }
        if let folder = targets.paths.first(where: ExportFolder.isFolder) {
            return text(StatusText.isAFolder(folder))
        }
        guard ExportFolder.isFolder(targets.folder) else {
            return text(StatusText.noSuchFolder(targets.folder))
        }
        return nil
    }

    /// After an export wrote `paths`: remembers their folder for the next one and says what was
    /// written in a toast with "Show in folder" (and the limit the export met, if any).
    func finishExport(_ paths: [String], clamp: ExportBudget.FrameClamp? = nil) {
        guard let first = paths.first, let last = paths.last else { return }
        let folder = FilePaths.directory(of: first)
        if settings.exportFolder != folder {
            settings.exportFolder = folder
            saveSettings()
        }
        let what =
            paths.count == 1
            ? FilePaths.name(of: first)
            : text(StatusText.frames(paths.count, first: FilePaths.name(of: first), last: FilePaths.name(of: last)))
        let show = ToastAction(text(StatusText.showInFolder), identifier: "toast.show") { [unowned self] in
            showInFolder(first)
        }
        if let clamp {
            window.showToast(
                text(
                    StatusText.exportedWithLimit(
                        what, folder: folder, limit: ExportFrameLimit.clampMessage(clamp, text))), kind: .warning,
                duration: 10, action: show)
        } else {
            window.showToast(text(StatusText.exported(what, folder: folder)), kind: .success, duration: 8, action: show)
        }
    }

    /// Says why an export failed, naming the file when a write failed.
    func reportExportFailure(_ error: Error) {
        let reason = (error as? ExportWriteFailure)?.sentence(text) ?? "\(error)"
        window.showToast(text(StatusText.exportFailed(reason)), kind: .error, duration: 8)
    }

    /// The toast's "Show in folder": the desktop's file manager on `path`'s folder, or else the
    /// path copied to the clipboard, saying so.
    func showInFolder(_ path: String) {
        var reason = text(StatusText.noFileManager)
        if let folderShower {
            guard let problem = folderShower.showInFolder(path) else { return }
            reason = problem
        }
        window.clipboard.text = path
        window.showToast(text(StatusText.copiedPath(path, reason: reason)), kind: .info, duration: 6)
    }
}
