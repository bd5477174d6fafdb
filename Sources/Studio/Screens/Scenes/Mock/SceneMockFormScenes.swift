import Graphics
import LoaderKitUI
import Localization
import UI

/// The button scene: a sign-in form whose primary button shows the loading state in place of
/// its title; a "Welcome back" card appears under it, or an inline error.
@MainActor
final class SignInScene: SceneMockScene {
    private let logo = MockPicture(swatch: 1, radius: 14)
    private let heading = mockLabel(.text, font: .title)
    private let subtitle = mockLabel(.secondary, lines: 2)
    private let emailLabel = mockLabel(.secondary, font: .uiSmall)
    private let emailField = MockBox(fill: .field, border: .separator, radius: 10)
    private let email = mockLabel(.text)
    private let passwordLabel = mockLabel(.secondary, font: .uiSmall)
    private let passwordField = MockBox(fill: .field, border: .separator, radius: 10)
    private let dots = mockLabel(.text, font: Font(.ui, weight: .bold))
    let button = MockButtonLook()
    private let avatar = MockAvatar(swatch: 3)
    private let welcome = mockLabel(.text, font: Font(.ui, weight: .semibold))
    private let welcomeDetail = mockLabel(.secondary, font: .uiSmall)
    private let errorRow = MockMessageRow(icon: .alert, ink: .error)
    private let forgot = mockLabel(.accent, align: .center)

    init(slot: SceneMockSlot) {
        let card = MockBox(fill: .successTint, radius: 12)
        super.init(slot: slot, content: card, error: errorRow)
        for view in [avatar, welcome, welcomeDetail] as [View] { card.addSubview(view) }
        emailField.addSubview(email)
        passwordField.addSubview(dots)
        button.addSubview(slot)
        for view in [
            logo, heading, subtitle, emailLabel, emailField, passwordLabel, passwordField, button, card, errorRow,
            forgot,
        ] as [View] { addSubview(view) }
        button.isSkeletonable = true
    }

    override func applyText(_ text: Localizer) {
        heading.text = text(SceneMockText.SignIn.heading)
        subtitle.text = text(SceneMockText.SignIn.subtitle)
        emailLabel.text = text(SceneMockText.SignIn.emailLabel)
        email.text = text(SceneMockText.SignIn.email)
        email.tooltip = email.text
        passwordLabel.text = text(SceneMockText.SignIn.passwordLabel)
        dots.text = String(repeating: "•", count: 10)
        button.title.text = text(SceneMockText.SignIn.button)
        avatar.initials = MockAvatar.initials(of: text(SceneMockText.SignIn.name))
        welcome.text = text(SceneMockText.SignIn.welcome)
        welcome.tooltip = welcome.text
        welcomeDetail.text = text(SceneMockText.SignIn.welcomeDetail)
        welcomeDetail.tooltip = welcomeDetail.text
        errorRow.label.text = text(SceneMockText.SignIn.error)
        errorRow.label.tooltip = errorRow.label.text
        forgot.text = text(SceneMockText.SignIn.forgot)
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        button.title.alpha = usesSkeleton ? 1 : 1 - SceneMockApp.unit(p.loadingOpacity)
    }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.surface])
        let (x, w) = column(maximum: 360)
        let top = bounds.height > 700 ? 64.0 : 24.0
        logo.frame = Rect(x: x, y: top, width: 52, height: 52)
        heading.frame = Rect(x: x, y: top + 68, width: w, height: 22)
        subtitle.frame = Rect(x: x, y: top + 94, width: w, height: 36)
        emailLabel.frame = Rect(x: x, y: top + 142, width: w, height: 16)
        emailField.frame = Rect(x: x, y: top + 160, width: w, height: 44)
        email.frame = Rect(x: 12, y: 13, width: max(0, w - 24), height: 18)
        passwordLabel.frame = Rect(x: x, y: top + 216, width: w, height: 16)
        passwordField.frame = Rect(x: x, y: top + 234, width: w, height: 44)
        dots.frame = Rect(x: 12, y: 13, width: max(0, w - 24), height: 18)
        button.frame = Rect(x: x, y: top + 298, width: w, height: 46)
        slot.frame = button.bounds
        content.frame = Rect(x: x, y: top + 360, width: w, height: 60)
        avatar.frame = Rect(x: 12, y: 12, width: 36, height: 36)
        welcome.frame = Rect(x: 58, y: 12, width: max(0, w - 70), height: 18)
        welcomeDetail.frame = Rect(x: 58, y: 32, width: max(0, w - 70), height: 16)
        errorRow.frame = Rect(x: x, y: top + 360, width: w, height: 36)
        forgot.frame = Rect(x: x, y: top + 436, width: w, height: 18)
    }
}

/// The overlay scene: a profile page; while saving, a scrim covers the whole screen and the
/// loading state sits on a panel in the middle; then a "Changes saved" banner, or an alert.
@MainActor
final class ProfileScene: SceneMockScene {
    private let avatar = MockAvatar(swatch: 4)
    private let name = mockLabel(.text, font: .title, align: .center)
    private let email = mockLabel(.secondary, align: .center)
    private let group = MockBox(fill: .surface, radius: 14)
    private let keys = (0..<4).map { _ in mockLabel(.text) }
    private let values = (0..<4).map { _ in mockLabel(.secondary, align: .trailing) }
    private let separators = (0..<3).map { _ in MockBox(fill: .separator) }
    private let save = MockButtonLook()
    private let savedRow = MockMessageRow(icon: .check, ink: .success, lines: 1)
    private let layer = ProfileTopLayer()

