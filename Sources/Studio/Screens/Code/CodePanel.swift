import Graphics
import Handoff
import Localization
import UI

/// The Code panel (Editor and Progress): a platform picker, the code for it with syntax colours,
/// and Copy (to the clipboard, with a toast). In the Editor it also copies the spec's JSON and
/// its share link. The code follows the state: the owner calls `refresh()` after each change.
@MainActor
final class CodePanel: RaisedCard, PopoverContent, LanguageAware {
    let picker = SegmentedControl(SnippetPlatform.allCases.map(\.shortTitle))
    let scroll = ScrollView()
    let codeView = CodeTextView()
    let copyButton = Button("", style: .primary)
    let copyJSONButton = Button("")
    let copyLinkButton = Button("")
    let closeButton = Button("")
    private let subtitle = Label("", font: .uiSmall)
    /// The language of the title, the buttons and the toasts.
    private(set) var text = StudioCatalogue.english
    /// The code for a platform, from the current state; nil when there is nothing to show.
    private let code: @MainActor (SnippetPlatform) -> String?
    /// What the panel shows, for its subtitle.
    private let describe: @MainActor (Localizer) -> String
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

    /// A panel for `platform`; `describe` gives the subtitle in the language of the localizer it
    /// is given.
    init(
        platform: SnippetPlatform, code: @escaping @MainActor (SnippetPlatform) -> String?,
        describe: @escaping @MainActor (Localizer) -> String
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
            onCopy?(text, self.text(CodeText.copiedCode(self.platform.title)))
        }
        copyJSONButton.action = { [unowned self] in
            guard let text = json?() else { return }
            onCopy?(text, self.text(CodeText.copiedJSON))
        }
        copyLinkButton.action = { [unowned self] in
            guard let link = shareLink?() else { return }
            onCopy?(link, text(CodeText.copiedLink))
        }
        closeButton.action = { [unowned self] in window?.dismissPopover() }
        applyLanguage(text)
    }

    /// The buttons, the tooltip and the subtitle in the language of `text` (the title is drawn
    /// in it).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        copyButton.title = text(CodeText.copy)
        copyJSONButton.title = text(CodeText.copyJSON)
        copyLinkButton.title = text(CodeText.copyLink)
        closeButton.title = text(CodeText.close)
        codeView.tooltip = text(CodeText.scrollTooltip)
        refresh()
        setNeedsDisplay()
    }

    /// The code shown now.
    var shownCode: String { codeView.code }

    /// Shows the code of the current state for the platform picked.
    func refresh() {
        subtitle.text = describe(text)
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
        // The buttons keep their English widths, and grow when their title needs more room.
        func fitted(_ button: Button, _ least: Double) -> Double { max(least, button.intrinsicContentSize?.width ?? 0) }
        let closeWidth = fitted(closeButton, 88), copyWidth = fitted(copyButton, 96)
        closeButton.frame = Rect(x: card.maxX - 20 - closeWidth, y: bottom, width: closeWidth, height: h)
        copyButton.frame = Rect(x: closeButton.frame.minX - 8 - copyWidth, y: bottom, width: copyWidth, height: h)
        let jsonWidth = fitted(copyJSONButton, 110)
        copyJSONButton.frame = Rect(x: x, y: bottom, width: jsonWidth, height: h)
        copyLinkButton.frame = Rect(x: x + jsonWidth + 8, y: bottom, width: fitted(copyLinkButton, 140), height: h)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        canvas.drawText(
            text(CodeText.title), font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(cardRect.minX + 20, cardRect.minY + 34))
    }
}
