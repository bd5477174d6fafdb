/// LoaderKit's `validate()`: every rule, in the reference's order and wording.
///
/// It reads the parsed JSON with JavaScript semantics (see `JS`), so hostile shapes of input
/// (`null` members, `__proto__`, mixed-type keyTimes) give the same list as the reference.
struct SpecValidator {
    private(set) var problems: [SpecProblem] = []
    private let declaredParams: JSONObject
    /// The previous text's per-part results, when they may carry over.
    private let reuse: SpecCheckReuse?
    /// This text's per-part results, one per item of `parts`.
    private(set) var partResults: [SpecCheckMemo.PartResult?] = []

    /// Every problem of `root`, in order. A value the reference cannot convert to a primitive
    /// gives the reference's `TypeError` message alone.
    static func problems(of root: JSONNode) -> [SpecProblem] {
        check(root, reusing: nil).problems
    }

    /// `problems(of:)`, taking over the results of parts that `reuse` says are unchanged, and the
    /// memo of this check (nil for a spec without parts).
    static func check(_ root: JSONNode, reusing reuse: SpecCheckReuse?) -> (
        problems: [SpecProblem], memo: SpecCheckMemo?
    ) {
        guard case .object = root.kind else {
            return ([SpecProblem("spec must be an object", stage: .validation)], nil)
        }
        var validator = SpecValidator(root: root, reuse: reuse)
        let memo = { (v: SpecValidator) in
            JS.get(root, "parts").node?.array == nil
                ? nil
                : SpecCheckMemo(paramNames: SpecCheckMemo.paramNames(of: root), parts: v.partResults)
        }
        do {
            try validator.checkSpec(root)
        } catch {
            return ([SpecProblem(JSConversionError.message, stage: .validation)], memo(validator))
        }
        return (validator.problems, memo(validator))
    }

    private init(root: JSONNode, reuse: SpecCheckReuse?) {
        declaredParams = JS.get(root, "params").node?.object ?? JSONObject()
        self.reuse = reuse
    }

    private mutating func report(_ path: JSONPath, _ text: String) {
        problems.append(SpecProblem("\(path) \(text)", path: path, stage: .validation))
    }

    private mutating func report(message: String, path: JSONPath?) {
        problems.append(SpecProblem(message, path: path, stage: .validation))
    }

    private func isObject(_ l: JSLookup) -> Bool {
        if case .object = l.node?.kind { return true } else { return false }
    }
    private func finite(_ l: JSLookup) -> Double? { l.node?.finiteNumber }
    private func isNumber(_ l: JSLookup) -> Bool { l.node?.number != nil }

    // MARK: - Top level

