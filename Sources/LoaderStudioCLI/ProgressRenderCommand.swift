import StudioCommandLine
import Foundation
import Graphics
import ImageExport
import LoaderKitCore
import LoaderKitDrawing
import Render
import Export

/// `loader-studio render --progress TYPE[:VARIANT] ...`: progress indicators to PNG or GIF.
struct ProgressRenderCommand {
    static let form = CommandForm(
        synopsis: """
            --progress TYPE[:VARIANT] --out x.png|x.gif [--value V] [--options k=v,...] [--size N] [--scale S] \
            [--indeterminate-time T] [--frames N] [--fps F] [--color HEX] [--background HEX] \
            [--child none|stop|button]
            """,
        description: """
            With --progress it draws a LoaderKit progress indicator instead. Without --value (or with
            --value nan) it is indeterminate. A .png is one frame; a .gif animates one indeterminate
            cycle, or the glide from 0 to the value (0.5 s), at --fps frames per second.
            """,
        options: [
            .value(
                "progress", "TYPE[:VARIANT]", completion: .choices(ProgressType.allCases.map(\.rawValue)),
                help: """
                    \(ProgressType.allCases.map(\.rawValue).joined(separator: ", ")); the variant must be \
                    one of the type's
                    """),
            .value("out", "FILE", completion: .files(["png", "gif"]), help: "the file to write: .png or .gif"),
            .value("value", "V", help: "0 to 1 (clamped); nan or absent = indeterminate"),
            .value(
                "options", "k=v,...",
                help: """
                    thickness, trackGap, segments, showLabel, stopIndicator, strokeCap (round|butt), amplitude, \
                    wavelength, waveSpeed, sweepAngle (degrees), cornerRadius, speed, size (units), buffer, \
                    color, trackColor, labelColor (#RRGGBB[AA])
                    """),
            .value(
                "size", "N",
                help: """
                    the indicator's size in units, as a host would set it: the side of square types (bars \
                    N × 0.75N, battery N × 0.5N), the length of a linear bar (its height is its own), the \
                    width of a border (default 48; linear 240; border 160 × 56)
                    """),
            .value(
                "scale", "S",
                help: """
                    pixels per unit, like a display's density (default 1; up to 8), so the image is the \
                    size times S pixels
                    """),
            .value(
                "indeterminate-time", "T",
                help: """
                    seconds into the indeterminate animation, also the clock of waves, stripes and sheens \
                    (default 0)
                    """),
            .value(
                "frames", "N",
                help: """
                    GIF frames (default: the animation's length times --fps); one loop lasts the animation, \
                    each frame at least 2 cs
                    """),
            .value("fps", "F", help: "GIF frames per second without --frames (default 30; at most 50 are kept)"),
            .value("color", "HEX", help: "progress colour (default the studio accent #7C3AED)"),
            .value("background", "HEX", help: "fill behind the indicator (default: transparent)"),
            .value(
                "child", "none|stop|button", completion: .choices(["none", "stop", "button"]),
                help: """
                    what the gallery puts with it: a stop square in the middle, or the "Upload" chip a \
                    border goes around (default: button for a border, none otherwise)
                    """),
        ])

