import Foundation
import TestSupport
import XCTest
@testable import LoaderKitCore

/// Seeded random mutations of the built-in specs through validation and the evaluator: no
/// crash, no hang, and every problem has a message.
final class MutationTests: XCTestCase {
    private typealias Path = [JSONPath.Component]

    /// A random path to a value in `node`: a random walk down from the root that stops at each
    /// level with probability 1/4 (or at a leaf).
    private func randomPath(_ node: JSONNode, _ rng: inout SeededGenerator) -> Path {
        var path: Path = []
        var current = node
        while Int.random(in: 0..<4, using: &rng) != 0 {
            switch current.kind {
            case .array(let items) where !items.isEmpty:
                let i = Int.random(in: 0..<items.count, using: &rng)
                path.append(.index(i))
                current = items[i]
            case .object(let o) where !o.members.isEmpty:
                let m = o.members.randomElement(using: &rng)!
                path.append(.key(m.key))
                current = m.value
            default:
                return path
            }
        }
        return path
    }

    /// `node` with the value at `path` passed through `change` (nil removes it).
    private func updating(
        _ node: JSONNode, at path: ArraySlice<JSONPath.Component>,
        _ change: (JSONNode) -> JSONNode?
    ) -> JSONNode? {
        guard let first = path.first else { return change(node) }
        switch (first, node.kind) {
        case (.index(let i), .array(var items)) where i < items.count:
            if let updated = updating(items[i], at: path.dropFirst(), change) {
                items[i] = updated
            } else {
                items.remove(at: i)
            }
            return .array(items)
        case (.key(let k), .object(let o)):
            var members: [JSONObject.Member] = []
            for m in o.members {
                if m.key == k {
                    if let updated = updating(m.value, at: path.dropFirst(), change) {
                        members.append(JSONObject.Member(key: m.key, keyStart: 0, value: updated))
                    }
                } else {
                    members.append(m)
                }
            }
            return JSONNode(.object(JSONObject(members: members, prototype: o.prototype)))
        default:
            return node
        }
    }

    /// A hostile replacement value.
    private func randomValue(_ rng: inout SeededGenerator, like original: JSONNode) -> JSONNode {
        switch Int.random(in: 0..<22, using: &rng) {
        case 0: return .null
        case 1: return .string("1")
        case 2: return .string("")
        case 3: return .string("NaN")
        case 4: return .number(1e308)
        case 5: return .number(-1e308)
        case 6: return .number(1e12)
        case 7: return .number(0)
        case 8: return .number(-1)
        case 9: return .number(Double.random(in: -3...3, using: &rng))
        case 10: return .number(Double(Int.random(in: 0...20_000, using: &rng)))
        case 11: return .array([])
        case 12: return .object([])
        case 13: return .bool(Bool.random(using: &rng))
        case 14: return .array([original])
        case 15:
            return .object([
                ("$param", .string(["count", "toString", "__proto__", "minScale", "x"].randomElement(using: &rng)!))
            ])
        case 16: return .object([("toString", .number(1))])
        case 17: return .object([("__proto__", original)])
        case 18:
            return .string(
                [
                    "ring", "row", "grid", "stack", "single", "circle", "rect", "line", "triangle", "ease",
                    "constructor", "scale", "strokeEnd", "rotateX",
                ].randomElement(using: &rng)!)
        case 19: return .array([.number(0.5), .string("0.2"), .number(0.1)])
        case 20: return .number(0.5)
        default:
            return .array(
                (0..<Int.random(in: 0...5, using: &rng)).map { _ in .number(Double.random(in: -1...2, using: &rng)) })
        }
    }

