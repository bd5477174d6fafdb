import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// A small seeded generator (SplitMix64), so a failure replays.
struct EditRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func pick<T>(_ list: [T]) -> T { list[int(list.count)] }
}

/// The parts and tracks of a spec, as paths.
struct EditTargets {
    var parts: [JSONPath] = []
    var tracks: [(path: JSONPath, keyframes: Int)] = []
    /// The rest value names of each part, and whether its stagger is a list and it has durations.
    var rest: [JSONPath: [String]] = [:]
    var offsetLists: Set<JSONPath> = []
    var durationLists: Set<JSONPath> = []
    var partCount: Int { parts.count }

    init(_ bytes: [UInt8]) {
        let tree = SpecSyntaxTree(bytes)
        guard let root = tree.root else { return }
        if let list = tree.value(named: "parts", in: root) {
            parts = tree.children(of: list).indices.map {
                JSONPath([.key("parts"), .index($0 - tree.children(of: list).startIndex)])
            }
        } else {
            parts = [JSONPath()]
        }
        for part in parts {
            if let object = tree.node(at: part.appending(key: "rest")), tree[object].kind == .object {
                rest[part] = tree.children(of: object).compactMap { tree.keyName(ofMember: $0) }
            }
            if let stagger = tree.node(at: part.appending(key: "stagger")), tree[stagger].kind == .array {
                offsetLists.insert(part)
            }
            if tree.node(at: part.appending(key: "durations")) != nil { durationLists.insert(part) }
            for key in ["tracks", "groupTracks"] {
                guard let list = tree.node(at: part.appending(key: key)) else { continue }
                for (i, track) in tree.children(of: list).enumerated() {
                    let count = tree.value(named: "keyTimes", in: track).map { tree.children(of: $0).count } ?? 0
                    tracks.append((part.appending(key: key).appending(index: i), count))
                }
            }
        }
    }
}

