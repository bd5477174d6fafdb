import Graphics
import LoaderKitUI
import UI

/// One card of the Skeleton mode's mock feed: avatar, rich title, a multi-line multi-colour
/// body, an image, a button and a text field, every part skeletonable.
@MainActor
package final class SkeletonMockCard: View {
    let avatar = View()
    package let title: Label
    package let body: Label
    package let image = View()
    package let button = Button("Open")
    package let field = TextField(text: "", placeholder: "Write a comment")

    /// A card for item `index` (the index varies the text).
    package init(index: Int) {
        title = Label(runs: [
            .weighted("Story \(index + 1) ", .semibold),
            TextRun("· \(index % 5 + 2) min", color: .token(.textSecondary)),
        ])
        body = Label(runs: [
            TextRun("Loading indicators should feel "),
            TextRun("calm", color: .token(.accent)),
            TextRun(" and exact; this card shows how a skeleton covers "),
            TextRun("rich text", color: .token(.success)),
            TextRun(" that wraps over several lines."),
        ])
        super.init()
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
