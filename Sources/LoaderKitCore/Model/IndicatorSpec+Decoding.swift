/// Building the typed model from JSON that `SpecValidator` accepted, read off its tape.
///
/// Reads go through `JSONTape.get`, so members inherited through `__proto__` count exactly as
/// they did for validation.
extension IndicatorSpec {
    /// The parsed document as a tape, or the syntax problem in LoaderKit's wording.
    static func parseTape(_ bytes: [UInt8]) -> (tape: JSONTape?, problems: [SpecProblem]) {
        do {
            return (try JSONParser.tape(bytes), [])
        } catch {
            return (nil, [SpecProblem("spec is not valid JSON: \(error.reason)", stage: .syntax, offset: error.offset)])
        }
    }

    /// Validates and decodes the document on `tape`, taking over the parts `reuse` says are
    /// unchanged, with the memo of this text for the next check.
    static func decodeValidated(tape: JSONTape, reusing reuse: SpecCheckReuse?)
        -> (spec: IndicatorSpec?, problems: [SpecProblem], memo: SpecCheckMemo?)
    {
        var (problems, memo) = SpecValidator.check(tape, reusing: reuse)
        guard problems.isEmpty else { return (nil, problems, memo) }
        return (IndicatorSpec(validated: tape, memo: &memo), [], memo)
    }

    /// The typed spec of a document that passed validation.
    init(validated root: JSONNode) {
        var memo: SpecCheckMemo?
        self.init(validated: JSONTape(tree: root), memo: &memo)
    }

    /// The typed spec of a document that passed validation; the parts `memo` holds decoded are
    /// taken from it, and the others decoded into it.
    init(validated tape: JSONTape, memo: inout SpecCheckMemo?) {
        let root = tape.root
        var params: [(String, Double)] = []
        if let object = tape.value(root, "params"), tape.kind(object) == .object {
            params = tape.members(object).map { (tape.string($0.key)!, tape.finiteNumber($0.value) ?? 0) }
        }
        let perspective = tape.value(root, "perspective").flatMap(tape.finiteNumber)
        let body: Body
        if let parts = tape.value(root, "parts"), tape.kind(parts) == .array {
            var decoded: [Part] = []
            decoded.reserveCapacity(tape.count(parts))
            let remembered = memo?.parts.count == tape.count(parts)
            for (i, node) in tape.items(parts).enumerated() {
                if remembered, let part = memo?.parts[i]?.part {
                    decoded.append(part)
                } else {
                    let part = Part(validated: node, on: tape, inParts: true)
                    if remembered { memo?.parts[i]?.part = part }
                    decoded.append(part)
                }
            }
            body = .parts(decoded)
        } else {
            body = .inline(Part(validated: root, on: tape, inParts: false))
        }
        self.init(
            name: tape.value(root, "name").flatMap(tape.string) ?? "",
            duration: tape.value(root, "duration").flatMap(tape.finiteNumber) ?? 1,
            params: params, perspective: perspective, body: body)
    }
}

extension Num {
    /// A validated `Num` value.
    init(validated node: Int, on tape: JSONTape) {
        if let x = tape.number(node) {
            self = .number(x)
        } else {
            self = .param(tape.value(node, "$param").flatMap(tape.string) ?? "")
        }
    }

    /// `node[key]` as a `Num`, or nil when absent.
    static func field(_ node: Int, _ key: String, on tape: JSONTape) -> Num? {
        tape.value(node, key).map { Num(validated: $0, on: tape) }
    }
}

