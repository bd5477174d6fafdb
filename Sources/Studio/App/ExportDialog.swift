import Foundation
import Graphics
import UI
import LoaderKitCore
import LoaderKitDrawing
import Localization
import VectorExport

/// The export dialog (Ctrl+E): the kind (current frame as PNG, one cycle as a PNG sequence, a GIF, a Lottie file or an
/// animated SVG), size, frame rate, background and file path; Export hands an `ExportRequest` to `onExport`, Cancel or
/// Escape closes it. Enter exports (unless a focused button takes it). For a progress design the kinds are a PNG frame
/// or a GIF, and the size is a scale.
///
/// An indicator's animation plays at the speed its preview was tuned to, or at speed 1
/// (`ExportSpeed`, the "Speed" row): beside the frame rate the dialog shows how long one loop
/// lasts ("Loop 0.6 s at 1.25×"), and under the file what the frame limit does to it, if
/// anything (`ExportFrameLimit`). A progress design has its own speed option and no such row.
///
/// The file starts as the subject's name with the kind's suffix (`ExportNaming`) in the export
/// folder the app picked (`ExportFolder`), never an open spec's path; a change of kind swaps
/// the suffix. A refusal from `onExport` (the file is an open spec, the folder is missing)
/// shows under the field and the dialog stays, focus in the field.
@MainActor
final class ExportDialog: RaisedCard, PopoverContent, DefaultActionPopover {
    /// What is exported.
    enum Subject {
        /// An indicator: a square `size` pixels wide.
        case indicator
        /// A progress design, drawn at a scale of 1 to 8 pixels per unit.
        case progress
    }

    let subject: Subject
    let kindControl: SegmentedControl
    let sizeField: NumberField
    let fpsField = NumberField(value: 30, range: 1...100, step: 1, fractionDigits: 0)
    /// How long one loop lasts at the chosen speed ("Loop 0.6 s at 1.25×"), beside the frame
    /// rate; empty for a PNG.
    let loopLabel = Label("", font: .ui)
    /// The tuned speed or speed 1 (`ExportSpeed.Choice` order); an indicator's only.
    let speedControl: SegmentedControl
    let backgroundControl: SegmentedControl
    let customWell = ColorWell(color: .white)
    let pathField = TextField()
    /// Under the field: a sequence's frame names, or why the export was refused (in red).
    let noteLabel = Label("", font: .uiSmall)
    let cancelButton: Button
    let exportButton: Button
    /// The dialog's language.
    private let text: Localizer
    private let captions: [Label]
    /// The preview's background (for "Preview").
    let previewBackground: Color?
    /// The spec time of the current frame, in seconds.
    let time: Double
    /// The indicator's cycle, in seconds (a loop at speed 1 lasts this long).
    let cycleSeconds: Double
    /// The tuned speed and the choice shown.
    private(set) var speed: ExportSpeed
    /// Called when the user picks the tuned speed or speed 1 (the app remembers it).
    var onSpeedChoice: (@MainActor (ExportSpeed.Choice) -> Void)?
    /// True for the path of a spec open in the studio (the default name avoids it).
    private let isOpenDocument: (String) -> Bool
    /// Called with the request when Export is clicked; answers why it cannot go ahead (shown
    /// here, the dialog stays) or nil (the app closed the dialog or asked a question in its place).
    var onExport: (@MainActor (ExportRequest) -> String?)?
    var onClose: (@MainActor () -> Void)?

