import Graphics
import Localization
import UI

/// Stand-in until the mock app lands (replaced by the merge).
@MainActor
package final class SceneMockApp: View, LanguageAware {
    package let kind: SceneKind
    package var isDark = false
    private var loading: View?
    private let content = View()

    package init(kind: SceneKind) {
        self.kind = kind
        super.init()
        identifier = "scene.mock"
        backgroundColor = .fixed(Color(red: 0.97, green: 0.97, blue: 0.98))
        content.backgroundColor = .fixed(Color(red: 0.2, green: 0.5, blue: 0.9))
        addSubview(content)
    }

    package func setLoadingView(_ view: View?, size: Double) {
        loading?.removeFromSuperview()
        loading = view
        if let view {
            addSubview(view)
            view.frame = Rect(x: (bounds.width - size) / 2, y: 300, width: size, height: size)
        }
    }

    package func setSkeletonLook(_ settings: SkeletonStudioSettings) {}

    package func apply(_ presentation: SlotPresentation) {
        loading?.alpha = presentation.loadingOpacity
        content.alpha = presentation.contentOpacity
    }

    package func applyLanguage(_ text: Localizer) {}

    package override func layoutSubviews() {
        content.frame = Rect(x: 20, y: 400, width: bounds.width - 40, height: 120)
    }
}
