import StudioCommandLine
import UI

/// What the command line asks the window to show (parsed by `WindowModeOptions`,
/// STUDIO.md "Command line"): files to open, the mode, the theme and the skeleton look.
package struct StudioLaunchOptions: Hashable, Sendable {
    /// Files and folders to open, in order.
    package var paths: [String] = []
    package var mode: StudioMode?
    package var theme: Theme.Appearance?
    /// The skeleton look to start with, shown at once (implies the Skeleton mode).
    package var skeletonLook: SkeletonLook?
    /// True to show the source pane in the Editor.
    package var showsSource = false

    /// Options that open `paths` in `mode`, with `theme` and the skeleton `look` when given.
    package init(
        paths: [String] = [], mode: StudioMode? = nil, theme: Theme.Appearance? = nil,
        skeletonLook: SkeletonLook? = nil, showsSource: Bool = false
    ) {
        self.showsSource = showsSource
        self.paths = paths
        self.mode = mode
        self.theme = theme
        self.skeletonLook = skeletonLook
    }
}
