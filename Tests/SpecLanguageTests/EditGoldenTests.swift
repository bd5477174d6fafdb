import Foundation
import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// Every kind of edit on the 50 built-ins and the 29 examples, pretty and one-line: the changed
/// byte ranges and their replacements are compared with `Tests/Fixtures/golden/edit/*.txt`
/// (`RECORD_GOLDENS=1` rewrites them), and each primitive edit must stay inside the value or
/// container it touches.
final class EditGoldenTests: XCTestCase {
    /// The specs, as (name, bytes): the examples as written (pretty by hand) and the built-ins as
    /// `SpecFormatter.format` writes them; or every spec minified.
    private func specs(pretty: Bool) throws -> [(name: String, bytes: [UInt8])] {
        let all = Fixtures.builtins() + (try Fixtures.examples())
        XCTAssertEqual(all.count, 79)
        return try all.map { spec in
            let isExample = spec.name.hasPrefix("examples/")
            let bytes =
                pretty ? (isExample ? spec.bytes : SpecFormatter.format(spec.bytes)) : SpecFormatter.minify(spec.bytes)
            return (spec.name, try XCTUnwrap(bytes, spec.name))
        }
    }

    /// One operation of each kind that applies to `bytes`.
    static func operations(for bytes: [UInt8]) -> [SpecOperation] {
        let targets = EditTargets(bytes)
        let part = targets.parts[0]
        let tree = SpecSyntaxTree(bytes)
        var operations: [SpecOperation] = [.set(JSONPath([.key("name")]), json: #""Edited""#)]
        if let track = targets.tracks.first {
            let n = track.keyframes
            operations.append(.moveKeyframe(track: track.path, index: min(1, n - 1), time: 0.4))
            operations.append(.setKeyframeValue(track: track.path, index: 0, json: "0.25"))
            let times =
                tree.node(at: track.path.appending(key: "keyTimes")).map {
                    tree.children(of: $0).compactMap { tree.number($0) }
                } ?? []
            if times.count >= 2 { operations.append(.addKeyframe(track: track.path, time: (times[0] + times[1]) / 2)) }
            operations.append(.removeKeyframe(track: track.path, index: n > 2 ? 1 : 0))
            operations.append(.setEasing(track: track.path, json: #""easeInOut""#))
            operations.append(.setEasing(track: track.path, json: nil))
            operations.append(.removeTrack(track: track.path))
        }
        let layoutTypes = ["single", "stack", "row", "grid", "ring"],
            shapeTypes = ["circle", "rect", "ring", "triangle", "line"]
        func next(_ path: JSONPath, _ types: [String]) -> String {
            let current = tree.node(at: path.appending(key: "type")).flatMap { tree.string($0) } ?? ""
            return types[((types.firstIndex(of: current) ?? -1) + 1) % types.count]
        }
        operations.append(.setLayoutType(part: part, type: next(part.appending(key: "layout"), layoutTypes)))
        operations.append(.setShapeType(part: part, type: next(part.appending(key: "shape"), shapeTypes)))
        operations.append(.addPart)
        operations.append(.duplicatePart(index: 0))
        if targets.partCount > 1 {
            operations.append(.removePart(index: targets.partCount - 1))
            operations.append(.movePart(from: 0, to: targets.partCount - 1))
        }
        let used = Set(
            targets.tracks.filter { $0.path.parent?.parent == part }.compactMap { track in
                tree.node(at: track.path.appending(key: "property")).flatMap { tree.string($0) }
            })
        if let free = Property.allCases.first(where: {
            !used.contains($0.rawValue) && $0 != .strokeStart && $0 != .strokeEnd
        }) {
            operations.append(.addTrack(part: part, group: false, property: free.rawValue))
        }
        operations.append(.addTrack(part: part, group: true, property: "rotate"))
        // The timing lists both ways (the one that does not apply records its refusal) and the
        // rest values, the first (a member, or the whole `rest` when it is the only one).
        operations += [
            .addElementOffsets(part: part), .removeElementOffsets(part: part),
            .addElementDurations(part: part), .removeElementDurations(part: part),
        ]
        if let rest = tree.node(at: part.appending(key: "rest")), let first = tree.children(of: rest).first,
            let name = tree.keyName(ofMember: first)
        {
            operations.append(.removeRest(part: part, property: name))
        }
        return operations
    }

    /// A byte string as a JSON string (so a golden line stays one line).
    private static func quoted(_ bytes: [UInt8]) -> String {
        var out = ""
        JSONWriter.writeString(String(decoding: bytes, as: UTF8.self), into: &out)
        return out
    }

    private func golden(pretty: Bool) throws -> String {
        var lines: [String] = []
        for spec in try specs(pretty: pretty) {
            lines.append("== \(spec.name)")
            for operation in Self.operations(for: spec.bytes) {
                var line = "\(operation):"
                do {
                    let result = try SpecEditor.perform(operation, on: spec.bytes)
                    for edit in result.textEdits {
                        line += " \(edit.range.lowerBound)..<\(edit.range.upperBound) \(Self.quoted(edit.replacement))"
                    }
                    line += result.isValid ? " | valid" : " | \(result.problems[0])"
                } catch {
                    line += " refused: \(error.message)"
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func compare(_ text: String, golden name: String) throws {
        let url = Fixtures.directory.appendingPathComponent("golden/edit/\(name)")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("missing golden \(url.path); run the tests with RECORD_GOLDENS=1 to record it")
        }
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, (a, b)) in zip(got, want).enumerated() where a != b {
            return XCTFail("\(name) line \(i + 1) differs:\n got: \(a)\nwant: \(b)")
        }
        XCTAssertEqual(got.count, want.count, name)
    }

    func testPrettyEditsMatchTheGolden() throws { try compare(try golden(pretty: true), golden: "pretty.txt") }

    func testOneLineEditsMatchTheGolden() throws { try compare(try golden(pretty: false), golden: "one-line.txt") }

    /// Each primitive edit of every operation changes bytes only inside the value it sets, or
    /// inside the container it inserts into or removes from; a removal takes the member or item
    /// with one comma and white space only.
    func testEditsStayInsideTheTouchedRanges() throws {
        for pretty in [true, false] {
            for spec in try specs(pretty: pretty) {
                for operation in Self.operations(for: spec.bytes) {
                    var bytes = spec.bytes
                    guard let steps = try? OperationLowering(tree: SpecSyntaxTree(bytes)).steps(for: operation) else {
                        continue
                    }
                    for lowered in steps {
                        let step = lowered.edit
                        let context = "\(spec.name) \(operation) \(step)"
                        let tree = SpecSyntaxTree(bytes)
                        let edits = try SpecEditor.textEdits(
                            for: step, in: bytes, keepingOneLineContainers: lowered.keepsOneLineContainers)
                        try checkContained(edits, step, tree, context)
                        bytes = SpecTextEdit.apply(edits, to: bytes)
                        XCTAssertNotNil(try? JSONParser.parse(bytes), context)
                    }
                }
            }
        }
    }

    private func checkContained(_ edits: [SpecTextEdit], _ step: SpecEdit, _ tree: SpecSyntaxTree, _ context: String)
        throws
    {
        func interior(_ path: JSONPath) throws -> Range<Int> {
            let container = try XCTUnwrap(tree.node(at: path), context)
            return (tree[container].range.start + 1)..<(tree[container].range.end - 1)
        }
        let allowed: Range<Int>
        switch step {
        case .set(let path, _):
            if let node = tree.node(at: path) {
                allowed = tree[node].range.start..<tree[node].range.end
            } else {
                allowed = try interior(try XCTUnwrap(path.parent))
            }
        case .insert(let path, _):
            allowed = try interior(try XCTUnwrap(path.parent))
            let container = try XCTUnwrap(tree.node(at: path.parent!))
            if !tree.children(of: container).isEmpty { XCTAssertTrue(edits.allSatisfy { $0.range.isEmpty }, context) }
        case .renameKey(let path, _):
            allowed = try interior(try XCTUnwrap(path.parent))
        case .remove(let path):
            allowed = try interior(try XCTUnwrap(path.parent))
            let node = try XCTUnwrap(tree.node(at: path), context)
            var target = tree[node].range
            if let member = tree[node].parent, tree[member].kind == .member { target = tree[member].range }
            XCTAssertEqual(edits.count, 1, context)
            let removed = try XCTUnwrap(edits.first).range
            XCTAssertTrue(removed.lowerBound <= target.start && target.end <= removed.upperBound, context)
            let extra =
                Array(tree.bytes[removed.lowerBound..<target.start])
                + Array(tree.bytes[target.end..<removed.upperBound])
            XCTAssertLessThanOrEqual(extra.filter { $0 == 0x2C }.count, 1, context)
            XCTAssertTrue(extra.allSatisfy { [0x2C, 0x20, 0x0A, 0x0D, 0x09].contains($0) }, context)
        }
        for edit in edits {
            XCTAssertTrue(
                allowed.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= allowed.upperBound,
                "\(context): \(edit.range) outside \(allowed)")
        }
    }
}
