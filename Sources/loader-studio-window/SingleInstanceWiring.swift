import Foundation
import SDLHost
import SingleInstance
import Studio
import StudioCommandLine
import UI

/// One studio per user: a second `loader-studio FILE` hands its files to the running window
/// and exits; the first one listens and opens what comes in. `--new-window`, a screenshot, or
/// no XDG_RUNTIME_DIR open a window of its own.
@MainActor
enum SingleInstanceWiring {
    /// What to do after asking for a running studio.
    enum Decision {
        /// The running studio took the files: exit with this status.
        case handedOver(Int32)
        /// Open a window; listen with this server (nil: no single instance this time).
        case openWindow(InstanceServer?)
    }

    static func decide(_ options: WindowModeOptions, environment: [String: String]) -> Decision {
        guard !options.newWindow, let located = InstanceSocket.path(environment: environment) else {
            return .openWindow(nil)
        }
        let path: String
        switch located {
        case .success(let found): path = found
        case .failure(let error):
            WindowApp.printError("loader-studio: \(error)")
            return .openWindow(nil)
        }
        let request = InstanceRequest(
            paths: options.files.map(absolute), mode: options.mode?.rawValue, showsSource: options.showsSource)
        switch InstanceClient.forward(request, to: path) {
        case .forwarded(let pid):
            let what =
                options.files.isEmpty
                ? "raised the studio already running"
                : "opened \(describe(options.files)) in the studio already running"
            WindowApp.printError("loader-studio: \(what) (pid \(pid)); --new-window opens another window")
            return .handedOver(0)
        case .refused(let why):
            WindowApp.printError("loader-studio: the running studio did not take the files (\(why)); opening a window")
            return .openWindow(nil)
        case .noStudio:
            switch InstanceServer.listen(at: path) {
            case .success(let server): return .openWindow(server)
            case .failure(let error):
                WindowApp.printError("loader-studio: \(error); this window will not take other studios' files")
                return .openWindow(nil)
            }
        }
    }

    /// Polls `server` on every tick: each request opens its files as the command line would and
    /// raises the window.
    static func attach(_ server: InstanceServer, to host: HostWindow, app: StudioApp) {
        let tick = host.onTick
        host.onTick = { [unowned app, weak host] dt in
            server.poll(
                take: { request in
                    let launch = StudioLaunchOptions(
                        paths: request.paths, mode: request.mode.flatMap(StudioMode.init(name:)),
                        showsSource: request.showsSource)
                    let problems = app.apply(launch)
                    if problems.isEmpty { app.sayOpenedFromCommandLine(request.paths) }
                    host?.raise()
                },
                refuse: { problem in app.window.showToast(problem, kind: .warning, duration: 6) })
            tick?(dt)
        }
    }

    /// A path made absolute against the working directory (a share link stays as it is).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") || path.contains("://") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    /// "dots.json", "dots.json and 2 more", as the command line says it on stderr.
    static func describe(_ paths: [String]) -> String {
        let first = paths.first.map { $0.contains("://") ? "a share link" : ($0 as NSString).lastPathComponent } ?? ""
        return paths.count > 1 ? "\(first) and \(paths.count - 1) more" : first
    }
}
