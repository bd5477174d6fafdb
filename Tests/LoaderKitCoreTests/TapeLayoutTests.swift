import Foundation
import XCTest

@testable import LoaderKitCore

/// The tape the parser writes in place (a first buffer, then a spill for dense text), and the
/// one-pass member reads of the validator, each against an independent reading.
final class TapeLayoutTests: XCTestCase {
    /// Every value of `tape` from `i` as a tree, read through the tape's own accessors.
    private func describe(_ tape: JSONTape, _ i: Int) -> String {
        switch tape.kind(i) {
        case .null: return "null"
        case .bool: return tape.bool(i)! ? "true" : "false"
        case .number: return JSNumberFormat.string(tape.number(i)!)
        case .string: return "\"" + tape.string(i)! + "\""
        case .array: return "[" + tape.items(i).map { describe(tape, $0) }.joined(separator: ",") + "]"
        case .object:
            return "{"
                + tape.members(i).map { tape.string($0.key)! + ":" + describe(tape, $0.value) }
                .joined(separator: ",") + "}"
        }
    }

    func testDenseTextSpillsAndReadsBackWhole() throws {
        // Two bytes a record: three times the first buffer's share, so most records spill.
        let count = 5_000
        let text = "[" + (0..<count).map { String($0 % 10) }.joined(separator: ",") + "]"
        let tape = try JSONParser.tape(Array(text.utf8))
        XCTAssertEqual(tape.count(tape.root), count)
        let items = tape.items(tape.root)
        XCTAssertEqual(items.count, count)
        for (k, item) in items.enumerated() { XCTAssertEqual(tape.number(item), Double(k % 10)) }
        XCTAssertEqual(tape.end(tape.root), text.utf8.count)
    }

    func testObjectsClosedInTheSpillKeepTheirCountsAndLayouts() throws {
        // Objects whose records and keys lie past the first buffer: duplicate keys, an index key
        // and `__proto__` there still give JavaScript's view, and nested counts are right.
        let filler = (0..<2_000).map { _ in "0" }.joined(separator: ",")
        let text =
            "[" + filler
            + ",{\"b\":1,\"a\":2,\"b\":3},{\"2\":0,\"x\":1,\"1\":2},{\"__proto__\":{\"p\":1},\"q\":[1,2,3]}]"
        let tape = try JSONParser.tape(Array(text.utf8))
        let items = tape.items(tape.root)
        XCTAssertEqual(items.count, 2_003)
        XCTAssertEqual(describe(tape, items[2_000]), "{b:3,a:2}")
        XCTAssertEqual(describe(tape, items[2_001]), "{1:2,2:0,x:1}")
        XCTAssertEqual(describe(tape, items[2_002]), "{q:[1,2,3]}")
        XCTAssertEqual(tape.get(items[2_002], "p").node.flatMap(tape.number), 1)
    }

    func testASyntaxErrorInTheSpillIsReportedWhereItIs() {
        let filler = (0..<2_000).map { _ in "1" }.joined(separator: ",")
        let text = "[" + filler + ",{\"a\" 1}]"
        XCTAssertThrowsError(try JSONParser.tape(Array(text.utf8))) { error in
            let syntax = error as? JSONSyntaxError
            XCTAssertEqual(syntax?.reason, "expected ':' after the member name \"a\"")
            XCTAssertEqual(syntax?.offset, text.utf8.count - 3)
        }
    }

    /// Texts that write the most records for their punctuation, or a key before the parse
    /// finds its colon missing: each parses or fails with a message, within `RecordBound`.
    func testRecordBoundHoldsForTextsAtItsEdge() throws {
        for text in ["[[{\"\"", "{\"a\"}", "{\"a\" 1}", "[{\"\"", "[1,]", "{\"a\":1,}", "[[[[1]]]]", "{}", "1", "\"\""]
        {
            let bytes = Array(text.utf8)
            let bound = bytes.withUnsafeBufferPointer { RecordBound($0) }
            do {
                let tape = try JSONParser.tape(bytes)
                XCTAssertLessThanOrEqual(tape.records.count, bound.records, text)
            } catch {
                XCTAssertFalse(error.reason.isEmpty, text)
            }
        }
        // Punctuation inside one string asks for room by its length, not by its colons.
        let colons = "\"" + String(repeating: ":", count: 10_000) + "\""
        let bound = Array(colons.utf8).withUnsafeBufferPointer { RecordBound($0) }
        XCTAssertLessThanOrEqual(bound.records, colons.utf8.count + 1)
        XCTAssertEqual(try JSONParser.tape(Array(colons.utf8)).records.count, 1)
    }

    /// `lookups` must equal `get` name by name on every kind of object and value.
    func testLookupsEqualGetNameByName() throws {
        let names: [StaticString] = ["layout", "shape", "toString", "constructor", "", "values", "length", "éa"]
        let set = JSONKeySet(names)
        let texts = [
            #"{"layout":1,"shape":{"a":2},"values":[1],"":3}"#,
            #"{"layout":1,"layout":2,"shape":3}"#,
            #"{"__proto__":{"shape":5,"layout":6},"layout":7}"#,
            #"{"__proto__":null,"toString":1}"#,
            #"{"1":1,"0":2,"values":3}"#,
            #"{"lay\u006fut":8,"\u00e9a":9}"#,
            #"{"e\u0301a":1}"#,
            #"[1,2,3]"#,
            #""text""#,
            #"{}"#,
        ]
        for text in texts {
            let parsed = try JSONParser.tape(Array(text.utf8))
            let fromTree = JSONTape(tree: JSONNode(tape: parsed))
            for tape in [parsed, fromTree] {
                let found = tape.lookups(tape.root, set)
                for (k, name) in names.enumerated() {
                    XCTAssertEqual(
                        String(describing: found[k]), String(describing: tape.get(tape.root, name.description)),
                        "\(name) in \(text)")
                }
            }
        }
    }
}
