import LoaderKitCore

extension OperationLowering {
    /// The part at `part` as LoaderKit reads it and prepares it with the default params (what
    /// validation counts), and its element count: the prepared one, or `atLeast`. The spec
    /// must be usable.
    private func prepared(_ part: JSONPath, atLeast: Int) throws(SpecEditError)
        -> (part: Part, prepared: IndicatorEvaluator.PreparedPart, count: Int)
    {
        _ = try object(at: part, "part")
        let checked = IndicatorSpec.checkAndPrepare(bytes: tree.bytes)
        guard let spec = checked.spec, let evaluator = checked.evaluator else {
            throw SpecEditError(.notApplicable, "the spec must be valid to count the part's elements")
        }
        var index = 0
        if case .index(let i)? = part.last { index = i }
        guard index < evaluator.parts.count, index < spec.parts.count else {
            throw SpecEditError(.badPath, "no part at \(part.messageName)")
        }
        let prepared = evaluator.parts[index]
        return (spec.parts[index], prepared, max(prepared.elements.count, atLeast))
    }

    /// A JSON array of numbers, as JavaScript writes them.
    private static func list(_ values: [Double]) -> String {
        "[" + values.map { SpecNumberText.format($0) }.joined(separator: ", ") + "]"
    }

    /// `stagger` becomes a list of offsets, one per element (at the default params, or
    /// `atLeast`), each the element's current offset (`start + each·i`, 0 without a stagger)
    /// as the decimal arithmetic gives it (`EditPrecision.rounded(_:_:from:)`: `0.3`, not
    /// `0.30000000000000004`, from each `0.1`), so the motion stays.
    func addElementOffsets(_ part: JSONPath, atLeast: Int) throws(SpecEditError) -> [SpecEdit] {
        let path = part.appending(key: "stagger")
        if let node = tree.node(at: path), tree[node].kind == .array {
            throw SpecEditError(.notApplicable, "\(path.messageName) is a list of offsets already")
        }
        let (read, _, count) = try prepared(part, atLeast: atLeast)
        return [.set(path, json: Self.list(Self.offsets(read.stagger, count: count)))]
    }

    /// The first `count` offsets of `stagger` (seconds), each rounded as the decimal arithmetic
    /// of the written `each` and `start` gives it.
    static func offsets(_ stagger: Stagger?, count: Int) -> [Double] {
        guard case .each(let each, let start)? = stagger else { return Array(repeating: 0, count: count) }
        return (0..<count).map { EditPrecision.rounded(start + each * Double($0), .time, from: [each, start]) }
    }

    /// A list of offsets becomes `{each, start}`: `start` the first offset (left out when 0),
    /// `each` the step from the first to the second (0 with one element), written with the
    /// fewest decimals that still give every offset of an evenly spaced list exactly (else
    /// rounded as a time, `EditPrecision`, or to the first two offsets' decimals when they have
    /// more); all zero removes `stagger` (no stagger). Offsets that are not evenly spaced change.
    func removeElementOffsets(_ part: JSONPath) throws(SpecEditError) -> [SpecEdit] {
        _ = try object(at: part, "part")
        let path = part.appending(key: "stagger")
        guard let node = tree.node(at: path), tree[node].kind == .array else {
            throw SpecEditError(.notApplicable, "\(path.messageName) is not a list of offsets")
        }
        var offsets: [Double] = []
        for id in tree.children(of: node) {
            guard let x = tree.number(id), x.isFinite else {
                throw SpecEditError(.notApplicable, "\(path.messageName) holds a value that is not a number")
            }
            offsets.append(x)
        }
        let (each, start) = Self.evenStagger(offsets)
        if each == 0, start == 0 { return [.remove(path)] }
        var json = "{\"each\": \(SpecNumberText.format(each))"
        if start != 0 { json += ", \"start\": \(SpecNumberText.format(start))" }
        return [.set(path, json: json + "}")]
    }

    /// `each` and `start` of `offsets` (see `removeElementOffsets`).
    static func evenStagger(_ offsets: [Double]) -> (each: Double, start: Double) {
        let start = offsets.first ?? 0
        guard offsets.count >= 2 else { return (0, start) }
        let step = offsets[1] - start
        func reproduces(_ each: Double) -> Bool {
            offsets.indices.allSatisfy { start + each * Double($0) == offsets[$0] }
        }
        // The step with 1 to 15 decimals.
        var candidates: [Double] = []
        var scale = 1.0
        for _ in 0..<15 {
            scale *= 10
            candidates.append((step * scale).rounded() / scale)
        }
        if let each = candidates.first(where: reproduces) { return (each, start) }
        return (EditPrecision.rounded(step, .time, from: [start, offsets[1]]), start)
    }

    /// `durations` with one entry per element (at the default params, or `atLeast`), each the
    /// part's cycle.
    func addElementDurations(_ part: JSONPath, atLeast: Int) throws(SpecEditError) -> [SpecEdit] {
        let path = part.appending(key: "durations")
        if tree.node(at: path) != nil {
            throw SpecEditError(.notApplicable, "\(path.messageName) exists already")
        }
        let (_, prepared, count) = try prepared(part, atLeast: atLeast)
        return [.set(path, json: Self.list(Array(repeating: prepared.duration, count: count)))]
    }

    /// Removes `durations`: every element runs on the part's cycle again.
    func removeElementDurations(_ part: JSONPath) throws(SpecEditError) -> [SpecEdit] {
        _ = try object(at: part, "part")
        let path = part.appending(key: "durations")
        guard tree.node(at: path) != nil else {
            throw SpecEditError(.notApplicable, "\(path.messageName) does not exist")
        }
        return [.remove(path)]
    }

    /// Removes the part's rest value of `property` (every member of that name); the whole
    /// `rest` when no other property is left in it, so adding a first rest value and removing
    /// it again gives back the bytes.
    func removeRest(_ part: JSONPath, _ property: String) throws(SpecEditError) -> [SpecEdit] {
        _ = try object(at: part, "part")
        let restPath = part.appending(key: "rest")
        let rest = try object(at: restPath, "rest")
        let names = tree.children(of: rest).compactMap { tree.keyName(ofMember: $0) }
        let matching = names.filter { $0 == property }.count
        guard matching > 0 else {
            throw SpecEditError(.notApplicable, "\(restPath.messageName) has no \"\(property)\"")
        }
        if matching == names.count { return [.remove(restPath)] }
        return Array(repeating: .remove(restPath.appending(key: property)), count: matching)
    }
}
