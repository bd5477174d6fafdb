/// Chinese text with Latin words and numbers in it, spaced as Chinese interfaces write it: a
/// space between a Han character and a Latin letter, digit or sign (`数值 > 0`, `track 对象`),
/// none between Han characters or next to full-width punctuation (`linear、ease`, `数值或`).
enum ChineseSpacing {
    /// The pieces run together, a space added where a Han character meets Latin text.
    static func join(_ pieces: [String]) -> String {
        var out = ""
        for piece in pieces where !piece.isEmpty {
            if let last = out.unicodeScalars.last, let first = piece.unicodeScalars.first,
                needsSpace(last, first)
            {
                out += " "
            }
            out += piece
        }
        return out
    }

    private enum Kind { case han, punctuation, space, latin }

    private static func kind(_ scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return .han
        case 0x3000...0x303F, 0xFF00...0xFFEF: return .punctuation
        default: return scalar.properties.isWhitespace ? .space : .latin
        }
    }

    private static func needsSpace(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        let pair = (kind(before), kind(after))
        return pair == (.han, .latin) || pair == (.latin, .han)
    }
}
