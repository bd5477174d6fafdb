import Foundation
import Graphics
import LoaderKitUI
import Localization
import StudioCommandLine
import UI
import LoaderKitCore

/// Skeleton mode (STUDIO.md mode 4): the mock app screen in the centre and the inspector on the
/// right (300 points) that shows and hides the skeleton and sets its look, colour, bones and time.
/// The skeleton is an overlay: hiding it gives back the mock screen exactly.
@MainActor
package final class SkeletonScreen: View, FrameAnimating, LanguageAware {
    package let mock: SkeletonMockScreen
    let inspector: SkeletonInspector
    package private(set) var settings = SkeletonStudioSettings()
    /// Seconds left before a delayed show (a hide or another show cancels it).
    package private(set) var pendingDelay: Double?
    /// The skeleton time the animation is frozen at (nil: it runs).
    package private(set) var frozenTime: Double?
    /// The last debug tree printed.
    package private(set) var lastDebugTree: String?
    /// Where the debug tree goes besides the inspector (stderr by default).
    var debugSink: @MainActor (String) -> Void = { text in
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
    static let inspectorWidth = 300.0
    /// The language of the debug tree's toast.
    private(set) var text = StudioCatalogue.english

    package init(mock: SkeletonMockScreen = SkeletonMockScreen()) {
        self.mock = mock
        inspector = SkeletonInspector()
        super.init()
        clipsToBounds = true
        identifier = "skeleton"
        mock.identifier = "skeleton.mock"
        addSubview(mock)
        addSubview(inspector)
        inspector.screen = self
        inspector.show(settings, shown: false, frozen: nil)
        applyViewSettings()
    }

    /// True while the skeleton is on (or about to show after its delay).
    package var isSkeletonShown: Bool { pendingDelay != nil || mock.isSkeletonActive }

    // MARK: Show, hide, update

    /// Shows the skeleton with the current look and transition, after the delay if one is set.
    package func showSkeleton() {
        pendingDelay = nil
        if settings.delay > 0 && !mock.isSkeletonActive {
            pendingDelay = settings.delay
        } else {
            startShow()
        }
        refreshInspector()
    }

    /// Hides the skeleton (cancelling a delayed show) with the chosen transition.
    package func hideSkeleton() {
        pendingDelay = nil
        mock.hideSkeleton(transition: settings.transition)
        refreshInspector()
    }

    /// Shows when hidden, hides when shown.
    func toggleSkeleton() { if isSkeletonShown { hideSkeleton() } else { showSkeleton() } }

    private func startShow() {
        applyViewSettings()
        let s = settings
        switch s.look {
        case .solid: mock.showSkeleton(usingColor: s.skeletonColor, transition: s.transition)
        case .gradient: mock.showGradientSkeleton(usingGradient: s.gradient, transition: s.transition)
        case .pulse:
            mock.showAnimatedSkeleton(usingColor: s.skeletonColor, animation: s.animation, transition: s.transition)
        case .sliding, .shimmer:
            mock.showAnimatedGradientSkeleton(
                usingGradient: s.gradient, animation: s.animation, transition: s.transition)
        }
        mock.layoutSkeletonIfNeeded()
        holdFrozenTime()
    }

    /// Draws the skeleton at exactly the frozen time, its clock paused there (or lets it run).
    private func holdFrozenTime() {
        guard mock.isSkeletonActive else { return }
        mock.isSkeletonClockPaused = frozenTime != nil
        if let frozenTime { mock.skeletonTime = frozenTime }
    }

    /// Changes the settings; an active skeleton follows at once.
    package func update(_ change: (inout SkeletonStudioSettings) -> Void) {
        let old = settings
        change(&settings)
        guard settings != old else { return }
        applyViewSettings()
        if mock.isSkeletonActive {
            let s = settings
            switch s.look {
            case .solid: mock.updateSkeleton(usingColor: s.skeletonColor)
            case .gradient: mock.updateGradientSkeleton(usingGradient: s.gradient)
            case .pulse: mock.updateAnimatedSkeleton(usingColor: s.skeletonColor, animation: s.animation)
            case .sliding, .shimmer:
                mock.updateAnimatedGradientSkeleton(usingGradient: s.gradient, animation: s.animation)
            }
            mock.layoutSkeletonIfNeeded()
            holdFrozenTime()
        }
        refreshInspector()
    }

    /// Keeps the language of the toasts (the inspector and the mock screen take it from the tree).
    package func applyLanguage(_ text: Localizer) { self.text = text }

    /// Freezes the animation at skeleton time `time` (nil lets it run again).
    package func freeze(at time: Double?) {
        frozenTime = time.map { max(0, $0) }
        holdFrozenTime()
        refreshInspector()
    }

    /// Prints the skeleton tree of the mock screen to the sink and shows it in the inspector.
    @discardableResult
    package func printDebugTree() -> String {
        let tree = mock.skeletonTreeDescription
        lastDebugTree = tree
        debugSink(tree)
        inspector.showDebugTree(tree)
        let lines = tree.split(separator: "\n").count
        window?.showToast(text(SkeletonText.debugToast(lines)), kind: .info)
        return tree
    }

    /// Gives the bone and text-line settings to every skeletonable view of the mock screen.
    func applyViewSettings() {
        let s = settings
        mock.skeletonAppearance.linesFollowText = s.linesFollowText
        func visit(_ view: View) {
            if view.isSkeletonable && view !== mock && view !== mock.feed && view !== mock.feed.documentView
                && view !== mock.list
            {
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
        visit(mock)
    }

    private func refreshInspector() {
        inspector.show(settings, shown: isSkeletonShown, frozen: frozenTime)
    }

    // MARK: Frames

    package var wantsFrames: Bool { isVisibleInWindow && pendingDelay != nil }
    package var wantsFramesWhenOnScreen: Bool { pendingDelay != nil }

    /// Counts the delay down.
    package func advance(by dt: Double) {
        if let remaining = pendingDelay {
            if remaining - dt > 0 {
                pendingDelay = remaining - dt
            } else {
                pendingDelay = nil
                startShow()
                refreshInspector()
            }
        }
    }

    package override func layoutSubviews() {
        let mockWidth = max(0, bounds.width - Self.inspectorWidth)
        mock.frame = Rect(x: 0, y: 0, width: mockWidth, height: bounds.height)
        inspector.frame = Rect(x: mockWidth, y: 0, width: bounds.width - mockWidth, height: bounds.height)
    }
}
