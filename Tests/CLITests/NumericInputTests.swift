import Foundation
import XCTest

/// Every number a user can type, given to every numeric flag and option of every subcommand, to
/// the numbers of a spec file and to the window's options: the binary exits 0, 1 or 2, says why
/// on stderr when it is not 0, and never dies of a signal or hangs.
final class NumericInputTests: XCTestCase {
    /// Out of range, tiny, signed zero, not a number, 2^63, 30 digits, negative.
    static let numbers = [
        "1e300", "-1e300", "1e-300", "-0", "0", "NaN", "9223372036854775808",
        "123456789012345678901234567890", "-5",
    ]
    /// Where the number goes in a command line or a spec.
    static let slot = "{N}"

    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loader-studio-numbers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    private var png: String { dir.appendingPathComponent("x.png").path }
    private var gif: String { dir.appendingPathComponent("x.gif").path }

    func testRenderFlags() throws {
        let n = Self.slot
        try check([
            ["render", "BallPulse", "--out", png, "--size", n],
            ["render", "BallPulse", "--out", png, "--size", "8", "--t", n],
            ["render", "BallPulse", "--out", png, "--size", "8", "--cycle-progress", n],
            ["render", "BallPulse", "--out", png, "--size", "8", "--frames", n],
            ["render", "BallPulse", "--out", gif, "--size", "8", "--frames", n],
            ["render", "BallPulse", "--out", gif, "--size", "8", "--fps", n],
            ["render", "BallPulse", "--out", gif, "--size", "8", "--frames", "3", "--fps", n],
            ["render", "BallPulse", "--out", png, "--size", "8", "--params", "count=\(n)"],
            ["render", "BallPulse", "--out", png, "--size", "8", "--params", "minScale=\(n)"],
            ["render", "BallPulse", "--out", gif, "--size", "8", "--frames", "2", "--params", "minScale=\(n)"],
        ])
    }

    func testProgressFlags() throws {
        let n = Self.slot
        var lines: [[String]] = []
        for type in ["linear", "circular", "border"] {
            let base = ["render", "--progress", type]
            lines += [
                base + ["--out", png, "--value", n],
                base + ["--out", png, "--size", n],
                base + ["--out", png, "--size", "16", "--scale", n],
                base + ["--out", png, "--size", "16", "--indeterminate-time", n],
                base + ["--out", gif, "--size", "16", "--frames", n],
                base + ["--out", gif, "--size", "16", "--fps", n],
                base + ["--out", gif, "--size", "16", "--value", "0.5", "--fps", n],
                base + ["--out", gif, "--size", "16", "--value", n, "--frames", "3"],
            ]
        }
        try check(lines)
    }

    func testProgressOptions() throws {
        let numeric = [
            "thickness", "trackGap", "segments", "amplitude", "wavelength", "waveSpeed", "sweepAngle",
            "cornerRadius", "speed", "size", "buffer",
        ]
        var lines: [[String]] = []
        for option in numeric {
            let value = "\(option)=\(Self.slot)"
            for type in ["linear", "circular", "border", "gauge", "bars"] {
                lines.append(["render", "--progress", type, "--options", value, "--out", png])
            }
            lines.append(["render", "--progress", "linear:wavy", "--options", value, "--value", "0.4", "--out", png])
            lines.append([
                "render", "--progress", "circular", "--options", value, "--size", "16", "--fps", "10", "--out", gif,
            ])
            lines.append([
                "render", "--progress", "liquid", "--options", value, "--value", "0.4", "--size", "16",
                "--fps", "10", "--out", gif,
            ])
        }
        try check(lines)
    }

    func testEvalListAndSchema() throws {
        let n = Self.slot
        try check([
            ["eval", "BallPulse", "--t", n],
            ["eval", "BallPulse", "--t", "0,\(n)", "--json"],
            ["eval", "BallPulse", "--samples", n],
            ["eval", "BallPulse", "--params", "count=\(n)", "--t", "0"],
            ["eval", "BallPulse", "--params", "minScale=\(n)", "--t", "0.2", "--json"],
            ["list", n],
            ["list", "--json", n],
            ["schema", n],
            ["validate", n],
        ])
    }

