/// The command line of the window: `loader-studio [FILE|FOLDER ...] [--mode NAME]
/// [--theme light|dark] [--window WxH] [--scale S] [--screenshot out.png] [--screenshot-after SECONDS]
/// [--skeleton LOOK]`.
public struct WindowModeOptions: Hashable, Sendable {
    /// The theme to start with.
    public var theme: WindowTheme = .light
    /// True when `--theme` was given (otherwise the app may use its saved theme).
    public var themeGiven = false
    /// The window size in points.
    public var width = 1280, height = 800
    /// True when `--window` was given (otherwise the app may use its saved size).
    public var sizeGiven = false
    /// Device pixels per point from `--scale` (in `WindowScale.range`); nil lets the settings
    /// and the desktop decide.
    public var scale: Double?
    /// Where to write a screenshot instead of opening the window; nil opens it.
    public var screenshotPath: String?
    /// Seconds the clock advances before the screenshot (animations mid-cycle).
    public var screenshotAfter = 0.5
    /// The studio mode to open.
    public var mode: StudioMode?
    /// Files and folders to open, in order.
    public var files: [String] = []
    /// The skeleton look to start the Skeleton mode with, shown at once.
    public var skeleton: SkeletonLook?
    /// True to open the Editor with the source pane shown (`--source`).
    public var showsSource = false
    /// True to open a window of its own even when a studio runs already (`--new-window`).
    public var newWindow = false

    public init() {}

    /// A command line the window cannot use.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The themes `--theme` accepts.
    static let themes = WindowTheme.allCases

    /// The window's command line, declared once (its parser, the usage, the man page and the
    /// completions are made from it).
    public static let declaration = CommandDeclaration(
        name: "", summary: "open the studio window on the files (watched for changes), or write a screenshot of it",
        forms: [
            CommandForm(
                synopsis: """
                    [FILE|FOLDER|LINK ...] [--mode \(ChoiceList.alternatives(StudioMode.allCases.map(\.rawValue)))] \
                    [--theme \(ChoiceList.alternatives(themes.map(\.rawValue)))] \
                    [--skeleton \(ChoiceList.alternatives(SkeletonLook.allCases.map(\.rawValue)))] [--source] [--new-window] \
                    [--window WxH] [--scale S] [--screenshot out.png [--screenshot-after S]]
                    """,
                description: """
                    Opens the studio window: a gallery of LoaderKit's built-in indicators, an editor with the
                    spec's source, outline, keyframe lanes and forms, progress designs and skeletons. Files
                    given are opened and watched: a change on disk shows at once.
                    """,
                operands: [
                    OperandDeclaration(
                        "FILE|FOLDER", completion: .files(["json"]),
                        help: "spec files (or folders of them) to open in the editor and gallery and watch"),
                    OperandDeclaration(
                        "LINK", completion: .nothing,
                        help: "a LoaderKit share link ('https://…#spec=…'), opened as an unsaved draft"),
                ],
                options: [
                    .value(
                        "mode", "NAME", completion: .choices(StudioMode.allCases.map(\.rawValue)),
                        help: "the mode to show: \(ChoiceList.prose(StudioMode.allCases.map(\.rawValue)))"),
                    .value(
                        "theme", ChoiceList.alternatives(themes.map(\.rawValue)),
                        completion: .choices(themes.map(\.rawValue)),
                        help: "the theme to start with (default light; Ctrl+T switches it in the window)"),
                    .flag("source", help: "open the Editor with the spec's source pane shown (Ctrl+J toggles it)"),
                    .flag(
                        "new-window",
                        help: """
                            open a window of its own; without it the files go to the studio already running \
                            for this user, if one is (through a socket under $XDG_RUNTIME_DIR)
                            """),
                    .value("window", "WxH", help: "the window size in points (default: the last size, else 1280x800)"),
                    .value(
                        "scale", "S",
                        help: """
                            device pixels per point, \(WindowScale.rangeText) (e.g. 1.5; default: the scale setting, GDK_SCALE and \
                            GDK_DPI_SCALE, Xft.dpi / 96, the display's, else 1)
                            """),
                    .value(
                        "screenshot", "out.png", completion: .files(["png"]),
                        help: "render the window off screen to a PNG and exit (needs no display)"),
                    .value(
                        "screenshot-after", "S",
                        help: "advance the animations S seconds before the screenshot (default 0.5)"),
                    .value(
                        "skeleton", "LOOK", completion: .choices(SkeletonLook.allCases.map(\.rawValue)),
                        help: """
                            open the Skeleton mode with the skeleton shown in that look: \
                            \(ChoiceList.prose(SkeletonLook.allCases.map(\.rawValue)))
                            """),
                ])
        ])

