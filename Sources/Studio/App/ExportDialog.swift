import Foundation
import Graphics
import UI
import LoaderKitCore
import LoaderKitDrawing
import VectorExport

/// The export dialog (Ctrl+E): the kind (current frame as PNG, one cycle as a PNG sequence, a
/// GIF, a Lottie file or an animated SVG), size, frame rate, background and file path; Export hands an `ExportRequest` to
/// `onExport`, Cancel or Escape closes it. Enter exports (unless a focused button takes it).
/// For a progress design the kinds are a PNG frame or a GIF, and the size is a scale.
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
    let backgroundControl = SegmentedControl(["Transparent", "Preview", "Custom"])
    let customWell = ColorWell(color: .white)
    let pathField = TextField()
    let cancelButton = Button("Cancel")
    let exportButton = Button("Export", style: .primary)
    private let captions: [Label]
    /// The preview's background (for "Preview").
    let previewBackground: Color?
    /// The spec time of the current frame, in seconds.
    let time: Double
    private var stem: String
    /// Called with the request when Export is clicked.
    var onExport: (@MainActor (ExportRequest) -> Void)?
    var onClose: (@MainActor () -> Void)?

    init(subject: Subject = .indicator, name: String, directory: String, size: Int, time: Double, previewBackground: Color?) {
        self.subject = subject
        self.time = time
        self.previewBackground = previewBackground
        let progress = subject == .progress
        kindControl = SegmentedControl(progress ? ["PNG frame", "GIF"] : ["PNG", "Sequence", "GIF", "Lottie", "SVG"])
        let sizes = progress ? ProgressExporter.scaleRange : ExportBudget.sizeRange
        sizeField = NumberField(value: Double(size), range: Double(sizes.lowerBound)...Double(sizes.upperBound), step: 1,
                                fractionDigits: 0)
        captions = ["Format", progress ? "Scale (×)" : "Size (px)", "Frame rate", "Background", "File"].map { caption($0) }
        let safe = name.range(of: "^[A-Za-z0-9_-]+$", options: .regularExpression) != nil ? name : "indicator"
        stem = (directory.hasSuffix("/") ? directory : directory + "/") + safe
        super.init()
        identifier = "export"
        frame.size = Size(420 + 2 * RaisedCard.margin, 330 + 2 * RaisedCard.margin)
        kindControl.identifier = "export.kind"
        sizeField.identifier = "export.size"
        fpsField.identifier = "export.fps"
        backgroundControl.identifier = "export.background"
        pathField.identifier = "export.path"
        exportButton.identifier = "export.go"
        cancelButton.identifier = "export.cancel"
        sizeField.setValue(Double(size))
        pathField.setText(stem + ".png")
        for view in captions as [View] + [kindControl, sizeField, fpsField, backgroundControl, customWell, pathField,
                                           cancelButton, exportButton] {
            addSubview(view)
        }
        kindControl.onChange = { [unowned self] _ in kindDidChange() }
        backgroundControl.onChange = { [unowned self] _ in customWell.isEnabled = backgroundControl.selectedIndex == 2 }
        customWell.isEnabled = false
        fpsField.isEnabled = false
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
        exportButton.action = { [unowned self] in performDefaultAction() }
    }

    /// Export: closes the dialog and hands the request to `onExport`. Closing frees the dialog
    /// (the window held the only reference), so nothing of `self` is read after it.
    func performDefaultAction() {
        let request = makeRequest()
        let handler = onExport
        window?.dismissPopover()
        handler?(request)
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
        var path = pathField.text
        for known in Set(ExportRequest.Kind.allCases.map(\.fileExtension)) where path.hasSuffix("." + known) {
            path = String(path.dropLast(known.count + 1))
        }
        pathField.setText(path + "." + kind.fileExtension)
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
        return ExportRequest(kind: kind, size: CheckedInt.from(sizeField.value) ?? 0, fps: fpsField.value,
                             background: kind.isVector ? nil : background,
                             path: pathField.text, time: time)
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
        row(2, fpsField, width: 96)
        captions[3].frame = Rect(x: x, y: y, width: labelWidth, height: h)
        backgroundControl.frame = Rect(x: fieldX, y: y, width: width - 52, height: h)
        customWell.frame = Rect(x: fieldX + width - 44, y: y, width: 44, height: h)
        y += 40
        row(4, pathField)
        exportButton.frame = Rect(x: card.maxX - 20 - 96, y: card.maxY - 20 - h, width: 96, height: h)
        cancelButton.frame = Rect(x: exportButton.frame.minX - 8 - 88, y: exportButton.frame.minY, width: 88, height: h)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText("Export", font: .title, color: canvas.theme.color(.textPrimary),
                        baseline: Point(card.minX + 20, card.minY + 34))
    }
}
