import Foundation
import Graphics
import LoaderKitCore
import LoaderKitUI
import LoaderStudioCLI
import Localization
import Render
import SDLHost
import Studio
import StudioCommandLine
import UI

/// Builds the Studio for the executable: its document library, settings, rasterizer, image
/// writer, fonts and clipboard, and applies the command line. Used by the window and by
/// `--screenshot`, so both show the same studio.
@MainActor
enum StudioWiring {
    /// The settings to start from and the store to save them in (nil for a screenshot, which
    /// neither reads nor writes the user's settings so it is the same on every machine).
    struct SettingsSource {
        var settings = StudioSettings()
        var store: SettingsStore?
        /// A problem loading them, shown as a toast in the studio's language.
        var warning: Message?

        /// The user's saved settings.
        static func load(environment: [String: String]) -> SettingsSource {
            let store = SettingsStore(environment: environment)
            let (settings, _, warning) = store.load()
            return SettingsSource(settings: settings, store: store, warning: warning)
        }
    }

    /// The studio, with `options` applied. Problems with the command line (unreadable files) are
    /// returned; file problems are also shown in the window as toasts.
    static func makeApp(
        options: WindowModeOptions, source: SettingsSource, library: DocumentLibrary,
        motion: MotionPreference, textEngine: TextEngine,
        clipboard: Clipboard
    ) -> (app: StudioApp, problems: [String]) {
        let app = StudioApp(
            library: library, settings: source.settings, settingsStore: source.store,
            rasterize: StudioApp.exportRasterize, progressRasterize: StudioApp.exportProgressRasterize,
            imageWriter: AtomicImageWriter(encoder: ExportImageEncoder()), motion: motion,
            textEngine: textEngine, clipboard: clipboard, drafts: DraftStore(),
            environment: ProcessInfo.processInfo.environment)
        app.systemFileChooser = PortalFileChooser()
        app.folderShower = BusFolderShower()
        let launch = StudioLaunchOptions(
            paths: options.files, mode: options.mode,
            theme: options.themeGiven ? Theme.Appearance(options.theme) : nil, skeletonLook: options.skeleton,
            showsSource: options.showsSource)
        let problems = app.apply(launch)
        if let warning = source.warning { app.showStartWarning(warning) }
        return (app, problems)
    }
}
