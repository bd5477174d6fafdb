import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class SyntaxTreeTests: XCTestCase {
    /// On every fixture: the root covers the text between leading and trailing whitespace, each
    /// node lies inside its parent, and the tree agrees with LoaderKitCore's parser.
    func testRangesCoverTheSourceOnEveryFixture() throws {
        for file in try Fixtures.all() {
            let tree = SpecSyntaxTree(file.bytes)
            let root = try XCTUnwrap(tree.root, file.name)
            let significant = file.bytes.indices.filter { ![0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[$0]) }
            XCTAssertEqual(tree[root].range, ByteRange(significant.first!, significant.last! + 1), file.name)
            for (id, node) in tree.nodes.enumerated() {
                if let parent = node.parent {
                    XCTAssertTrue(
                        tree[parent].range.start <= node.range.start && node.range.end <= tree[parent].range.end,
                        "\(file.name) node \(id)")
                }
                XCTAssertTrue(node.isClosed, file.name)
                XCTAssertNotEqual(node.kind, .invalid, file.name)
            }
            // Every value LoaderKitCore's parser sees has the same range in the tree.
            var pending: [(JSONNode, JSONPath)] = [(try JSONParser.parse(file.bytes), JSONPath())]
            while let (node, path) = pending.popLast() {
                let id = try XCTUnwrap(tree.node(at: path), "\(file.name) \(path)")
                XCTAssertEqual(tree[id].range, ByteRange(node.start, node.end), "\(file.name) \(path)")
                if let items = node.array { pending += items.enumerated().map { ($1, path.appending($0)) } }
                if let object = node.object { pending += object.members.map { ($0.value, path.appending($0.key)) } }
            }
        }
    }

    /// Tokens come in order, never overlap, and cover every byte that is not whitespace.
    func testTokensCoverTheTextInOrderOnEveryFixture() throws {
        for file in try Fixtures.all() {
            let tree = SpecSyntaxTree(file.bytes)
            var covered = 0
            var last = 0
            for token in tree.tokens {
                XCTAssertGreaterThanOrEqual(token.range.start, last, file.name)
                XCTAssertGreaterThan(token.range.length, 0, file.name)
                XCTAssertNotEqual(token.kind, .invalid, file.name)
                last = token.range.end
                covered += token.range.length
            }
            let whitespace = file.bytes.filter { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.count
            XCTAssertEqual(covered + whitespace, file.bytes.count, file.name)
        }
    }

    func testTokenKinds() {
        let text = #"{"a": [1, true, null, "s"], "b": NaN}"#
        let tree = SpecSyntaxTree(text)
        XCTAssertEqual(
            tree.tokens.map(\.kind),
            [
                .punctuation, .key, .punctuation, .punctuation, .number, .punctuation, .literal, .punctuation, .literal,
                .punctuation, .string, .punctuation, .punctuation, .key, .punctuation, .invalid, .punctuation,
            ])
        XCTAssertEqual(tree.tokens.map { slice(text, $0.range) }.joined(), text.filter { $0 != " " })
        // The tokens of a range: those that overlap it.
        let from = offset(of: "true", in: text)
        XCTAssertEqual(tree.tokens(in: ByteRange(from, from + 7)).map { slice(text, $0.range) }, ["true", ",", "null"])
    }

    func testLookupByPathAndOffset() throws {
        let text = """
            {"parts": [{"layout": {"type": "row", "gap": 0.1}}, {"layout": {"type": "row", "gap": 0.25}}]}
            """
        let tree = SpecSyntaxTree(text)
        let gap = try XCTUnwrap(tree.node(atPath: "parts[1].layout.gap"))
        XCTAssertEqual(slice(text, tree[gap].range), "0.25")
        XCTAssertEqual(tree.path(of: gap).description, "parts[1].layout.gap")
        XCTAssertNil(tree.node(atPath: "parts[2]"))
        XCTAssertEqual(
            tree.deepestNode(at: JSONPath(parsing: "parts[1].layout.count")!), tree.node(atPath: "parts[1].layout"))
        let at = try XCTUnwrap(tree.node(atOffset: offset(of: "25", in: text)))
        XCTAssertEqual(at, gap)
        let key = try XCTUnwrap(tree.node(atOffset: offset(of: "\"gap\": 0.1", in: text) + 1))
        XCTAssertEqual(slice(text, tree[key].range), "\"gap\"")
        XCTAssertEqual(tree.number(gap), 0.25)
    }

    func testDuplicateKeysResolveToTheLastAsInJavaScript() throws {
        let text = #"{"a": 1, "a": 2, "__proto__": {"b": 3}}"#
        let tree = SpecSyntaxTree(text)
        XCTAssertEqual(slice(text, tree[try XCTUnwrap(tree.node(atPath: "a"))].range), "2")
        XCTAssertNil(tree.node(atPath: "__proto__"))
        XCTAssertEqual(tree.children(of: tree.root!).count, 3)
    }

    /// A node keeps a container's children and a member's key and value in the same two slots
    /// (24 bytes a node): each kind reads only its own, the others read as none.
    func testEachKindReadsOnlyItsOwnSlots() throws {
        XCTAssertEqual(MemoryLayout<SyntaxNode>.stride, 24)
        let text = #"{"a": [1, 2], "b": {"c": true}}"#
        let tree = SpecSyntaxTree(text)
        let root = try XCTUnwrap(tree.root)
        XCTAssertEqual(tree.key(ofMember: root), nil)
        XCTAssertEqual(tree.value(ofMember: root), nil)
        let members = Array(tree.children(of: root))
        XCTAssertEqual(members.count, 2)
        for member in members {
            XCTAssertEqual(tree[member].kind, .member)
            XCTAssertTrue(tree.children(of: member).isEmpty)
            XCTAssertNotNil(tree.key(ofMember: member))
        }
        let list = try XCTUnwrap(tree.value(ofMember: members[0]))
        XCTAssertEqual(tree.children(of: list).map { tree.text(of: $0) }, ["1", "2"])
        let items = tree.children(of: list)
        let second = items[items.index(after: items.startIndex)]
        XCTAssertEqual(items.firstIndex(of: second).map { $0 - items.startIndex }, 1)
        let one = items[items.startIndex]
        XCTAssertTrue(tree.children(of: one).isEmpty)
        XCTAssertNil(tree.key(ofMember: one))
        XCTAssertEqual(tree.keyName(ofMember: members[1]), "b")
        XCTAssertEqual(tree.path(of: try XCTUnwrap(tree.node(atPath: "a[1]"))).description, "a[1]")
    }

    /// Broken text still gives a tree: unclosed containers run to the end, a member may lack its
    /// value, missing commas are assumed, stray brackets are skipped.
    func testRecoversFromBrokenText() throws {
        let text = #"{"parts":[{"layout":{"type":"row", ""#
        let tree = SpecSyntaxTree(text)
        let layout = try XCTUnwrap(tree.node(atPath: "parts[0].layout"))
        XCTAssertFalse(tree[layout].isClosed)
        XCTAssertEqual(tree[layout].range.end, text.utf8.count)
        XCTAssertEqual(tree.children(of: layout).count, 2)
        XCTAssertEqual(tree.string(try XCTUnwrap(tree.node(atPath: "parts[0].layout.type"))), "row")

        let missing = SpecSyntaxTree(#"{"a": 1 "b": [1 2], "c": , "d": }"#)
        XCTAssertEqual(missing.children(of: missing.root!).count, 4)
        XCTAssertEqual(missing.children(of: try XCTUnwrap(missing.node(atPath: "b"))).count, 2)
        XCTAssertNil(missing.node(atPath: "c"))
        XCTAssertTrue(missing[missing.root!].isClosed)

        let mismatched = SpecSyntaxTree(#"{"a": [1, {"b": 2]}"#)
        XCTAssertEqual(mismatched.children(of: try XCTUnwrap(mismatched.node(atPath: "a"))).count, 2)
        XCTAssertFalse(mismatched[try XCTUnwrap(mismatched.node(atPath: "a[1]"))].isClosed)
        XCTAssertTrue(mismatched[mismatched.root!].isClosed)
    }

    /// Deep nesting costs no call stack.
    func testDeepNestingDoesNotOverflow() {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tree = SpecSyntaxTree(text)
        XCTAssertEqual(tree.nodes.count, depth)
        XCTAssertTrue(tree[tree.root!].isClosed)
        XCTAssertEqual(UnknownFieldCheck.diagnostics(tree: tree), [])
    }

    func testFoldingRangesAreTheMultiLineContainers() {
        let text = "{\n  \"a\": [1, 2],\n  \"b\": {\n    \"c\": 1\n  }\n}\n"
        let analysis = SpecAnalysis(text)
        XCTAssertEqual(analysis.foldingRanges.map { [$0.startLine, $0.endLine] }, [[1, 6], [3, 5]])
        XCTAssertEqual(slice(text, analysis.foldingRanges[1].range), "{\n    \"c\": 1\n  }")
    }

    func testLineIndexCountsColumnsAsValidateDoes() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\n  \"é\": 1}".utf8)
        let lines = LineIndex(bytes)
        let one = bytes.firstIndex(of: UInt8(ascii: "1"))!
        XCTAssertEqual(lines.location(ofOffset: one), SourceLocation(line: 2, column: 8))
        XCTAssertEqual(lines.location(ofOffset: one), SourceText(bytes).location(ofOffset: one))
        XCTAssertEqual(lines.offset(of: SourceLocation(line: 2, column: 8)), one)
        XCTAssertEqual(lines.offset(of: SourceLocation(line: 1, column: 1)), 3)
    }
}