    override var topLayer: View? { layer }

    init(slot: SceneMockSlot) {
        let banner = MockBox(fill: .successTint, radius: 12)
        super.init(slot: slot, content: banner, error: layer.alert)
        banner.addSubview(savedRow)
        layer.panel.addSubview(slot)
        for view in [avatar, name, email, group, save, banner] as [View] { addSubview(view) }
        for view in keys + values + separators as [View] { group.addSubview(view) }
        group.isSkeletonable = true
        for view in [avatar, name, email] + values as [View] { view.isSkeletonable = true }
    }

    override func applyText(_ text: Localizer) {
        let person = text(SceneMockText.SignIn.name)
        avatar.initials = MockAvatar.initials(of: person)
        name.text = person
        email.text = text(SceneMockText.SignIn.email)
        let P = SceneMockText.Profile.self
        let rows = [
            (P.displayName, person), (P.phone, text(P.phoneValue)), (P.notifications, text(P.on)),
            (P.language, text(P.languageValue)),
        ]
        for (i, (key, value)) in rows.enumerated() {
            keys[i].text = text(key)
            values[i].text = value
        }
        save.title.text = text(P.save)
        savedRow.label.text = text(P.saved)
        layer.saving.text = text(P.saving)
        layer.alertTitle.text = text(P.errorTitle)
        layer.alertText.text = text(SceneMockText.Feed.errorDetail)
        layer.ok.text = text(P.ok)
    }

    override func present(_ p: SlotPresentation, previous: SlotPresentation?) {
        super.present(p, previous: previous)
        let loading = usesSkeleton ? 0 : SceneMockApp.unit(p.loadingOpacity)
        let scrim = max(loading, SceneMockApp.unit(p.errorOpacity)) * 0.4
        layer.scrim.backgroundColor = .fixed(Color.black.withAlpha(scrim))
        layer.scrim.isHidden = scrim <= 0
        fade(layer.panel, loading)
    }

    override func layoutSubviews() {
        backgroundColor = .fixed(palette[.background])
        layer.palette = palette
        let (x, w) = column(maximum: 480)
        avatar.frame = Rect(x: ((bounds.width - 72) / 2).rounded(), y: 24, width: 72, height: 72)
        name.frame = Rect(x: x, y: 108, width: w, height: 22)
        email.frame = Rect(x: x, y: 132, width: w, height: 18)
        group.frame = Rect(x: x, y: 170, width: w, height: 4 * 48)
        for i in 0..<4 {
            let y = Double(i) * 48
            keys[i].frame = Rect(x: 16, y: y + 15, width: (w - 32) * 0.45, height: 18)
            values[i].frame = Rect(x: 16 + (w - 32) * 0.45, y: y + 15, width: (w - 32) * 0.55, height: 18)
            if i < 3 { separators[i].frame = Rect(x: 16, y: y + 47.25, width: w - 16, height: 0.75) }
        }
        save.frame = Rect(x: x, y: 386, width: w, height: 46)
        content.frame = Rect(x: x, y: 446, width: w, height: 44)
        savedRow.frame = Rect(x: 14, y: 4, width: max(0, w - 28), height: 36)
        layer.slotSize = slotSize
    }
}

/// The overlay scene's layer over the whole screen: the scrim, the panel holding the loading
/// state and a "Saving…" line, and the alert.
@MainActor
final class ProfileTopLayer: View {
    let scrim = View()
    let panel = MockBox(fill: .surface, radius: 16)
    let saving = mockLabel(.secondary, font: .uiSmall, align: .center)
    let alert = MockBox(fill: .surface, radius: 16)
    let alertTitle = mockLabel(.text, font: Font(.ui, weight: .semibold), align: .center)
    let alertText = mockLabel(.secondary, lines: 2, align: .center)
    private let alertRule = MockBox(fill: .separator)
    let ok = mockLabel(.accent, font: Font(.ui, weight: .semibold), align: .center)
    var palette = SceneMockPalette.light
    var slotSize = 64.0 { didSet { if slotSize != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        for view in [scrim, panel, alert] as [View] { addSubview(view) }
        panel.addSubview(saving)
        for view in [alertTitle, alertText, alertRule, ok] as [View] { alert.addSubview(view) }
        scrim.isHidden = true
        panel.isHidden = true
        alert.isHidden = true
    }

    override func layoutSubviews() {
        scrim.frame = bounds
        let size = max(slotSize, 24)
        let pw = max(size + 56, 150), ph = size + 76
        panel.frame = Rect(
            x: ((bounds.width - pw) / 2).rounded(), y: ((bounds.height - ph) / 2).rounded(), width: pw, height: ph)
        if let slot = panel.subviews.first(where: { $0 is SceneMockSlot }) {
            slot.frame = Rect(x: 0, y: 20, width: pw, height: size)
        }
        saving.frame = Rect(x: 8, y: ph - 38, width: pw - 16, height: 18)
        let aw = min(290, bounds.width - 48), ah = 148.0
        alert.frame = Rect(
            x: ((bounds.width - aw) / 2).rounded(), y: ((bounds.height - ah) / 2).rounded(), width: aw, height: ah)
        alertTitle.frame = Rect(x: 16, y: 20, width: aw - 32, height: 18)
        alertText.frame = Rect(x: 16, y: 44, width: aw - 32, height: 40)
        alertRule.frame = Rect(x: 0, y: ah - 48, width: aw, height: 0.75)
        ok.frame = Rect(x: 16, y: ah - 33, width: aw - 32, height: 18)
    }
}
