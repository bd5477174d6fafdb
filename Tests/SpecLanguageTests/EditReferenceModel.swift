import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// A spec's parsed JSON, changed directly (no text edits) the way each `SpecOperation` is
/// meant to change it, and written out again: the reference the engine's text edits are
/// checked against. The layout and shape fields come from LOADERKIT-SPEC's tables, not from the
/// schema the engine reads.
indirect enum EditModel: Equatable {
    case number(Double), string(String), bool(Bool), null
    case array([EditModel])
    case object([(String, EditModel)])

    static func == (a: EditModel, b: EditModel) -> Bool { a.json == b.json }

    init(_ node: JSONNode) {
        switch node.kind {
        case .number(let x): self = .number(x)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .null: self = .null
        case .array(let items): self = .array(items.map(EditModel.init))
        case .object(let o): self = .object(o.members.map { ($0.key, EditModel($0.value)) })
        }
    }

    init(parsing text: String) throws { self.init(try JSONParser.parse(Array(text.utf8))) }

    /// Compact JSON; numbers as JavaScript writes them.
    var json: String {
        switch self {
        case .number(let x): return SpecNumberText.format(x)
        case .string(let s): var out = ""; JSONWriter.writeString(s, into: &out); return out
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let members):
            return "{"
                + members.map { m in
                    var key = ""; JSONWriter.writeString(m.0, into: &key); return key + ":" + m.1.json
                }.joined(separator: ",") + "}"
        }
    }

    subscript(key: String) -> EditModel? {
        get { if case .object(let m) = self { return m.last { $0.0 == key }?.1 } else { return nil } }
        set {
            guard case .object(var m) = self else { return }
            if let newValue {
                if let i = m.lastIndex(where: { $0.0 == key }) { m[i].1 = newValue } else { m.append((key, newValue)) }
            } else {
                m.removeAll { $0.0 == key }
            }
            self = .object(m)
        }
    }

    var items: [EditModel]? { if case .array(let a) = self { return a } else { return nil } }
    var number: Double? { if case .number(let x) = self { return x } else { return nil } }
    var keys: [String] { if case .object(let m) = self { return m.map(\.0) } else { return [] } }

    /// The value at `path`.
    subscript(path path: JSONPath) -> EditModel? {
        get {
            var node: EditModel? = self
            for c in path.components {
                switch c {
                case .key(let k): node = node?[k]
                case .index(let i): node = node?.items.flatMap { i >= 0 && i < $0.count ? $0[i] : nil }
                }
            }
            return node
        }
        set {
            guard let first = path.components.first else { if let newValue { self = newValue }; return }
            let rest = JSONPath(Array(path.components.dropFirst()))
            switch first {
            case .key(let k):
                if rest.components.isEmpty { self[k] = newValue; return }
                var child = self[k]
                child?[path: rest] = newValue
                self[k] = child
            case .index(let i):
                guard case .array(var a) = self, i >= 0, i <= a.count else { return }
                if rest.components.isEmpty {
                    if let newValue {
                        if i == a.count { a.append(newValue) } else { a[i] = newValue }
                    } else {
                        a.remove(at: i)
                    }
                } else {
                    a[i][path: rest] = newValue
                }
                self = .array(a)
            }
        }
    }

    mutating func insert(_ value: EditModel, at path: JSONPath, index: Int) {
        guard var list = self[path: path]?.items else { return }
        list.insert(value, at: index)
        self[path: path] = .array(list)
    }

    mutating func remove(at path: JSONPath, index: Int) {
        guard var list = self[path: path]?.items, index < list.count else { return }
        list.remove(at: index)
        self[path: path] = .array(list)
    }
}

