import UI

/// What the command line asks the window to show: `loader-studio [FILE|FOLDER ...]
/// [--mode gallery|editor|progress|skeleton] [--theme light|dark] [--screenshot out.png]
/// [--window 1280x800] [--skeleton solid|gradient|pulse|sliding|shimmer]` (STUDIO.md "Command line").
public struct StudioLaunchOptions: Hashable, Sendable {
    /// Files and folders to open, in order.
    public var paths: [String] = []
    public var mode: StudioMode?
    public var theme: Theme.Appearance?
    /// Where to write one frame and exit (headless runs).
    public var screenshotPath: String?
    /// The window size in points, when given.
    public var windowWidth: Int?
    public var windowHeight: Int?
    /// The skeleton look to start with, shown at once (implies the Skeleton mode).
    public var skeletonLook: SkeletonLook?

    public init() {}

    /// A usage problem, worded for the terminal.
    public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Parses the arguments after the program name; `--name value` and `--name=value` both work.
    public static func parse(_ arguments: [String]) throws(UsageError) -> StudioLaunchOptions {
        var options = StudioLaunchOptions()
        var index = 0
        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
            return arguments[index]
        }
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPaths || !argument.hasPrefix("--") {
                options.paths.append(argument)
            } else if argument == "--" {
                onlyPaths = true
            } else {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let name = parts[0], inline = parts.count > 1 ? parts[1] : nil
                switch name {
                case "--mode":
                    let text = try value(for: name, inline: inline)
                    guard let mode = StudioMode(rawValue: text.lowercased()) else {
                        throw UsageError(description: "--mode must be gallery, editor, progress or skeleton, not \"\(text)\"")
                    }
                    options.mode = mode
                case "--theme":
                    let text = try value(for: name, inline: inline)
                    guard let theme = Theme.Appearance(rawValue: text.lowercased()) else {
                        throw UsageError(description: "--theme must be light or dark, not \"\(text)\"")
                    }
                    options.theme = theme
                case "--screenshot":
                    options.screenshotPath = try value(for: name, inline: inline)
                case "--window":
                    let text = try value(for: name, inline: inline)
                    let sides = text.lowercased().split(separator: "x").compactMap { Int($0) }
                    guard sides.count == 2, (320...16384).contains(sides[0]), (240...16384).contains(sides[1]) else {
                        throw UsageError(description: "--window must be WIDTHxHEIGHT in points (at least 320x240), not \"\(text)\"")
                    }
                    options.windowWidth = sides[0]
                    options.windowHeight = sides[1]
                case "--skeleton":
                    let text = try value(for: name, inline: inline)
                    guard let look = SkeletonLook(rawValue: text.lowercased()) else {
                        throw UsageError(description: "--skeleton must be \(SkeletonLook.launchNames), not \"\(text)\"")
                    }
                    options.skeletonLook = look
                default:
                    throw UsageError(description: "unknown option \(name)")
                }
            }
            index += 1
        }
        return options
    }
}
