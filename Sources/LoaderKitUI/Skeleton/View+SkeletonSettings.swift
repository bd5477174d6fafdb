import Graphics
import UI

/// The slot of `View.attachments` holding the view's skeleton settings.
enum SkeletonSettingsKey: ViewAttachmentKey {
    static var defaultValue: SkeletonSettings { SkeletonSettings() }
}

extension View {
    /// Every skeleton setting of the view at once.
    var skeletonSettings: SkeletonSettings {
        get { attachments[SkeletonSettingsKey.self] }
        set { attachments[SkeletonSettingsKey.self] = newValue }
    }

    /// Opt-in flag for the skeleton (off by default).
    public var isSkeletonable: Bool {
        get { skeletonSettings.isSkeletonable }
        set { skeletonSettings.isSkeletonable = newValue }
    }

    /// Drawn as hidden while the skeleton is active (off by default).
    public var isHiddenWhenSkeletonIsActive: Bool {
        get { skeletonSettings.isHiddenWhenSkeletonIsActive }
        set { skeletonSettings.isHiddenWhenSkeletonIsActive = newValue }
    }

    /// Pointer input swallowed while the skeleton is active (on by default).
    public var isUserInteractionDisabledWhenSkeletonIsActive: Bool {
        get { skeletonSettings.isUserInteractionDisabledWhenSkeletonIsActive }
        set { skeletonSettings.isUserInteractionDisabledWhenSkeletonIsActive = newValue }
    }

    /// Corner radius of the view's bone, in points (by default its `skeletonAppearance`'s
    /// `skeletonCornerRadius`, 0).
    public var skeletonCornerRadius: Double {
        get { skeletonSettings.skeletonCornerRadius ?? skeletonAppearance.skeletonCornerRadius }
        set { skeletonSettings.skeletonCornerRadius = newValue }
    }
}

extension Label {
    /// Width of the last skeleton line in percent (70 by default); values above 100 store 100.
    public var lastLineFillPercent: Int {
        get { skeletonSettings.lastLineFillPercent ?? skeletonAppearance.multilineLastLineFillPercent }
        set { skeletonSettings.lastLineFillPercent = newValue }
    }

    /// Corner radius of each skeleton line, in points (0 by default).
    public var linesCornerRadius: Int {
        get { skeletonSettings.linesCornerRadius ?? skeletonAppearance.multilineCornerRadius }
        set { skeletonSettings.linesCornerRadius = newValue }
    }

    /// Space between skeleton lines, in points (10 by default).
    public var skeletonLineSpacing: Double {
        get { skeletonSettings.skeletonLineSpacing ?? skeletonAppearance.multilineSpacing }
        set { skeletonSettings.skeletonLineSpacing = newValue }
    }

    /// Padding around the skeleton lines, in points (zero by default).
    public var skeletonPaddingInsets: EdgeInsets {
        get { skeletonSettings.skeletonPaddingInsets }
        set { skeletonSettings.skeletonPaddingInsets = newValue }
    }

    /// The line height rule (`.fixed(15)` by default).
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get { skeletonSettings.skeletonTextLineHeight ?? skeletonAppearance.textLineHeight }
        set { skeletonSettings.skeletonTextLineHeight = newValue }
    }

    /// The line count rule (`.inherited` by default).
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { skeletonSettings.skeletonTextNumberOfLines }
        set { skeletonSettings.skeletonTextNumberOfLines = newValue }
    }
}