/// The layout and shape fields of LOADERKIT-SPEC §1.5 and §1.6, and the starting values of
/// required fields.
enum EditReferenceTypes {
    static let layoutFields: [String: [String]] = [
        "single": ["size", "width", "height", "x", "y"],
        "stack": ["count", "size", "width", "height", "x", "y"],
        "row": ["count", "gap", "itemWidth", "itemHeight"],
        "grid": ["columns", "rows", "gap"],
        "ring": ["count", "itemSize", "itemWidth", "itemHeight", "startAngle", "orient"],
    ]
    static let layoutRequired: [String: [String]] = [
        "single": [], "stack": ["count"], "row": ["count", "gap"], "grid": ["columns", "rows", "gap"],
        "ring": ["count", "itemSize"],
    ]
    static let shapeFields: [String: [String]] = [
        "circle": ["startAngle", "sweep"], "rect": ["cornerRadius"],
        "ring": ["strokeWidth", "startAngle", "sweep", "segments"],
        "triangle": [], "line": [],
    ]
    static let shapeRequired: [String: [String]] = [
        "circle": [], "rect": [], "ring": ["strokeWidth"], "triangle": [], "line": [],
    ]
    static let starters: [String: Double] = [
        "count": 3, "gap": 0.1, "columns": 3, "rows": 3, "itemSize": 0.25, "strokeWidth": 0.1,
    ]
    static let carried: [String: [String]] = ["itemSize": ["size", "itemWidth"], "count": ["columns"]]
    static let partFields = ["layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks"]
}

