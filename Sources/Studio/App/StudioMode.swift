/// The four modes of the toolbar (STUDIO.md "The window").
public enum StudioMode: String, CaseIterable, Hashable, Sendable {
    case gallery, editor, progress, skeleton

    /// The title in the toolbar.
    public var title: String {
        switch self {
        case .gallery: return "Gallery"
        case .editor: return "Editor"
        case .progress: return "Progress"
        case .skeleton: return "Skeleton"
        }
    }

    /// The number key that selects the mode (1 to 4).
    public var shortcutDigit: Character {
        switch self {
        case .gallery: return "1"
        case .editor: return "2"
        case .progress: return "3"
        case .skeleton: return "4"
        }
    }

    /// True for the modes this build has; the others show disabled in the toolbar.
    public var isAvailable: Bool { unavailableReason == nil }

    /// Why a mode is not available, naming the issue that brings it (the toolbar's tooltip).
    public var unavailableReason: String? {
        switch self {
        case .gallery, .editor, .progress, .skeleton: return nil
        }
    }
}
