import Foundation
import Graphics
import Render
import SDLHost
import UI

/// The code editor on a 1 MB file of 30,000 lines, drawn with the SDL2_ttf fonts as the host
/// draws it: a keystroke (type a character mid-file, keep the caret in view, record and
/// rasterize the dirty region) and a wheel scroll frame.
let codeEditorBenchmarks: [Benchmark] = [
    Benchmark(
        name: "codeeditor",
        summary: "code editor on a 1 MB, 30,000-line file: keystroke and scroll frame (record + rasterize), medians"
    ) {
        MainActor.assumeIsolated { CodeEditorBenchmark.run() }
    }
]

@MainActor
enum CodeEditorBenchmark {
    /// A JSON-like text of about 1 MB in 30,000 lines.
    static func makeText() -> String {
        var lines = ["{", "  \"items\": ["]
        var i = 0
        while lines.count < 29_998 {
            lines.append("    { \"id\": \(i), \"on\": true },")
            i += 1
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func makeWindow() -> (WindowRoot, CodeEditorView) {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        // The benchmark never opens the find bar: it has no words.
        let strings = CodeEditorStrings(
            find: "", goToLine: "", matchCase: "", previous: "", next: "", close: "", noResults: "",
            lines: { _ in "" }, matchIndex: { _, _, _ in "" }, matchCount: { _, _ in "" }, badLine: { _ in "" })
        let editor = CodeEditorView(text: makeText(), strings: strings)
        editor.tokenProvider = BenchTokens()
        let root = WindowRoot(textEngine: engine, contentView: editor)
        root.layout(size: Size(1000, 700), scale: 1)
        root.focus(editor)
        return (root, editor)
    }

    static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        let openSeconds = measureSeconds {
            let (root, _) = makeWindow()
            blackHole(root.recordFrame())
        }
        figures.append(BenchFigure(name: "open_1mb_ms", value: openSeconds * 1000, unit: "ms"))
        let (root, editor) = makeWindow()
        let (w, h) = root.pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        let renderer = Renderer()
        renderer.render(root.recordFrame().list, into: &pixmap)
        figures.append(BenchFigure(name: "bytes", value: Double(editor.model.buffer.count), unit: "bytes"))
        editor.model.goTo(line: 15_000, column: 20)
        editor.scrollCaretIntoView()
        renderer.render(root.recordFrame().list, into: &pixmap)

        var keystroke: [Double] = [], edit: [Double] = []
        for i in 0..<200 {
            let t0 = MonotonicClock.seconds
            root.handle(.keyDown(.character("x")))
            root.handle(.textInput(i % 20 == 19 ? " " : "x"))
            let t1 = MonotonicClock.seconds
            renderer.render(root.recordFrame().list, into: &pixmap)
            let t2 = MonotonicClock.seconds
            edit.append(t1 - t0)
            keystroke.append(t2 - t0)
        }
        figures.append(BenchFigure(name: "keystroke_1mb_ms", value: median(keystroke) * 1000, unit: "ms"))
        figures.append(BenchFigure(name: "keystroke_edit_only_1mb_ms", value: median(edit) * 1000, unit: "ms"))

        var scroll: [Double] = []
        let point = Point(500, 350)
        for i in 0..<200 {
            let t0 = MonotonicClock.seconds
            root.handle(.wheel(dx: 0, dy: i < 100 ? -40 : 40, at: point))
            renderer.render(root.recordFrame().list, into: &pixmap)
            scroll.append(MonotonicClock.seconds - t0)
        }
        figures.append(BenchFigure(name: "scroll_frame_1mb_ms", value: median(scroll) * 1000, unit: "ms"))
        blackHole(pixmap)
        return figures
    }
}

/// A small JSON tokenizer for the benchmark's workload: strings, numbers, punctuation and
/// `true`/`false`/`null`, over the bytes asked for only.
@MainActor
final class BenchTokens: SyntaxTokenProvider {
    func tokens(in range: Range<Int>, of buffer: TextDocumentBuffer) -> [SyntaxToken] {
        let bytes = buffer.bytes
        var tokens: [SyntaxToken] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let start = i
            switch bytes[i] {
            case 0x22:
                i += 1
                while i < range.upperBound, bytes[i] != 0x22, bytes[i] != 0x0A { i += 1 }
                i = min(range.upperBound, i + 1)
                tokens.append(SyntaxToken(range: start..<i, kind: .string))
            case 0x2D, 0x30...0x39:
                while i < range.upperBound, bytes[i] == 0x2E || bytes[i] == 0x2D || (0x30...0x39).contains(bytes[i]) {
                    i += 1
                }
                tokens.append(SyntaxToken(range: start..<i, kind: .number))
            case 0x61...0x7A:
                while i < range.upperBound, (0x61...0x7A).contains(bytes[i]) { i += 1 }
                tokens.append(SyntaxToken(range: start..<i, kind: .literal))
            case 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x2C:
                i += 1
                tokens.append(SyntaxToken(range: start..<i, kind: .punctuation))
            default:
                i += 1
            }
        }
        return tokens
    }
}
