/// LoaderKit's `validate()`: every rule, in the reference's order and wording, read off a tape.
///
/// It reads the parsed JSON with JavaScript semantics (see `JSONTape.get`), so hostile shapes of
/// input (`null` members, `__proto__`, mixed-type keyTimes) give the same list as the reference.
/// Paths are built only for the problems reported.
///
/// A class, so that the closures and calls of the checks share one reference instead of copying
/// the tape's buffers (a copy of a struct retains each of them).
final class SpecValidator {
    /// What the check found: problems in order, and (for the memo) each part's results.
    private final class Findings {
        var problems: [SpecProblem] = []
        var partResults: [SpecCheckMemo.PartResult?] = []
    }

    private let findings = Findings()
    private var problems: [SpecProblem] { findings.problems }
    private let tape: JSONTape
    /// The `params` object's record, when it is an object.
    private let declaredParams: Int?
    /// The declared names, for a large `params` object.
    private let declaredNames: Set<String>?
    /// The previous text's per-part results, when they may carry over.
    private let reuse: SpecCheckReuse?
    /// Whether per-part results are kept (for the memo).
    private let keepsParts: Bool

    /// Every problem of `root`, in order. A value the reference cannot convert to a primitive
    /// gives the reference's `TypeError` message alone.
    static func problems(of root: JSONNode) -> [SpecProblem] {
        problems(of: JSONTape(tree: root))
    }

    /// Every problem of the document on `tape`, in order.
    static func problems(of tape: JSONTape) -> [SpecProblem] {
        run(tape, reusing: nil, keepsParts: false).problems
    }

    /// `problems(of:)`, taking over the results of parts that `reuse` says are unchanged, and the
    /// memo of this check (nil for a spec without parts).
    static func check(_ tape: JSONTape, reusing reuse: SpecCheckReuse?) -> (
        problems: [SpecProblem], memo: SpecCheckMemo?
    ) {
        run(tape, reusing: reuse, keepsParts: true)
    }

    private static func run(_ tape: JSONTape, reusing reuse: SpecCheckReuse?, keepsParts: Bool) -> (
        problems: [SpecProblem], memo: SpecCheckMemo?
    ) {
        let root = tape.root
        guard tape.kind(root) == .object else {
            return ([SpecProblem("spec must be an object", stage: .validation)], nil)
        }
        let validator = SpecValidator(tape: tape, reuse: reuse, keepsParts: keepsParts)
        let memo = { (v: SpecValidator) -> SpecCheckMemo? in
            guard keepsParts, let parts = tape.value(root, "parts"), tape.kind(parts) == .array else { return nil }
            return SpecCheckMemo(paramNames: SpecCheckMemo.paramNames(of: tape), parts: v.findings.partResults)
        }
        do {
            try validator.checkSpec(root)
        } catch {
            return ([SpecProblem(JSConversionError.message, stage: .validation)], memo(validator))
        }
        return (validator.problems, memo(validator))
    }

    private init(tape: JSONTape, reuse: SpecCheckReuse?, keepsParts: Bool) {
        self.tape = tape
        let params = tape.value(tape.root, "params")
        declaredParams = params.flatMap { tape.kind($0) == .object ? $0 : nil }
        if let declaredParams, tape.count(declaredParams) > 16 {
            declaredNames = Set(tape.members(declaredParams).map { tape.string($0.key)! })
        } else {
            declaredNames = nil
        }
        self.reuse = reuse
        self.keepsParts = keepsParts
    }

    private func report(_ path: @autoclosure () -> JSONPath, _ text: String) {
        let path = path()
        findings.problems.append(SpecProblem("\(path) \(text)", path: path, stage: .validation))
    }

    private func report(message: String, path: JSONPath?) {
        findings.problems.append(SpecProblem(message, path: path, stage: .validation))
    }

