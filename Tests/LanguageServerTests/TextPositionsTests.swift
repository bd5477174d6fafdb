import SpecWorkspace
import XCTest

/// Positions as editors count them: UTF-16 code units by default, UTF-8 bytes when agreed, lines
/// ending at `\n`, `\r\n` or a lone `\r`.
final class TextPositionsTests: XCTestCase {
    // "é" is 2 bytes and 1 UTF-16 unit; "🔵" is 4 bytes and 2 units (a surrogate pair).
    let text = Array("{\"name\": \"é🔵x\"}\r\n\"b\"\r\"c\"\n".utf8)

    func testUTF16CountsSurrogatePairsAsTwoUnits() {
        let positions = TextPositions(text)
        XCTAssertEqual(positions.lineStarts, [0, 21, 25, 29])
        let x = 16  // the byte of "x": the opening quote at 9, then "é" (2 bytes) and "🔵" (4)
        XCTAssertEqual(text[x], UInt8(ascii: "x"))
        XCTAssertEqual(positions.position(ofOffset: x, in: .utf16), TextPosition(line: 0, character: 13))
        XCTAssertEqual(positions.position(ofOffset: x, in: .utf8), TextPosition(line: 0, character: 16))
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 13), in: .utf16), x)
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 16), in: .utf8), x)
        // Half of the surrogate pair, or a byte inside a sequence: the character's start.
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 12), in: .utf16), 12)
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 13), in: .utf8), 12)
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 11), in: .utf8), 9 + 1)
    }

    func testLinesEndAtEveryKindOfBreakAndPositionsClamp() {
        let positions = TextPositions(text)
        XCTAssertEqual(positions.position(ofOffset: 22, in: .utf16), TextPosition(line: 1, character: 1))
        XCTAssertEqual(positions.position(ofOffset: 26, in: .utf16), TextPosition(line: 2, character: 1))
        // A character past the line's end is its end (before the break); a line past the last
        // is the text's end; an offset on the break counts as the line's end.
        XCTAssertEqual(positions.offset(of: TextPosition(line: 0, character: 99), in: .utf16), 19)
        XCTAssertEqual(positions.offset(of: TextPosition(line: 9, character: 0), in: .utf16), text.count)
        XCTAssertEqual(positions.position(ofOffset: 20, in: .utf16), TextPosition(line: 0, character: 16))
        XCTAssertEqual(positions.position(ofOffset: 999, in: .utf16), TextPosition(line: 3, character: 0))
        XCTAssertEqual(positions.offset(of: TextPosition(line: -1, character: 4), in: .utf16), 0)
    }

    /// Line starts shared from a `\n`-only index are taken as they are, unless a lone `\r`
    /// ends a line the index does not know of.
    func testSharedLineStartsUnlessALoneCarriageReturn() {
        let plain = Array("{\r\n\"a\": 1\n}".utf8)
        XCTAssertEqual(TextPositions(plain, newlineStarts: [0, 3, 10]).lineStarts, [0, 3, 10])
        XCTAssertEqual(TextPositions(plain).lineStarts, [0, 3, 10])
        let lone = Array("{\r\"a\": 1\n}\r".utf8)
        XCTAssertEqual(TextPositions(lone, newlineStarts: [0, 9]).lineStarts, TextPositions(lone).lineStarts)
        XCTAssertEqual(TextPositions(lone).lineStarts, [0, 2, 9, 11])
    }

    /// Every offset at a character's start survives the round trip in both encodings.
    func testRoundTripsAtEveryCharacterStart() {
        let positions = TextPositions(text)
        for offset in 0...text.count where offset == text.count || text[offset] & 0xC0 != 0x80 {
            let isBreak =
                offset < text.count
                && (text[offset] == 0x0A || (offset > 0 && text[offset - 1] == 0x0D && text[offset] == 0x0A))
            guard !isBreak || text[offset] == 0x0D else { continue }
            for encoding in [PositionEncoding.utf16, .utf8] {
                let position = positions.position(ofOffset: offset, in: encoding)
                XCTAssertEqual(positions.offset(of: position, in: encoding), offset, "\(offset) \(encoding)")
            }
        }
    }
}
