/// LoaderKit's `validate()`: every rule, in the reference's order and wording, read off a tape.
///
/// It reads the parsed JSON with JavaScript semantics (see `JSONTape.get`), so hostile shapes of
/// input (`null` members, `__proto__`, mixed-type keyTimes) give the same list as the reference.
/// Paths are built only for the problems reported.
struct SpecValidator {
    private(set) var problems: [SpecProblem] = []
    private let tape: JSONTape
    /// The `params` object's record, when it is an object.
    private let declaredParams: Int?
    /// The declared names, for a large `params` object.
    private let declaredNames: Set<String>?
    /// The previous text's per-part results, when they may carry over.
    private let reuse: SpecCheckReuse?
    /// Whether per-part results are kept (for the memo).
    private let keepsParts: Bool
    /// This text's per-part results, one per item of `parts`.
    private(set) var partResults: [SpecCheckMemo.PartResult?] = []

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
        var validator = SpecValidator(tape: tape, reuse: reuse, keepsParts: keepsParts)
        let memo = { (v: SpecValidator) -> SpecCheckMemo? in
            guard keepsParts, let parts = tape.value(root, "parts"), tape.kind(parts) == .array else { return nil }
            return SpecCheckMemo(paramNames: SpecCheckMemo.paramNames(of: tape), parts: v.partResults)
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

    private mutating func report(_ path: @autoclosure () -> JSONPath, _ text: String) {
        let path = path()
        problems.append(SpecProblem("\(path) \(text)", path: path, stage: .validation))
    }

    private mutating func report(message: String, path: JSONPath?) {
        problems.append(SpecProblem(message, path: path, stage: .validation))
    }

    private func isObject(_ l: JSLookup) -> Bool { l.node.map { tape.kind($0) == .object } ?? false }
    private func isArray(_ l: JSLookup) -> Bool { l.node.map { tape.kind($0) == .array } ?? false }
    private func finite(_ l: JSLookup) -> Double? { l.node.flatMap(tape.finiteNumber) }
    private func string(_ l: JSLookup) -> String? { l.node.flatMap(tape.string) }

    // MARK: - Top level

    private mutating func checkSpec(_ spec: Int) throws(JSConversionError) {
        let tape = self.tape
        let root = JSONPath()
        if tape.get(spec, "schemaVersion").node.flatMap(tape.number) != 1 {
            report(message: "schemaVersion must be 1", path: root.appending("schemaVersion"))
        }
        let name = tape.get(spec, "name")
        if !(name.node.map { tape.kind($0) == .string && !tape.isEmptyString($0) } ?? false) {
            report(message: "name is required", path: root.appending("name"))
        }
        if !((finite(tape.get(spec, "duration")) ?? 0) > 0) {
            report(message: "duration must be a positive number", path: root.appending("duration"))
        }
        let params = tape.get(spec, "params")
        if params.isPresent {
            if isObject(params) {
                for member in tape.members(params.node!) where tape.finiteNumber(member.value) == nil {
                    report(root.appending("params").appending(tape.string(member.key)!), "must be a finite number")
                }
            } else {
                report(message: "params must be an object", path: root.appending("params"))
            }
        }
        let perspective = tape.get(spec, "perspective")
        if perspective.isPresent, !((finite(perspective) ?? 0) > 0) {
            report(message: "perspective must be a positive number", path: root.appending("perspective"))
        }
        var trackCount = 0
        let parts = tape.get(spec, "parts")
        if parts.isPresent {
            for field in SpecRules.groupFields where tape.get(spec, field).isPresent {
                report(
                    message: "\(field) must be set inside parts when the spec has parts", path: root.appending(field))
            }
            if isArray(parts), tape.count(parts.node!) > 0 {
                let list = parts.node!
                let count = tape.count(list)
                if keepsParts { partResults = Array(repeating: nil, count: count) }
                var i = 0
                var part = list + 1
                while i < count {
                    if tape.kind(part) == .object {
                        trackCount += try checkPart(
                            part, index: i, of: count, path: root.appending("parts").appending(i))
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
            trackCount += try checkGroup(spec, path: root, inParts: false)
        }
        if problems.isEmpty && trackCount == 0 {
            report(message: "the spec needs at least one track or group track", path: nil)
        }
    }

    /// `checkGroup` of part `index`, or its results taken over from the previous text; either
    /// way recorded for the next one.
    private mutating func checkPart(_ part: Int, index: Int, of count: Int, path: JSONPath)
        throws(JSConversionError) -> Int
    {
        guard keepsParts else { return try checkGroup(part, path: path, inParts: true) }
        let range = tape.start(part)..<tape.end(part)
        if let kept = reuse?.part(index, of: count, range: range) {
            problems += kept.problems
            partResults[index] = kept
            if kept.threw { throw JSConversionError() }
            return kept.trackCount
        }
        let before = problems.count
        var result = SpecCheckMemo.PartResult(range: range, problems: [], trackCount: 0, threw: false)
        do {
            result.trackCount = try checkGroup(part, path: path, inParts: true)
        } catch {
            result.threw = true
            result.problems = Array(problems[before...])
            partResults[index] = result
            throw error
        }
        result.problems = Array(problems[before...])
        partResults[index] = result
        return result.trackCount
    }

    // MARK: - Num

    /// The `Num` check: a finite number or `{ "$param": declared name }`.
    private mutating func checkNum(_ value: JSLookup, _ path: @autoclosure () -> JSONPath) {
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

    private mutating func checkGroup(_ group: Int, path p: JSONPath, inParts: Bool) throws(JSConversionError) -> Int {
        let tape = self.tape
        let layout = tape.get(group, "layout")
        // A layout whose type is bad gets only the type message (no orient check either).
        if checkFields(layout, path: p, "layout", types: SpecRules.layoutTypes, fields: SpecRules.layoutFields),
            let node = layout.node
        {
            let orient = tape.get(node, "orient")
            if orient.isPresent, orient.node.flatMap(tape.bool) == nil {
                report(p.appending("layout").appending("orient"), "must be a boolean")
            }
        }
        let shape = tape.get(group, "shape")
        let isRing = isObject(shape) && tape.get(shape.node!, "type").node.map { tape.stringEquals($0, "ring") } == true
        if checkFields(shape, path: p, "shape", types: SpecRules.shapeTypes, fields: SpecRules.shapeFields),
            let sweep = finite(tape.get(shape.node!, "sweep")), !(sweep > 0 && sweep <= SpecRules.maximumSweep)
        {
            report(p.appending("shape").appending("sweep"), "must be within (0, 2π]")
        }
        checkStagger(tape.get(group, "stagger"), path: p)
        if inParts {
            let duration = tape.get(group, "duration")
            if duration.isPresent, !((finite(duration) ?? 0) > 0) {
                report(p.appending("duration"), "must be a positive number")
            }
        }
        let durations = tape.get(group, "durations")
        if durations.isPresent {
            if isArray(durations) {
                var k = 0
                tape.forEachItem(durations.node!) { d in
                    if !((tape.finiteNumber(d) ?? 0) > 0) {
                        report(p.appending("durations").appending(k), "must be a positive number")
                    }
                    k += 1
                }
            } else {
                report(p.appending("durations"), "must be an array")
            }
        }
        let rest = tape.get(group, "rest")
        if rest.isPresent {
            if isObject(rest) {
                for member in tape.members(rest.node!) {
                    let key = tape.string(member.key)!
                    if !SpecRules.elementProperties.contains(key) {
                        report(p.appending("rest").appending(key), "is not an animatable property")
                    } else if SpecRules.strokeProperties.contains(key) && !isRing {
                        report(p.appending("rest").appending(key), "needs a ring shape")
                    } else {
                        checkNum(.value(member.value), p.appending("rest").appending(key))
                    }
                }
            } else {
                report(p.appending("rest"), "must be an object")
            }
        }
        var count = 0
        let tracks = tape.get(group, "tracks")
        if tracks.isPresent {
            count += try checkTracks(tracks, path: p.appending("tracks"), allowed: SpecRules.elementProperties, isRing)
        }
        let groupTracks = tape.get(group, "groupTracks")
        if groupTracks.isPresent {
            count += try checkTracks(
                groupTracks, path: p.appending("groupTracks"), allowed: SpecRules.groupProperties, isRing)
        }
        return count
    }

    /// Checks a layout or shape (member `key` of the group at `path`): its `type`, then its
    /// fields. Returns false when the type is bad.
    @discardableResult
    private mutating func checkFields(
        _ value: JSLookup, path: JSONPath, _ key: String, types: [String],
        fields: [String: (required: [String], optional: [String])]
    ) -> Bool {
        guard let node = value.node, tape.kind(node) == .object, let type = string(tape.get(node, "type")),
            let spec = fields[type]
        else {
            report(path.appending(key).appending("type"), "must be one of \(types.joined(separator: ", "))")
            return false
        }
        for field in spec.required {
            let lookup = tape.get(node, field)
            if lookup.isPresent {
                checkNum(lookup, path.appending(key).appending(field))
            } else {
                report(path.appending(key).appending(field), "is required")
            }
        }
        for field in spec.optional {
            let lookup = tape.get(node, field)
            if lookup.isPresent { checkNum(lookup, path.appending(key).appending(field)) }
        }
        return true
    }

    private mutating func checkStagger(_ stagger: JSLookup, path p: JSONPath) {
        let tape = self.tape
        guard stagger.isPresent else { return }
        if isArray(stagger) {
            var i = 0
            tape.forEachItem(stagger.node!) { item in
                if tape.finiteNumber(item) == nil {
                    report(p.appending("stagger").appending(i), "must be a finite number")
                }
                i += 1
            }
            return
        }
        if let node = stagger.node, tape.kind(node) == .object, finite(tape.get(node, "each")) != nil {
            let start = tape.get(node, "start")
            if start.isPresent, finite(start) == nil {
                report(p.appending("stagger").appending("start"), "must be a finite number")
            }
            return
        }
        report(p.appending("stagger"), "must be an array of offsets or { each, start? }")
    }

    // MARK: - Tracks

    private mutating func checkTracks(_ value: JSLookup, path: JSONPath, allowed: [String], _ isRing: Bool)
        throws(JSConversionError) -> Int
    {
        guard isArray(value), let list = value.node else {
            report(path, "must be an array")
            return 0
        }
        var seen: UInt32 = 0
        var i = 0
        var track = list + 1
        let count = tape.count(list)
        while i < count {
            defer {
                track = tape.next(track)
                i += 1
            }
            guard tape.kind(track) == .object else {
                report(path.appending(i), "must be an object")
                continue
            }
            try checkTrack(track, path: path, i, allowed: allowed, isRing, seen: &seen)
        }
        return count
    }

    private mutating func checkTrack(
        _ track: Int, path: JSONPath, _ i: Int, allowed: [String], _ isRing: Bool, seen: inout UInt32
    ) throws(JSConversionError) {
        let tape = self.tape
        let property = tape.get(track, "property").node
        if let property, tape.kind(property) == .string,
            let bit = allowed.firstIndex(where: { tape.stringEquals(property, $0) })
        {
            let name = allowed[bit]
            if seen & 1 << bit != 0 {
                report(path.appending(i).appending("property"), "\"\(name)\" is animated by more than one track")
            } else {
                seen |= 1 << bit
                if SpecRules.strokeProperties.contains(name) && !isRing {
                    report(path.appending(i).appending("property"), "\"\(name)\" needs a ring shape")
                }
            }
        } else {
            report(path.appending(i).appending("property"), "must be one of \(allowed.joined(separator: ", "))")
        }
        guard let keyTimes = tape.get(track, "keyTimes").node, tape.kind(keyTimes) == .array,
            tape.count(keyTimes) >= 2
        else {
            report(path.appending(i).appending("keyTimes"), "needs at least 2 entries")
            return
        }
        let keyCount = tape.count(keyTimes)
        var k = 0
        var previous = -1
        var time = keyTimes + 1
        while k < keyCount {
            if let x = tape.finiteNumber(time), x >= 0, x <= 1 {
                if k > 0, try tape.lessThan(time, previous) {
                    report(path.appending(i).appending("keyTimes"), "must be non-decreasing")
                }
            } else {
                report(path.appending(i).appending("keyTimes").appending(k), "must be within [0, 1]")
            }
            previous = time
            time = tape.next(time)
            k += 1
        }
        let values = tape.get(track, "values").node
        if let values, tape.kind(values) == .array, tape.count(values) == keyCount {
            var k = 0
            tape.forEachItem(values) { item in
                checkNum(.value(item), path.appending(i).appending("values").appending(k))
                k += 1
            }
        } else {
            report(path.appending(i).appending("values"), "must have the same length as keyTimes")
        }
        let easing = tape.get(track, "easing")
        if easing.isPresent {
            if let items = easing.node, tape.kind(items) == .array, tape.count(items) > 0,
                tape.number(items + 1) == nil
            {
                if tape.count(items) != keyCount - 1 {
                    report(path.appending(i).appending("easing"), "needs one entry per segment (\(keyCount - 1))")
                }
                var k = 0
                tape.forEachItem(items) { item in
                    checkEasing(.value(item), path.appending(i).appending("easing").appending(k))
                    k += 1
                }
            } else {
                checkEasing(easing, path.appending(i).appending("easing"))
            }
        }
    }

    private mutating func checkEasing(_ value: JSLookup, _ path: @autoclosure () -> JSONPath) {
        if let name = string(value) {
            if !SpecRules.easingNames.contains(name) { report(path(), "\"\(name)\" is not a named easing") }
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
