import Graphics
import Localization
import UI

/// One document of the quit dialog: its name and where it lives, Save (it has a file) or
/// Save As… (a new spec, an edited built-in), Discard, and why its last save failed, if it did.
@MainActor
final class QuitDialogRow: View {
    /// What the row shows.
    struct Content: Equatable {
        /// The document's name.
        var name: String
        /// Its file, or what it is when it has none ("New spec, not saved yet").
        var detail: String
        /// How its text is kept: Save or Save As….
        var keeping: QuitFlow.Keeping
        /// Why its last save failed, nil when none did.
        var problem: String?
    }

    let content: Content
    let nameLabel: Label
    let detailLabel: Label
    let problemLabel: Label
    let keepButton: Button
    let discardButton: Button

    /// Height of a row without a problem, in points.
    static let baseHeight = 52.0
    /// Height the problem's two lines add, in points.
    static let problemHeight = 34.0
    /// Width of the Save / Save As… button and of Discard, in points.
    static let keepWidth = 88.0, discardWidth = 80.0

    /// The row's height for `content`, in points.
    static func height(of content: Content) -> Double { baseHeight + (content.problem == nil ? 0 : problemHeight) }

    /// A row for `content`; identifiers start with `identifier` (`quit.row.0`).
    init(_ content: Content, identifier: String, text: Localizer = StudioCatalogue.english) {
        self.content = content
        nameLabel = Label(content.name, font: .ui)
        detailLabel = Label(content.detail, font: .uiSmall)
        problemLabel = Label(content.problem ?? "", font: .uiSmall)
        keepButton = Button(text(content.keeping == .save ? DialogText.saveRow : DialogText.saveAsRow))
        discardButton = Button(text(DialogText.discard))
        super.init()
        self.identifier = identifier
        nameLabel.identifier = "\(identifier).name"
        detailLabel.identifier = "\(identifier).detail"
        detailLabel.textColor = .token(.textSecondary)
        detailLabel.tooltip = content.detail
        problemLabel.identifier = "\(identifier).problem"
        problemLabel.textColor = .token(.error)
        problemLabel.numberOfLines = 2
        problemLabel.isHidden = content.problem == nil
        keepButton.identifier = "\(identifier).\(content.keeping.rawValue)"
        keepButton.tooltip =
            text(content.keeping == .save ? DialogText.writeTo(content.detail) : DialogText.chooseFile)
        discardButton.identifier = "\(identifier).discard"
        discardButton.tooltip = text(DialogText.discardTip)
        for view in [nameLabel, detailLabel, problemLabel, keepButton, discardButton] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let control = theme.controlHeight, width = bounds.width
        discardButton.frame = Rect(
            x: width - Self.discardWidth, y: ((Self.baseHeight - control) / 2).rounded(),
            width: Self.discardWidth, height: control)
        keepButton.frame = Rect(
            x: discardButton.frame.minX - 8 - Self.keepWidth, y: discardButton.frame.minY,
            width: Self.keepWidth, height: control)
        let textWidth = max(0, keepButton.frame.minX - 12)
        nameLabel.frame = Rect(x: 0, y: 8, width: textWidth, height: 18)
        detailLabel.frame = Rect(x: 0, y: 27, width: textWidth, height: 16)
        problemLabel.frame = Rect(x: 0, y: Self.baseHeight - 4, width: width, height: Self.problemHeight - 2)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: bounds.height - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