/// A random operation that applies to the spec (its paths exist).
func randomOperation(_ bytes: [UInt8], _ random: inout EditRandom) -> SpecOperation {
    let targets = EditTargets(bytes)
    let time = (random.unit() * 100).rounded() / 100
    let part = random.pick(targets.parts)
    let properties = Property.allCases.map(\.rawValue)
    while true {
        switch random.int(16) {
        case 0, 1, 2:
            guard let track = targets.tracks.randomElement(using: &random), track.keyframes > 0 else { continue }
            return .moveKeyframe(track: track.path, index: random.int(track.keyframes), time: time)
        case 3:
            guard let track = targets.tracks.randomElement(using: &random), track.keyframes > 0 else { continue }
            return .setKeyframeValue(
                track: track.path, index: random.int(track.keyframes), json: SpecNumberText.format(time * 2 - 0.5))
        case 4, 5:
            guard let track = targets.tracks.randomElement(using: &random) else { continue }
            return .addKeyframe(track: track.path, time: time)
        case 6:
            guard let track = targets.tracks.randomElement(using: &random), track.keyframes > 2 else { continue }
            return .removeKeyframe(track: track.path, index: random.int(track.keyframes))
        case 7:
            guard let track = targets.tracks.randomElement(using: &random) else { continue }
            let choices: [String?] = [nil, #""easeInOut""#, "[0.2, 0.7, 0.4, 1.2]", #""linear""#]
            return .setEasing(track: track.path, json: random.pick(choices))
        case 8: return .setLayoutType(part: part, type: random.pick(["single", "stack", "row", "grid", "ring"]))
        case 9: return .setShapeType(part: part, type: random.pick(["circle", "rect", "ring", "triangle", "line"]))
        case 10:
            switch random.int(4) {
            case 0: return .addPart
            case 1: return .duplicatePart(index: random.int(targets.partCount))
            case 2:
                guard targets.partCount > 1 else { continue }
                return .removePart(index: random.int(targets.partCount))
            default:
                return .movePart(from: random.int(targets.partCount), to: random.int(targets.partCount))
            }
        case 11:
            let group = random.int(3) == 0
            return .addTrack(
                part: part, group: group,
                property: random.pick(group ? Property.groupProperties.map(\.rawValue) : properties))
        case 12:
            guard let track = targets.tracks.randomElement(using: &random), targets.tracks.count > 1 else { continue }
            return .removeTrack(track: track.path)
        case 13:
            // Per-element offsets or durations, created (sometimes for more elements than the
            // default params make) or removed as the part has them.
            let atLeast = random.int(2) == 0 ? 0 : random.int(12)
            if random.int(2) == 0 {
                return targets.offsetLists.contains(part)
                    ? .removeElementOffsets(part: part)
                    : .addElementOffsets(part: part, atLeast: atLeast)
            }
            return targets.durationLists.contains(part)
                ? .removeElementDurations(part: part)
                : .addElementDurations(part: part, atLeast: atLeast)
        case 14:
            guard let names = targets.rest[part], !names.isEmpty else {
                let property = random.pick(["opacity", "scale", "rotate", "translateY"])
                return .set(part.appending(key: "rest"), json: "{\"\(property)\": \(SpecNumberText.format(time))}")
            }
            return .removeRest(part: part, property: random.pick(names))
        default:
            return .set(JSONPath([.key("duration")]), json: SpecNumberText.format(0.5 + time))
        }
    }
}

extension Array {
    func randomElement(using random: inout EditRandom) -> Element? { isEmpty ? nil : self[random.int(count)] }
}

/// Random keyframes of one to three tracks: a run of neighbours, every keyframe, or any of them.
func randomSelection(_ targets: EditTargets, _ random: inout EditRandom) -> KeyframeSelection {
    let tracks = targets.tracks.filter { $0.keyframes > 0 }
    var keys: [KeyframeSelection.TrackKeys] = []
    for _ in 0..<(1 + random.int(3)) {
        guard let track = tracks.randomElement(using: &random) else { break }
        let n = track.keyframes
        let indices: [Int]
        switch random.int(3) {
        case 0:
            let start = random.int(n)
            indices = Array(start..<(start + 1 + random.int(n - start)))
        case 1: indices = Array(0..<n)
        default: indices = (0..<n).filter { _ in random.int(2) == 0 }
        }
        keys.append(KeyframeSelection.TrackKeys(track: track.path, indices: indices))
    }
    return KeyframeSelection(keys)
}

/// A random group operation on random keyframes of the spec (nil when it has no keyframes).
func randomGroupOperation(_ bytes: [UInt8], _ random: inout EditRandom) -> SpecOperation? {
    let targets = EditTargets(bytes)
    let selection = randomSelection(targets, &random)
    guard !selection.isEmpty else { return nil }
    let step = Double(random.int(21) - 10) / 100
    switch random.int(7) {
    case 0: return .moveKeyframes(selection, by: random.pick([step, step / 2, 0.1, -0.2, 0.05]))
    case 1:
        let pivot: KeyframeTimePivot = random.int(2) == 0 ? .selectionStart : .keyTime(Double(random.int(11)) / 10)
        return .scaleKeyframeTimes(selection, factor: random.pick([0.5, 1.5, 2, 0.25, 0.8, 1.1]), pivot: pivot)
    case 2: return .offsetKeyframeValues(selection, by: random.pick([step, 0.1, -0.25, 1.5, 0.001]))
    case 3: return .scaleKeyframeValues(selection, factor: random.pick([0.5, 2, -1, 1.5, 0.3, 0]))
    case 4:
        let easings = [#""easeIn""#, #""easeOut""#, #""linear""#, "[0.2, 0.7, 0.4, 1.2]", #""ease""#]
        return .setSegmentEasing(selection, json: random.pick(easings))
    case 5: return .reverseKeyframes(selection)
    default: return .makeLoop(tracks: selection.tracks.map(\.track))
    }
}

extension SpecOperation {
    /// True for the operations on a selection of keyframes.
    var isGroupOperation: Bool {
        switch self {
        case .moveKeyframes, .scaleKeyframeTimes, .offsetKeyframeValues, .scaleKeyframeValues, .setSegmentEasing,
            .reverseKeyframes, .makeLoop:
            return true
        default: return false
        }
    }
}

/// The edits that undo `result` (relative to its new text), in order.
func inverse(of edits: [SpecTextEdit], old: [UInt8]) -> [SpecTextEdit] {
    var shift = 0
    return edits.map { edit in
        let start = edit.range.lowerBound + shift
        shift += edit.replacement.count - edit.range.count
        return SpecTextEdit(range: start..<(start + edit.replacement.count), replacement: Array(old[edit.range]))
    }
}

final class EditPropertyTests: XCTestCase {
    /// Times (seconds) at which two specs' motion is compared.
    private static let sampleTimes: [Double] = [0, 0.05, 0.2, 0.37, 0.5, 0.66, 0.9, 1.25, 1.9, 3.1]

    /// The states of every element at the sample times, or the problems.
    private func motion(_ bytes: [UInt8]) -> Result<[[ElementState]], ProblemList> {
        let checked = IndicatorSpec.checkAndPrepare(bytes: bytes)
        guard let evaluator = checked.evaluator else {
            return .failure(ProblemList(messages: checked.problems.map(\.message)))
        }
        return .success(Self.sampleTimes.map { evaluator.states(at: $0) })
    }

    struct ProblemList: Error, Equatable { var messages: [String] }

    /// `groups`: half the operations are group operations on random keyframes (the rest as
    /// without), and a group operation the engine refuses must be one the model refuses.
    private func run(_ name: String, _ original: [UInt8], seed: UInt64, steps: Int, groups: Bool = false) throws {
        var random = EditRandom(seed: seed)
        var bytes = original
        var undo: [[SpecTextEdit]] = []
        var applied = 0
        for step in 0..<steps {
            let group = groups && random.int(2) == 0 ? randomGroupOperation(bytes, &random) : nil
            let operation = group ?? randomOperation(bytes, &random)
            let context = "\(name) seed \(seed) step \(step): \(operation)"
            let result: SpecEditResult
            do {
                result = try SpecEditor.perform(operation, on: bytes)
            } catch {
                XCTAssertEqual(error.kind, .notApplicable, context)
                if operation.isGroupOperation {
                    XCTAssertThrowsError(
                        try EditModel(try JSONParser.parse(bytes)).applying(operation), "\(context): \(error.message)")
                }
                continue
            }
            XCTAssertEqual(SpecTextEdit.apply(result.textEdits, to: bytes), result.bytes, context)
            for (a, b) in zip(result.textEdits, result.textEdits.dropFirst()) {
                XCTAssertLessThan(a.range.upperBound, b.range.lowerBound + 1, context)
            }
            // The same change made on the parsed JSON.
            let model = try EditModel(try JSONParser.parse(bytes)).applying(operation)
            let reference = Array(model.json.utf8)
            switch (motion(result.bytes), motion(reference)) {
            case (.success(let a), .success(let b)): XCTAssertEqual(a, b, context)
            case (.failure(let a), .failure(let b)): XCTAssertEqual(a, b, context)
            case (let a, let b): XCTFail("\(context): \(a) vs \(b)")
            }
            XCTAssertEqual(
                result.problems, IndicatorSpec.checkAndPrepare(bytes: result.bytes).problems.map(\.message), context)
            // A visual control keeps valid results only.
            guard result.isValid else { continue }
            undo.append(inverse(of: result.textEdits, old: bytes))
            bytes = result.bytes
            applied += 1
        }
        XCTAssertGreaterThan(applied, steps / 4, name)
        for edits in undo.reversed() { bytes = SpecTextEdit.apply(edits, to: bytes) }
        XCTAssertEqual(
            String(decoding: bytes, as: UTF8.self), String(decoding: original, as: UTF8.self),
            "\(name) seed \(seed): undo")
    }

    func testRandomOperationsMatchTheModelAndUndoToTheOriginalBytes() throws {
        let examples = try Fixtures.examples()
        let picks: [(String, [UInt8])] =
            [
                ("BallPulse", Array(IndicatorSpec.builtinJSON(named: "BallPulse")!.utf8)),
                ("BallClipRotateMultiple", Array(IndicatorSpec.builtinJSON(named: "BallClipRotateMultiple")!.utf8)),
            ]
            + examples.filter {
                ["examples/track-per-segment.json", "examples/timing-parts.json", "examples/timing-rest.json"].contains(
                    $0.name)
            }
        XCTAssertEqual(picks.count, 5)
        // The built-ins are one-line, the examples pretty by hand; one built-in pretty as the formatter writes.
        for (i, pick) in picks.enumerated() {
            try run(pick.0, pick.1, seed: UInt64(17 + i), steps: 200)
        }
        try run("BallPulse formatted", try XCTUnwrap(SpecFormatter.format(picks[0].1)), seed: 170, steps: 200)
    }

    /// Group operations on random selections (keyTimes moved and scaled, values offset and
    /// scaled, segment easings, reversals, loops), among the other operations: the same motion
    /// as the reference model's change, the same refusals, and every step undone gives back
    /// the first bytes.
    func testRandomGroupOperationsMatchTheModelAndUndoToTheOriginalBytes() throws {
        let examples = try Fixtures.examples()
        let picks: [(String, [UInt8])] =
            [
                ("BallPulse", Array(IndicatorSpec.builtinJSON(named: "BallPulse")!.utf8)),
                ("BallGridPulse", Array(IndicatorSpec.builtinJSON(named: "BallGridPulse")!.utf8)),
            ]
            + examples.filter {
                ["examples/track-per-segment.json", "examples/timing-parts.json"].contains($0.name)
            }
        XCTAssertEqual(picks.count, 4)
        for (i, pick) in picks.enumerated() {
            try run(pick.0, pick.1, seed: UInt64(31 + i), steps: 200, groups: true)
        }
        try run(
            "BallPulse formatted", try XCTUnwrap(SpecFormatter.format(picks[0].1)), seed: 310, steps: 200, groups: true)
    }
}