    static let optionNames = [
        "thickness", "trackGap", "segments", "showLabel", "stopIndicator", "strokeCap",
        "amplitude", "wavelength", "waveSpeed", "sweepAngle", "cornerRadius", "speed", "size",
        "buffer", "color", "trackColor", "labelColor",
    ]

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: [form])
        guard args.operands.isEmpty else {
            throw CommandError(
                message: "render --progress takes no SPEC or NAME (got \"\(args.operands[0])\")", showUsage: true)
        }
        guard let kind = args.value("progress") else {
            throw CommandError(message: "render needs --progress TYPE[:VARIANT]", showUsage: true)
        }
        guard let out = args.value("out") else {
            throw CommandError(message: "render needs --out x.png or x.gif", showUsage: true)
        }
        let isGIF = out.lowercased().hasSuffix(".gif")
        guard isGIF || out.lowercased().hasSuffix(".png") else {
            throw CommandError(message: "--out must end in .png or .gif")
        }

        var options = try parseKind(kind)
        var buffer: Double?
        try parseOptions(args.value("options") ?? "", into: &options, buffer: &buffer)
        if let hex = args.value("color") { options.color = try progressColor(hex, option: "--color") }
        let value = try parseValue(args.value("value"))
        let size = try args.integer("size", in: 1...4096)
        let scale = try args.number("scale") ?? 1
        guard scale > 0 && scale <= 8 else { throw CommandError(message: "--scale must be above 0 and at most 8") }
        let time = try args.number("indeterminate-time") ?? 0
        let frames = try args.integer("frames", in: 1...ExportBudget.maximumFrames)
        let fps = try args.number("fps") ?? 30
        guard fps > 0 && fps <= 1000 else { throw CommandError(message: "--fps must be above 0 and at most 1000") }
        let background = try args.value("background").map { (hex: String) throws(CommandError) in
            try parseHex(hex, option: "--background")
        }

        var width: Double?
        if let size {
            if options.type == .linear || options.type == .border {
                width = Double(size)
            } else {
                options.size = Double(size)
            }
        }
        let child = try parseChild(args.value("child"), type: options.type ?? .circular)
        let rasterizer: ProgressRasterizer
        do {
            rasterizer = try ProgressRasterizer(
                options: options, width: width, scale: scale, background: background, child: child)
        } catch {
            throw CommandError(message: error.message)
        }
        let resolved = rasterizer.resolved
        // Memory first: asking for too much is the larger mistake.
        if isGIF, let frames {
            try AnimationBudget.checkGIF(frames: frames, width: rasterizer.width, height: rasterizer.height)
        }
        let (states, timing) =
            isGIF
            ? try animation(resolved, value: value, buffer: buffer, start: time, frames: frames, fps: fps)
            : ([still(value: value, buffer: buffer, time: time)], LoopTiming(seconds: 0, frameCount: 1))
        if isGIF {
            try AnimationBudget.checkGIF(frames: states.count, width: rasterizer.width, height: rasterizer.height)
        }
        do {
            let images = try states.map {
                try RGBAImage(
                    width: rasterizer.width, height: rasterizer.height,
                    premultipliedARGB32: rasterizer.frame($0).pixels)
            }
            if isGIF {
                try GIFFile.write(
                    try GIFAnimation(frames: images, delaysCentiseconds: timing.delaysCentiseconds), to: out)
                io.print("wrote \(out) (\(rasterizer.width)x\(rasterizer.height), \(images.count) frames)")
            } else {
                try PNGFile.write(images[0], to: out)
                io.print("wrote \(out) (\(rasterizer.width)x\(rasterizer.height))")
            }
        } catch {
            throw CommandError(message: "cannot write \(out): \(error)")
        }
        return .success
    }

    /// The state of a still frame (see `ProgressFrames.still`).
    static func still(value: Double?, buffer: Double?, time: Double) -> ProgressState {
        ProgressFrames.still(value: value, buffer: buffer, time: time)
    }

    /// GIF states and their timing: one indeterminate cycle from `start`, or the glide from 0 to
    /// the value (both ends included, each frame shown for the glide's step).
    static func animation(
        _ resolved: ResolvedProgress, value: Double?, buffer: Double?, start: Double,
        frames: Int?, fps: Double
    ) throws(CommandError) -> ([ProgressState], LoopTiming) {
        guard let value else {
            let timing = try AnimationBudget.gifTiming(
                seconds: ProgressFrames.indeterminateLoopSeconds(resolved), fps: fps,
                frames: frames)
            return (ProgressFrames.indeterminate(resolved, timing: timing, start: start), timing)
        }
        let most = ProgressFrames.glideMostFrames
        if let frames, frames > most {
            throw CommandError(
                message: "a GIF of the 0.5 s glide has at most \(most) frames (each shows at least 2 cs); "
                    + "pass --frames \(most) or fewer")
        }
        let glide = ProgressFrames.glide(
            resolved, value: value, buffer: buffer,
            count: frames ?? ProgressFrames.glideFrameCount(fps: fps), start: start)
        return (glide.states, glide.timing)
    }

    static func parseKind(_ text: String) throws(CommandError) -> ProgressOptions {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2 else {
            throw CommandError(message: "--progress needs TYPE or TYPE:VARIANT, got \"\(text)\"")
        }
        guard let type = ProgressType(rawValue: parts[0]) else {
            throw CommandError(
                message: "unknown progress type \"\(parts[0])\"; types: "
                    + ProgressType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var options = ProgressOptions(type: type)
        if parts.count == 2 {
            guard let variant = ProgressVariant(rawValue: parts[1]), type.variants.contains(variant) else {
                throw CommandError(
                    message: "\(type.rawValue) has no variant \"\(parts[1])\"; variants: "
                        + type.variants.map(\.rawValue).joined(separator: ", "))
            }
            options.variant = variant
        }
        return options
    }

    /// The `--child` option; a border goes around the "Upload" chip unless told otherwise.
    static func parseChild(_ text: String?, type: ProgressType) throws(CommandError) -> ProgressDesign.Child {
        guard let text else { return type == .border ? .button : .none }
        guard let child = ProgressDesign.Child(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw CommandError(message: "--child needs none, stop or button, got \"\(text)\"")
        }
        return child
    }

    static func parseValue(_ text: String?) throws(CommandError) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "nan" { return nil }
        guard let v = Double(trimmed), v.isFinite else {
            throw CommandError(message: "--value needs a number from 0 to 1 or nan, got \"\(text)\"")
        }
        return v
    }

    static func parseOptions(
        _ text: String, into options: inout ProgressOptions,
        buffer: inout Double?
    ) throws(CommandError) {
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[0].isEmpty else {
                throw CommandError(message: "--options needs name=value pairs separated by commas, got \"\(item)\"")
            }
            let (key, raw) = (pair[0], pair[1])
            func number() throws(CommandError) -> Double {
                guard let x = Double(raw), x.isFinite else {
                    throw CommandError(message: "progress option \(key) needs a number, got \"\(raw)\"")
                }
                return x
            }
            func bool() throws(CommandError) -> Bool {
                switch raw.lowercased() {
                case "true", "1", "yes": return true
                case "false", "0", "no": return false
                default: throw CommandError(message: "progress option \(key) needs true or false, got \"\(raw)\"")
                }
            }
            switch key {
            case "thickness": options.thickness = try number()
            case "trackGap": options.trackGap = try number()
            case "segments": options.segments = try number()
            case "showLabel": options.showLabel = try bool()
            case "stopIndicator": options.stopIndicator = try bool()
            case "strokeCap":
                guard let cap = ProgressStrokeCap(rawValue: raw) else {
                    throw CommandError(message: "progress option strokeCap needs round or butt, got \"\(raw)\"")
                }
                options.strokeCap = cap
            case "amplitude": options.amplitude = try number()
            case "wavelength": options.wavelength = try number()
            case "waveSpeed": options.waveSpeed = try number()
            case "sweepAngle": options.sweepAngle = try number()
            case "cornerRadius": options.cornerRadius = try number()
            case "speed": options.speed = try number()
            case "size":
                let size = try number()
                guard size > 0, size <= 1024 else {
                    throw CommandError(
                        message: "progress option size needs a number above 0 and at most 1024, got \"\(raw)\"")
                }
                options.size = size
            case "buffer": buffer = try number()
            case "color": options.color = try progressColor(raw, option: "progress option color")
            case "trackColor": options.trackColor = try progressColor(raw, option: "progress option trackColor")
            case "labelColor": options.labelColor = try progressColor(raw, option: "progress option labelColor")
            default:
                throw CommandError(
                    message: "unknown progress option \"\(key)\"; options: " + optionNames.joined(separator: ", "))
            }
        }
    }

    static func parseHex(_ text: String, option: String) throws(CommandError) -> Color {
        guard let color = Color(hex: text.trimmingCharacters(in: .whitespaces)) else {
            throw CommandError(message: "\(option) needs colours like #7C3AED or #7C3AED80, got \"\(text)\"")
        }
        return color
    }

    static func progressColor(_ text: String, option: String) throws(CommandError) -> ProgressColor {
        let c = try parseHex(text, option: option)
        return ProgressColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
