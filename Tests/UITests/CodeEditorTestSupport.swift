import Foundation
import Graphics
import Render
import UITestSupport
import XCTest
@testable import UI

/// A tiny tokenizer for the tests: strings, numbers, `true`/`false`/`null`, punctuation, and
/// `//` comments to the line end; counts its calls and the bytes it was asked for.
@MainActor
final class TestTokenizer: SyntaxTokenProvider {
    var calls = 0
    var askedBytes = 0

    func tokens(in range: Range<Int>, of buffer: TextDocumentBuffer) -> [SyntaxToken] {
        calls += 1
        askedBytes += range.count
        let bytes = buffer.bytes
        var tokens: [SyntaxToken] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            let start = i
            var kind: SyntaxTokenKind?
            if b == 0x22 {
                i += 1
                while i < range.upperBound, bytes[i] != 0x22, bytes[i] != 0x0A { i += 1 }
                if i < range.upperBound, bytes[i] == 0x22 { i += 1 }
                kind = .string
            } else if (0x30...0x39).contains(b) || b == 0x2D {
                while i < range.upperBound, (0x30...0x39).contains(bytes[i]) || bytes[i] == 0x2E || bytes[i] == 0x2D {
                    i += 1
                }
                kind = .number
            } else if b == 0x2F, i + 1 < range.upperBound, bytes[i + 1] == 0x2F {
                while i < range.upperBound, bytes[i] != 0x0A { i += 1 }
                kind = .comment
            } else if (0x61...0x7A).contains(b) {
                while i < range.upperBound, (0x61...0x7A).contains(bytes[i]) { i += 1 }
                let word = buffer.string(in: start..<i)
                kind = ["true", "false", "null"].contains(word) ? .literal : .invalid
            } else if [0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x2C].contains(b) {
                i += 1
                kind = .punctuation
            } else {
                i += 1
            }
            if let kind { tokens.append(SyntaxToken(range: start..<i, kind: kind)) }
        }
        return tokens
    }
}

/// Folds every `{` or `[` that ends a line down to the line before its partner's.
@MainActor
final class TestFolds: FoldingRangeProvider {
    var calls = 0
    func foldingRanges(of buffer: TextDocumentBuffer) -> [CodeFoldRange]? {
        calls += 1
        var stack: [Int] = []
        var ranges: [CodeFoldRange] = []
        var inString = false
        for (i, b) in buffer.bytes.enumerated() {
            if b == 0x22 { inString.toggle() }
            guard !inString else { continue }
            if b == 0x7B || b == 0x5B { stack.append(buffer.line(containing: i)) }
            if (b == 0x7D || b == 0x5D), let start = stack.popLast() {
                let end = buffer.line(containing: i) - 1
                if end > start { ranges.append(CodeFoldRange(startLine: start, endLine: end)) }
            }
        }
        return ranges
    }
}

/// Offers fixed words; `"` is its trigger character.
@MainActor
final class TestCompletions: CompletionProvider {
    var words = ["indicator", "index", "duration", "delay", "color"]
    var triggerCharacters: Set<Character> = ["\""]
    var calls = 0

    func completions(at offset: Int, of buffer: TextDocumentBuffer) -> [CodeCompletionItem] {
        calls += 1
        var start = offset
        while start > 0, let b = buffer.byte(at: start - 1), (0x61...0x7A).contains(b) { start -= 1 }
        return words.map { CodeCompletionItem(label: $0, detail: "word", insertText: $0, range: start..<offset) }
    }
}

/// A hover provider that names the offset.
@MainActor
final class TestHover: HoverProvider {
    func hoverText(at offset: Int, of buffer: TextDocumentBuffer) -> String? { "offset \(offset)" }
}

/// A settable clock for typing bursts.
@MainActor
final class TestClock {
    var now = 100.0
    func advance(_ seconds: Double) { now += seconds }
}

/// An editor in a window, focused, with the test clock and providers.
@MainActor
struct EditorFixture {
    let window: WindowRoot
    let editor: CodeEditorView
    let clock: TestClock

    init(
        _ text: String, width: Double = 600, height: Double = 400, scale: Double = 1, theme: Theme = .light,
        folds: Bool = false, tokens: Bool = false
    ) {
        let clock = TestClock()
        let model = CodeEditorModel(buffer: TextDocumentBuffer(text), clock: { clock.now })
        let editor = CodeEditorView(model: model, strings: .testEnglish)
        if folds { editor.foldingProvider = TestFolds() }
        if tokens { editor.tokenProvider = TestTokenizer() }
        let content = View()
        content.addSubview(editor)
        editor.frame = Rect(x: 0, y: 0, width: width, height: height)
        window = makeWindow(width, height, scale: scale, content: content, theme: theme)
        window.focus(editor)
        self.editor = editor
        self.clock = clock
    }

    var model: CodeEditorModel { editor.model }
    var text: String { editor.model.text }

    /// Types text as the host does: a key down per character, then the text.
    func type(_ text: String) {
        for character in text {
            if character == "\n" {
                window.press(.enter)
            } else {
                window.handle(.keyDown(character == " " ? .space : .character(character)))
                window.type(String(character))
            }
        }
    }

    /// Renders the window and, when CODE_EDITOR_SNAPSHOTS names a folder, writes it there as a
    /// PPM image for a person to look at.
    func render(named name: String) -> Pixmap {
        let pixmap = window.renderAll()
        if let folder = ProcessInfo.processInfo.environment["CODE_EDITOR_SNAPSHOTS"] {
            var data = Data("P6\n\(pixmap.width) \(pixmap.height)\n255\n".utf8)
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let c = pixmap.pixel(x: x, y: y).straight.rgba8
                    data.append(contentsOf: [c.red, c.green, c.blue])
                }
            }
            try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).ppm"))
        }
        return pixmap
    }
}

/// A small JSON file with nesting, for drawing and folding.
let sampleJSON = """
    {
      "name": "Pulse",
      "duration": 1.2,
      "repeat": true,
      "parts": [
        {
          "shape": "circle",
          "size": 12, // a comment
          "color": null
        }
      ],
      "bad": nope
    }
    """

/// The UTF-8 offset of the first `needle` in `text`.
func offset(of needle: String, in text: String) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: needle)!.lowerBound.samePosition(in: text.utf8)!)
}

extension CodeEditorStrings {
    /// The find bar's words in English, as a caller would give them.
    static var testEnglish: CodeEditorStrings {
        CodeEditorStrings(
            find: "Find", goToLine: "Line or line:column", matchCase: "Match case", previous: "Previous", next: "Next",
            close: "Close", noResults: "No results", lines: { "Lines 1 to \($0)" },
            matchIndex: { "\($0) of \($1)\($2 ? "+" : "")" },
            matchCount: { "\($0)\($1 ? "+" : "") \($0 == 1 ? "match" : "matches")" },
            badLine: { "Type a line from 1 to \($0), or line:column" })
    }
}
