import Glibc
import LanguageServer

/// `lsp` (named only): the language server as an editor uses it. A digit typed into a number of
/// a spec of about 20 KB and of about 1 MB (`largeSpecText`), as an incremental `didChange`,
/// to the `publishDiagnostics` of the new text (p95 and median over 200 keystrokes, in
/// process, so the figure is the server's work); the 1 MB spec's lint at the next idle moment;
/// and the resident memory one open document adds (the spec's text, its analysis and the
/// message that carried it, as `/proc/self/statm` counts it).
let languageServerBenchmarks: [Benchmark] = [
    Benchmark(
        name: "lsp",
        summary:
            "language server: didChange of one digit to publishDiagnostics (20 KB, 1 MB; p95), memory of an open document"
    ) {
        LanguageServerBenchmark.run()
    }
]

enum LanguageServerBenchmark {
    static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for (label, size) in [("20kb", 20_000), ("1mb", 1_000_000)] {
            let server = SpecLanguageServer()
            _ = server.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
            let text = largeSpecText(bytes: size)
            let before = SoakBenchmark.residentBytes()
            let opened = server.handle(message(open(text)))
            precondition(opened.count == 1, "didOpen publishes once")
            _ = server.idle()
            let held = (SoakBenchmark.residentBytes() - before) / 1_048_576
            // Typing digits into one number, one keystroke at a time: "0.1" -> "0.15", "0.155", …
            let caret = text[(text.count / 2)...].firstRange(of: Array("\"size\": 0.1".utf8))!.upperBound
            let position = LinePosition(text, caret)
            var samples: [Double] = []
            for k in 0..<200 {
                let change = didChange(version: k + 2, line: position.line, character: position.character + k)
                let published = measureSeconds {
                    let replies = server.handle(message(change))
                    precondition(replies.count == 1, "didChange publishes once")
                }
                samples.append(published)
            }
            let lint = measureSeconds { blackHole(server.idle()) }
            figures.append(
                BenchFigure(name: "didchange_\(label)_p95_ms", value: percentile(samples, 0.95) * 1e3, unit: "ms"))
            figures.append(BenchFigure(name: "didchange_\(label)_median_ms", value: median(samples) * 1e3, unit: "ms"))
            figures.append(BenchFigure(name: "idle_lint_\(label)_ms", value: lint * 1e3, unit: "ms"))
            figures.append(BenchFigure(name: "resident_\(label)_mb", value: held, unit: "MB"))
        }
        return figures
    }

    private static func message(_ json: String) -> [UInt8] { Array(json.utf8) }

    private static func open(_ text: [UInt8]) -> String {
        var escaped = ""
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): escaped += "\\\""
            case UInt8(ascii: "\\"): escaped += "\\\\"
            case 0x0A: escaped += "\\n"
            default: escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///bench.json","languageId":"json","version":1,"text":""#
            + escaped + #""}}}"#
    }

    private static func didChange(version: Int, line: Int, character: Int) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///bench.json","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(line),"character":\#(character)}},"text":"5"}]}}"#
    }

    /// The line and column (ASCII text) of byte `offset`.
    private struct LinePosition {
        var line = 0, character = 0
        init(_ text: [UInt8], _ offset: Int) {
            for byte in text[0..<offset] {
                if byte == 0x0A {
                    line += 1
                    character = 0
                } else {
                    character += 1
                }
            }
        }
    }

    private static func percentile(_ samples: [Double], _ p: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
}
