/// Building the typed model from JSON that `SpecValidator` accepted.
///
/// Reads go through `JS.get`, so members inherited through `__proto__` count exactly as they did
/// for validation.
extension IndicatorSpec {
    /// Parses, validates and decodes `bytes`; the problems are in LoaderKit's wording.
    static func decodeValidated(_ bytes: [UInt8]) -> (spec: IndicatorSpec?, root: JSONNode?, problems: [SpecProblem]) {
        let parsed = parse(bytes)
        guard let root = parsed.root else { return (nil, nil, parsed.problems) }
        let result = decodeValidated(root: root)
        return (result.spec, root, result.problems)
    }

    /// The parsed document, or the syntax problem in LoaderKit's wording.
    static func parse(_ bytes: [UInt8]) -> (root: JSONNode?, problems: [SpecProblem]) {
        do {
            return (try JSONParser.parse(bytes), [])
        } catch {
            return (nil, [SpecProblem("spec is not valid JSON: \(error.reason)", stage: .syntax, offset: error.offset)])
        }
    }

    /// Validates and decodes the parsed document `root`; the problems are in LoaderKit's wording.
    static func decodeValidated(root: JSONNode) -> (spec: IndicatorSpec?, problems: [SpecProblem]) {
        let result = decodeValidated(root: root, reusing: nil)
        return (result.spec, result.problems)
    }

    /// `decodeValidated(root:)` taking over the parts `reuse` says are unchanged, with the memo
    /// of this text for the next check.
    static func decodeValidated(root: JSONNode, reusing reuse: SpecCheckReuse?)
        -> (spec: IndicatorSpec?, problems: [SpecProblem], memo: SpecCheckMemo?)
    {
        var (problems, memo) = SpecValidator.check(root, reusing: reuse)
        guard problems.isEmpty else { return (nil, problems, memo) }
        return (IndicatorSpec(validated: root, memo: &memo), [], memo)
    }

    /// The typed spec of a document that passed validation.
    init(validated root: JSONNode) {
        var memo: SpecCheckMemo?
        self.init(validated: root, memo: &memo)
    }

    /// The typed spec of a document that passed validation; the parts `memo` holds decoded are
    /// taken from it, and the others decoded into it.
    init(validated root: JSONNode, memo: inout SpecCheckMemo?) {
        let paramsObject = JS.get(root, "params").node?.object
        let params = paramsObject?.members.map { ($0.key, $0.value.finiteNumber ?? 0) } ?? []
        let perspective = JS.get(root, "perspective").node?.finiteNumber
        let body: Body
        if let parts = JS.get(root, "parts").node?.array {
            var decoded: [Part] = []
            decoded.reserveCapacity(parts.count)
            let remembered = memo?.parts.count == parts.count
            for (i, node) in parts.enumerated() {
                if remembered, let part = memo?.parts[i]?.part {
                    decoded.append(part)
                } else {
                    let part = Part(validated: node, inParts: true)
                    if remembered { memo?.parts[i]?.part = part }
                    decoded.append(part)
                }
            }
            body = .parts(decoded)
        } else {
            body = .inline(Part(validated: root, inParts: false))
        }
        self.init(
            name: JS.get(root, "name").node?.string ?? "", duration: JS.get(root, "duration").node?.finiteNumber ?? 1,
            params: params, perspective: perspective, body: body)
    }
}

extension Num {
    /// A validated `Num` value.
    init(validated node: JSONNode) {
        if let x = node.number {
            self = .number(x)
        } else {
            self = .param(JS.get(node, "$param").node?.string ?? "")
        }
    }

    /// `node[key]` as a `Num`, or nil when absent.
    static func field(_ node: JSONNode, _ key: String) -> Num? {
        JS.get(node, key).node.map(Num.init(validated:))
    }
}

extension Part {
    init(validated group: JSONNode, inParts: Bool) {
        let layoutNode = JS.get(group, "layout").node!
        let shapeNode = JS.get(group, "shape").node!
        self.init(layout: IndicatorSpec.Layout(validated: layoutNode), shape: IndicatorSpec.Shape(validated: shapeNode))
        tracks = (JS.get(group, "tracks").node?.array ?? []).map(IndicatorSpec.Track.init(validated:))
        groupTracks = (JS.get(group, "groupTracks").node?.array ?? []).map(IndicatorSpec.Track.init(validated:))
        if let stagger = JS.get(group, "stagger").node {
            if let list = stagger.array {
                self.stagger = .offsets(list.map { $0.finiteNumber ?? 0 })
            } else {
                self.stagger = .each(
                    JS.get(stagger, "each").node?.finiteNumber ?? 0,
                    start: JS.get(stagger, "start").node?.finiteNumber ?? 0)
            }
        }
        if inParts { duration = JS.get(group, "duration").node?.finiteNumber }
        durations = JS.get(group, "durations").node?.array?.map { $0.finiteNumber ?? 1 }
        if let restObject = JS.get(group, "rest").node?.object {
            for member in restObject.members {
                if let property = Property(rawValue: member.key) { rest[property] = Num(validated: member.value) }
            }
        }
    }
}

extension IndicatorSpec.Layout {
    init(validated node: JSONNode) {
        let f = { (key: String) in Num.field(node, key) }
        switch JS.get(node, "type").node?.string {
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
                orient: JS.get(node, "orient").node?.bool == true)
        default:
            self = .single(size: f("size"), width: f("width"), height: f("height"), x: f("x"), y: f("y"))
        }
    }
}

extension IndicatorSpec.Shape {
    init(validated node: JSONNode) {
        let f = { (key: String) in Num.field(node, key) }
        switch JS.get(node, "type").node?.string {
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
    init(validated node: JSONNode) {
        let property = Property(rawValue: JS.get(node, "property").node?.string ?? "") ?? .scale
        let keyTimes = (JS.get(node, "keyTimes").node?.array ?? []).map { $0.finiteNumber ?? 0 }
        let values = (JS.get(node, "values").node?.array ?? []).map(Num.init(validated:))
        var easing: IndicatorSpec.TrackEasing?
        if let e = JS.get(node, "easing").node {
            if let items = e.array, let first = items.first, first.number == nil {
                easing = .perSegment(items.map(IndicatorSpec.Easing.init(validated:)))
            } else {
                easing = .uniform(IndicatorSpec.Easing(validated: e))
            }
        }
        self.init(property: property, keyTimes: keyTimes, values: values, easing: easing)
    }
}

extension IndicatorSpec.Easing {
    init(validated node: JSONNode) {
        if let name = node.string, let named = IndicatorSpec.Easing(name: name) {
            self = named
        } else if let p = node.array?.compactMap(\.finiteNumber), p.count == 4 {
            self = .cubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        } else {
            self = .linear
        }
    }
}
