import Foundation

/// The names a check reads from one object, matched in one pass over its members. A class, so
/// that handing a set to `JSONTape.lookups` passes one reference rather than retaining each of
/// its arrays.
final class JSONKeySet: Sendable {
    /// At most `JSONKeySet.capacity` names, as UTF-8.
    let names: [StaticString]
    /// Whether each name is also a member of `Object.prototype` (so missing reads as a method).
    let prototypeNames: [Bool]
    /// For each length in bytes below `JSONKeySet.longest`, the names of that length: bit k
    /// for `names[k]`. A member key is compared with those alone.
    let namesByLength: [UInt16]

    static let capacity = JSLookups.count
    /// Names are shorter than this, in bytes.
    static let longest = 32

    init(_ names: [StaticString]) {
        precondition(names.count <= JSONKeySet.capacity, "a key set holds at most \(JSONKeySet.capacity) names")
        // The names are compared through `utf8Start`, which a `StaticString` made from a single
        // Unicode scalar does not have; string literals have it (the tests build every set).
        precondition(names.allSatisfy(\.hasPointerRepresentation), "a key set's names must be held as UTF-8")
        precondition(
            names.allSatisfy { $0.utf8CodeUnitCount < JSONKeySet.longest },
            "a key set's names are shorter than \(JSONKeySet.longest) bytes")
        self.names = names
        prototypeNames = names.map { JS.isObjectPrototypeName($0.description) }
        var byLength = [UInt16](repeating: 0, count: JSONKeySet.longest)
        for (k, name) in names.enumerated() { byLength[name.utf8CodeUnitCount] |= 1 << k }
        namesByLength = byLength
    }
}

/// What `JSONTape.lookups` found: `get(i, names[k])` at `k`, in four bytes each (a record, or a
/// code for a missing member, a built-in method or an array's length), so it is cheap to return.
struct JSLookups {
    static let count = 16
    private static let missing: Int32 = -1
    /// Codes below this are built-in methods: owner and method packed.
    private static let firstMethod: Int32 = -2
    private static let methods = JSBuiltinMethod.allCases.count
    private static let length = firstMethod - Int32(2 * methods)

    private var codes = InlineArray<16, Int32>(repeating: JSLookups.missing)
    /// The `length` found, when one was (only the name `length` reads as one).
    private var lengthFound: Int = 0

    subscript(k: Int) -> JSLookup {
        @inline(__always) get {
            let code = codes[k]
            if code >= 0 { return .value(Int(code)) }
            if code == JSLookups.missing { return .missing }
            if code == JSLookups.length { return .length(lengthFound) }
            let packed = Int(JSLookups.firstMethod - code)
            let owner: JSBuiltinOwner = packed / JSLookups.methods == 0 ? .object : .array
            return .builtin(owner, JSBuiltinMethod.allCases[packed % JSLookups.methods])
        }
        set {
            switch newValue {
            case .value(let record): codes[k] = Int32(record)  // one record per two bytes at most, of under 4 GiB
            case .missing: codes[k] = JSLookups.missing
            case .length(let n):
                codes[k] = JSLookups.length
                lengthFound = n
            case .builtin(let owner, let method):
                let packed =
                    (owner == .object ? 0 : JSLookups.methods) + JSBuiltinMethod.allCases.firstIndex(of: method)!
                codes[k] = JSLookups.firstMethod - Int32(packed)
            }
        }
    }
}

extension JSONTape {
    /// `get(i, name)` for every name of `set`, index for index. A regular object's members are
    /// read once (each key compared by length, then bytes); any other value is read by `get`.
    func lookups(_ i: Int, _ set: JSONKeySet) -> JSLookups {
        var found = JSLookups()
        let r = records[i]
        guard r.kind == .object, r.flags & JSONTape.layoutFlag == 0 else {
            for k in set.names.indices { found[k] = get(i, set.names[k].description) }
            return found
        }
        let names = set.names
        let byLength = set.namesByLength
        bytes.withUnsafeBufferPointer { b in
            records.withUnsafeBufferPointer { records in
                var at = i + 1
                for _ in 0..<Int(truncatingIfNeeded: r.payload & 0xFFFF_FFFF) {
                    let key = records[at]
                    if key.flags & JSONTape.decodedFlag != 0 {
                        // A tape made from a tree holds every key decoded. Bytes are compared, not
                        // `String`s, whose equality merges canonically equivalent text.
                        let text = strings[Int(key.payload)].utf8
                        if let k = names.firstIndex(where: {
                            text.elementsEqual(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount))
                        }) {
                            found[k] = .value(at + 1)
                        }
                    } else {
                        let lo = Int(key.start) + 1
                        let n = Int(key.end) - 1 - lo
                        var candidates = n < JSONKeySet.longest ? byLength[n] : 0
                        while candidates != 0 {
                            let k = candidates.trailingZeroBitCount
                            candidates &= candidates &- 1
                            if JSONTape.same(b.baseAddress! + lo, names[k].utf8Start, n) {
                                found[k] = .value(at + 1)
                                break
                            }
                        }
                    }
                    let value = records[at + 1]
                    at = value.kind == .array || value.kind == .object ? Int(value.payload >> 32) : at + 2
                }
            }
        }
        for k in names.indices where set.prototypeNames[k] && !found[k].isPresent {
            found[k] = .builtin(.object, JSBuiltinMethod(names[k].description))
        }
        return found
    }
}
