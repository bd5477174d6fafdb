import ArtworkAccessibility
import Foundation
import Graphics
import LoaderKitCore
import SpecFiles
import StudioCommandLine

/// `loader-studio check SPEC|NAME|FOLDER ... [--color HEX | --colors HEX,...] [--background HEX,...]
/// [--params k=v,...] [--size N] [--speed S] [--json] [--jobs N]`: the accessibility checks of
/// the artwork (contrast, flashing, the reduced-motion frame, colour vision), each figure printed,
/// exit 1 on a failure.
struct CheckCommand {
    static let declaration = CommandDeclaration(
        name: "check", summary: "check an indicator's artwork: contrast, flashing, reduced motion, colour vision",
        forms: [
            CommandForm(
                synopsis: """
                    SPEC|NAME|FOLDER ... [--color HEX | --colors HEX,...] [--background HEX,...] \
                    [--params k=v,...] [--size N] [--speed S] [--json] [--jobs N]
                    """,
                description: """
                    Checks what users see of each indicator (a spec file, a built-in's name, or every
                    *.json in a folder): non-text contrast against each background (WCAG 2.2 SC 1.4.11,
                    3:1, each element at its most visible moment), flashing at 60 fps over the
                    341 x 256 reference field (SC 2.3.1), the still frame shown under Reduce Motion
                    (cycle progress 0), and colour vision (Machado et al. 2009; CIEDE2000 between
                    neighbouring colours). One line a check: SPEC: pass|warning|error: CHECK: figures.
                    """,
                operands: [
                    OperandDeclaration(
                        "SPEC|NAME|FOLDER", completion: .specOrBuiltin,
                        help: "spec files, built-in names, or folders of spec files")
                ],
                options: [
                    .value("color", "HEX", help: "element colour (default #18181B)"),
                    .value("colors", "HEX,...", help: "per-element colours, cycled by element index"),
                    .value(
                        "background", "HEX,...",
                        help: "the backgrounds the indicator is designed for (default #FFFFFF); each is checked"),
                    .value("params", "k=v,...", help: "override declared params"),
                    .value(
                        "size", "N",
                        help:
                            "the largest side the indicator is shown at, in points (default 160): flashing is measured there"
                    ),
                    .value("speed", "S", help: "playback speed (default 1): flashing scales with it"),
                    .flag("json", help: "print the figures as JSON: {\"specs\": [{\"spec\", \"verdict\", ...}]}"),
                    .value(
                        "jobs", "N",
                        help: "specs checked at once (default: the number of cores); the output keeps the order given"),
                ])
        ],
        notes: """
            Exit status: 0 no check fails (warnings allowed), 1 a check fails or a spec has problems,
            2 usage or I/O error.
            """,
        examples: [
            "loader-studio check BallSpinFadeLoader --background '#FFFFFF,#16181D' --color '#6D28D9'",
            "loader-studio check specs/ --json",
        ])

    /// What every spec is checked with.
    struct Settings: Sendable {
        var color: Color
        var colors: [Color]
        var backgrounds: [CheckBackground]
        var params: [String: Double]
        var size: Double
        var speed: Double
    }

    /// One spec checked: its lines, its JSON entry, and what it means for the exit status.
    struct Outcome: Sendable {
        var lines: [String] = []
        var errors: [String] = []
        var report: JSONNode?
        var status = ExitCode.success
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard !args.operands.isEmpty else {
            throw CommandError(message: "check needs at least one SPEC, built-in NAME or FOLDER", showUsage: true)
        }
        if args.value("color") != nil && args.value("colors") != nil {
            throw CommandError(message: "use either --color or --colors", showUsage: true)
        }
        let color = try args.color("color")
        let colors = try args.colors("colors") ?? []
        let backgrounds = try args.colors("background") ?? [.white]
        let size = try args.integer("size", in: 8...4096) ?? 160
        let speed = try args.number("speed") ?? 1
        guard speed > 0 else { throw CommandError(message: "--speed must be above 0, got \(speed)") }
        let settings = Settings(
            color: color ?? Color(red8: 0x18, green8: 0x18, blue8: 0x1B), colors: colors,
            backgrounds: backgrounds.map { CheckBackground($0) }, params: try args.params(), size: Double(size),
            speed: speed)
        let json = args.flag("json")
        let jobs = try args.integer("jobs", in: BatchRunner.jobsRange) ?? BatchRunner.defaultJobs
        var entries: [String] = []
        var status = ExitCode.success
        for operand in args.operands {
            guard SpecFolder.isFolder(operand) else {
                entries.append(operand)
                continue
            }
            let found = SpecFolder.specFiles(in: operand)
            for problem in found.problems {
                io.printError("loader-studio: \(problem)")
                status = .usage
            }
            if found.files.isEmpty && found.problems.isEmpty {
                io.printError("loader-studio: \(operand) is a directory with no *.json spec files in it")
                status = .usage
            }
            entries += found.files
        }
        var reports: [JSONNode] = []
        BatchRunner.run(entries, jobs: jobs, job: { check($0, settings) }) { _, outcome in
            for line in outcome.errors { io.printError(line) }
            if !json { for line in outcome.lines { io.print(line) } }
            if let report = outcome.report { reports.append(report) }
            if outcome.status == .usage || (outcome.status == .problems && status == .success) {
                status = outcome.status
            }
        }
        if json { io.print(JSONWriter.string(.object([("specs", .array(reports))]), indent: 2)) }
        return status
    }

    /// Checks one spec (a file or a built-in's name).
    static func check(_ operand: String, _ settings: Settings) -> Outcome {
        var outcome = Outcome()
        let source: SpecSource
        do {
            source = try SpecSource.resolve(operand)
        } catch {
            outcome.errors = ["loader-studio check: \(error.message)"]
            outcome.status = .usage
            return outcome
        }
        let result = IndicatorSpec.check(bytes: source.bytes)
        let evaluator: IndicatorEvaluator
        do {
            guard let spec = result.spec else { throw IndicatorSpecError(problems: result.problems) }
            if let unknown = settings.params.keys.sorted().first(where: { spec.params[$0] == nil }) {
                outcome.errors = ["loader-studio check: \(source.label) has no param \"\(unknown)\""]
                outcome.status = .usage
                return outcome
            }
            evaluator = try IndicatorEvaluator(spec: spec, params: settings.params)
        } catch {
            outcome.errors = SpecProblem.place(IndicatorSpecError(error).details, in: source.bytes, root: result.root)
                .map { $0.report(label: source.label) }
            outcome.status = .problems
            return outcome
        }
        let report = IndicatorArtworkReport(
            evaluator: evaluator, color: settings.color, colors: settings.colors, backgrounds: settings.backgrounds,
            sizes: [settings.size], speed: settings.speed)
        outcome.lines = CheckReportText.lines(report, label: source.label, colors: settings.colors)
        outcome.report = CheckReportJSON.node(report, label: source.label)
        outcome.status = report.verdict == .fail ? .problems : .success
        return outcome
    }
}