    /// One structural mutation of `root`.
    private func mutateTree(_ root: JSONNode, _ rng: inout SeededGenerator) -> JSONNode {
        let path = randomPath(root, &rng)
        let kind = Int.random(in: 0..<6, using: &rng)
        if kind == 0, !path.isEmpty {
            // Delete the member or item.
            return updating(root, at: path[...], { _ in nil }) ?? root
        }
        if kind == 1 {
            // Reorder or duplicate array items.
            return updating(root, at: path[...]) { node in
                guard var items = node.array, !items.isEmpty else { return node }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: items.reverse()
                case 1: items.append(items.randomElement(using: &rng)!)
                default: items.swapAt(0, items.count - 1)
                }
                return .array(items)
            } ?? root
        }
        if kind == 2 {
            // Add a member (a duplicate name, a prototype, a group field, an unknown field).
            return updating(root, at: path[...]) { node in
                guard var o = node.object else { return node }
                let key = [
                    "__proto__", "parts", "layout", "stagger", "durations", "rest", "groupTracks", "tracks", "easing",
                    "orient", "sweep", "segments", "count", "0", "future",
                ].randomElement(using: &rng)!
                o.set(JSONObject.Member(key: key, keyStart: 0, value: randomValue(&rng, like: node)))
                return JSONNode(.object(o))
            } ?? root
        }
        return updating(root, at: path[...]) { node in randomValue(&rng, like: node) } ?? root
    }

    /// One text-level mutation: truncate, flip or insert a byte, or make a number overflow.
    private func mutateText(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var out = bytes
        let i = Int.random(in: 0..<out.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: out.removeSubrange(i...)
        case 1: out[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
        case 2: out.insert(UInt8.random(in: 0...255, using: &rng), at: i)
        case 3:
            // The number starting at or after i becomes 1e999 or -1e999.
            guard let start = out[i...].firstIndex(where: { (48...57).contains($0) }) else { break }
            var end = start
            while end < out.count, (48...57).contains(out[end]) || out[end] == UInt8(ascii: ".") { end += 1 }
            out.replaceSubrange(start..<end, with: Array((Bool.random(using: &rng) ? "1e999" : "-1e999").utf8))
        default:
            out.insert(
                contentsOf: Array(["[", "{", "\"", "\\", "\u{FEFF}", "é", "\u{0}"].randomElement(using: &rng)!.utf8),
                at: i)
        }
        return out
    }

    func testSeededMutationsNeverCrash() throws {
        var rng = SeededGenerator(seed: 0x10AD_E4C1)
        let names = IndicatorSpec.builtinNames
        let trees = try names.map { try JSONParser.parse(try XCTUnwrap(IndicatorSpec.builtinJSON(named: $0))) }
        let iterations = 10_200
        var usable = 0, rejected = 0, syntax = 0
        for iteration in 0..<iterations {
            var tree = trees[iteration % trees.count]
            for _ in 0..<Int.random(in: 1...3, using: &rng) { tree = mutateTree(tree, &rng) }
            var bytes = Array(JSONWriter.string(tree, indent: Int.random(in: 0...1, using: &rng) * 2).utf8)
            if Int.random(in: 0..<4, using: &rng) == 0 { bytes = mutateText(bytes, &rng) }

            let result = IndicatorSpec.check(bytes: bytes)
            func label() -> String { "iteration \(iteration): \(String(decoding: bytes.prefix(300), as: UTF8.self))" }
            let source = SourceText(bytes)
            for problem in result.problems {
                let location = problem.location(in: source, root: result.root)
                if problem.message.isEmpty || problem.message.hasSuffix(".") || location.line < 1 || location.column < 1
                {
                    XCTFail("\(label()): bad problem \(problem.message.debugDescription) at \(location)")
                }
            }
            if result.problems.first?.stage == .syntax { syntax += 1 }
            if iteration % 16 == 0 {
                XCTAssertEqual(IndicatorSpec.validate(jsonData: Data(bytes)), result.problems.map(\.message), label())
            }

            guard let spec = result.spec else {
                XCTAssertFalse(result.problems.isEmpty, label())
                rejected += 1
                continue
            }
            usable += 1
            XCTAssertEqual(result.problems, [], label())
            // A usable spec stays usable: typed validation, the JSON round trip and the evaluator.
            XCTAssertEqual(spec.validationErrors(), [], label())
            let again = try? IndicatorSpec(json: spec.jsonString())
            XCTAssertEqual(again, spec, label())
            do {
                let evaluator = try IndicatorEvaluator(spec: spec)
                var buffer: [ElementState] = []
                for t in [0, 0.37, 1.5, -1, evaluator.timeForCycleProgress(0.5)] {
                    let states = evaluator.states(at: t)
                    XCTAssertEqual(states.count, evaluator.elementCount, label())
                    evaluator.states(at: t, into: &buffer)
                    XCTAssertEqual(buffer.count, states.count, label())
                }
                // A hostile override is rejected or used, never a crash.
                for name in spec.paramNames where iteration % 4 == 0 {
                    _ = try? IndicatorEvaluator(
                        spec: spec, params: [name: [Double.nan, 1e12, -5, 2.5].randomElement(using: &rng)!])
                }
            } catch {
                XCTFail("\(label()): a spec that check(bytes:) accepted did not prepare: \(error)")
            }
        }
        XCTAssertGreaterThan(usable, 500, "too few mutations stay valid to exercise the evaluator")
        XCTAssertGreaterThan(rejected, 4_000)
        XCTAssertGreaterThan(syntax, 500)
    }
}
