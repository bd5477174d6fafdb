import Foundation
import Graphics
import SDLHost
import SingleInstance
import Studio
import UI
import LoaderKitCore
import LoaderStudioCLI
import StudioCommandLine

/// The window face of `loader-studio`: parses the window options, then either writes a
/// screenshot or opens the studio's window and runs it until it is closed.
@MainActor
enum WindowApp {
    /// Runs the window mode for `arguments` (without the program name); returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        let options: WindowModeOptions
        do {
            options = try WindowModeOptions.parse(arguments)
        } catch {
            printError("loader-studio: \(error.message)\n\n\(LoaderStudioCommand.usage)")
            return 2
        }
        let environment = ProcessInfo.processInfo.environment
        if let path = options.screenshotPath {
            return ScreenshotMode.run(options, path: path, environment: environment)
        }
        guard DisplayEnvironment.hasDisplay(environment) else {
            printError(
                DisplayEnvironment.noDisplayMessage(detail: "no display (DISPLAY and WAYLAND_DISPLAY are not set)"))
            return 1
        }
        let server: InstanceServer?
        switch SingleInstanceWiring.decide(options, environment: environment) {
        case .handedOver(let status): return status
        case .openWindow(let listening): server = listening
        }
        return runWindow(options, environment: environment, server: server)
    }

    private static func runWindow(
        _ options: WindowModeOptions, environment: [String: String], server: InstanceServer?
    ) -> Int32 {
        do throws(SDLHostError) {
            let video = try SDLVideo()
            if DisplayEnvironment.isUnwantedHeadless(driver: video.driver, environment: environment) {
                printError(
                    DisplayEnvironment.noDisplayMessage(
                        detail: "no usable display (SDL fell back to its \(video.driver) driver)"))
                return 1
            }
            let source = StudioWiring.SettingsSource.load(environment: environment)
            let (width, height) =
                options.sizeGiven
                ? (options.width, options.height)
                : (source.settings.windowWidth, source.settings.windowHeight)
            let textEngine = makeTextEngine()
            let (app, problems) = StudioWiring.makeApp(
                options: options, source: source, library: DocumentLibrary(),
                motion: DesktopMotionSetting.read(),
                textEngine: textEngine ?? FixedWidthTextEngine(),
                clipboard: SDLClipboard(video: video))
            for problem in problems { printError("loader-studio: \(problem)") }
            var configuration = HostConfiguration(
                title: app.windowTitle, width: width, height: height, theme: app.window.theme,
                motionPreference: app.window.motionPreference)
            configuration.minimumWidth = Int(StudioApp.minimumWindowSize.width)
            configuration.minimumHeight = Int(StudioApp.minimumWindowSize.height)
            configuration.width = max(configuration.width, configuration.minimumWidth)
            configuration.height = max(configuration.height, configuration.minimumHeight)
            configuration.scale = DisplayScale.Preferences(
                flag: options.scale, setting: source.settings.scale, environment: environment,
                xResources: video.driver == "x11" ? X11Resources.read(display: environment["DISPLAY"]) : nil)
            let framebuffer = PixmapFramebuffer(width: width, height: height)
            let host = try HostWindow(
                configuration: configuration, video: video, framebuffer: framebuffer,
                textEngine: textEngine, root: app.window)
            if let lowered = host.scaleLowered {
                app.sayScaleLowered(
                    asked: lowered.asked, fitted: lowered.fitted, window: (lowered.windowWidth, lowered.windowHeight),
                    screen: (lowered.screenWidth, lowered.screenHeight))
            }
            host.onTick = { [unowned app] dt in app.tick(dt: dt) }
            host.readMotionPreference = { DesktopMotionSetting.read(timeout: 0.5) }
            app.onQuit = { [weak host] in host?.quit() }
            // The close button asks as Ctrl+Q does (the quit dialog when text is unsaved).
            host.onCloseRequest = { [unowned app] in app.quit() }
            app.onWindowTitleChange = { [weak host] title in host?.title = title }
            host.title = app.windowTitle
            let control = ControlAnswers.attach(to: host, app: app, framebuffer: framebuffer, environment: environment)
            defer { control?.stop() }
            if let server { SingleInstanceWiring.attach(server, to: host, app: app) }
            let descriptors = app.wakeDescriptors + (server.map { [$0.descriptor] } ?? [])
            if !descriptors.isEmpty, !host.wake(whenReadable: descriptors) {
                printError(
                    "loader-studio: cannot watch for file changes in the background; saves show on the next input")
            }
            if environment["LOADER_STUDIO_VERBOSE"] == "1" {
                printError(
                    "loader-studio: video \(video.driver), \(host.presentationName), refresh \(host.window.refreshRate) Hz"
                        + ", scale \(host.scale) (from \(host.displayScale.source.rawValue))")
            }
            let start = MonotonicClock.seconds
            defer { saveSettings(of: app, windowSize: host.root.size, to: source.store) }
            try host.run()
            app.prepareToExit()
            if environment["LOADER_STUDIO_VERBOSE"] == "1" {
                let seconds = MonotonicClock.seconds - start
                printError(
                    "loader-studio: \(host.framesPresented) frames, \(host.bytesPresented) bytes presented in \(String(format: "%.1f", seconds)) s"
                )
            }
            return 0
        } catch {
            if case .call("SDL_InitSubSystem", _) = error {
                printError(DisplayEnvironment.noDisplayMessage(detail: error.description))
            } else {
                printError("loader-studio: \(error)")
            }
            return 1
        }
    }

    /// Saves the studio's settings with the window's last size (theme, mode and recent files
    /// are kept up to date by the studio as they change; `--mode` and `--theme` are not saved).
    private static func saveSettings(of app: StudioApp, windowSize: Size, to store: SettingsStore?) {
        guard let store else { return }
        var settings = app.settings
        settings.windowWidth = CheckedInt.clamped(windowSize.width, to: 320...16384)
        settings.windowHeight = CheckedInt.clamped(windowSize.height, to: 240...16384)
        do { try store.save(settings) } catch { printError("loader-studio: settings not saved: \(error)") }
    }

    /// The SDL2_ttf text engine, or nil (with a notice) when no font opens.
    static func makeTextEngine() -> SDLTextEngine? {
        do {
            return try SDLTextEngine()
        } catch {
            printError("loader-studio: \(error); text is drawn as boxes")
            return nil
        }
    }

    /// Writes a line to stderr.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
