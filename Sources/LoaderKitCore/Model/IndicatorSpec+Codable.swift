import Foundation

/// `Codable`: decoding validates, like `init(json:)`.
///
/// The decoder's members are re-read as a JSON tree and validated with LoaderKit's rules, so a
/// spec decoded inside a larger document is checked exactly as a file would be. (Key order is
/// the decoder's, which only affects the order of `params` messages.)
extension IndicatorSpec: Codable {
    public init(from decoder: Decoder) throws {
        let tape = JSONTape(tree: try AnyJSON(from: decoder).node)
        let problems = SpecValidator.problems(of: tape)
        guard problems.isEmpty else { throw IndicatorSpecError(problems: problems) }
        var memo: SpecCheckMemo?
        self.init(validated: tape, memo: &memo)
    }

    public func encode(to encoder: Encoder) throws {
        try AnyJSON(jsonNode).encode(to: encoder)
    }
}

/// Any JSON value, through `Codable`.
struct AnyJSON: Codable {
    var node: JSONNode

    init(_ node: JSONNode) { self.node = node }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var pairs: [(String, JSONNode)] = []
            for key in keyed.allKeys {
                pairs.append((key.stringValue, try keyed.decode(AnyJSON.self, forKey: key).node))
            }
            var object = JSONObject()
            for (k, v) in pairs {
                if k == "__proto__" {
                    switch v.kind {
                    case .object, .array: object.prototype = .node(v)
                    case .null: object.prototype = .none
                    default: break
                    }
                } else {
                    object.set(.init(key: k, keyStart: 0, value: v))
                }
            }
            node = JSONNode(.object(object))
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [JSONNode] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(AnyJSON.self).node) }
            node = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                node = .null
            } else if let b = try? single.decode(Bool.self) {
                node = .bool(b)
            } else if let x = try? single.decode(Double.self) {
                node = .number(x)
            } else {
                node = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        switch node.kind {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .number(let x):
            var c = encoder.singleValueContainer()
            try c.encode(x)
        case .string(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(AnyJSON(item)) }
        case .object(let object):
            var c = encoder.container(keyedBy: Key.self)
            for member in object.members { try c.encode(AnyJSON(member.value), forKey: Key(stringValue: member.key)) }
        }
    }
}
