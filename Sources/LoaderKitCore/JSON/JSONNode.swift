/// A parsed JSON value that remembers where it came from.
///
/// Offsets are UTF-8 byte offsets into the source text; `SourceText` turns them into lines and
/// columns. Objects follow the JavaScript object model that LoaderKit's reference reads specs
/// with: own members in JavaScript key order, duplicate keys resolved to the last value, and a
/// `__proto__` member held as the object's prototype instead of as a member.
package struct JSONNode: Sendable {
    /// The value itself.
    package var kind: Kind
    // The offsets in 32 bits, as the tape holds them: a node takes 32 bytes, not 40.
    private var start32: UInt32
    private var end32: UInt32

    package init(_ kind: Kind, start: Int = 0, end: Int = 0) {
        self.kind = kind
        start32 = UInt32(clamping: start)
        end32 = UInt32(clamping: end)
    }

    /// Byte offset of the value's first character.
    package var start: Int {
        get { Int(start32) }
        set { start32 = UInt32(clamping: newValue) }
    }
    /// Byte offset just past the value's last character.
    package var end: Int {
        get { Int(end32) }
        set { end32 = UInt32(clamping: newValue) }
    }

    /// The kinds of JSON value. Only objects are boxed (they hold the node type through their
    /// prototype); numbers, strings and arrays sit inline, so a node costs no allocation of its own.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        /// A number; literals beyond the range of a double are ±infinity, as in JavaScript.
        case number(Double)
        case string(String)
        case array([JSONNode])
        indirect case object(JSONObject)
    }

    package var number: Double? { if case .number(let x) = kind { return x } else { return nil } }
    package var string: String? { if case .string(let s) = kind { return s } else { return nil } }
    package var bool: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    package var array: [JSONNode]? { if case .array(let a) = kind { return a } else { return nil } }
    package var object: JSONObject? { if case .object(let o) = kind { return o } else { return nil } }
    package var isNull: Bool { if case .null = kind { return true } else { return false } }

    /// A finite number, or nil.
    package var finiteNumber: Double? {
        if case .number(let x) = kind, x.isFinite { return x }
        return nil
    }
}

/// A JSON object's own members, in JavaScript key order, plus its prototype.
package struct JSONObject: Sendable {
    /// One own member: its key, where the key starts, and its value.
    package struct Member: Sendable {
        package var key: String
        package var keyStart: Int
        package var value: JSONNode
    }

    /// What a `__proto__` member made of the object's prototype.
    package indirect enum Prototype: Sendable {
        /// No `__proto__` member took effect: the ordinary object prototype.
        case standard
        /// `"__proto__": null`: no prototype at all.
        case none
        /// `"__proto__"` was an object or an array.
        case node(JSONNode)
    }

    /// Own members, array-index keys first in numeric order, then the rest in source order.
    package private(set) var members: [Member]
    package var prototype: Prototype
    private var lookup: [String: Int]?

    package init(members: [Member] = [], prototype: Prototype = .standard) {
        self.members = []
        self.prototype = prototype
        for member in members { set(member) }
    }

    /// An object whose `members` are already in JavaScript key order with no repeated key.
    init(ordered members: [Member], prototype: Prototype) {
        self.members = members
        self.prototype = prototype
        if members.count > 16 { rebuildLookup() }
    }

    /// Adds or replaces a member as JavaScript assignment does: a repeated key keeps its first
    /// position and takes the new value.
    package mutating func set(_ member: Member) {
        if let i = indexOfMember(member.key) {
            members[i].value = member.value
            return
        }
        if let n = JSONObject.arrayIndex(member.key) {
            // Array-index keys come first, in increasing numeric order.
            var at = 0
            while at < members.count, let m = JSONObject.arrayIndex(members[at].key), m < n { at += 1 }
            members.insert(member, at: at)
            lookup = nil
            if members.count > 16 { rebuildLookup() }
        } else {
            members.append(member)
            if lookup != nil {
                lookup?[member.key] = members.count - 1
            } else if members.count > 16 {
                rebuildLookup()
            }
        }
    }

    /// Lets `body` change each member's key offset and value in place; the keys, which order and
    /// index the members, stay.
    mutating func updateMembers(_ body: (_ keyStart: inout Int, _ value: inout JSONNode) -> Void) {
        for i in members.indices {
            var member = members[i]
            members[i].value = JSONNode(.null)  // Leaves `member.value` the only reference to its contents.
            body(&member.keyStart, &member.value)
            members[i] = member
        }
    }

    /// The own member named `key`, if any (never looks at the prototype).
    package func member(_ key: String) -> Member? {
        indexOfMember(key).map { members[$0] }
    }

    /// The own value named `key`, if any.
    package subscript(key: String) -> JSONNode? { member(key)?.value }

    /// True when the object has an own member named `key`.
    package func hasOwn(_ key: String) -> Bool { indexOfMember(key) != nil }

    private func indexOfMember(_ key: String) -> Int? {
        if let lookup { return lookup[key] }
        return members.firstIndex { $0.key == key }
    }

    private mutating func rebuildLookup() {
        var table: [String: Int] = [:]
        table.reserveCapacity(members.count)
        for (i, m) in members.enumerated() { table[m.key] = i }
        lookup = table
    }

    /// The value of `key` as a JavaScript array index (a canonical integer below 2³²−1), or nil.
    static func arrayIndex(_ key: String) -> UInt32? {
        let utf8 = key.utf8
        guard let first = utf8.first, utf8.count <= 10, first >= 48, first <= 57 else { return nil }
        if first == 48 && utf8.count > 1 { return nil }
        var value: UInt64 = 0
        for c in utf8 {
            guard c >= 48, c <= 57 else { return nil }
            value = value * 10 + UInt64(c - 48)
        }
        return value < 4_294_967_295 ? UInt32(value) : nil
    }
}
