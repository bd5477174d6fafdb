import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Localization
import LoaderKitUI
import StudioCommandLine
import UI

/// Export (the toolbar's button, Ctrl+E) exports what the mode on screen shows: the Editor's
/// indicator, the Gallery's focused card, the selected progress design. Skeleton mode has
/// nothing to export: the button is disabled and says why. The checks before writing (an open
/// spec is never written, an existing file is replaced only when the user says so) are in
/// `StudioApp+ExportChecks`.
extension StudioApp {
    /// An indicator as Export takes it: prepared, named and coloured as it is shown.
    struct IndicatorExport {
        let evaluator: IndicatorEvaluator
        let name: String
        /// The default side, in pixels.
        let size: Int
        /// The spec time of a PNG frame, in seconds.
        let time: Double
        /// Element i takes `colors[i % count]`.
        let colors: [Color]
        let previewBackground: Color?
        /// What the dialog must leave visible (the preview), in window points.
        let keepVisible: Rect
        /// The spec's file (nil for a built-in or an unsaved spec), whose folder may take the export.
        let specFile: String?
        /// The speed the preview plays at (the Editor's playback speed, the Gallery's): an
        /// animated export plays at it unless the dialog's "Speed 1" is chosen.
        let speed: Double
    }

    /// The Export button's words: its tooltip when it works, and else why it does not.
    var exportAvailability: (title: String, reason: String?) {
        let ctrlE = shortcutLabel(.character("e"), .control)
        func titled(_ action: Message) -> String { text(CommonText.withShortcut(text(action), ctrlE)) }
        switch mode {
        case .progress:
            return (
                titled(StatusText.exportProgress),
                canExportProgress ? nil : text(StatusText.selectProgressDesign)
            )
        case .skeleton:
            return (titled(ToolbarText.export), text(StatusText.skeletonHasNothing))
        case .scenes:
            return (titled(ScenesText.exportGIFTooltip), nil)
        case .gallery:
            guard let document = gallery.focusedDocument else {
                return (titled(ToolbarText.export), text(StatusText.focusACard))
            }
            if document.isLoading {
                return (titled(StatusText.exportNamed(document.displayName)), loadingExportRefusal(document))
            }
            return (
                titled(StatusText.exportNamed(document.displayName)),
                document.evaluator == nil ? text(StatusText.namedHasProblems(document.displayName)) : nil
            )
        case .editor:
            if let document = editorModel.document, document.isLoading {
                return (titled(ToolbarText.export), loadingExportRefusal(document))
            }
            return (
                titled(ToolbarText.export), editorModel.evaluator == nil ? text(StatusText.specHasProblems) : nil
            )
        }
    }

    /// Why a document still loading cannot be exported.
    func loadingExportRefusal(_ document: SpecDocument) -> String {
        text(StatusText.stillLoading(document.displayName))
    }

    /// The indicator Export takes in the mode on screen, if there is one.
    var indicatorToExport: IndicatorExport? {
        switch mode {
        case .editor:
            guard let evaluator = editorModel.evaluator else { return nil }
            let (color, list) = editorModel.drawingColors(
                automatic: editorModel.background.automaticIndicatorColor(window.theme))
            return IndicatorExport(
                evaluator: evaluator, name: editorModel.spec?.name ?? editorModel.document?.displayName ?? "indicator",
                size: CheckedInt.clamped(editorModel.size, to: ExportBudget.sizeRange),
                time: editorModel.displayTime ?? editorModel.clock.time, colors: list.isEmpty ? [color] : list,
                previewBackground: editorModel.background.solidColor, keepVisible: editor.stage.bigCard.windowFrame,
                specFile: editorModel.document?.path, speed: editorModel.clock.speed)
        case .gallery:
            guard let document = gallery.focusedDocument, let evaluator = document.evaluator else { return nil }
            let cell = gallery.cell(for: document)
            return IndicatorExport(
                evaluator: evaluator, name: evaluator.spec.name,
                size: CheckedInt.clamped(gallery.indicatorSize, to: ExportBudget.sizeRange),
                time: cell?.preview.time ?? 0, colors: [gallery.effectiveColor(window.theme)],
                previewBackground: window.theme.color(.panel), keepVisible: cell?.windowFrame ?? .zero,
                specFile: document.path, speed: gallery.speed)
        case .progress, .skeleton, .scenes:
            return nil
        }
    }

    /// Ctrl+E and the toolbar's Export: the dialog for what the mode shows, or a toast saying
    /// why there is nothing to export.
    func showExportForMode() {
        if let reason = exportAvailability.reason {
            if window.popover is ExportDialog { return window.dismissPopover() }
            window.showToast(reason, kind: .info)
            return
        }
        switch mode {
        case .progress: showProgressExport()
        case .scenes: exportSceneGIF()
        default: showExport()
        }
    }

    /// Opens (or closes) the export dialog for the indicator the mode shows, its file named after
    /// the spec in the export folder (`exportFolder(specFile:)`), its animation at the preview's
    /// speed or at speed 1 as last chosen (`exportSpeedChoice`).
    package func showExport() {
        guard let subject = indicatorToExport else { return }
        if window.popover is ExportDialog { return window.dismissPopover() }
        let dialog = ExportDialog(
            name: subject.name, directory: exportFolder(specFile: subject.specFile), size: subject.size,
            time: subject.time, previewBackground: subject.previewBackground,
            cycleSeconds: subject.evaluator.spec.duration,
            speed: ExportSpeed(tuned: subject.speed, choice: exportSpeedChoice),
            isOpenDocument: { [unowned self] in isOpenDocument($0) }, text: text)
        dialog.onSpeedChoice = { [unowned self] choice in exportSpeedChoice = choice }
        let keep = subject.keepVisible
        let steps = ExportSteps(
            targets: { [unowned self] request in
                indicatorToExport.map { Exporter.targets(for: request, evaluator: $0.evaluator) }
                    ?? ExportTargets(paths: [request.path])
            }, write: { [unowned self] request in export(request) })
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

    /// Exports the indicator the mode shows with the injected rasterizer and writer, and reports
    /// it in a toast naming the files, with the limit the export met if it met one; returns the
    /// paths written. A request whose files include an open spec writes nothing (a toast says
    /// why); files that exist are replaced (the dialog asked first).
    @discardableResult
    package func export(_ request: ExportRequest) -> [String] {
        guard let subject = indicatorToExport else { return [] }
        let rasterize = self.rasterize, evaluator = subject.evaluator, colors = subject.colors
        if let (target, document) = Exporter.targets(for: request, evaluator: evaluator).openDocument(
            in: openDocumentPaths)
        {
            window.showToast(
                ExportTargets.openDocumentRefusal(target: target, document: document, text), kind: .error, duration: 8)
            return []
        }
        do {
            let outcome = try Exporter.export(
                request, evaluator: evaluator,
                frame: { t in rasterize(evaluator, t, request.size, colors) },
                colors: colors, writer: imageWriter)
            finishExport(outcome.paths, clamp: outcome.clamp)
            return outcome.paths
        } catch {
            reportExportFailure(error)
            return []
        }
    }
}