    /// A dialog for exporting `name` (a spec's or a design's), its file at first `name`'s PNG in
    /// `directory`, unless that is an open spec (`isOpenDocument`): then the first free `-2`, ...
    /// An indicator's cycle lasts `cycleSeconds` and its preview plays at `speed.tuned`.
    init(
        subject: Subject = .indicator, name: String, directory: String, size: Int, time: Double,
        previewBackground: Color?,
        cycleSeconds: Double = 1, speed: ExportSpeed = ExportSpeed(tuned: 1),
        isOpenDocument: @escaping (String) -> Bool = { _ in false }, text: Localizer = StudioCatalogue.english
    ) {
        self.subject = subject
        self.text = text
        backgroundControl = SegmentedControl(
            [DialogText.transparent, DialogText.preview, DialogText.custom].map { text($0) })
        cancelButton = Button(text(DialogText.cancel))
        exportButton = Button(text(DialogText.export), style: .primary)
        self.isOpenDocument = isOpenDocument
        self.time = time
        self.previewBackground = previewBackground
        self.cycleSeconds = cycleSeconds
        self.speed = speed
        let progress = subject == .progress
        kindControl = SegmentedControl(
            progress ? [text(DialogText.pngFrame), "GIF"] : ["PNG", text(DialogText.sequence), "GIF", "Lottie", "SVG"])
        speedControl = SegmentedControl(speed.segmentTitles(text), selectedIndex: speed.effectiveChoice.rawValue)
        let sizes = progress ? ProgressExporter.scaleRange : ExportBudget.sizeRange
        sizeField = NumberField(
            value: Double(size), range: Double(sizes.lowerBound)...Double(sizes.upperBound), step: 1,
            fractionDigits: 0)
        captions = [
            DialogText.format, progress ? DialogText.scale : DialogText.size, DialogText.frameRate,
            DialogText.background, DialogText.file, DialogText.speed,
        ].map { caption(text($0)) }
        let first = FilePaths.join(directory, ExportNaming.fileName(for: name, kind: .png))
        super.init()
        identifier = "export"
        frame.size = Size(420 + 2 * RaisedCard.margin, (progress ? 366 : 406) + 2 * RaisedCard.margin)
        kindControl.identifier = "export.kind"
        sizeField.identifier = "export.size"
        fpsField.identifier = "export.fps"
        loopLabel.identifier = "export.loop"
        loopLabel.textColor = .token(.textSecondary)
        speedControl.identifier = "export.speed"
        backgroundControl.identifier = "export.background"
        pathField.identifier = "export.path"
        noteLabel.identifier = "export.note"
        noteLabel.numberOfLines = 4
        exportButton.identifier = "export.go"
        cancelButton.identifier = "export.cancel"
        sizeField.setValue(Double(size))
        pathField.setText(avoidingOpenDocuments(first))
        for view in captions as [View] + [
            kindControl, sizeField, fpsField, loopLabel, speedControl, backgroundControl, customWell,
            pathField, noteLabel, cancelButton, exportButton,
        ] {
            addSubview(view)
        }
        // A progress design has its own speed option.
        captions[5].isHidden = progress
        speedControl.isHidden = progress
        loopLabel.isHidden = progress
        kindControl.onChange = { [unowned self] _ in kindDidChange() }
        speedControl.onChange = { [unowned self] index in speedDidChange(index) }
        fpsField.onValueCommit = { [unowned self] _ in
            showLoop(); showNote()
        }
        backgroundControl.onChange = { [unowned self] _ in customWell.isEnabled = backgroundControl.selectedIndex == 2 }
        customWell.isEnabled = false
        fpsField.isEnabled = false
        showLoop()
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
        exportButton.action = { [unowned self] in performDefaultAction() }
    }

    /// Export: hands the request to `onExport`, which closes the dialog (or puts a question in
    /// its place), or answers why not: then the answer shows under the field. Closing frees the
    /// dialog (the window held the only reference), so nothing of `self` is read after a nil.
    func performDefaultAction() {
        let request = makeRequest()
        guard request.path.hasPrefix("/") else { return show(text(DialogText.typeExportName)) }
        guard let problem = onExport?(request) else { return }
        show(problem)
    }

    /// Shows why the export cannot go ahead, focus back in the field with its text selected
    /// (typing replaces it).
    func show(_ problem: String) {
        self.problem = problem
        noteLabel.text = problem
        noteLabel.textColor = .token(.error)
        window?.focus(pathField)
        pathField.selectAll()
    }

    /// The problem shown under the field, or nil.
    private(set) var problem: String?

    /// `path`, or when it is an open spec the first free `-2`, `-3`, ... that is not one.
    private func avoidingOpenDocuments(_ path: String) -> String {
        guard isOpenDocument(path) else { return path }
        return ExportNaming.firstFreePath(after: path, isTaken: isOpenDocument) ?? path
    }

    /// The selected kind.
    var kind: ExportRequest.Kind {
        (subject == .progress ? [.png, .gif] : [.png, .pngSequence, .gif, .lottie, .svg])[kindControl.selectedIndex]
    }

    /// The frame rate a raster animation starts at, and the one a Lottie file or SVG does.
    static let rasterFrameRate = 30.0, vectorFrameRate = VectorExporter.defaultFrameRate

    private var lastKind = ExportRequest.Kind.png

    private func kindDidChange() {
        let kind = self.kind
        fpsField.isEnabled = kind != .png
        // Vector files are drawn by the player over whatever lies behind them.
        backgroundControl.isEnabled = !kind.isVector
        customWell.isEnabled = !kind.isVector && backgroundControl.selectedIndex == 2
        if kind.isVector != lastKind.isVector {
            let from = kind.isVector ? Self.rasterFrameRate : Self.vectorFrameRate
            if fpsField.value == from { fpsField.setValue(kind.isVector ? Self.vectorFrameRate : Self.rasterFrameRate) }
        }
        lastKind = kind
        pathField.setText(avoidingOpenDocuments(ExportNaming.replacingSuffix(of: pathField.text, with: kind)))
        showLoop()
        showNote()
    }

