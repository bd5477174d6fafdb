/// Where a line may break inside text without spaces: between two CJK characters (ideographs,
/// kana, CJK punctuation and full-width forms), as UAX #14 allows, except before closing
/// punctuation (。，、）」 and the like, small kana, ー) and after opening punctuation (（「 ...).
enum LineBreaking {
    /// True when a line may break between `before` and `after`, two characters with no space
    /// between them.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        isCJK(before) && isCJK(after) && !noBreakAfter.contains(before) && !noBreakBefore.contains(after)
    }

    /// True for ideographs, kana, bopomofo and CJK punctuation and symbols (by the first scalar).
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return cjkRanges.contains { $0.contains(scalar.value) }
    }

    private static let cjkRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
        0x3000...0x303F,  // CJK symbols and punctuation
        0x3040...0x30FF,  // hiragana, katakana
        0x3100...0x312F,  // bopomofo
        0x31A0...0x31FF,  // bopomofo extended, CJK strokes, katakana phonetic extensions
        0x3200...0x33FF,  // enclosed CJK letters, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // full-width forms
        0xFF61...0xFF9F,  // half-width CJK punctuation and katakana
        0x20000...0x3FFFF,  // ideographs of planes 2 and 3
    ]

    /// Characters a line never starts with: the ideographic space, closing punctuation, iteration
    /// marks, small kana.
    private static let noBreakBefore: Set<Character> = Set(
        "\u{3000}、。，．：；！？）］｝〕〉》」』】〙〗〟｠・ー…‥々〻ゝゞヽヾ〜～"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
            + "｡｣､･ｰｧｨｩｪｫｬｭｮｯ")

    /// Characters a line never ends with: opening punctuation.
    private static let noBreakAfter: Set<Character> = Set("（［｛〔〈《「『【〘〖〝｟｢")
}
