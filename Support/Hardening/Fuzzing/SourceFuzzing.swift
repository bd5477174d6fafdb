import LoaderKitCore
import SpecLanguage
import UI

/// The `source` target: bytes as a sequence of edits through the code editor's editing API
/// (typing, deleting, pasting, undo, redo, Format, caret moves, indenting) on a built-in's text,
/// with the language engine's analysis after each edit. Invariants, each broken one returned as a
/// description (the libFuzzer driver traps on it, the regression tests fail with it):
/// - the text always equals the patches the buffer reported, applied in order to the start;
/// - undoing everything gives back the original bytes;
/// - every diagnostic's range lies inside the text, and every token too.
enum SourceFuzzing {
    /// The most edits one input makes (bounds the run time).
    static let editLimit = 64
    /// Text pieces typed and pasted: brackets, quotes, numbers, words, line breaks, multi-byte.
    static let pieces = [
        "{", "}", "[", "]", "\"", ":", ",", " ", "\n", "\r\n", "\t", "0", "-1.5e3", "true", "null",
        "\"parts\"", "\"layout\": {\"type\": \"ring\"}", "é", "漢", "😀", "\u{0301}", "\u{0}", "\\", "\"$param\"",
    ]

    /// Runs the edits `input` describes; returns the first broken invariant, or nil.
    static func check(_ input: [UInt8]) -> String? {
        MainActor.assumeIsolated { checkOnMain(input) }
    }

    @MainActor private static func checkOnMain(_ input: [UInt8]) -> String? {
        var bytes = FuzzBytes(input)
        let names = IndicatorSpec.builtinNames
        let name = names[Int(bytes.byte()) % names.count]
        let original = IndicatorSpec.builtinJSON(named: name) ?? "{}"
        var clock = 0.0
        let model = CodeEditorModel(text: original, clock: { clock })
        var mirror = model.buffer.bytes
        model.buffer.addObserver { applied in
            let range = applied.patch.range
            mirror.replaceSubrange(range, with: Array(applied.patch.replacement.utf8))
        }
        let start = model.buffer.bytes
        for edit in 0..<editLimit where !bytes.isAtEnd {
            clock += Double(bytes.byte() % 4) * 0.4
            let count = model.buffer.count
            switch bytes.byte() % 12 {
            case 0, 1: model.type(pieces[Int(bytes.byte()) % pieces.count])
            case 2: model.deleteBackward(word: bytes.bool())
            case 3: model.deleteForward(word: bytes.bool())
            case 4:
                model.paste(
                    String(repeating: pieces[Int(bytes.byte()) % pieces.count], count: Int(bytes.byte() % 8) + 1))
            case 5: model.undo()
            case 6: model.redo()
            case 7:
                if let formatted = SpecFormatter.format(model.buffer.bytes) {
                    model.replace(0..<count, with: String(decoding: formatted, as: UTF8.self))
                }
            case 8:
                let anchor = count == 0 ? 0 : Int(bytes.byte()) * 257 % (count + 1)
                let head = count == 0 ? 0 : Int(bytes.byte()) * 131 % (count + 1)
                model.select(TextSelection(anchor: anchor, head: head))
            case 9: model.newline()
            case 10: model.indent()
            default: model.outdent()
            }
            if mirror != model.buffer.bytes { return "after edit \(edit), the text differs from the patches applied" }
            if let outside = check(SpecAnalysis(bytes: model.buffer.bytes)) { return "after edit \(edit), \(outside)" }
        }
        while model.canUndo { model.undo() }
        if model.buffer.bytes != start { return "undoing everything did not give back the original bytes" }
        return nil
    }

    /// Every range the analysis gives lies inside its text: nil, or which range does not (byte offsets).
    static func check(_ analysis: SpecAnalysis) -> String? {
        let count = analysis.bytes.count
        for diagnostic in analysis.diagnostics {
            guard let range = diagnostic.range else {
                return "a diagnostic not placed in the text: \(diagnostic.message)"
            }
            if !(range.start >= 0 && range.end <= count) {
                return "a diagnostic at \(range) outside the text of \(count) bytes"
            }
        }
        for token in analysis.tokens where !(token.range.start >= 0 && token.range.end <= count) {
            return "a token at \(token.range.start)..<\(token.range.end) outside the text of \(count) bytes"
        }
        return nil
    }
}