    /// The user picked the tuned speed (0) or speed 1 (1): the loop length follows, and the app
    /// hears of it.
    private func speedDidChange(_ index: Int) {
        guard let choice = ExportSpeed.Choice(rawValue: index) else { return }
        speed.choice = choice
        onSpeedChoice?(choice)
        showLoop()
        showNote()
    }

    /// The loop length beside the frame rate, and whether the speed can be chosen: not for a
    /// PNG (one frame), nor when the tuned speed makes no loop (speed 1 is then shown chosen).
    private func showLoop() {
        guard subject == .indicator else { return }
        let animated = kind != .png
        speedControl.isEnabled = animated && speed.tunedCanLoop
        if speedControl.selectedIndex != speed.effectiveChoice.rawValue {
            speedControl.selectedIndex = speed.effectiveChoice.rawValue
        }
        loopLabel.text = animated ? speed.loopText(cycleSeconds: cycleSeconds, text) : ""
    }

    /// The note under the field: a sequence's first and last frame names (`BallPulse-0000.png
    /// …`), why the export plays at speed 1 when the tuned speed makes no loop, and what the
    /// frame limit does to the loop; else nothing.
    private func showNote() {
        problem = nil
        noteLabel.textColor = .token(.textSecondary)
        var lines: [String] = []
        if kind == .pngSequence {
            let path = pathField.text
            lines.append(
                text(
                    DialogText.sequenceNames(
                        FilePaths.name(of: Exporter.sequencePath(path, index: 0)),
                        FilePaths.name(of: Exporter.sequencePath(path, index: 1)))))
        }
        if subject == .indicator, kind != .png {
            if let note = speed.note(text) { lines.append(note) }
            let loop = LoopSpeed.loopSeconds(cycleSeconds: cycleSeconds, speed: speed.effective)
            if let limit = ExportFrameLimit.note(
                kind: kind, loopSeconds: loop, fps: fpsField.value, speed: speed.effective, text)
            {
                lines.append(limit)
            }
        }
        noteLabel.text = lines.joined(separator: " ")
    }

    /// The request the fields describe.
    func makeRequest() -> ExportRequest {
        if pathField.text != pathField.committedText { pathField.commit() }
        let background: Color?
        switch backgroundControl.selectedIndex {
        case 1: background = previewBackground
        case 2: background = customWell.color
        default: background = nil
        }
        let typed = pathField.text.trimmingCharacters(in: .whitespaces)
        let path =
            typed.isEmpty
            ? ""
            : PathCompletion.absolute(
                typed, workingDirectory: FileManager.default.currentDirectoryPath,
                home: NSHomeDirectory())
        return ExportRequest(
            kind: kind, size: CheckedInt.from(sizeField.value) ?? 0, fps: fpsField.value,
            background: kind.isVector ? nil : background, path: path, time: time,
            speed: subject == .indicator ? speed.effective : 1)
    }

    func popoverWillClose() { onClose?() }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, labelWidth = 88.0, fieldX = x + labelWidth, width = card.width - 40 - labelWidth
        let h = theme.controlHeight
        var y = card.minY + 56
        func row(_ index: Int, _ view: View, width w: Double? = nil) {
            captions[index].frame = Rect(x: x, y: y, width: labelWidth, height: h)
            view.frame = Rect(x: fieldX, y: y, width: w ?? width, height: h)
            y += 40
        }
        if subject == .indicator {
            // Five formats take the card's whole width; their names say what they are.
            captions[0].isHidden = true
            kindControl.frame = Rect(x: x, y: y, width: card.width - 40, height: h)
            y += 40
        } else {
            row(0, kindControl)
        }
        row(1, sizeField, width: 96)
        loopLabel.frame = Rect(x: fieldX + 96 + 12, y: y, width: width - 96 - 12, height: h)
        row(2, fpsField, width: 96)
        if subject == .indicator { row(5, speedControl) }
        captions[3].frame = Rect(x: x, y: y, width: labelWidth, height: h)
        backgroundControl.frame = Rect(x: fieldX, y: y, width: width - 52, height: h)
        customWell.frame = Rect(x: fieldX + width - 44, y: y, width: 44, height: h)
        y += 40
        row(4, pathField)
        exportButton.frame = Rect(x: card.maxX - 20 - 96, y: card.maxY - 20 - h, width: 96, height: h)
        cancelButton.frame = Rect(x: exportButton.frame.minX - 8 - 88, y: exportButton.frame.minY, width: 88, height: h)
        // The note may name two paths: it takes the card's width, up to four lines.
        noteLabel.frame = Rect(
            x: x, y: pathField.frame.maxY + 6, width: card.width - 40,
            height: max(0, exportButton.frame.minY - 6 - pathField.frame.maxY - 6))
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            text(DialogText.exportTitle), font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