    private mutating func checkSpec(_ spec: JSONNode) throws(JSConversionError) {
        let root = JSONPath()
        if JS.get(spec, "schemaVersion").node?.number != 1 {
            report(message: "schemaVersion must be 1", path: root.appending("schemaVersion"))
        }
        if (JS.get(spec, "name").node?.string ?? "").isEmpty {
            report(message: "name is required", path: root.appending("name"))
        }
        if !((finite(JS.get(spec, "duration")) ?? 0) > 0) {
            report(message: "duration must be a positive number", path: root.appending("duration"))
        }
        let params = JS.get(spec, "params")
        if params.isPresent {
            if let object = params.node?.object {
                for member in object.members where member.value.finiteNumber == nil {
                    report(root.appending("params").appending(member.key), "must be a finite number")
                }
            } else {
                report(message: "params must be an object", path: root.appending("params"))
            }
        }
        let perspective = JS.get(spec, "perspective")
        if perspective.isPresent, !((finite(perspective) ?? 0) > 0) {
            report(message: "perspective must be a positive number", path: root.appending("perspective"))
        }
        var trackCount = 0
        let parts = JS.get(spec, "parts")
        if parts.isPresent {
            for field in SpecRules.groupFields where JS.get(spec, field).isPresent {
                report(
                    message: "\(field) must be set inside parts when the spec has parts", path: root.appending(field))
            }
            if let list = parts.node?.array, !list.isEmpty {
                partResults = Array(repeating: nil, count: list.count)
                for (i, part) in list.enumerated() {
                    let path = root.appending("parts").appending(i)
                    if case .object = part.kind {
                        trackCount += try checkPart(part, index: i, of: list.count, path: path)
                    } else {
                        report(path, "must be an object")
                    }
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
    private mutating func checkPart(_ part: JSONNode, index: Int, of count: Int, path: JSONPath)
        throws(JSConversionError) -> Int
    {
        if let kept = reuse?.part(index, of: count, node: part) {
            problems += kept.problems
            partResults[index] = kept
            if kept.threw { throw JSConversionError() }
            return kept.trackCount
        }
        let before = problems.count
        var result = SpecCheckMemo.PartResult(range: part.start..<part.end, problems: [], trackCount: 0, threw: false)
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
    private mutating func checkNum(_ value: JSLookup, _ path: JSONPath) {
        if let x = value.node?.number {
            if !x.isFinite { report(path, "must be finite") }
            return
        }
        if let node = value.node, case .object = node.kind, let name = JS.get(node, "$param").node?.string {
            if !declaredParams.hasOwn(name) { report(path, "uses unknown param \"\(name)\"") }
            return
        }
        report(path, "must be a number or { $param }")
    }

    // MARK: - Group (inline spec or one part)

    private mutating func checkGroup(_ group: JSONNode, path p: JSONPath, inParts: Bool) throws(JSConversionError)
        -> Int
    {
        let layout = JS.get(group, "layout")
        // A layout whose type is bad gets only the type message (no orient check either).
        if checkFields(
            layout, path: p.appending("layout"), types: SpecRules.layoutTypes, fields: SpecRules.layoutFields),
            let node = layout.node
        {
            let orient = JS.get(node, "orient")
            if orient.isPresent, orient.node?.bool == nil {
                report(p.appending("layout").appending("orient"), "must be a boolean")
            }
        }
        let shape = JS.get(group, "shape")
        let isRing = isObject(shape) && JS.get(shape.node!, "type").node?.string == "ring"
        if checkFields(shape, path: p.appending("shape"), types: SpecRules.shapeTypes, fields: SpecRules.shapeFields),
            let sweep = finite(JS.get(shape.node!, "sweep")), !(sweep > 0 && sweep <= SpecRules.maximumSweep)
        {
            report(p.appending("shape").appending("sweep"), "must be within (0, 2π]")
        }
        checkStagger(JS.get(group, "stagger"), path: p.appending("stagger"))
        if inParts {
            let duration = JS.get(group, "duration")
            if duration.isPresent, !((finite(duration) ?? 0) > 0) {
                report(p.appending("duration"), "must be a positive number")
            }
        }
        let durations = JS.get(group, "durations")
        if durations.isPresent {
            if let list = durations.node?.array {
                for (i, d) in list.enumerated() where !((d.finiteNumber ?? 0) > 0) {
                    report(p.appending("durations").appending(i), "must be a positive number")
                }
            } else {
                report(p.appending("durations"), "must be an array")
            }
        }
        let rest = JS.get(group, "rest")
        if rest.isPresent {
            if let object = rest.node?.object {
                for member in object.members {
                    let path = p.appending("rest").appending(member.key)
                    if !SpecRules.elementProperties.contains(member.key) {
                        report(path, "is not an animatable property")
                    } else if SpecRules.strokeProperties.contains(member.key) && !isRing {
                        report(path, "needs a ring shape")
                    } else {
                        checkNum(.value(member.value), path)
                    }
                }
            } else {
                report(p.appending("rest"), "must be an object")
            }
        }
        var count = 0
        for (key, allowed) in [("tracks", SpecRules.elementProperties), ("groupTracks", SpecRules.groupProperties)] {
            let tracks = JS.get(group, key)
            if tracks.isPresent {
                count += try checkTracks(tracks, path: p.appending(key), allowed: allowed, isRing: isRing)
            }
        }
        return count
    }

    /// Checks a layout or shape: its `type`, then its fields. Returns false when the type is bad.
    @discardableResult
    private mutating func checkFields(
        _ value: JSLookup, path: JSONPath, types: [String],
        fields: [String: (required: [String], optional: [String])]
    ) -> Bool {
        guard let node = value.node, case .object = node.kind, let type = JS.get(node, "type").node?.string,
            let spec = fields[type]
        else {
            report(path.appending("type"), "must be one of \(types.joined(separator: ", "))")
            return false
        }
        for key in spec.required {
            let field = JS.get(node, key)
            if field.isPresent {
                checkNum(field, path.appending(key))
            } else {
                report(path.appending(key), "is required")
            }
        }
        for key in spec.optional {
            let field = JS.get(node, key)
            if field.isPresent { checkNum(field, path.appending(key)) }
        }
        return true
    }

    private mutating func checkStagger(_ stagger: JSLookup, path: JSONPath) {
        guard stagger.isPresent else { return }
        if let list = stagger.node?.array {
            for (i, item) in list.enumerated() where item.finiteNumber == nil {
                report(path.appending(i), "must be a finite number")
            }
            return
        }
        if let node = stagger.node, case .object = node.kind, finite(JS.get(node, "each")) != nil {
            let start = JS.get(node, "start")
            if start.isPresent, finite(start) == nil { report(path.appending("start"), "must be a finite number") }
            return
        }
        report(path, "must be an array of offsets or { each, start? }")
    }

    // MARK: - Tracks

    private mutating func checkTracks(_ value: JSLookup, path: JSONPath, allowed: [String], isRing: Bool)
        throws(JSConversionError) -> Int
    {
        guard let list = value.node?.array else {
            report(path, "must be an array")
            return 0
        }
        var seen: Set<String> = []
        for (i, track) in list.enumerated() {
            let tp = path.appending(i)
            guard case .object = track.kind else {
                report(tp, "must be an object")
                continue
            }
            if let property = JS.get(track, "property").node?.string, allowed.contains(property) {
                if seen.contains(property) {
                    report(tp.appending("property"), "\"\(property)\" is animated by more than one track")
                } else {
                    seen.insert(property)
                    if SpecRules.strokeProperties.contains(property) && !isRing {
                        report(tp.appending("property"), "\"\(property)\" needs a ring shape")
                    }
                }
            } else {
                report(tp.appending("property"), "must be one of \(allowed.joined(separator: ", "))")
            }
            guard let keyTimes = JS.get(track, "keyTimes").node?.array, keyTimes.count >= 2 else {
                report(tp.appending("keyTimes"), "needs at least 2 entries")
                continue
            }
            for (k, time) in keyTimes.enumerated() {
                if let x = time.finiteNumber, x >= 0, x <= 1 {
                    if k > 0, try JS.lessThan(time, keyTimes[k - 1]) {
                        report(tp.appending("keyTimes"), "must be non-decreasing")
                    }
                } else {
                    report(tp.appending("keyTimes").appending(k), "must be within [0, 1]")
                }
            }
            let values = JS.get(track, "values")
            if let items = values.node?.array, items.count == keyTimes.count {
                for (k, item) in items.enumerated() { checkNum(.value(item), tp.appending("values").appending(k)) }
            } else {
                report(tp.appending("values"), "must have the same length as keyTimes")
            }
            let easing = JS.get(track, "easing")
            if easing.isPresent {
                let ep = tp.appending("easing")
                if let items = easing.node?.array, let first = items.first, first.number == nil {
                    if items.count != keyTimes.count - 1 {
                        report(ep, "needs one entry per segment (\(keyTimes.count - 1))")
                    }
                    for (k, item) in items.enumerated() { checkEasing(.value(item), ep.appending(k)) }
                } else {
                    checkEasing(easing, ep)
                }
            }
        }
        return list.count
    }

    private mutating func checkEasing(_ value: JSLookup, _ path: JSONPath) {
        if let name = value.node?.string {
            if !SpecRules.easingNames.contains(name) { report(path, "\"\(name)\" is not a named easing") }
            return
        }
        guard let items = value.node?.array, items.count == 4, items.allSatisfy({ $0.finiteNumber != nil }) else {
            report(path, "must be a named easing or [x1, y1, x2, y2]")
            return
        }
        let x1 = items[0].finiteNumber!, x2 = items[2].finiteNumber!
        if !(0...1).contains(x1) || !(0...1).contains(x2) { report(path, "x1 and x2 must be within [0, 1]") }
    }
}