    private func isObject(_ l: JSLookup) -> Bool { l.node.map { tape.kind($0) == .object } ?? false }
    private func isArray(_ l: JSLookup) -> Bool { l.node.map { tape.kind($0) == .array } ?? false }
    private func finite(_ l: JSLookup) -> Double? { l.node.flatMap(tape.finiteNumber) }
    private func string(_ l: JSLookup) -> String? { l.node.flatMap(tape.string) }

    // MARK: - Top level

    /// The members the top level reads: its own, then `SpecRules.groupFields` (which only parts
    /// may set when there are parts).
    private static let specKeys = JSONKeySet(
        ["schemaVersion", "name", "duration", "params", "perspective", "parts"] + SpecRules.groupFields)

    private func checkSpec(_ spec: Int) throws(JSConversionError) {
        let root = JSONPath()
        let fields = tape.lookups(spec, SpecValidator.specKeys)
        if fields[0].node.flatMap(tape.number) != 1 {
            report(message: "schemaVersion must be 1", path: root.appending("schemaVersion"))
        }
        let name = fields[1]
        if !(name.node.map { tape.kind($0) == .string && !tape.isEmptyString($0) } ?? false) {
            report(message: "name is required", path: root.appending("name"))
        }
        if !((finite(fields[2]) ?? 0) > 0) {
            report(message: "duration must be a positive number", path: root.appending("duration"))
        }
        let params = fields[3]
        if params.isPresent {
            if isObject(params) {
                for member in tape.members(params.node!) where tape.finiteNumber(member.value) == nil {
                    report(root.appending("params").appending(tape.string(member.key)!), "must be a finite number")
                }
            } else {
                report(message: "params must be an object", path: root.appending("params"))
            }
        }
        let perspective = fields[4]
        if perspective.isPresent, !((finite(perspective) ?? 0) > 0) {
            report(message: "perspective must be a positive number", path: root.appending("perspective"))
        }
        var trackCount = 0
        let parts = fields[5]
        if parts.isPresent {
            for (k, field) in SpecRules.groupFields.enumerated() where fields[6 + k].isPresent {
                report(
                    message: "\(field) must be set inside parts when the spec has parts",
                    path: root.appending(field.description))
            }
            if isArray(parts), tape.count(parts.node!) > 0 {
                let list = parts.node!
                let count = tape.count(list)
                if keepsParts { findings.partResults = Array(repeating: nil, count: count) }
                var i = 0
                var part = list + 1
                while i < count {
                    if tape.kind(part) == .object {
                        trackCount += try checkPart(part, index: i, of: count)
                    } else {
                        report(root.appending("parts").appending(i), "must be an object")
                    }
                    part = tape.next(part)
                    i += 1
                }
            } else {
                report(message: "parts must be a non-empty array", path: root.appending("parts"))
            }
        } else {
            trackCount += try checkGroup(spec, at: .spec)
        }
        if problems.isEmpty && trackCount == 0 {
            report(message: "the spec needs at least one track or group track", path: nil)
        }
    }

    /// `checkGroup` of part `index`, or its results taken over from the previous text; either
    /// way recorded for the next one.
    private func checkPart(_ part: Int, index: Int, of count: Int) throws(JSConversionError) -> Int {
        guard keepsParts else { return try checkGroup(part, at: .part(index)) }
        let range = tape.start(part)..<tape.end(part)
        if let kept = reuse?.part(index, of: count, range: range) {
            findings.problems += kept.problems
            findings.partResults[index] = kept
            if kept.threw { throw JSConversionError() }
            return kept.trackCount
        }
        let before = problems.count
        var result = SpecCheckMemo.PartResult(range: range, problems: [], trackCount: 0, threw: false)
        do {
            result.trackCount = try checkGroup(part, at: .part(index))
        } catch {
            result.threw = true
            result.problems = Array(problems[before...])
            findings.partResults[index] = result
            throw error
        }
        result.problems = Array(problems[before...])
        findings.partResults[index] = result
        return result.trackCount
    }

