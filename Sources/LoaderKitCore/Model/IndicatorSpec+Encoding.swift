/// Writing a spec as LoaderKit JSON.
extension IndicatorSpec {
    /// The spec as compact JSON, in the field order LoaderKit's generator writes.
    public func jsonString() -> String { JSONWriter.string(jsonNode) }

    /// The spec as indented JSON (2 spaces), for files people edit.
    public func prettyJSONString() -> String { JSONWriter.string(jsonNode, indent: 2) }

    /// The spec as a JSON tree.
    package var jsonNode: JSONNode {
        var fields: [(String, JSONNode)] = [
            ("schemaVersion", .number(Double(schemaVersion))), ("name", .string(name)), ("duration", .number(duration)),
        ]
        if !params.isEmpty {
            fields.append(("params", .object(paramNames.map { ($0, .number(params[$0]!)) })))
        }
        if let perspective { fields.append(("perspective", .number(perspective))) }
        switch body {
        case .inline(let part): fields += part.jsonFields(inParts: false)
        case .parts(let parts): fields.append(("parts", .array(parts.map { .object($0.jsonFields(inParts: true)) })))
        }
        return .object(fields)
    }
}

extension Num {
    var jsonNode: JSONNode {
        switch self {
        case .number(let x): return .number(x)
        case .param(let name): return .object([("$param", .string(name))])
        }
    }
}

extension Part {
    func jsonFields(inParts: Bool) -> [(String, JSONNode)] {
        var fields: [(String, JSONNode)] = [("layout", layout.jsonNode), ("shape", shape.jsonNode)]
        if let stagger {
            switch stagger {
            case .offsets(let list): fields.append(("stagger", .array(list.map(JSONNode.number))))
            case .each(let each, let start):
                var s: [(String, JSONNode)] = []
                if start != 0 { s.append(("start", .number(start))) }
                s.append(("each", .number(each)))
                fields.append(("stagger", .object(s)))
            }
        }
        if inParts, let duration { fields.append(("duration", .number(duration))) }
        if let durations { fields.append(("durations", .array(durations.map(JSONNode.number)))) }
        if !rest.isEmpty {
            fields.append(("rest", .object(rest.keys.sorted().map { ($0.rawValue, rest[$0]!.jsonNode) })))
        }
        if !tracks.isEmpty { fields.append(("tracks", .array(tracks.map(\.jsonNode)))) }
        if !groupTracks.isEmpty { fields.append(("groupTracks", .array(groupTracks.map(\.jsonNode)))) }
        return fields
    }
}

extension IndicatorSpec.Layout {
    var jsonNode: JSONNode {
        var fields: [(String, JSONNode)] = [("type", .string(typeName))]
        func add(_ key: String, _ value: Num?) { if let value { fields.append((key, value.jsonNode)) } }
        switch self {
        case .single(let size, let width, let height, let x, let y):
            add("size", size); add("width", width); add("height", height); add("x", x); add("y", y)
        case .stack(let count, let size, let width, let height, let x, let y):
            add("count", count); add("size", size); add("width", width); add("height", height); add("x", x); add("y", y)
        case .row(let count, let gap, let itemWidth, let itemHeight):
            add("count", count); add("gap", gap); add("itemWidth", itemWidth); add("itemHeight", itemHeight)
        case .grid(let columns, let rows, let gap):
            add("columns", columns); add("rows", rows); add("gap", gap)
        case .ring(let count, let itemSize, let itemWidth, let itemHeight, let startAngle, let orient):
            add("count", count); add("itemSize", itemSize); add("itemWidth", itemWidth); add("itemHeight", itemHeight)
            add("startAngle", startAngle)
            if orient { fields.append(("orient", .bool(true))) }
        }
        return .object(fields)
    }
}

extension IndicatorSpec.Shape {
    var jsonNode: JSONNode {
        var fields: [(String, JSONNode)] = [("type", .string(typeName))]
        func add(_ key: String, _ value: Num?) { if let value { fields.append((key, value.jsonNode)) } }
        switch self {
        case .circle(let startAngle, let sweep): add("startAngle", startAngle); add("sweep", sweep)
        case .rect(let cornerRadius): add("cornerRadius", cornerRadius)
        case .ring(let strokeWidth, let startAngle, let sweep, let segments):
            add("strokeWidth", strokeWidth); add("startAngle", startAngle); add("sweep", sweep);
            add("segments", segments)
        case .triangle, .line: break
        }
        return .object(fields)
    }
}

extension IndicatorSpec.Track {
    var jsonNode: JSONNode {
        var fields: [(String, JSONNode)] = [
            ("property", .string(property.rawValue)),
            ("keyTimes", .array(keyTimes.map(JSONNode.number))),
            ("values", .array(values.map(\.jsonNode))),
        ]
        if let easing {
            switch easing {
            case .uniform(let curve): fields.append(("easing", curve.jsonNode))
            case .perSegment(let curves): fields.append(("easing", .array(curves.map(\.jsonNode))))
            }
        }
        return .object(fields)
    }
}

extension IndicatorSpec.Easing {
    var jsonNode: JSONNode {
        if let name { return .string(name) }
        let (x1, y1, x2, y2) = controlPoints
        return .array([.number(x1), .number(y1), .number(x2), .number(y2)])
    }
}
