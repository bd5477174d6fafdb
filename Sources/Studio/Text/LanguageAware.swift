import Localization
import UI

/// A view whose text comes from the catalogue: it sets its text in `applyLanguage(_:)`, which
/// the studio calls once the view tree is built and again whenever the language changes, so a
/// new language takes effect at once with every view's state kept.
@MainActor
protocol LanguageAware: AnyObject {
    func applyLanguage(_ text: Localizer)
}

extension View {
    /// Gives `text` to every `LanguageAware` view of the tree under this one (this one first).
    @MainActor func applyLanguageToTree(_ text: Localizer) {
        (self as? LanguageAware)?.applyLanguage(text)
        for view in subviews { view.applyLanguageToTree(text) }
    }
}
