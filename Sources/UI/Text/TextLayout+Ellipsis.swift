/// Shortening a line that does not fit: its end is cut at a character and "…" put in its place.
extension TextLayout {
    /// The mark that ends a shortened line.
    static let ellipsis = "…"

    /// Keeps only the first line, cut so that it and an ellipsis fit `width` points (nothing
    /// changes when it fits). The ellipsis takes the font and colour of the text it follows.
    mutating func ellipsizeFirstLine(toWidth width: Double, engine: TextEngine) {
        guard var line = lines.first else { return }
        if lines.count > 1 { lines.removeLast(lines.count - 1) }
        guard line.width > width else { return }
        isTruncated = true
        var kept: [Piece] = []
        for piece in line.pieces {
            if piece.x + engine.width(of: piece.text.trimmingTrailingSpaces + Self.ellipsis, font: piece.font) <= width
            {
                kept.append(piece)
                continue
            }
            // The longest prefix of this piece that fits with the ellipsis.
            let characters = Array(piece.text)
            var low = 0, high = characters.count
            while low < high {
                let mid = (low + high + 1) / 2
                let prefix = String(characters[0..<mid]).trimmingTrailingSpaces
                if piece.x + engine.width(of: prefix + Self.ellipsis, font: piece.font) <= width {
                    low = mid
                } else {
                    high = mid - 1
                }
            }
            let prefix = String(characters[0..<low]).trimmingTrailingSpaces
            if !prefix.isEmpty || kept.isEmpty {
                var cut = piece
                cut.text = prefix
                cut.width = engine.width(of: prefix, font: piece.font)
                kept.append(cut)
            }
            break
        }
        // The ellipsis joins the last piece kept (in its font and colour).
        if var last = kept.popLast() {
            last.text = last.text.trimmingTrailingSpaces + Self.ellipsis
            last.width = engine.width(of: last.text, font: last.font)
            kept.append(last)
        }
        line.pieces = kept
        line.width = kept.last.map { $0.x + $0.width } ?? 0
        lines[0] = line
    }
}