extension Part {
    init(validated group: Int, on tape: JSONTape, inParts: Bool) {
        let layoutNode = tape.value(group, "layout")!
        let shapeNode = tape.value(group, "shape")!
        self.init(
            layout: IndicatorSpec.Layout(validated: layoutNode, on: tape),
            shape: IndicatorSpec.Shape(validated: shapeNode, on: tape))
        let list = { (key: String) -> [Int] in
            guard let node = tape.value(group, key), tape.kind(node) == .array else { return [] }
            return tape.items(node)
        }
        tracks = list("tracks").map { IndicatorSpec.Track(validated: $0, on: tape) }
        groupTracks = list("groupTracks").map { IndicatorSpec.Track(validated: $0, on: tape) }
        if let stagger = tape.value(group, "stagger") {
            if tape.kind(stagger) == .array {
                self.stagger = .offsets(tape.items(stagger).map { tape.finiteNumber($0) ?? 0 })
            } else {
                self.stagger = .each(
                    tape.value(stagger, "each").flatMap(tape.finiteNumber) ?? 0,
                    start: tape.value(stagger, "start").flatMap(tape.finiteNumber) ?? 0)
            }
        }
        if inParts { duration = tape.value(group, "duration").flatMap(tape.finiteNumber) }
        if let list = tape.value(group, "durations"), tape.kind(list) == .array {
            durations = tape.items(list).map { tape.finiteNumber($0) ?? 1 }
        }
        if let restObject = tape.value(group, "rest"), tape.kind(restObject) == .object {
            for member in tape.members(restObject) {
                if let property = Property(rawValue: tape.string(member.key)!) {
                    rest[property] = Num(validated: member.value, on: tape)
                }
            }
        }
    }
}

extension IndicatorSpec.Layout {
    init(validated node: Int, on tape: JSONTape) {
        let f = { (key: String) in Num.field(node, key, on: tape) }
        switch tape.value(node, "type").flatMap(tape.string) {
        case "stack":
            self = .stack(
                count: f("count")!, size: f("size"), width: f("width"), height: f("height"), x: f("x"), y: f("y"))
        case "row":
            self = .row(count: f("count")!, gap: f("gap")!, itemWidth: f("itemWidth"), itemHeight: f("itemHeight"))
        case "grid":
            self = .grid(columns: f("columns")!, rows: f("rows")!, gap: f("gap")!)
        case "ring":
            self = .ring(
                count: f("count")!, itemSize: f("itemSize")!, itemWidth: f("itemWidth"),
                itemHeight: f("itemHeight"), startAngle: f("startAngle"),
                orient: tape.value(node, "orient").flatMap(tape.bool) == true)
        default:
            self = .single(size: f("size"), width: f("width"), height: f("height"), x: f("x"), y: f("y"))
        }
    }
}

extension IndicatorSpec.Shape {
    init(validated node: Int, on tape: JSONTape) {
        let f = { (key: String) in Num.field(node, key, on: tape) }
        switch tape.value(node, "type").flatMap(tape.string) {
        case "rect": self = .rect(cornerRadius: f("cornerRadius"))
        case "ring":
            self = .ring(
                strokeWidth: f("strokeWidth")!, startAngle: f("startAngle"), sweep: f("sweep"), segments: f("segments"))
        case "triangle": self = .triangle
        case "line": self = .line
        default: self = .circle(startAngle: f("startAngle"), sweep: f("sweep"))
        }
    }
}

extension IndicatorSpec.Track {
    init(validated node: Int, on tape: JSONTape) {
        let property = Property(rawValue: tape.value(node, "property").flatMap(tape.string) ?? "") ?? .scale
        let items = { (key: String) -> [Int] in
            guard let list = tape.value(node, key), tape.kind(list) == .array else { return [] }
            return tape.items(list)
        }
        let keyTimes = items("keyTimes").map { tape.finiteNumber($0) ?? 0 }
        let values = items("values").map { Num(validated: $0, on: tape) }
        var easing: IndicatorSpec.TrackEasing?
        if let e = tape.value(node, "easing") {
            if tape.kind(e) == .array, tape.count(e) > 0, tape.number(e + 1) == nil {
                easing = .perSegment(tape.items(e).map { IndicatorSpec.Easing(validated: $0, on: tape) })
            } else {
                easing = .uniform(IndicatorSpec.Easing(validated: e, on: tape))
            }
        }
        self.init(property: property, keyTimes: keyTimes, values: values, easing: easing)
    }
}

extension IndicatorSpec.Easing {
    init(validated node: Int, on tape: JSONTape) {
        if let name = tape.string(node), let named = IndicatorSpec.Easing(name: name) {
            self = named
        } else if tape.kind(node) == .array, case let p = tape.items(node).compactMap(tape.finiteNumber), p.count == 4 {
            self = .cubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        } else {
            self = .linear
        }
    }
}