extension EditModel {
    /// The spec with `operation` made directly on its JSON.
    func applying(_ operation: SpecOperation) throws -> EditModel {
        var m = self
        switch operation {
        case .addParam, .renameParam, .removeParam, .addMove:
            // ParamOperationTests and TrackMoveTests check these against texts written out by hand.
            XCTFail("the reference model makes no param operations or moves")
        case .moveKeyframes, .scaleKeyframeTimes, .offsetKeyframeValues, .scaleKeyframeValues, .setSegmentEasing,
            .reverseKeyframes, .makeLoop, .pasteKeyframes, .insertTrack, .insertPart:
            // The group operations are not lowered yet.
            XCTFail("the reference model makes no group operations")
        case .set(let path, let json):
            m[path: path] = try EditModel(parsing: json)
        case .moveKeyframe(let track, let index, let time):
            let kt = try XCTUnwrap(m[path: track]?["keyTimes"]?.items?.map { try XCTUnwrap($0.number) })
            let low = index > 0 ? kt[index - 1] : 0, high = index < kt.count - 1 ? kt[index + 1] : 1
            m[path: track.appending(key: "keyTimes").appending(index: index)] = .number(
                min(max(time, max(low, 0)), min(high, 1)))
        case .setKeyframeValue(let track, let index, let json):
            m[path: track.appending(key: "values").appending(index: index)] = try EditModel(parsing: json)
        case .addKeyframe(let track, let time):
            let t = min(max(time, 0), 1)
            let kt = try XCTUnwrap(m[path: track]?["keyTimes"]?.items?.map { try XCTUnwrap($0.number) })
            let values = try XCTUnwrap(m[path: track]?["values"]?.items)
            let position = kt.filter { $0 <= t }.count
            var value: EditModel
            if position == 0 {
                value = values[0]
            } else if position == kt.count {
                value = values[kt.count - 1]
            } else {
                let k = position - 1
                if values[k] == values[k + 1] {
                    value = values[k]
                } else {
                    let v0 = try resolved(values[k]), v1 = try resolved(values[k + 1])
                    let u = (t - kt[k]) / (kt[k + 1] - kt[k])
                    // Rounded to 0.001 (box units or radians), as the visual editors write values.
                    let eased = v0 + (v1 - v0) * easing(m[path: track]?["easing"], segment: k).ease(u)
                    value = .number(((eased * 1000).rounded() / 1000) + 0)
                }
            }
            m.insert(.number(t), at: track.appending(key: "keyTimes"), index: position)
            m.insert(value, at: track.appending(key: "values"), index: position)
            if let list = m[path: track]?["easing"]?.items, let first = list.first, first.number == nil {
                if position == 0 {
                    m.insert(.string("linear"), at: track.appending(key: "easing"), index: 0)
                } else if position == kt.count {
                    m.insert(.string("linear"), at: track.appending(key: "easing"), index: list.count)
                } else if position - 1 < list.count {
                    m.insert(list[position - 1], at: track.appending(key: "easing"), index: position)
                }
            }
        case .removeKeyframe(let track, let index):
            let n = try XCTUnwrap(m[path: track]?["keyTimes"]?.items).count
            m.remove(at: track.appending(key: "keyTimes"), index: index)
            m.remove(at: track.appending(key: "values"), index: index)
            if let list = m[path: track]?["easing"]?.items, let first = list.first, first.number == nil,
                min(index, n - 2) < list.count
            {
                m.remove(at: track.appending(key: "easing"), index: min(index, n - 2))
            }
        case .setEasing(let track, let json):
            m[path: track.appending(key: "easing")] = try json.map { try EditModel(parsing: $0) }
        case .setLayoutType(let part, let type):
            m[path: part.appending(key: "layout")] = retyped(
                m[path: part.appending(key: "layout")], type,
                EditReferenceTypes.layoutFields, EditReferenceTypes.layoutRequired)
        case .setShapeType(let part, let type):
            m[path: part.appending(key: "shape")] = retyped(
                m[path: part.appending(key: "shape")], type,
                EditReferenceTypes.shapeFields, EditReferenceTypes.shapeRequired)
        case .addPart:
            let newPart = try EditModel(
                parsing: #"{"layout":{"type":"single","size":0.5},"shape":{"type":"circle"},"tracks":[]}"#)
            if m["parts"] == nil {
                m = m.withParts { [$0, newPart] }
            } else {
                m.insert(newPart, at: JSONPath([.key("parts")]), index: m["parts"]!.items!.count)
            }
        case .duplicatePart(let index):
            if m["parts"] == nil {
                m = m.withParts { [$0, $0] }
            } else {
                m.insert(m["parts"]!.items![index], at: JSONPath([.key("parts")]), index: index + 1)
            }
        case .removePart(let index):
            m.remove(at: JSONPath([.key("parts")]), index: index)
        case .movePart(let from, let to):
            guard from != to, var parts = m["parts"]?.items else { break }
            let part = parts.remove(at: from)
            parts.insert(part, at: to)
            m["parts"] = .array(parts)
        case .addTrack(let part, let group, let property):
            let rest = group ? nil : m[path: part]?["rest"]?[property]
            let identity: Double = ["scale", "scaleX", "scaleY", "opacity", "strokeEnd"].contains(property) ? 1 : 0
            let value = rest ?? .number(identity)
            let track = EditModel.object([
                ("property", .string(property)), ("keyTimes", .array([.number(0), .number(1)])),
                ("values", .array([value, value])),
            ])
            let key = group ? "groupTracks" : "tracks"
            if let list = m[path: part]?[key]?.items {
                m[path: part.appending(key: key)] = .array(list + [track])
            } else {
                m[path: part.appending(key: key)] = .array([track])
            }
        case .removeTrack(let track):
            m[path: track] = nil
        case .addElementOffsets(let part, let atLeast):
            // start + each·i (LOADERKIT-SPEC 1.8) for each element the layout makes.
            let stagger = m[path: part]?["stagger"]
            guard stagger?.items == nil else { throw EditModelError.notApplicable }
            let each = stagger?["each"]?.number ?? 0, start = stagger?["start"]?.number ?? 0
            let count = max(try elementCount(part), atLeast)
            // As the decimal arithmetic gives them: to the finer of 0.001 and the written
            // numbers' own decimals.
            let decimals = max(3, Self.decimals(each), Self.decimals(start))
            m[path: part.appending(key: "stagger")] = .array(
                (0..<count).map { .number(Self.round(start + each * Double($0), decimals)) })
        case .removeElementOffsets(let part):
            let offsets = try XCTUnwrap(m[path: part]?["stagger"]?.items).map { try XCTUnwrap($0.number) }
            let (each, start) = Self.evenStagger(offsets)
            if each == 0 && start == 0 {
                m[path: part.appending(key: "stagger")] = nil
            } else {
                var members: [(String, EditModel)] = [("each", .number(each))]
                if start != 0 { members.append(("start", .number(start))) }
                m[path: part.appending(key: "stagger")] = .object(members)
            }
        case .addElementDurations(let part, let atLeast):
            guard m[path: part]?["durations"] == nil else { throw EditModelError.notApplicable }
            let cycle = try XCTUnwrap(m[path: part]?["duration"]?.number ?? m["duration"]?.number)
            m[path: part.appending(key: "durations")] = .array(
                Array(repeating: .number(cycle), count: max(try elementCount(part), atLeast)))
        case .removeElementDurations(let part):
            guard m[path: part]?["durations"] != nil else { throw EditModelError.notApplicable }
            m[path: part.appending(key: "durations")] = nil
        case .removeRest(let part, let property):
            let rest = part.appending(key: "rest")
            guard m[path: rest]?[property] != nil else { throw EditModelError.notApplicable }
            m[path: rest.appending(key: property)] = nil
            if m[path: rest]?.keys.isEmpty == true { m[path: rest] = nil }
        }
        return m
    }

    /// The elements of the part at `part` with the default params (LOADERKIT-SPEC 1.5, counts
    /// as 1.4 rounds them).
    private func elementCount(_ part: JSONPath) throws -> Int {
        let layout = try XCTUnwrap(self[path: part]?["layout"])
        func count(_ name: String) throws -> Int {
            let field = try XCTUnwrap(layout[name])
            var value = field.number
            if case .string(let param)? = field["$param"] { value = self["params"]?[param]?.number }
            return max(1, Int((try XCTUnwrap(value) + 0.5).rounded(.down)))
        }
        switch layout["type"] {
        case .string("single")?: return 1
        case .string("grid")?: return try count("columns") * count("rows")
        default: return try count("count")
        }
    }

    /// `each` as the step from the first offset to the second, with the fewest decimals that
    /// give every offset back exactly (else to the finer of 0.001 and the first two offsets'
    /// decimals); `start` the first offset.
    static func evenStagger(_ offsets: [Double]) -> (each: Double, start: Double) {
        let start = offsets.first ?? 0
        guard offsets.count > 1 else { return (0, start) }
        let step = offsets[1] - offsets[0]
        let rounded = (1...15).map { decimals in
            let scale = (0..<decimals).reduce(1.0) { x, _ in x * 10 }
            return (step * scale).rounded() / scale
        }
        for each in rounded where offsets.indices.allSatisfy({ start + each * Double($0) == offsets[$0] }) {
            return (each, start)
        }
        return (round(step, max(3, decimals(offsets[0]), decimals(offsets[1]))), start)
    }

    /// The digits after the point of `x` as Swift prints it shortest (`1e-05` has 5).
    static func decimals(_ x: Double) -> Int {
        let text = "\(x)"
        let parts = text.split(separator: "e")
        let fraction = parts[0].split(separator: ".").dropFirst().first.map { $0 == "0" ? 0 : $0.count } ?? 0
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        return max(0, fraction - exponent)
    }

    /// `x` to `decimals` decimals (a double nearest a whole number of 10^-decimals).
    static func round(_ x: Double, _ decimals: Int) -> Double {
        let scale = (0..<min(decimals, 17)).reduce(1.0) { s, _ in s * 10 }
        guard abs(x) * scale < 9_007_199_254_740_992 else { return x }
        return (x * scale).rounded() / scale + 0
    }

    private func withParts(_ make: (EditModel) -> [EditModel]) -> EditModel {
        var inline: [(String, EditModel)] = []
        var rest = self
        for key in keys where EditReferenceTypes.partFields.contains(key) && !inline.contains(where: { $0.0 == key }) {
            inline.append((key, self[key]!))
            rest[key] = nil
        }
        rest["parts"] = .array(make(.object(inline)))
        return rest
    }

    private func resolved(_ value: EditModel) throws -> Double {
        if let x = value.number { return x }
        guard case .string(let name)? = value["$param"] else { throw EditModelError.notANumber }
        return try XCTUnwrap(self["params"]?[name]?.number)
    }

    private func easing(_ easing: EditModel?, segment k: Int) -> IndicatorSpec.Easing {
        func one(_ e: EditModel) -> IndicatorSpec.Easing {
            if case .string(let name) = e { return IndicatorSpec.Easing(name: name) ?? .linear }
            let p = e.items?.compactMap(\.number) ?? []
            return p.count == 4 ? .cubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3]) : .linear
        }
        guard let easing else { return .linear }
        if let list = easing.items, let first = list.first, first.number == nil {
            return k < list.count ? one(list[k]) : .linear
        }
        return one(easing)
    }

    private func retyped(
        _ old: EditModel?, _ type: String, _ fields: [String: [String]], _ required: [String: [String]]
    ) -> EditModel {
        let allFields = Set(fields.values.joined())
        var m = old ?? .object([])
        m["type"] = .string(type)
        for key in m.keys where key != "type" && allFields.contains(key) && !fields[type]!.contains(key) {
            m[key] = nil
        }
        for field in required[type]! where m[field] == nil {
            let carried = EditReferenceTypes.carried[field, default: []].lazy.compactMap { old?[$0] }.first
            m[field] = carried ?? .number(EditReferenceTypes.starters[field]!)
        }
        return m
    }
}

enum EditModelError: Error { case notANumber, notApplicable }