    // MARK: - Num

    /// The `Num` check: a finite number or `{ "$param": declared name }`.
    private func checkNum(_ value: JSLookup, _ path: @autoclosure () -> JSONPath) {
        if let node = value.node {
            if let x = tape.number(node) {
                if !x.isFinite { report(path(), "must be finite") }
                return
            }
            if tape.kind(node) == .object, let name = string(tape.get(node, "$param")) {
                if !isDeclared(name) { report(path(), "uses unknown param \"\(name)\"") }
                return
            }
        }
        report(path(), "must be a number or { $param }")
    }

    private func isDeclared(_ name: String) -> Bool {
        if let declaredNames { return declaredNames.contains(name) }
        guard let declaredParams else { return false }
        return tape.member(declaredParams, name) != nil
    }

    // MARK: - Group (inline spec or one part)

    /// The members a group reads.
    private static let groupKeys = JSONKeySet([
        "layout", "shape", "stagger", "duration", "durations", "rest", "tracks", "groupTracks",
    ])

    private func checkGroup(_ group: Int, at place: GroupPlace) throws(JSConversionError) -> Int {
        let fields = tape.lookups(group, SpecValidator.groupKeys)
        let layout = fields[0]
        // A layout whose type is bad gets only the type message (no orient check either).
        if checkFields(layout, at: place, "layout", rules: SpecRules.layoutRules),
            let node = layout.node
        {
            let orient = tape.get(node, "orient")
            if orient.isPresent, orient.node.flatMap(tape.bool) == nil {
                report(place.path.appending("layout").appending("orient"), "must be a boolean")
            }
        }
        let shape = fields[1]
        let isRing = isObject(shape) && tape.get(shape.node!, "type").node.map { tape.stringEquals($0, "ring") } == true
        if checkFields(shape, at: place, "shape", rules: SpecRules.shapeRules),
            let sweep = finite(tape.get(shape.node!, "sweep")), !(sweep > 0 && sweep <= SpecRules.maximumSweep)
        {
            report(place.path.appending("shape").appending("sweep"), "must be within (0, 2π]")
        }
        checkStagger(fields[2], at: place)
        if case .part = place {
            let duration = fields[3]
            if duration.isPresent, !((finite(duration) ?? 0) > 0) {
                report(place.path.appending("duration"), "must be a positive number")
            }
        }
        let durations = fields[4]
        if durations.isPresent {
            if isArray(durations) {
                var k = 0
                tape.forEachItem(durations.node!) { d in
                    if !((tape.finiteNumber(d) ?? 0) > 0) {
                        report(place.path.appending("durations").appending(k), "must be a positive number")
                    }
                    k += 1
                }
            } else {
                report(place.path.appending("durations"), "must be an array")
            }
        }
        let rest = fields[5]
        if rest.isPresent {
            if isObject(rest) {
                for member in tape.members(rest.node!) {
                    let path = { place.path.appending("rest").appending(self.tape.string(member.key)!) }
                    if !SpecRules.elementProperties.contains(where: { tape.stringEquals(member.key, $0) }) {
                        report(path(), "is not an animatable property")
                    } else if SpecRules.strokeProperties.contains(where: { tape.stringEquals(member.key, $0) })
                        && !isRing
                    {
                        report(path(), "needs a ring shape")
                    } else {
                        checkNum(.value(member.value), path())
                    }
                }
            } else {
                report(place.path.appending("rest"), "must be an object")
            }
        }
        var count = 0
        let tracks = fields[6]
        if tracks.isPresent {
            count += try checkTracks(tracks, at: TrackList(group: place, kind: .element), isRing)
        }
        let groupTracks = fields[7]
        if groupTracks.isPresent {
            count += try checkTracks(groupTracks, at: TrackList(group: place, kind: .group), isRing)
        }
        return count
    }

