import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import UI

/// Exporting the selected progress design (Progress mode's Export, Ctrl+E): a PNG of what its
/// preview shows, or a GIF of one indeterminate loop or of the glide to its value, drawn with
/// the injected progress rasterizer in the theme's colours.
extension StudioApp {
    /// True when a design is selected and the host can draw it.
    var canExportProgress: Bool { progress.model.selected != nil && progressRasterize != nil }

    /// Shows (or hides) the export dialog for the selected design.
    func showProgressExport() {
        guard canExportProgress, let index = progress.model.selected else { return }
        if window.popover is ExportDialog { return window.dismissPopover() }
        let design = progress.model.designs[index]
        let slug = progress.model.title(of: index).lowercased()
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        let dialog = ExportDialog(
            subject: .progress, name: "progress-\(design.number)-\(slug)",
            directory: exportFolder(specFile: nil), size: 2, time: 0,
            previewBackground: window.theme.color(.windowBackground),
            isOpenDocument: { [unowned self] in isOpenDocument($0) }, text: text)
        let keep = progress.inspector.stage.windowFrame
        let steps = ExportSteps(
            targets: { request in ExportTargets(paths: [request.path]) },
            write: { [unowned self] request in exportProgress(request) })
        dialog.onExport = { [unowned self, unowned dialog] request in
            // The question's Cancel holds the dialog (the window lets it go) to show it again.
            let shown: ExportDialog = dialog
            return confirmExport(request, steps: steps) { [unowned self] in
                present(shown, avoiding: keep)
                window.focus(shown.pathField)
            }
        }
        present(dialog, avoiding: keep)
    }

    /// Exports the selected design as `request` asks (its `size` is the scale) and reports it in
    /// a toast naming the file; returns the paths written. A path that is an open spec writes
    /// nothing (a toast says why).
    @discardableResult
    func exportProgress(_ request: ExportRequest) -> [String] {
        let model = progress.model
        guard let design = model.selectedDesign, var options = model.selectedOptions, let draw = progressRasterize
        else { return [] }
        let theme = window.theme
        if options.color == nil { options.color = ProgressColor(theme.color(.accent)) }
        let palette = ProgressPalette(accent: theme.color(.accent), text: theme.color(.textPrimary))
        let showing = ProgressExporter.Showing(
            value: model.indeterminate ? nil : model.value,
            buffer: model.buffer > 0 ? model.buffer : nil,
            state: progress.inspector.preview.state)
        if let (target, document) = ExportTargets(paths: [request.path]).openDocument(in: openDocumentPaths) {
            window.showToast(
                ExportTargets.openDocumentRefusal(target: target, document: document, text), kind: .error, duration: 8)
            return []
        }
        do {
            let images = try draw(options, design.child, Double(request.size), palette, request.background)
            let paths = try ProgressExporter.export(
                request, resolved: ResolvedProgress(options), showing: showing,
                images: images, writer: imageWriter)
            finishExport(paths)
            return paths
        } catch {
            reportExportFailure(error)
            return []
        }
    }
}
