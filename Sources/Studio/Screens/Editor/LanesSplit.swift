/// How the Editor shares its height between the previews (above the timeline) and the keyframe
/// lanes (below it). The lanes take the height the user dragged the divider to, or without one
/// what they need up to `automaticShare` of the Editor; always between `minimumLanesHeight` and
/// what leaves the previews `previewMinimum` (at least `minimumPreviewHeight`: what the preview
/// stage needs at its width to show its three cards and their captions). Collapsed, they keep their header row: when
/// the user closed them, or, until the user opens them, in an Editor shorter than
/// `compactHeight`. Heights in points.
struct LanesSplit: Equatable {
    /// The Editor's whole height.
    var editorHeight: Double
    /// The height the user dragged the lanes to; nil: what they need.
    var preferredHeight: Double?
    /// The user's choice to show (true) or collapse (false) the lanes; nil: by the Editor's height.
    var expanded: Bool?
    /// The least the previews keep while the lanes grow (the stage's need at its width).
    var previewMinimum = LanesSplit.minimumPreviewHeight

    /// The timeline's height, between the previews and the lanes.
    static let timelineHeight = 96.0
    /// The lanes' header row: all they keep collapsed.
    static let headerHeight = 34.0
    /// The least the lanes take when shown: the header and two lanes.
    static let minimumLanesHeight = headerHeight + 2 * KeyframeLaneLayout.laneHeight
    /// The least they keep shown in an Editor too short for both minimums (the previews' and
    /// theirs): the header and one lane, scrolling.
    static let shortestLanesHeight = headerHeight + KeyframeLaneLayout.laneHeight
    /// The least the previews keep while the lanes grow, whatever the stage's width.
    static let minimumPreviewHeight = 280.0
    /// Below this Editor height the lanes start collapsed.
    static let compactHeight = 700.0
    /// Without a dragged height, the lanes take what they need up to this share of the Editor.
    static let automaticShare = 0.28
    /// The heights a dragged height is kept within (as `StudioSettings` stores it).
    static let preferredRange = minimumLanesHeight...2400.0

    /// True when only the header row shows.
    var isCollapsed: Bool { !(expanded ?? (editorHeight >= Self.compactHeight)) }

    /// The most the lanes take: what leaves the previews their minimum (at least a header and one
    /// lane).
    var maximumLanesHeight: Double {
        max(
            Self.shortestLanesHeight,
            editorHeight - Self.timelineHeight - max(previewMinimum, Self.minimumPreviewHeight))
    }

    /// `height` kept between the lanes' minimum and maximum (the maximum wins when the Editor is
    /// too short for both).
    func clamped(_ height: Double) -> Double { min(max(height, Self.minimumLanesHeight), maximumLanesHeight) }

    /// The lanes' height (header included) when they need `needed` points to show everything.
    func lanesHeight(needed: Double) -> Double {
        if isCollapsed { return Self.headerHeight }
        return clamped(preferredHeight ?? min(needed, (editorHeight * Self.automaticShare).rounded()))
    }

    /// The height of the previews' row above the timeline.
    func previewHeight(needed: Double) -> Double {
        max(0, editorHeight - Self.timelineHeight - lanesHeight(needed: needed))
    }

    /// The split after the divider moved `dy` points (down positive) from a press made on this
    /// split with the lanes `startHeight` high: shown at the new height (clamped), or collapsed
    /// (keeping this split's height for when they are shown again) when the divider went down
    /// past the middle between the header and the lanes' minimum.
    func dragged(from startHeight: Double, by dy: Double) -> LanesSplit {
        var split = self
        let proposed = startHeight - dy
        if proposed < (Self.headerHeight + Self.minimumLanesHeight) / 2 {
            split.expanded = false
        } else {
            split.expanded = true
            split.preferredHeight = clamped(proposed)
        }
        return split
    }
}
