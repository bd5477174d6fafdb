import Graphics
import LoaderKitUI
import Localization
import UI

/// One card of the Skeleton mode's mock feed: avatar, rich title, a multi-line multi-colour
/// body, an image, a button and a text field, every part skeletonable.
@MainActor
package final class SkeletonMockCard: View, LanguageAware {
    let avatar = View()
    package let title: Label
    package let body: Label
    package let image = View()
    package let button = Button("")
    package let field = TextField(text: "", placeholder: "")
    /// The item the card shows (it varies the text).
    let index: Int

    /// A card for item `index` (the index varies the text), in the language of `text`.
    package init(index: Int, text: Localizer = StudioCatalogue.english) {
        self.index = index
        title = Label(runs: [])
        body = Label(runs: [])
        super.init()
        applyLanguage(text)
        backgroundColor = .token(.panel)
        borderColor = .token(.border)
        cornerRadius = theme.cardRadius
        body.numberOfLines = 0
        avatar.backgroundColor = .token(.accent)
        avatar.cornerRadius = 20
        image.backgroundColor = .token(.border)
        image.cornerRadius = 6
        for view in [avatar, title, body, image, button, field] as [View] {
            addSubview(view)
            view.isSkeletonable = true
        }
        isSkeletonable = true
    }

    /// The story's title, reading time and body, the button and the field's placeholder in the
    /// language of `text` (the body's words keep their colours).
    package func applyLanguage(_ text: Localizer) {
        title.runs = [
            .weighted(text(SkeletonText.story(index + 1)), .semibold),
            TextRun(text(SkeletonText.minutes(index % 5 + 2)), color: .token(.textSecondary)),
        ]
        let colors: [ThemedColor?] = [nil, .token(.accent), nil, .token(.success), nil]
        body.runs = zip(SkeletonText.body, colors).map { message, color in
            color.map { TextRun(text(message), color: $0) } ?? TextRun(text(message))
        }
        button.title = text(SkeletonText.open)
        field.placeholder = text(SkeletonText.comment)
        setNeedsLayout()
    }

    /// Lays the parts out on the 4-point grid with 12-point padding: the body 60 points high, or
    /// as tall as its wrapped text when that is taller (every line shows at any width and
    /// scale), the image in the room left.
    package override func layoutSubviews() {
        let w = bounds.width - 24
        avatar.frame = Rect(x: 12, y: 12, width: 40, height: 40)
        title.frame = Rect(x: 60, y: 16, width: max(0, w - 48), height: 32)
        let bodyHeight = max(60, body.sizeThatFits(Size(w, .infinity)).height.rounded(.up))
        body.frame = Rect(x: 12, y: 64, width: w, height: bodyHeight)
        let imageY = (body.frame.maxY + 8).rounded(.up)
        image.frame = Rect(x: 12, y: imageY, width: w, height: max(0, bounds.height - imageY - 80))
        button.frame = Rect(x: 12, y: bounds.height - 72, width: 80, height: theme.controlHeight)
        field.frame = Rect(x: 12, y: bounds.height - 40, width: w, height: theme.controlHeight)
    }
}
