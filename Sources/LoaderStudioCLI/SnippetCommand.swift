import StudioCommandLine
import Foundation
import Handoff
import LoaderKitCore

/// `loader-studio snippet`: the code that shows an indicator or a progress design on one of
/// LoaderKit's platforms, as the studio's Code panel writes it.
struct SnippetCommand {
    static let declaration = CommandDeclaration(
        name: "snippet", summary: "the code for a LoaderKit platform, as the playground writes it",
        forms: [indicatorForm, progressForm],
        examples: [
            "loader-studio snippet BallPulse --platform swiftui --params count=5 --speed 1.5 --size 48",
            "loader-studio snippet --progress 24 --platform android",
        ])

    static var usage: String { CommandHelp.usage(of: declaration) }

    static let indicatorForm = CommandForm(
        synopsis: """
            SPEC|NAME --platform PLATFORM [--params k=v,...] [--color HEX | --colors HEX,...] [--speed S] [--size N]
            """,
        description: """
            Prints the code that creates the indicator (a built-in by name, or a spec file given as
            JSON) on a LoaderKit platform as the LoaderKit playground writes it, byte for byte for a
            built-in: only what differs from the defaults (the params that differ, the colour or
            colour list, the speed when it is not 1, the size), numbers rounded to 3 decimals.
            """,
        operands: [.specOrName],
        options: [
            .value(
                "platform", "P", completion: .choices(SnippetPlatform.allCases.map(\.rawValue) + ["all"]),
                help: SnippetPlatform.allCases.map(\.rawValue).joined(separator: ", ")
                    + ", or all (each under a header)"),
            .value("params", "k=v,...", help: "param values (those equal to the defaults are left out)"),
            .value("color", "HEX", help: "one colour (#RRGGBB)"),
            .value("colors", "HEX,...", help: "a colour per element, cycled"),
            .value("speed", "S", help: "playback rate (default 1)"),
            .value(
                "size", "N",
                help: "side in CSS px, dp or pt (default \(JSNumberFormat.string(IndicatorSnippet.defaultSize)))"),
        ])

    static let platformNames = SnippetPlatform.allCases.map(\.rawValue).joined(separator: "|")

    /// The largest side a snippet accepts, in CSS px, dp or pt.
    static let maximumSize = 4096.0

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        let platforms = try platforms(args.value("platform"))
        if let kind = args.value("progress") { return try runProgress(kind, args: args, platforms: platforms, io: io) }
        for option in ["options", "indeterminate", "determinate", "buffer"] where args.flag(option) {
            throw CommandError(message: "--\(option) is for progress designs (with --progress)", showUsage: true)
        }
        guard args.operands.count == 1, let argument = args.operands.first else {
            throw CommandError(message: "snippet needs one SPEC|NAME (or --progress TYPE)", showUsage: true)
        }
        guard let request = try request(argument, args: args, io: io) else { return .problems }
        io.print(render(platforms, code: request.code(for:), all: request.allPlatforms))
        return .success
    }

    /// The snippet for the spec `argument` tuned by the options; nil after printing the spec's
    /// problems.
    static func request(_ argument: String, args: ArgumentScanner, io: CommandIO) throws(CommandError)
        -> IndicatorSnippet?
    {
        let source = try SpecSource.resolve(argument)
        let result = IndicatorSpec.check(bytes: source.bytes)
        guard let spec = result.spec else {
            SpecProblem.place(result.problems, in: source.bytes, root: result.root).map {
                $0.report(label: source.label)
            }
            .forEach(io.printError)
            return nil
        }
        let params = try args.params()
        if let unknown = params.keys.sorted().first(where: { spec.params[$0] == nil }) {
            let known =
                spec.paramNames.isEmpty
                ? "it declares no params" : "its params: " + spec.paramNames.joined(separator: ", ")
            throw CommandError(message: "\(source.label) has no param \"\(unknown)\"; \(known)")
        }
        if let (name, value) = params.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isFinite }) {
            throw CommandError(message: "--params \(name) needs a finite number, got \(JSNumberFormat.string(value))")
        }
        if args.value("color") != nil && args.value("colors") != nil {
            throw CommandError(message: "use either --color or --colors", showUsage: true)
        }
        let colorTexts =
            args.value("color").map { [$0] } ?? args.value("colors")?.split(separator: ",").map(String.init) ?? []
        var colors: [SnippetColor] = []
        for text in colorTexts {
            guard let color = SnippetColor(hex: text.trimmingCharacters(in: .whitespaces)) else {
                throw CommandError(message: "--color and --colors need colours like #7C3AED, got \"\(text)\"")
            }
            colors.append(color)
        }
        let speed = try args.number("speed") ?? 1
        let size = try args.number("size") ?? IndicatorSnippet.defaultSize
        guard size > 0, size <= maximumSize else {
            throw CommandError(
                message:
                    "--size needs a number above 0 and at most \(JSNumberFormat.string(maximumSize)), got \(JSNumberFormat.string(size))"
            )
        }
        let isFile = IndicatorSpec.builtinJSON(named: argument).map { Array($0.utf8) != source.bytes } ?? true
        let origin: IndicatorSnippet.Source =
            isFile
            ? .file(
                name: URL(fileURLWithPath: argument).lastPathComponent,
                json: String(decoding: source.bytes, as: UTF8.self))
            : .builtin(argument)
        return IndicatorSnippet(source: origin, spec: spec, params: params, colors: colors, speed: speed, size: size)
    }

    /// The platforms `--platform` names (all nine for `all`).
    static func platforms(_ text: String?) throws(CommandError) -> [SnippetPlatform] {
        guard let text else {
            throw CommandError(message: "snippet needs --platform \(platformNames)|all", showUsage: true)
        }
        if text == "all" { return SnippetPlatform.allCases }
        guard let platform = SnippetPlatform(commandName: text) else {
            let hint =
                Suggestion.closest(to: text, in: SnippetPlatform.allCases.map(\.rawValue) + ["all"]).map {
                    "; did you mean \($0)?"
                } ?? ""
            throw CommandError(message: "unknown platform \"\(text)\"\(hint); platforms: \(platformNames), all")
        }
        return [platform]
    }

    /// One platform's code as it is, or all of them under headers. The code ends with a newline
    /// that `print` would double, so it is dropped.
    static func render(_ platforms: [SnippetPlatform], code: (SnippetPlatform) -> String, all: () -> String) -> String {
        let text = platforms.count == 1 ? code(platforms[0]) : all()
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