    /// Checks a layout or shape (member `key` of the group at `place`): its `type`, then its
    /// fields. Returns false when the type is bad.
    @discardableResult
    private func checkFields(_ value: JSLookup, at place: GroupPlace, _ key: String, rules: [FieldRule]) -> Bool {
        guard let node = value.node, tape.kind(node) == .object, let type = tape.get(node, "type").node,
            let rule = rules.first(where: { tape.stringEquals(type, $0.type) })
        else {
            let types = rules.map(\.type.description).joined(separator: ", ")
            report(place.path.appending(key).appending("type"), "must be one of \(types)")
            return false
        }
        let fields = tape.lookups(node, rule.keys)
        for (k, field) in rule.required.enumerated() {
            let lookup = fields[k]
            if lookup.isPresent {
                checkNum(lookup, place.path.appending(key).appending(field.description))
            } else {
                report(place.path.appending(key).appending(field.description), "is required")
            }
        }
        for (k, field) in rule.optional.enumerated() {
            let lookup = fields[rule.required.count + k]
            if lookup.isPresent { checkNum(lookup, place.path.appending(key).appending(field.description)) }
        }
        return true
    }

    private func checkStagger(_ stagger: JSLookup, at place: GroupPlace) {
        guard stagger.isPresent else { return }
        if isArray(stagger) {
            var i = 0
            tape.forEachItem(stagger.node!) { item in
                if tape.finiteNumber(item) == nil {
                    report(place.path.appending("stagger").appending(i), "must be a finite number")
                }
                i += 1
            }
            return
        }
        if let node = stagger.node, tape.kind(node) == .object, finite(tape.get(node, "each")) != nil {
            let start = tape.get(node, "start")
            if start.isPresent, finite(start) == nil {
                report(place.path.appending("stagger").appending("start"), "must be a finite number")
            }
            return
        }
        report(place.path.appending("stagger"), "must be an array of offsets or { each, start? }")
    }

    // MARK: - Tracks

    private func checkTracks(_ value: JSLookup, at list: TrackList, _ isRing: Bool) throws(JSConversionError) -> Int {
        guard isArray(value), let items = value.node else {
            report(list.path, "must be an array")
            return 0
        }
        var seen: UInt32 = 0
        var i = 0
        var track = items + 1
        let count = tape.count(items)
        while i < count {
            defer {
                track = tape.next(track)
                i += 1
            }
            guard tape.kind(track) == .object else {
                report(list.path.appending(i), "must be an object")
                continue
            }
            try checkTrack(track, in: list, i, isRing, seen: &seen)
        }
        return count
    }

    /// The members a track reads.
    private static let trackKeys = JSONKeySet(["property", "keyTimes", "values", "easing"])

