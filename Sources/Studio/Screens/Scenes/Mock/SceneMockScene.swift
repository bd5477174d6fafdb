import Graphics
import LoaderKitUI
import Localization
import UI

/// One scene of the mock app under its header: its page, its loading slot, the content that
/// arrives and the error shown instead. Subclasses lay out and fade their parts.
@MainActor
class SceneMockScene: View {
    let slot: SceneMockSlot
    /// What the request brings (its alpha follows the content's opacity).
    let content: View
    /// The error state (its alpha follows the error's opacity).
    let error: View
    /// A layer over the whole screen, header included (the overlay scene's scrim), or nil.
    var topLayer: View? { nil }
    /// True when the loading state is the skeleton over the placeholders (no loading view).
    var usesSkeleton = false { didSet { if usesSkeleton != oldValue { setNeedsLayout() } } }
    /// The loading view's size in the scene's points (a bar's height).
    var slotSize = 20.0 { didSet { if slotSize != oldValue { setNeedsLayout() } } }
    var palette = SceneMockPalette.light { didSet { if palette != oldValue { setNeedsLayout() } } }
    /// The moment shown.
    private(set) var shown = SlotPresentation()

    init(slot: SceneMockSlot, content: View, error: View) {
        self.slot = slot
        self.content = content
        self.error = error
        super.init()
    }

    /// The scene of `kind`.
    static func make(_ kind: SceneKind, slot: SceneMockSlot) -> SceneMockScene {
        switch kind {
        case .button: SignInScene(slot: slot)
        case .list: InboxScene(slot: slot)
        case .feed: FeedScene(slot: slot)
        case .overlay: ProfileScene(slot: slot)
        case .toolbar: DocumentScene(slot: slot)
        case .upload: UploadScene(slot: slot)
        }
    }

    /// Sets the scene's texts in the language of `text`.
    func applyText(_ text: Localizer) {}

    /// Shows one moment (`previous` nil: everything is set again).
    func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        shown = p
        fade(content, p.contentOpacity)
        fade(error, p.errorOpacity)
    }

    /// The part's alpha; hidden at 0 (not drawn, not hit).
    func fade(_ view: View, _ alpha: Double) {
        let a = SceneMockApp.unit(alpha)
        view.alpha = a
        view.isHidden = a <= 0
    }

    /// How many columns of cards fit `width` (one on a phone, two or three on larger screens).
    static func columns(for width: Double) -> Int { width < 520 ? 1 : width < 900 ? 2 : 3 }

    /// A centred column at most `maximum` wide, with 16-point margins at least.
    func column(maximum: Double) -> (x: Double, width: Double) {
        let width = min(maximum, max(0, bounds.width - 32))
        return (((bounds.width - width) / 2).rounded(), width)
    }
}

/// A row of an icon and a message (an error under a button, a banner).
@MainActor
final class MockMessageRow: View {
    let icon: MockGlyph
    let label: Label

    init(icon: MockGlyph.Shape, ink: MockInk, font: Font = .ui, lines: Int = 2) {
        self.icon = MockGlyph(icon, ink: ink)
        label = mockLabel(ink, font: font, lines: lines)
        super.init()
        addSubview(self.icon)
        addSubview(label)
    }

    override func layoutSubviews() {
        let h = bounds.height
        let w = max(0, bounds.width - 26)
        let textHeight = min(h, label.sizeThatFits(Size(w, .infinity)).height.rounded(.up))
        icon.frame = Rect(x: 0, y: ((h - 18) / 2).rounded(), width: 18, height: 18)
        label.frame = Rect(x: 26, y: ((h - textHeight) / 2).rounded(), width: w, height: textHeight)
    }
}

/// A filled button look: a rounded box with a centred title.
@MainActor
final class MockButtonLook: View, MockPainted {
    let title: Label
    let fill: MockInk

    init(fill: MockInk = .accent, ink: MockInk = .onAccent) {
        self.fill = fill
        title = mockLabel(ink, font: Font(.ui, weight: .semibold), align: .center)
        super.init()
        cornerRadius = 12
        addSubview(title)
    }

    func applyPalette(_ palette: SceneMockPalette) { backgroundColor = .fixed(palette[fill]) }

    override func layoutSubviews() {
        title.frame = Rect(x: 8, y: ((bounds.height - 18) / 2).rounded(), width: max(0, bounds.width - 16), height: 18)
    }
}
