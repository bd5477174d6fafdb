import Foundation
import SDLHost
import UI

/// The window face of `loader-studio`: parses the window options, then either writes a
/// screenshot or opens the window and runs it until it is closed.
@MainActor
enum WindowApp {
    /// Runs the window mode for `arguments` (without the program name); returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        let options: WindowModeOptions
        do {
            options = try WindowModeOptions.parse(arguments)
        } catch {
            printError("loader-studio: \(error.message)\n\n\(WindowModeOptions.usage)")
            return 2
        }
        let environment = ProcessInfo.processInfo.environment
        if let path = options.screenshotPath {
            return ScreenshotMode.run(options, path: path, environment: environment)
        }
        if !options.files.isEmpty {
            printError("loader-studio: opening files comes with the studio; showing the built-ins")
        }
        guard DisplayEnvironment.hasDisplay(environment) else {
            printError(DisplayEnvironment.noDisplayMessage(detail: "no display (DISPLAY and WAYLAND_DISPLAY are not set)"))
            return 1
        }
        return runWindow(options, environment: environment)
    }

    private static func runWindow(_ options: WindowModeOptions, environment: [String: String]) -> Int32 {
        do throws(SDLHostError) {
            let video = try SDLVideo()
            if DisplayEnvironment.isUnwantedHeadless(driver: video.driver, environment: environment) {
                printError(DisplayEnvironment.noDisplayMessage(detail: "no usable display (SDL fell back to its \(video.driver) driver)"))
                return 1
            }
            let configuration = HostConfiguration(width: options.width, height: options.height,
                                                  theme: .named(options.theme),
                                                  motionPreference: DesktopMotionSetting.read())
            let framebuffer = PixmapFramebuffer(width: options.width, height: options.height)
            let host = try HostWindow(configuration: configuration, video: video, framebuffer: framebuffer,
                                      textEngine: makeTextEngine())
            host.root.contentView = RootContent.make(for: host.root)
            if environment["LOADER_STUDIO_VERBOSE"] == "1" {
                printError("loader-studio: video \(video.driver), renderer \(host.renderer.driverName)"
                           + (host.renderer.hasVSync ? " with vsync" : " without vsync") + ", scale \(host.scale)")
            }
            host.root.shortcuts.register(Shortcut(.character("q"), modifiers: .control), priority: .beforeFocus,
                                         title: "Quit") { [weak host] in host?.quit() }
            let start = MonotonicClock.seconds
            try host.run()
            if environment["LOADER_STUDIO_VERBOSE"] == "1" {
                let seconds = MonotonicClock.seconds - start
                printError("loader-studio: \(host.framesPresented) frames in \(String(format: "%.1f", seconds)) s, refresh \(host.window.refreshRate) Hz")
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
