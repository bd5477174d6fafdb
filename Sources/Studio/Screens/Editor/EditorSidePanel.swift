import Graphics
import Localization
import UI

/// The editor's left panel (240 points): the document (name, marked `•` while its text is
/// unsaved; file; status), the spec's outline, its problems and the hovered element's state, in
/// one scrolling column.
@MainActor
final class EditorSidePanel: View, LanguageAware {
    let scroll = ScrollView()
    let content = View()
    let nameLabel = Label("", font: .title)
    let pathLabel = Label("", font: .uiSmall)
    let statusBadge = Badge()
    let outlineTitle = SectionHeader("OUTLINE")
    /// The spec's structure (`SpecOutline`); a row's id is its node's path.
    let outline = TreeView()
    let problems = ProblemsPanel()
    let element = ElementStatePanel()
    /// The language of the document's name and origin.
    private var text = StudioCatalogue.english
    /// The document shown.
    private weak var document: SpecDocument?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .token(.panel)
        identifier = "editor.side"
        nameLabel.identifier = "editor.side.name"
        statusBadge.identifier = "editor.side.status"
        pathLabel.textColor = .token(.textTertiary)
        pathLabel.numberOfLines = 0
        content.receivesPointer = false
        outline.identifier = "editor.outline"
        addSubview(scroll)
        scroll.documentView.addSubview(content)
        for view in [nameLabel, pathLabel, statusBadge, outlineTitle, outline, problems, element] as [View] {
            content.addSubview(view)
        }
    }

    /// Shows the document's name, file and status.
    func showDocument(_ document: SpecDocument?) {
        self.document = document
        nameLabel.text = Self.name(of: document, text)
        pathLabel.text = document.map { Self.origin(of: $0, text) } ?? ""
        let status = document.flatMap { GalleryCell.status(of: $0, text) }
        statusBadge.text = status?.text ?? ""
        statusBadge.tone = status?.tone ?? .warning
        statusBadge.isHidden = status == nil
        setNeedsLayout()
    }

    /// Puts the unsaved mark on the name or takes it off; lays out only when the name changed.
    func showUnsavedMark(of document: SpecDocument?) {
        let name = Self.name(of: document, text)
        guard nameLabel.text != name else { return }
        nameLabel.text = name
        setNeedsLayout()
    }

    /// The document's name, marked while its text is unsaved.
    static func name(of document: SpecDocument?, _ text: Localizer = StudioCatalogue.english) -> String {
        guard let document else { return text(EditorText.noIndicator) }
        return UnsavedMark.name(document.displayName, unsaved: document.isDirty)
    }

    /// Where the document comes from: its file, "Built-in indicator", or that it has no file yet.
    static func origin(of document: SpecDocument, _ text: Localizer = StudioCatalogue.english) -> String {
        switch document.source {
        case .file(let path): return path
        case .builtin: return text(EditorText.builtin)
        case .untitled: return text(EditorText.notSaved)
        }
    }

    /// Shows the header and the document's name and origin in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        outlineTitle.label.text = text(EditorText.outlineHeader)
        nameLabel.text = Self.name(of: document, text)
        pathLabel.text = document.map { Self.origin(of: $0, text) } ?? ""
        statusBadge.text = document.flatMap { GalleryCell.status(of: $0, text) }?.text ?? ""
        setNeedsLayout()
    }

    override func layoutSubviews() {
        scroll.frame = bounds
        let pad = theme.panelPadding, width = bounds.width - 2 * pad - 4
        var y = 14.0
        let badge = statusBadge.intrinsicContentSize ?? .zero
        nameLabel.frame = Rect(x: pad, y: y, width: width - (statusBadge.isHidden ? 0 : badge.width + 8), height: 20)
        statusBadge.frame = Rect(x: pad + width - badge.width, y: y + 1, width: badge.width, height: badge.height)
        y += 22
        let pathHeight = pathLabel.sizeThatFits(Size(width, 100)).height
        pathLabel.frame = Rect(x: pad, y: y, width: width, height: pathHeight)
        y += pathHeight + 4
        outlineTitle.isHidden = outline.rows.isEmpty
        if !outline.rows.isEmpty {
            outlineTitle.frame = Rect(x: pad, y: y, width: width, height: 32)
            y += 34
            let outlineHeight = outline.sizeThatFits(Size(width, 1000)).height
            outline.frame = Rect(x: pad - 4, y: y, width: width + 4, height: outlineHeight)
            y += outlineHeight + 8
        }
        let problemsHeight = problems.sizeThatFits(Size(width, 1000)).height
        problems.frame = Rect(x: pad, y: y, width: width, height: problemsHeight)
        y += problemsHeight + 8
        let elementHeight = element.sizeThatFits(Size(width, 1000)).height
        element.frame = Rect(x: pad, y: y, width: width, height: elementHeight)
        y += elementHeight + pad
        content.frame = Rect(x: 0, y: 0, width: bounds.width, height: y)
        scroll.contentHeight = y
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: bounds.width - canvas.hairline, y: 0, width: canvas.hairline, height: bounds.height),
            color: canvas.theme.color(.border))
    }
}
