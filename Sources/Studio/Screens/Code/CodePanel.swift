import Graphics
import Handoff
import UI

/// The Code panel (Editor and Progress): a platform picker, the code for it with syntax colours,
/// and Copy (to the clipboard, with a toast). In the Editor it also copies the spec's JSON and
/// its share link. The code follows the state: the owner calls `refresh()` after each change.
@MainActor
final class CodePanel: RaisedCard, PopoverContent {
    let picker = SegmentedControl(SnippetPlatform.allCases.map(\.shortTitle))
    let scroll = ScrollView()
    let codeView = CodeTextView()
    let copyButton = Button("Copy", style: .primary)
    let copyJSONButton = Button("Copy JSON")
    let copyLinkButton = Button("Copy share link")
    let closeButton = Button("Close")
    private let subtitle = Label("", font: .uiSmall)
    /// The code for a platform, from the current state; nil when there is nothing to show.
    private let code: @MainActor (SnippetPlatform) -> String?
    /// What the panel shows, for its subtitle.
    private let describe: @MainActor () -> String
    /// The platform shown.
    private(set) var platform: SnippetPlatform
    /// Called with the platform picked (to remember it).
    var onPlatformChange: (@MainActor (SnippetPlatform) -> Void)?
    /// Called with text to put on the clipboard and the toast that says so.
    var onCopy: (@MainActor (_ text: String, _ toast: String) -> Void)?
    /// The spec's JSON and share link (Editor only; nil hides the buttons).
    var json: (@MainActor () -> String?)?
    var shareLink: (@MainActor () -> String?)?
    var onClose: (@MainActor () -> Void)?

    init(
        platform: SnippetPlatform, code: @escaping @MainActor (SnippetPlatform) -> String?,
        describe: @escaping @MainActor () -> String
    ) {
        self.platform = platform
        self.code = code
        self.describe = describe
        super.init()
        identifier = "code"
        frame.size = Size(720 + 2 * RaisedCard.margin, 520 + 2 * RaisedCard.margin)
        picker.identifier = "code.platform"
        picker.selectedIndex = SnippetPlatform.allCases.firstIndex(of: platform) ?? 0
        codeView.identifier = "code.text"
        copyButton.identifier = "code.copy"
        copyJSONButton.identifier = "code.copyJSON"
        copyLinkButton.identifier = "code.copyLink"
        closeButton.identifier = "code.close"
        subtitle.textColor = .token(.textSecondary)
        scroll.backgroundColor = .token(.windowBackground)
        scroll.cornerRadius = 6
        scroll.documentView.addSubview(codeView)
        codeView.tooltip = "Shift+wheel (or a sideways wheel) scrolls long lines"
        for view in [subtitle, picker, scroll, copyButton, copyJSONButton, copyLinkButton, closeButton] as [View] {
            addSubview(view)
        }
        picker.onChange = { [unowned self] index in
            self.platform = SnippetPlatform.allCases[index]
            onPlatformChange?(self.platform)
            refresh()
        }
        copyButton.action = { [unowned self] in
            guard let text = self.code(self.platform) else { return }
            onCopy?(text, "Copied the \(self.platform.title) code")
        }
        copyJSONButton.action = { [unowned self] in
            guard let text = json?() else { return }
            onCopy?(text, "Copied the spec's JSON")
        }
        copyLinkButton.action = { [unowned self] in
            guard let link = shareLink?() else { return }
            onCopy?(link, "Copied the share link")
        }
        closeButton.action = { [unowned self] in window?.dismissPopover() }
        refresh()
    }

    /// The code shown now.
    var shownCode: String { codeView.code }

    /// Shows the code of the current state for the platform picked.
    func refresh() {
        subtitle.text = describe()
        let text = code(platform) ?? ""
        codeView.show(text, language: platform.language)
        copyButton.isEnabled = !text.isEmpty
        copyJSONButton.isHidden = json == nil
        copyLinkButton.isHidden = shareLink == nil
        setNeedsLayout()
    }

    func popoverWillClose() { onClose?() }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, width = card.width - 40, h = theme.controlHeight
        subtitle.frame = Rect(x: x + 60, y: card.minY + 20, width: width - 60, height: 18)
        picker.frame = Rect(x: x, y: card.minY + 48, width: width, height: h)
        let bottom = card.maxY - 20 - h
        scroll.frame = Rect(
            x: x, y: picker.frame.maxY + 12, width: width, height: max(0, bottom - 12 - picker.frame.maxY - 12))
        codeView.frame = Rect(
            x: 0, y: 0, width: scroll.bounds.width - 12, height: max(scroll.bounds.height, codeView.contentHeight))
        scroll.contentHeight = codeView.contentHeight
        closeButton.frame = Rect(x: card.maxX - 20 - 88, y: bottom, width: 88, height: h)
        copyButton.frame = Rect(x: closeButton.frame.minX - 8 - 96, y: bottom, width: 96, height: h)
        copyJSONButton.frame = Rect(x: x, y: bottom, width: 110, height: h)
        copyLinkButton.frame = Rect(x: x + 118, y: bottom, width: 140, height: h)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        canvas.drawText(
            "Code", font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(cardRect.minX + 20, cardRect.minY + 34))
    }
}