    /// The numbers of a spec file through `validate`, `eval`, `render` and the studio's editor.
    func testSpecNumbers() throws {
        let n = Self.slot
        let track = #"[{"property":"scale","keyTimes":[0,1],"values":[1,0.5]}]"#
        let specs = [
            #"{"schemaVersion":1,"name":"D","duration":\#(n),"layout":{"type":"single"},"shape":{"type":"circle"},"tracks":\#(track)}"#,
            #"{"schemaVersion":1,"name":"C","duration":1,"params":{"count":\#(n)},"layout":{"type":"row","count":{"$param":"count"},"gap":0.1},"shape":{"type":"circle"},"tracks":\#(track)}"#,
            #"{"schemaVersion":1,"name":"G","duration":1,"layout":{"type":"grid","columns":\#(n),"rows":2,"gap":0.05},"shape":{"type":"circle"},"tracks":\#(track)}"#,
            #"{"schemaVersion":1,"name":"R","duration":1,"layout":{"type":"single"},"shape":{"type":"ring","strokeWidth":0.1,"segments":\#(n)},"tracks":\#(track)}"#,
            #"{"schemaVersion":1,"name":"W","duration":1,"layout":{"type":"single","size":\#(n)},"shape":{"type":"ring","strokeWidth":\#(n)},"tracks":\#(track)}"#,
            #"{"schemaVersion":1,"name":"V","duration":1,"layout":{"type":"row","count":3,"gap":\#(n)},"shape":{"type":"rect","cornerRadius":\#(n)},"tracks":[{"property":"rotate","keyTimes":[0,1],"values":[0,\#(n)]}]}"#,
            #"{"schemaVersion":1,"name":"S","duration":1,"layout":{"type":"row","count":3,"gap":0.1},"shape":{"type":"circle"},"stagger":{"start":\#(n),"each":\#(n)},"tracks":\#(track)}"#,
        ]
        var lines: [[String]] = []
        for (k, spec) in specs.enumerated() {
            let file = dir.appendingPathComponent("spec-\(k)-\(n).json").path
            lines.append(["@spec", file, spec])
            lines += [
                ["validate", file],
                ["eval", file, "--samples", "3"],
                ["render", file, "--out", png, "--size", "8"],
                ["render", file, "--out", gif, "--size", "8"],
                ["render", file, "--out", gif, "--size", "8", "--frames", "3"],
                ["--screenshot", png, "--window", "400x300", "--screenshot-after", "0.1", "--mode", "editor", file],
            ]
        }
        try check(lines)
    }

    func testWindowOptions() throws {
        let n = Self.slot
        try check([
            ["--screenshot", png, "--window", "\(n)x300"],
            ["--screenshot", png, "--window", "400x\(n)"],
            ["--screenshot", png, "--window", "\(n)"],
            ["--screenshot", png, "--window", "400x300", "--screenshot-after", n],
            ["--screenshot", png, "--window", "400x300", "--mode", "progress", "--screenshot-after", n],
            ["--screenshot", png, "--window", "400x300", "--scale", n],
        ])
    }

    /// Runs every line with every number; a line `["@spec", PATH, TEXT]` writes the spec the
    /// following lines use.
    private func check(_ lines: [[String]], file: StaticString = #filePath, line: UInt = #line) throws {
        var failures: [String] = []
        var environment = StudioPixels.baseEnvironment
        environment["SDL_VIDEODRIVER"] = "dummy"
        for number in Self.numbers {
            for template in lines {
                let arguments = template.map { $0.replacingOccurrences(of: Self.slot, with: number) }
                if arguments.first == "@spec" {
                    try Data(arguments[2].utf8).write(to: URL(fileURLWithPath: arguments[1]))
                    continue
                }
                let (result, timedOut) = try BinaryRunner.run(arguments, environment: environment, timeout: 30)
                let shown = arguments.joined(separator: " ")
                if timedOut {
                    failures.append("hung: \(shown)")
                } else if result.signalled || !(0...2).contains(result.status) {
                    failures.append("status \(result.status): \(shown)\n\(result.errors.prefix(300))")
                } else if result.status != 0 && result.errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    failures.append("status \(result.status) without a message: \(shown)")
                }
            }
        }
        XCTAssertTrue(
            failures.isEmpty, "\(failures.count) failures:\n" + failures.joined(separator: "\n"), file: file, line: line
        )
    }
}
