import Graphics
import UI

/// A raised surface for dialogs (help, export): the raised colour with a hairline border and, in
/// the light theme, a soft shadow drawn inside the view's margin (so it is redrawn with it).
@MainActor
class RaisedCard: View {
    /// Space around the card kept for the shadow, in points.
    static let margin = 16.0

    /// The card's rect in the view.
    var cardRect: Rect { bounds.insetBy(dx: RaisedCard.margin, dy: RaisedCard.margin) }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let card = cardRect, radius = theme.cardRadius
        if theme.appearance == .light {
            for k in 1...4 {
                let spread = Double(k) * 3
                canvas.fill(
                    card.offsetBy(dx: 0, dy: 4).outset(by: spread),
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.025),
                    radius: radius + spread)
            }
        } else {
            canvas.fill(card.outset(by: 1), color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: radius + 1)
        }
        canvas.fill(card, color: theme.color(.raised), radius: radius)
        canvas.strokeInside(card, width: canvas.hairline, color: theme.color(.border), radius: radius)
    }
}
