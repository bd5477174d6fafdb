import Graphics

/// The side table that keeps each view's `SkeletonSettings` without a stored property on `View`.
///
/// Entries hold the view weakly; an entry whose view is gone (or whose identifier was reused by a
/// new view) reads as the defaults, and dead entries are pruned as the table grows.
@MainActor
enum SkeletonSettingsTable {
    struct Entry {
        weak var view: View?
        var settings: SkeletonSettings
    }

    static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneThreshold = 256
    /// Entries with `isHiddenWhenSkeletonIsActive` set (dead views included until pruned).
    private static var hidingEntries = 0

    /// False when no view is drawn as hidden while a skeleton is active (the walk is skipped).
    static var mayHideViews: Bool { hidingEntries > 0 }

    static func settings(of view: View) -> SkeletonSettings {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return SkeletonSettings() }
        return entry.settings
    }

    static func set(_ settings: SkeletonSettings, for view: View) {
        let id = ObjectIdentifier(view)
        if entries[id]?.settings.isHiddenWhenSkeletonIsActive == true { hidingEntries -= 1 }
        if settings.isHiddenWhenSkeletonIsActive { hidingEntries += 1 }
        entries[id] = Entry(view: view, settings: settings)
        if entries.count > pruneThreshold {
            entries = entries.filter { $0.value.view != nil }
            hidingEntries = entries.values.filter(\.settings.isHiddenWhenSkeletonIsActive).count
            pruneThreshold = max(256, entries.count * 2)
        }
    }
}

extension View {
    /// Every skeleton setting of the view at once.
    public var skeletonSettings: SkeletonSettings {
        get { SkeletonSettingsTable.settings(of: self) }
        set { SkeletonSettingsTable.set(newValue, for: self) }
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

    /// Corner radius of the view's bone, in points (the appearance's `skeletonCornerRadius`, 0, by
    /// default).
    public var skeletonCornerRadius: Double {
        get { skeletonSettings.skeletonCornerRadius ?? SkeletonAppearance.default.skeletonCornerRadius }
        set { skeletonSettings.skeletonCornerRadius = newValue }
    }
}

extension Label {
    /// Width of the last skeleton line in percent (70 by default); values above 100 store 100.
    public var lastLineFillPercent: Int {
        get { skeletonSettings.lastLineFillPercent ?? SkeletonAppearance.default.multilineLastLineFillPercent }
        set { skeletonSettings.lastLineFillPercent = newValue }
    }

    /// Corner radius of each skeleton line, in points (0 by default).
    public var linesCornerRadius: Int {
        get { skeletonSettings.linesCornerRadius ?? SkeletonAppearance.default.multilineCornerRadius }
        set { skeletonSettings.linesCornerRadius = newValue }
    }

    /// Space between skeleton lines, in points (10 by default).
    public var skeletonLineSpacing: Double {
        get { skeletonSettings.skeletonLineSpacing ?? SkeletonAppearance.default.multilineSpacing }
        set { skeletonSettings.skeletonLineSpacing = newValue }
    }

    /// Padding around the skeleton lines, in points (zero by default).
    public var skeletonPaddingInsets: EdgeInsets {
        get { skeletonSettings.skeletonPaddingInsets }
        set { skeletonSettings.skeletonPaddingInsets = newValue }
    }

    /// The line height rule (`.fixed(15)` by default).
    public var skeletonTextLineHeight: SkeletonTextLineHeight {
        get { skeletonSettings.skeletonTextLineHeight ?? SkeletonAppearance.default.textLineHeight }
        set { skeletonSettings.skeletonTextLineHeight = newValue }
    }

    /// The line count rule (`.inherited` by default).
    public var skeletonTextNumberOfLines: SkeletonTextNumberOfLines {
        get { skeletonSettings.skeletonTextNumberOfLines }
        set { skeletonSettings.skeletonTextNumberOfLines = newValue }
    }
}