    /// Parses the window's arguments (`--option value` or `--option=value`).
    ///
    /// - Throws: `ParseError` with a message for an unknown option, a missing or bad value.
    public static func parse(_ arguments: [String]) throws(ParseError) -> WindowModeOptions {
        var options = WindowModeOptions()
        var sawScreenshotAfter = false
        let scanned: ArgumentScanner
        do {
            scanned = try ArgumentScanner(arguments, options: declaration.allOptions)
        } catch {
            throw ParseError(message: error.message)
        }
        options.files = scanned.operands
        for (name, given) in scanned.given {
            let text = given ?? ""
            switch name {
            case "theme":
                guard let theme = WindowTheme(rawValue: text) else {
                    throw ParseError(
                        message:
                            "--theme must be \(ChoiceList.prose(WindowTheme.allCases.map(\.rawValue))), not \"\(text)\""
                    )
                }
                options.theme = theme
                options.themeGiven = true
            case "window":
                guard let size = parseSize(text) else {
                    throw ParseError(
                        message:
                            "--window must be WIDTHxHEIGHT in points, each 100 to 16384 (e.g. 1280x800), not \"\(text)\""
                    )
                }
                (options.width, options.height) = size
                options.sizeGiven = true
            case "scale":
                guard let scale = Double(text), scale.isFinite, WindowScale.range.contains(scale) else {
                    throw ParseError(
                        message: "--scale must be a number of device pixels per point from \(WindowScale.rangeText)"
                            + " (e.g. 2 or 1.5), not \"\(text)\"")
                }
                options.scale = scale
            case "screenshot":
                let path = text
                guard !path.isEmpty else { throw ParseError(message: "--screenshot needs a file name") }
                options.screenshotPath = path
            case "screenshot-after":
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                    throw ParseError(
                        message: "--screenshot-after must be a number of seconds from 0 to 3600, not \"\(text)\"")
                }
                options.screenshotAfter = seconds
                sawScreenshotAfter = true
            case "mode":
                guard let mode = StudioMode(name: text) else {
                    let names = ChoiceList.prose(StudioMode.allCases.map(\.rawValue))
                    throw ParseError(message: "--mode must be \(names), not \"\(text)\"")
                }
                options.mode = mode
            case "source":
                options.showsSource = true
            case "new-window":
                options.newWindow = true
            case "skeleton":
                guard let look = SkeletonLook(name: text) else {
                    let names = ChoiceList.prose(SkeletonLook.allCases.map(\.rawValue))
                    throw ParseError(message: "--skeleton must be \(names), not \"\(text)\"")
                }
                options.skeleton = look
            default:
                throw ParseError(message: "unknown option --\(name)")
            }
        }
        if sawScreenshotAfter && options.screenshotPath == nil {
            throw ParseError(message: "--screenshot-after needs --screenshot")
        }
        return options
    }

    /// "1280x800" -> (1280, 800); nil unless both sides are whole numbers in 100...16384.
    static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let sides = 100...16384
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), sides.contains(w), sides.contains(h)
        else { return nil }
        return (w, h)
    }
}
