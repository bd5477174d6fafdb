import Graphics
import Localization
import UI

/// The strip over the source pane's text when the file changed on disk while the pane had
/// unsaved text: "Changed on disk" with Reload (take the file's), Keep mine (a save writes over
/// it) and Compare (the two side by side).
@MainActor
final class DiskConflictBar: View, LanguageAware {
    let label = Label("", font: Font(.ui, weight: .medium))
    let reloadButton = Button("")
    let keepButton = Button("")
    let compareButton = Button("")
    var onReload: (@MainActor () -> Void)?
    var onKeepMine: (@MainActor () -> Void)?
    var onCompare: (@MainActor () -> Void)?

    /// Height in points.
    static let height = 40.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "source.conflict"
        reloadButton.identifier = "source.conflict.reload"
        keepButton.identifier = "source.conflict.keep"
        compareButton.identifier = "source.conflict.compare"
        label.textColor = .token(.textPrimary)
        for view in [label, reloadButton, keepButton, compareButton] as [View] { addSubview(view) }
        reloadButton.action = { [unowned self] in onReload?() }
        keepButton.action = { [unowned self] in onKeepMine?() }
        compareButton.action = { [unowned self] in onCompare?() }
        applyLanguage(StudioCatalogue.english)
    }

    /// The label and buttons in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        label.text = text(SourcePaneText.conflictLabel)
        reloadButton.title = text(SourcePaneText.conflictReload)
        keepButton.title = text(SourcePaneText.conflictKeepMine)
        compareButton.title = text(SourcePaneText.conflictCompare)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let h = theme.controlHeight, y = ((bounds.height - h) / 2).rounded()
        var x = bounds.width - 8
        for (button, least) in [(compareButton, 84.0), (keepButton, 92.0), (reloadButton, 72.0)] {
            // A longer word (French, Vietnamese) widens its button.
            let width = max(least, (button.intrinsicContentSize?.width ?? 0).rounded(.up))
            x -= width
            button.frame = Rect(x: x, y: y, width: width, height: h)
            x -= 6
        }
        label.frame = Rect(x: 12, y: 0, width: max(0, x - 12), height: bounds.height)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(bounds, color: canvas.theme.color(.warning).multipliedAlpha(0.14))
    }
}
