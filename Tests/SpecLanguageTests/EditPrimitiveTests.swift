import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class EditPrimitiveTests: XCTestCase {
    /// `text` after `edit`.
    private func edited(_ text: String, _ edit: SpecEdit, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        let bytes = Array(text.utf8)
        let edits = try SpecEditor.textEdits(for: edit, in: bytes)
        return String(decoding: SpecTextEdit.apply(edits, to: bytes), as: UTF8.self)
    }

    private func path(_ text: String) -> JSONPath { JSONPath(parsing: text)! }

    private let pretty = """
        {
          "name": "A",
          "tracks": [
            {
              "property": "scale",
              "keyTimes": [0, 0.5, 1],
              "values": [1, 0.5, 1]
            }
          ],
          "rest": {}
        }

        """

    func testSetReplacesOnlyTheValuesBytes() throws {
        let bytes = Array(pretty.utf8)
        let edits = try SpecEditor.textEdits(for: .set(path("tracks[0].values[1]"), json: "0.35"), in: bytes)
        XCTAssertEqual(edits.count, 1)
        let start = offset(of: "0.5, 1]\n", in: pretty)
        // "0.5" and "0.35" share "0." and "5": the smallest edit inserts "3".
        XCTAssertEqual(edits[0], SpecTextEdit(range: (start + 2)..<(start + 2), replacement: "3"))
        XCTAssertEqual(
            try edited(pretty, .set(path("name"), json: #""Bee""#)),
            pretty.replacingOccurrences(of: #""A""#, with: #""Bee""#))
    }

    func testSetAddsAMissingMemberInTheFilesStyle() throws {
        XCTAssertEqual(
            try edited(pretty, .set(path("duration"), json: "1.5")),
            pretty.replacingOccurrences(
                of: """
                      "rest": {}
                    }
                    """,
                with: """
                      "rest": {},
                      "duration": 1.5
                    }
                    """))
        XCTAssertEqual(
            try edited(#"{"a":1,"b":[1,2]}"#, .set(path("c"), json: #"{"x": [1, 2], "y": {}}"#)),
            #"{"a":1,"b":[1,2],"c":{"x":[1,2],"y":{}}}"#)
    }

    func testInsertedObjectIsIndentedLikeItsSiblings() throws {
        let result = try edited(
            pretty,
            .insert(
                path("tracks[1]"),
                json: #"{"property":"opacity","keyTimes":[0,1],"values":[1,0],"easing":[[0.42,0,0.58,1],"linear"]}"#))
        XCTAssertEqual(
            result,
            """
            {
              "name": "A",
              "tracks": [
                {
                  "property": "scale",
                  "keyTimes": [0, 0.5, 1],
                  "values": [1, 0.5, 1]
                },
                {
                  "property": "opacity",
                  "keyTimes": [0, 1],
                  "values": [1, 0],
                  "easing": [
                    [0.42, 0, 0.58, 1],
                    "linear"
                  ]
                }
              ],
              "rest": {}
            }

            """)
        XCTAssertEqual(result, SpecFormatter.format(result))
    }

    func testInsertKeepsOneLineContainersOnOneLine() throws {
        XCTAssertEqual(
            try edited(pretty, .insert(path("tracks[0].keyTimes[1]"), json: "0.25")),
            pretty.replacingOccurrences(of: "[0, 0.5, 1]", with: "[0, 0.25, 0.5, 1]"))
        XCTAssertEqual(
            try edited(pretty, .insert(path("tracks[0].keyTimes[3]"), json: "1")),
            pretty.replacingOccurrences(of: "[0, 0.5, 1]", with: "[0, 0.5, 1, 1]"))
        XCTAssertEqual(
            try edited(#"{"a":[1],"b":{"c":1}}"#, .insert(path("a[0]"), json: "[ 0 , 2 ]")),
            #"{"a":[[0,2],1],"b":{"c":1}}"#)
        XCTAssertEqual(try edited(#"{ "a": [1] }"#, .insert(path("a[1]"), json: "2")), #"{ "a": [1, 2] }"#)
    }

    func testInsertIntoEmptyContainers() throws {
        XCTAssertEqual(
            try edited(pretty, .insert(path("rest.opacity"), json: "0.5")),
            pretty.replacingOccurrences(of: #""rest": {}"#, with: "\"rest\": {\n    \"opacity\": 0.5\n  }"))
        XCTAssertEqual(try edited(#"{"a":[],"b":{}}"#, .insert(path("a[0]"), json: "1")), #"{"a":[1],"b":{}}"#)
        XCTAssertEqual(
            try edited(#"{"a":[],"b":{}}"#, .insert(path("b.c"), json: "[1, 2]")), #"{"a":[],"b":{"c":[1,2]}}"#)
        XCTAssertEqual(try edited("{\n  \"a\": []\n}\n", .insert(path("a[0]"), json: "3")), "{\n  \"a\": [3]\n}\n")
        XCTAssertEqual(
            try edited("{\n  \"a\": []\n}\n", .insert(path("a[0]"), json: #"{"b":1}"#)),
            "{\n  \"a\": [\n    {\n      \"b\": 1\n    }\n  ]\n}\n")
    }

    func testRemoveTakesItsSeparator() throws {
        XCTAssertEqual(
            try edited(pretty, .remove(path("tracks[0].keyTimes[2]"))),
            pretty.replacingOccurrences(of: "[0, 0.5, 1]", with: "[0, 0.5]"))
        XCTAssertEqual(
            try edited(pretty, .remove(path("tracks[0].keyTimes[0]"))),
            pretty.replacingOccurrences(of: "[0, 0.5, 1]", with: "[0.5, 1]"))
        XCTAssertEqual(
            try edited(pretty, .remove(path("rest"))), pretty.replacingOccurrences(of: ",\n  \"rest\": {}", with: ""))
        XCTAssertEqual(
            try edited(pretty, .remove(path("name"))), pretty.replacingOccurrences(of: "\"name\": \"A\",\n  ", with: "")
        )
        XCTAssertEqual(
            try edited(pretty, .remove(path("tracks[0]"))),
            pretty.replacingOccurrences(
                of: """
                    [
                        {
                          "property": "scale",
                          "keyTimes": [0, 0.5, 1],
                          "values": [1, 0.5, 1]
                        }
                      ]
                    """, with: "[]"))
        XCTAssertEqual(try edited(#"{"a":[1,2,3]}"#, .remove(path("a[1]"))), #"{"a":[1,3]}"#)
        XCTAssertEqual(try edited(#"{"a":1}"#, .remove(path("a"))), "{}")
    }

    func testLineBreaksAndIndentationComeFromTheFile() throws {
        let tabbed = "{\r\n\t\"a\": [\r\n\t\t{\r\n\t\t\t\"b\": 1\r\n\t\t}\r\n\t]\r\n}"
        XCTAssertEqual(
            try edited(tabbed, .insert(path("a[1]"), json: #"{"c":{"d":2}}"#)),
            "{\r\n\t\"a\": [\r\n\t\t{\r\n\t\t\t\"b\": 1\r\n\t\t},\r\n\t\t{\r\n\t\t\t\"c\": {\r\n\t\t\t\t\"d\": 2\r\n\t\t\t}\r\n\t\t}\r\n\t]\r\n}"
        )
    }

    func testAContainerAmongOneLineSiblingsIsWrittenOnOneLineWithTheirPadding() throws {
        let text =
            "{\n  \"layout\": { \"type\": \"single\" },\n  \"tracks\": [\n    { \"property\": \"scale\", \"keyTimes\": [0, 1] }\n  ]\n}"
        XCTAssertEqual(
            try edited(text, .insert(path("tracks[1]"), json: #"{"property":"rotate","keyTimes":[0,1]}"#)),
            text.replacingOccurrences(
                of: "[0, 1] }\n", with: "[0, 1] },\n    { \"property\": \"rotate\", \"keyTimes\": [0, 1] }\n"))
        XCTAssertEqual(
            try edited(text, .insert(path("shape"), json: #"{"type":"ring","strokeWidth":0.1}"#)),
            text.replacingOccurrences(
                of: "  ]\n}", with: "  ],\n  \"shape\": { \"type\": \"ring\", \"strokeWidth\": 0.1 }\n}"))
    }

    func testSmallestEditsNeverSplitACharacter() throws {
        let bytes = Array(#"{"name": "é"}"#.utf8)
        let edits = try SpecEditor.textEdits(for: .set(path("name"), json: #""è""#), in: bytes)
        // "é" and "è" share their first UTF-8 byte; the edit still replaces the whole character.
        XCTAssertEqual(edits, [SpecTextEdit(range: 10..<12, replacement: "è")])
    }

    func testKeepsValuesAsGiven() throws {
        XCTAssertEqual(
            try edited(#"{"a":1}"#, .set(path("a"), json: #"[1.50, "\u00e9", 1E+2]"#)), #"{"a":[1.50,"\u00e9",1E+2]}"#)
    }

    func testBadPathsAndJSONAreNamed() {
        let bytes = Array(pretty.utf8)
        func kind(_ edit: SpecEdit) -> SpecEditError.Kind? {
            do { _ = try SpecEditor.textEdits(for: edit, in: bytes); return nil } catch { return error.kind }
        }
        XCTAssertEqual(kind(.set(path("tracks[3]"), json: "1")), .badPath)
        XCTAssertEqual(kind(.set(path("nothing.deeper"), json: "1")), .badPath)
        XCTAssertEqual(kind(.insert(path("tracks[0].keyTimes[4]"), json: "1")), .badPath)
        XCTAssertEqual(kind(.insert(path("name"), json: "1")), .badPath)
        XCTAssertEqual(kind(.remove(path("absent"))), .badPath)
        XCTAssertEqual(kind(.remove(JSONPath())), .badPath)
        XCTAssertEqual(kind(.insert(path("name[0]"), json: "1")), .badPath)
        XCTAssertEqual(kind(.set(path("name"), json: "{")), .badJSON)
        XCTAssertEqual(kind(.set(path("name"), json: "1 2")), .badJSON)
        XCTAssertThrowsError(try SpecEditor.textEdits(for: .set(path("a"), json: "1"), in: Array("{\"a\":".utf8)))
    }
}
