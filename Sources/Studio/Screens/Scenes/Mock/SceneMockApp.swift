import Graphics
import LoaderKitUI
import LoaderKitCore
import Localization
import StudioCommandLine
import UI

/// Scenes mode's mock app: a status bar, an app bar and the scene of `kind` with its loading
/// slot, laid out to the device's screen (in points) and drawn in its own light or dark palette.
///
/// The screen gives it the loading view it made (`setLoadingView`; nil: the skeleton over the
/// scene's placeholders) and shows each moment of a request with `apply`, which changes only
/// what moved.
@MainActor
package final class SceneMockApp: View, LanguageAware {
    package let kind: SceneKind
    /// The mock app's own palette: dark or light, whatever the studio's theme.
    package var isDark = false { didSet { if isDark != oldValue { applyPalette() } } }
    /// The zoomed screen (text at a phone's size): the header, the scene and its top layer.
    private let screen = View()
    let header: SceneMockHeader
    let scene: SceneMockScene
    let slot = SceneMockSlot()
    /// The moment shown.
    private(set) var presentation = SlotPresentation()
    /// The loading view's size in device points.
    private(set) var slotSize: Double
    private var skeletonSettings = SkeletonStudioSettings()
    private(set) var text = StudioCatalogue.english

    package init(kind: SceneKind) {
        self.kind = kind
        slotSize = kind.defaultSlotSize
        header = SceneMockHeader(kind: kind)
        scene = SceneMockScene.make(kind, slot: slot)
        super.init()
        identifier = "scene.mock"
        slot.identifier = "scene.mock.slot"
        scene.content.identifier = "scene.mock.content"
        scene.error.identifier = "scene.mock.error"
        clipsToBounds = true
        screen.clipsToBounds = true
        addSubview(screen)
        screen.addSubview(scene)
        screen.addSubview(header)
        if let top = scene.topLayer {
            // The scrim's panel and the alert float over the page, as in any app.
            top.floatsOverContent = true
            screen.addSubview(top)
        }
        for view in [self, screen, scene] as [View] { view.isSkeletonable = true }
        applyLanguage(text)
        applyPalette()
        scene.present(presentation, previous: nil)
        applyToLoadingView(previous: nil)
    }

    // MARK: Size

    /// Text and controls are drawn this much larger than the screen's points on phones and
    /// tablets (a phone's 17-point body text), 1 on a desktop.
    var textZoom: Double {
        switch formFactor {
        case .phone: 1.25
        case .tablet: 1.2
        case .desktop: 1
        }
    }

    /// The device the frame's size is (a desktop is wide and not tall; a phone is narrow).
    var formFactor: SceneDevice {
        let w = bounds.width, h = bounds.height
        if min(w, h) < 600 { return .phone }
        return w >= 1240 && h < w ? .desktop : .tablet
    }

    package override func layoutSubviews() {
        let zoom = textZoom
        screen.frame = bounds
        screen.subviewZoom = zoom
        let w = bounds.width / zoom, h = bounds.height / zoom
        switch formFactor {
        case .phone: header.statusHeight = 32
        case .tablet: header.statusHeight = 24
        case .desktop: header.statusHeight = 0
        }
        let headerHeight = header.statusHeight + SceneMockHeader.barHeight
        header.frame = Rect(x: 0, y: 0, width: w, height: headerHeight)
        scene.frame = Rect(x: 0, y: headerHeight, width: w, height: max(0, h - headerHeight))
        scene.topLayer?.frame = Rect(x: 0, y: 0, width: w, height: h)
        holdLoadingView()
        if isSkeletonActive { layoutSkeletonIfNeeded() }
    }

    // MARK: Slot

    /// Puts the screen's loading view in the slot at `size` points (a progress bar's height in
    /// the toolbar and the upload row, where it spans the slot's width); nil shows the skeleton
    /// over the scene's placeholders instead.
    package func setLoadingView(_ view: View?, size: Double) {
        slotSize = size.isFinite ? max(0, size) : kind.defaultSlotSize
        let wasSkeleton = scene.usesSkeleton
        scene.usesSkeleton = view == nil
        if let old = slot.loadingView, old !== view { old.alpha = 1; old.isHidden = false }
        slot.hold(view, size: 0, spansWidth: false)
        holdLoadingView()
        if wasSkeleton != scene.usesSkeleton { scene.present(presentation, previous: nil) }
        applyToLoadingView(previous: nil)
    }

    /// Sizes the slot's view for the zoom (the size is in device points).
    private func holdLoadingView() {
        let spans = slot.loadingView is LoaderKitProgressView && (kind == .toolbar || kind == .upload)
        scene.slotSize = slotSize / textZoom
        slot.hold(slot.loadingView, size: slotSize / textZoom, spansWidth: spans)
    }

    /// The look of the skeleton (the Skeleton mode's settings): an active skeleton follows.
    package func setSkeletonLook(_ settings: SkeletonStudioSettings) {
        let old = skeletonSettings
        skeletonSettings = settings
        applySkeletonSettings()
        if isSkeletonActive && old != settings {
            hideSkeleton(transition: .none)
            updateSkeleton()
        }
    }

    // MARK: Moments

    /// Shows one moment of the request; only what changed is redrawn.
    package func apply(_ presentation: SlotPresentation) {
        let old = self.presentation
        guard presentation != old else { return }
        self.presentation = presentation
        scene.present(presentation, previous: old)
        applyToLoadingView(previous: old)
    }

    private func applyToLoadingView(previous old: SlotPresentation?) {
        let p = presentation
        if let view = slot.loadingView {
            let alpha = Self.unit(p.loadingOpacity)
            view.alpha = alpha
            view.isHidden = alpha <= 0
            if let progress = view as? LoaderKitProgressView, old == nil || old?.progress != p.progress,
                progress.value != p.progress.map(Self.unit)
            {
                progress.value = p.progress.map(Self.unit)
            }
        }
        slot.scale = p.loadingScale.isFinite ? max(0, p.loadingScale) : 1
        updateSkeleton()
    }

    /// A number clamped to 0...1 (NaN: 0).
    static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    // MARK: Skeleton

    /// True while the skeleton is shown over the scene's placeholders. The mock app is the
    /// skeleton's root: its `skeletonTime` (LoaderKitUI's) is the skeleton's clock, set to draw
    /// an exact moment, with `isSkeletonClockPaused` to hold it there.
    var isSkeletonShown: Bool { isSkeletonActive }

    /// Shows the skeleton while the loading state shows (hides it at 0), at its opacity.
    private func updateSkeleton() {
        let opacity = Self.unit(presentation.loadingOpacity)
        let wanted = scene.usesSkeleton && opacity > 0
        if wanted && !isSkeletonActive {
            startSkeleton()
        } else if !wanted && isSkeletonActive {
            hideSkeleton(transition: .none)
        }
        if wanted { skeletonOpacity = opacity }
    }

    /// Starts the look as the Skeleton mode does, without its own fade (the opacity follows the
    /// loading state).
    private func startSkeleton() {
        applySkeletonSettings()
        let s = skeletonSettings
        let tint = skeletonTint, gradient = SkeletonGradient(baseColor: tint)
        switch s.look {
        case .solid: showSkeleton(usingColor: tint, transition: .none)
        case .gradient: showGradientSkeleton(usingGradient: gradient, transition: .none)
        case .pulse:
            showAnimatedSkeleton(usingColor: tint, animation: s.animation, transition: .none)
        case .sliding, .shimmer:
            showAnimatedGradientSkeleton(usingGradient: gradient, animation: s.animation, transition: .none)
        }
        layoutSkeletonIfNeeded()
    }

    /// The bones' colour: the one chosen, else a grey of the mock app's palette (a dark app gets
    /// dark bones whatever the studio's theme).
    private var skeletonTint: SkeletonColor {
        if let color = skeletonSettings.color { return .fixed(color) }
        return .fixed(isDark ? SceneMockPalette.dark.bone : SceneMockPalette.light.bone)
    }

    /// Gives the bone and text-line settings to the scene's skeletonable views.
    private func applySkeletonSettings() {
        let s = skeletonSettings
        skeletonAppearance.linesFollowText = s.linesFollowText
        func visit(_ view: View) {
            if view.isSkeletonable && view !== scene {
                view.skeletonCornerRadius = s.cornerRadius
                if let label = view as? Label {
                    label.lastLineFillPercent = CheckedInt.clamped(s.lastLineFill, to: 0...100)
                    label.linesCornerRadius = CheckedInt.clamped(s.lineCornerRadius, to: 0...10_000)
                    label.skeletonLineSpacing = s.lineSpacing
                    label.skeletonTextLineHeight = .fixed(s.lineHeight)
                    label.skeletonPaddingInsets = EdgeInsets(all: s.padding)
                }
            }
            for child in view.subviews { visit(child) }
        }
        visit(scene)
    }

    // MARK: Language and palette

    package func applyLanguage(_ text: Localizer) {
        self.text = text
        header.time.text = text(SceneMockText.time)
        header.title.text = text(SceneMockText.title(kind))
        scene.applyText(text)
    }

    private func applyPalette() {
        let palette = isDark ? SceneMockPalette.dark : .light
        backgroundColor = .fixed(palette[.background])
        applyMockPalette(palette)
        scene.palette = palette
        if isSkeletonActive {
            hideSkeleton(transition: .none)
            updateSkeleton()
        }
    }
}
