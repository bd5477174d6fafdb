import Foundation
import Graphics
import Localization
import UI

/// The studio's own Open (Ctrl+O) and Save As (Ctrl+Shift+S) dialog, used when the desktop's
/// file chooser is not there: a path typed by hand (Tab completes it; `~` is the home folder, a
/// relative path starts in the working folder), the folder's listing (folders, then spec files)
/// and, for Open, the recent files. Picking a folder in the listing enters it; picking a file
/// puts it in the field. Enter or the main button hands the path to `onChoose`, which answers
/// the problem that kept it from working (shown here, the dialog stays) or nil (it closes).
@MainActor
final class FileDialog: RaisedCard, DefaultActionPopover {
    /// What the dialog is for.
    enum Purpose: Equatable {
        case open
        case saveAs(suggestedName: String)

        var identifier: String { self == .open ? "open" : "saveas" }
    }

    let purpose: Purpose
    let pathField = CompletingTextField()
    let errorLabel = Label("", font: .uiSmall)
    let cancelButton: Button
    /// The dialog's title.
    let title: String
    let chooseButton: Button
    let listing = ScrollView()
    private let pathCaption: Label
    private let listCaption = caption("")
    private var rows: [Button] = []
    private let workingDirectory: String
    private let home: String
    private let recentFiles: [String]
    private let text: Localizer
    /// Opens or saves to a path; returns the problem, or nil once done.
    var onChoose: (@MainActor (String) -> String?)?

    /// The most listing rows shown.
    static let rowLimit = 200

    init(
        purpose: Purpose, workingDirectory: String, home: String = NSHomeDirectory(), recentFiles: [String] = [],
        text: Localizer = StudioCatalogue.english
    ) {
        self.purpose = purpose
        self.text = text
        title = text(purpose == .open ? DialogText.openTitle : DialogText.saveAsTitle)
        cancelButton = Button(text(DialogText.cancel))
        pathCaption = caption(text(DialogText.path))
        self.workingDirectory = workingDirectory
        self.home = home
        self.recentFiles = recentFiles
        chooseButton = Button(text(purpose == .open ? DialogText.open : DialogText.save), style: .primary)
        super.init()
        let id = purpose.identifier
        identifier = id
        frame.size = Size(520 + 2 * RaisedCard.margin, 420 + 2 * RaisedCard.margin)
        pathField.identifier = "\(id).path"
        pathField.placeholder = text(
            purpose == .open ? DialogText.openPlaceholder(workingDirectory) : DialogText.savePlaceholder)
        if case .saveAs(let name) = purpose { pathField.text = FilePaths.join(workingDirectory, name) }
        errorLabel.identifier = "\(id).error"
        errorLabel.textColor = .token(.error)
        errorLabel.numberOfLines = 2
        cancelButton.identifier = "\(id).cancel"
        chooseButton.identifier = "\(id).go"
        listing.identifier = "\(id).listing"
        for view in [pathCaption, pathField, errorLabel, listCaption, listing, cancelButton, chooseButton] as [View] {
            addSubview(view)
        }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
        chooseButton.action = { [unowned self] in performDefaultAction() }
        pathField.complete = { [unowned self] typed in
            PathCompletion.complete(typed, workingDirectory: workingDirectory, home: home)
        }
        pathField.onCompletion = { [unowned self] _ in showListing() }
        showListing()
    }

    /// The main button: closes the dialog when the path worked, else shows why and keeps focus
    /// in the field. Closing frees the dialog, so nothing of `self` is read after it.
    func performDefaultAction() {
        if pathField.text != pathField.committedText { pathField.commit() }
        let path = pathField.text.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else {
            return show(text(purpose == .open ? DialogText.typeOpenPath : DialogText.typeSavePath))
        }
        // Open also takes share links and pasted JSON, as typed; a path is made absolute.
        let looksLikePath = !path.hasPrefix("{") && !path.contains("#")
        let chosen =
            purpose == .open && !looksLikePath
            ? path
            : PathCompletion.absolute(path, workingDirectory: workingDirectory, home: home)
        guard let problem = onChoose?(chosen) else { return }
        show(problem)
    }

    private func show(_ problem: String) {
        errorLabel.text = problem
        window?.focus(pathField)
    }

    /// Lists the folder the field names (or the working folder), and the recent files for Open.
    func showListing() {
        for row in rows { row.removeFromSuperview() }
        rows.removeAll()
        let typed = pathField.text
        let folderPart = typed.hasSuffix("/") ? typed : (typed.contains("/") ? FilePaths.directory(of: typed) : "")
        let folder =
            folderPart.isEmpty
            ? workingDirectory
            : PathCompletion.absolute(folderPart, workingDirectory: workingDirectory, home: home)
        var entries: [(title: String, path: String, isFolder: Bool)] = []
        if folder != "/" { entries.append(("..", FilePaths.directory(of: folder), true)) }
        if let list = try? FolderListing(folder: folder) {
            listCaption.text = folder
            entries += list.entries.map {
                ($0.name + ($0.isFolder ? "/" : ""), FilePaths.join(folder, $0.name), $0.isFolder)
            }
        } else {
            listCaption.text = text(DialogText.unreadable(folder))
        }
        if purpose == .open {
            entries += recentFiles.filter { !$0.hasPrefix(folder + "/") }.map {
                (text(DialogText.recent($0)), $0, false)
            }
        }
        for (index, entry) in entries.prefix(Self.rowLimit).enumerated() {
            let row = Button(entry.title, style: .plain)
            row.alignsLeading = true
            row.identifier = "\(purpose.identifier).entry.\(index)"
            row.action = { [unowned self] in
                pathField.text = entry.isFolder ? entry.path + "/" : entry.path
                pathField.commit()
                if entry.isFolder { showListing() }
                window?.focus(pathField)
            }
            listing.documentView.addSubview(row)
            rows.append(row)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, width = card.width - 40, control = theme.controlHeight
        pathCaption.frame = Rect(x: x, y: card.minY + 52, width: 48, height: control)
        pathField.frame = Rect(x: x + 48, y: card.minY + 52, width: width - 48, height: control)
        errorLabel.frame = Rect(x: x + 48, y: card.minY + 84, width: width - 48, height: 32)
        listCaption.frame = Rect(x: x, y: card.minY + 118, width: width, height: 18)
        chooseButton.frame = Rect(x: card.maxX - 20 - 96, y: card.maxY - 20 - control, width: 96, height: control)
        cancelButton.frame = Rect(
            x: chooseButton.frame.minX - 8 - 88, y: chooseButton.frame.minY, width: 88, height: control)
        listing.frame = Rect(
            x: x, y: card.minY + 140, width: width, height: max(0, chooseButton.frame.minY - 12 - card.minY - 140))
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: Double(index) * 26, width: width, height: 26)
        }
        listing.contentHeight = Double(rows.count) * 26
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            title, font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
