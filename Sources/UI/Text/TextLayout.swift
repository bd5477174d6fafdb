import Graphics

/// Rich text broken into lines that fit a width, measured with a text engine (points).
@MainActor
public struct TextLayout {
    /// One measured piece of a line, all in one font and colour.
    public struct Piece: Hashable {
        public var text: String
        public var font: Font
        public var color: ThemedColor
        /// Offset from the line's left end, in points.
        public var x: Double
        public var width: Double
    }

    /// One line: its pieces, width and metrics (points).
    public struct Line: Hashable {
        public var pieces: [Piece] = []
        public var width = 0.0
        public var ascent = 0.0
        public var height = 0.0
    }

    /// The lines, top to bottom.
    public internal(set) var lines: [Line] = []
    /// True when the text was shortened: lines past `maxLines` dropped, or `ellipsizeFirstLine`
    /// cut the first line.
    public internal(set) var isTruncated = false

    /// The size of the text, in points: the widest line by the sum of line heights.
    public var size: Size {
        Size(lines.map(\.width).max() ?? 0, lines.reduce(0) { $0 + $1.height })
    }

    /// Lays out `runs` (defaults `font`, `color`) within `width` points; `maxLines` 0 means any
    /// number. Lines break at spaces and newlines, between CJK characters (`LineBreaking`), and
    /// inside words longer than a line.
    ///
    /// Words of one font and colour join into one piece, measured whole: a font's width of a
    /// string is not the sum of its words' widths (runs round and kern), and the next piece must
    /// start where this one's drawn text ends.
    public init(
        runs: [TextRun], font: Font, color: ThemedColor, width: Double, maxLines: Int = 0,
        engine: TextEngine
    ) {
        var line = Line()
        func finishLine() {
            if line.pieces.isEmpty {
                let m = engine.metrics(of: font)
                line.ascent = m.ascent
                line.height = m.lineHeight
            }
            // Trailing spaces do not count toward the width.
            if var last = line.pieces.last {
                let trimmed = last.text.trimmingTrailingSpaces
                if trimmed.utf8.count != last.text.utf8.count {
                    last.width = engine.width(of: trimmed, font: last.font)
                    last.text = trimmed
                    line.pieces[line.pieces.count - 1] = last
                    line.width = last.x + last.width
                }
            }
            lines.append(line)
            line = Line()
        }
        /// Where the line would end with `text` appended (points).
        func end(with text: String, _ runFont: Font, _ runColor: ThemedColor) -> Double {
            if let last = line.pieces.last, last.font == runFont, last.color == runColor {
                return last.x + engine.width(of: last.text + text, font: runFont)
            }
            return line.width + engine.width(of: text, font: runFont)
        }
        func append(_ text: String, _ runFont: Font, _ runColor: ThemedColor) {
            let m = engine.metrics(of: runFont)
            line.ascent = max(line.ascent, m.ascent)
            line.height = max(line.height, m.lineHeight)
            if var last = line.pieces.last, last.font == runFont, last.color == runColor {
                last.text += text
                last.width = engine.width(of: last.text, font: runFont)
                line.pieces[line.pieces.count - 1] = last
            } else {
                line.pieces.append(
                    Piece(
                        text: text, font: runFont, color: runColor, x: line.width,
                        width: engine.width(of: text, font: runFont)))
            }
            let last = line.pieces[line.pieces.count - 1]
            line.width = last.x + last.width
        }
        let limit = width > 0 ? width : .infinity
        for run in runs {
            let runFont = run.font ?? font, runColor = run.color ?? color
            for (index, paragraph) in run.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { finishLine() }
                for word in Self.words(of: String(paragraph)) {
                    let visible = word.trimmingTrailingSpaces
                    if end(with: visible, runFont, runColor) > limit, !line.pieces.isEmpty { finishLine() }
                    if engine.width(of: visible, font: runFont) > limit {
                        // Break a long word at characters.
                        var chunk = ""
                        for character in word {
                            let next = chunk + String(character)
                            if end(with: next, runFont, runColor) > limit, !chunk.isEmpty || !line.pieces.isEmpty {
                                if !chunk.isEmpty { append(chunk, runFont, runColor) }
                                finishLine()
                                chunk = String(character)
                            } else {
                                chunk = next
                            }
                        }
                        if !chunk.isEmpty { append(chunk, runFont, runColor) }
                        continue
                    }
                    append(word, runFont, runColor)
                }
            }
        }
        finishLine()
        if maxLines > 0, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            isTruncated = true
        }
        if lines.count > 1 { spaceLines(engine: engine) }
    }

    /// Sets each line of a paragraph as far from the next as the faces its text falls back to
    /// set their own lines (`TextEngine.lineSpacing`): wrapped Chinese gets Noto Sans CJK's
    /// spacing. A single line keeps its font's height, so a label's box is the same in every
    /// language.
    private mutating func spaceLines(engine: TextEngine) {
        for i in lines.indices {
            var spacing = lines[i].height
            for piece in lines[i].pieces where !piece.text.utf8.allSatisfy({ $0 < 0x80 }) {
                spacing = max(spacing, engine.lineSpacing(of: piece.text, font: piece.font))
            }
            // Half the extra space above the line and half below, as a browser leads a line.
            lines[i].ascent += ((spacing - lines[i].height) / 2).rounded()
            lines[i].height = spacing
        }
    }

    /// Splits text into words, each keeping the spaces that follow it; CJK text, which has no
    /// spaces, splits where `LineBreaking` allows a break (mostly between any two characters).
    static func words(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inSpaces = false
        var previous: Character?
        for character in text {
            if character == " " {
                inSpaces = true
            } else if inSpaces {
                result.append(current)
                current = ""
                inSpaces = false
            } else if let previous, LineBreaking.allowsBreak(between: previous, and: character) {
                result.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

extension String {
    /// The string without its trailing spaces (whole characters), walking back from the end only.
    var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard self[previous] == " " else { break }
            end = previous
        }
        return end == endIndex ? self : String(self[..<end])
    }
}