    private func checkTrack(_ track: Int, in list: TrackList, _ i: Int, _ isRing: Bool, seen: inout UInt32)
        throws(JSConversionError)
    {
        let fields = tape.lookups(track, SpecValidator.trackKeys)
        let allowed = list.kind.allowed
        let property = fields[0].node
        if let property, tape.kind(property) == .string,
            let bit = allowed.firstIndex(where: { tape.stringEquals(property, $0) })
        {
            let name = allowed[bit]
            if seen & 1 << bit != 0 {
                report(list.path.appending(i).appending("property"), "\"\(name)\" is animated by more than one track")
            } else {
                seen |= 1 << bit
                if list.kind.strokeBits & 1 << bit != 0 && !isRing {
                    report(list.path.appending(i).appending("property"), "\"\(name)\" needs a ring shape")
                }
            }
        } else {
            let names = allowed.map(\.description).joined(separator: ", ")
            report(list.path.appending(i).appending("property"), "must be one of \(names)")
        }
        guard let keyTimes = fields[1].node, tape.kind(keyTimes) == .array,
            tape.count(keyTimes) >= 2
        else {
            report(list.path.appending(i).appending("keyTimes"), "needs at least 2 entries")
            return
        }
        let keyCount = tape.count(keyTimes)
        var k = 0
        var previous = -1
        var time = keyTimes + 1
        while k < keyCount {
            if let x = tape.finiteNumber(time), x >= 0, x <= 1 {
                if k > 0, try tape.lessThan(time, previous) {
                    report(list.path.appending(i).appending("keyTimes"), "must be non-decreasing")
                }
            } else {
                report(list.path.appending(i).appending("keyTimes").appending(k), "must be within [0, 1]")
            }
            previous = time
            time = tape.next(time)
            k += 1
        }
        let values = fields[2].node
        if let values, tape.kind(values) == .array, tape.count(values) == keyCount {
            var k = 0
            tape.forEachItem(values) { item in
                checkNum(.value(item), list.path.appending(i).appending("values").appending(k))
                k += 1
            }
        } else {
            report(list.path.appending(i).appending("values"), "must have the same length as keyTimes")
        }
        let easing = fields[3]
        if easing.isPresent {
            if let items = easing.node, tape.kind(items) == .array, tape.count(items) > 0,
                tape.number(items + 1) == nil
            {
                if tape.count(items) != keyCount - 1 {
                    report(list.path.appending(i).appending("easing"), "needs one entry per segment (\(keyCount - 1))")
                }
                var k = 0
                tape.forEachItem(items) { item in
                    checkEasing(.value(item), list.path.appending(i).appending("easing").appending(k))
                    k += 1
                }
            } else {
                checkEasing(easing, list.path.appending(i).appending("easing"))
            }
        }
    }

    private func checkEasing(_ value: JSLookup, _ path: @autoclosure () -> JSONPath) {
        if let node = value.node, tape.kind(node) == .string {
            if !SpecRules.easingNames.contains(where: { tape.stringEquals(node, $0) }) {
                report(path(), "\"\(tape.string(node)!)\" is not a named easing")
            }
            return
        }
        guard let items = value.node, tape.kind(items) == .array, tape.count(items) == 4,
            (0..<4).allSatisfy({ tape.finiteNumber(items + 1 + $0) != nil })
        else {
            report(path(), "must be a named easing or [x1, y1, x2, y2]")
            return
        }
        let x1 = tape.finiteNumber(items + 1)!
        let x2 = tape.finiteNumber(items + 3)!
        if !(0...1).contains(x1) || !(0...1).contains(x2) { report(path(), "x1 and x2 must be within [0, 1]") }
    }
}

/// Where a group is: the spec itself or one item of `parts`. Its path is made only for a problem.
private enum GroupPlace {
    case spec
    case part(Int)

    var path: JSONPath {
        switch self {
        case .spec: JSONPath()
        case .part(let i): JSONPath().appending("parts").appending(i)
        }
    }
}

/// A group's `tracks` or `groupTracks`: where it is and which properties it may animate.
private struct TrackList {
    enum Kind {
        case element, group

        /// The properties a track of this list may animate, in the order messages list them.
        var allowed: [StaticString] { self == .element ? SpecRules.elementProperties : SpecRules.groupProperties }

        /// Bit `k` set when `allowed[k]` is one of `SpecRules.strokeProperties`.
        var strokeBits: UInt32 { self == .element ? Kind.elementStrokeBits : Kind.groupStrokeBits }

        private static let elementStrokeBits = bits(SpecRules.elementProperties)
        private static let groupStrokeBits = bits(SpecRules.groupProperties)

        private static func bits(_ names: [StaticString]) -> UInt32 {
            var bits: UInt32 = 0
            let stroke = SpecRules.strokeProperties.map(\.description)
            for (k, name) in names.enumerated() where stroke.contains(name.description) { bits |= 1 << k }
            return bits
        }
    }

    var group: GroupPlace
    var kind: Kind

    var path: JSONPath { group.path.appending(kind == .element ? "tracks" : "groupTracks") }
}
