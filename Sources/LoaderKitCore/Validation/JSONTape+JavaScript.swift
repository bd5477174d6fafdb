/// JavaScript's member reads and conversions on a tape, as LoaderKit's reference performs them.
extension JSONTape {
    /// `o[key]` with JavaScript's prototype chain, for the value at `i`.
    func get(_ i: Int, _ key: String) -> JSLookup {
        var current = i
        while true {
            switch records[current].kind {
            case .object:
                if let v = member(current, key) { return .value(v) }
                switch prototype(current) {
                case .standard:
                    return JS.isObjectPrototypeName(key) ? .builtin(.object, JSBuiltinMethod(key)) : .missing
                case .none:
                    return .missing
                case .node(let proto):
                    current = proto
                }
            case .array:
                if let n = JSONObject.arrayIndex(key) {
                    return Int(n) < count(current) ? .value(item(current, Int(n))) : .missing
                }
                if key == "length" { return .length(count(current)) }
                if JS.arrayPrototypeNames.contains(key) { return .builtin(.array, JSBuiltinMethod(key)) }
                if JS.isObjectPrototypeName(key) { return .builtin(.object, JSBuiltinMethod(key)) }
                return .missing
            default:
                return .missing
            }
        }
    }

    /// `get(i, key)` when it is a JSON value: its record.
    func value(_ i: Int, _ key: String) -> Int? { get(i, key).node }

    func toPrimitive(_ lookup: JSLookup, preferString: Bool) throws(JSConversionError) -> JS.Primitive {
        switch lookup {
        case .missing: return .undefined
        case .builtin: return .string("function")  // never reached by spec checks
        case .length(let n): return .number(Double(n))
        case .value(let node): return try toPrimitive(node, preferString: preferString)
        }
    }

    /// `ToPrimitive(value, hint)` of the value at `i`.
    func toPrimitive(_ i: Int, preferString: Bool) throws(JSConversionError) -> JS.Primitive {
        let r = records[i]
        switch r.kind {
        case .null: return .null
        case .bool: return .bool(r.payload != 0)
        case .number: return .number(Double(bitPattern: r.payload))
        case .string: return .string(string(i)!)
        case .array, .object:
            let order = preferString ? ["toString", "valueOf"] : ["valueOf", "toString"]
            for method in order {
                guard case .builtin(let owner, let name) = get(i, method) else { continue }
                if name == .valueOf { continue }  // Object.prototype.valueOf returns the object
                if owner == .array {
                    // Array.prototype.toString calls this.join() when it is the built-in join.
                    if case .builtin(.array, .join) = get(i, "join") { return .string(try join(i)) }
                    if r.kind == .array { return .string("[object Array]") }
                    return .string("[object Object]")
                }
                return .string("[object Object]")
            }
            throw JSConversionError()
        }
    }

    /// `Array.prototype.join.call(value)` with the default separator, as far as its number can
    /// tell: the exact text for a dense array, and for a sparse or array-like value with a huge
    /// `length` a text with the same number.
    ///
    /// Only items that exist are visited (a missing item is empty text), so a `length` of 1e9
    /// costs nothing; every existing item below `length` is still converted, in order, so one
    /// that cannot be converted still throws.
    func join(_ i: Int) throws(JSConversionError) -> String {
        let length = try toNumber(get(i, "length"))
        let n = length.isNaN || length <= 0 ? 0 : min(length, 9_007_199_254_740_991).rounded(.down)
        if n == 0 { return "" }
        var parts: [String] = []
        var dense = true
        for k in existingIndices(i) where Double(k) < n {
            if k != parts.count { dense = false }
            let item = get(i, String(k))
            switch item {
            case .value(let v) where records[v].kind == .null: parts.append("")
            case .missing: parts.append("")
            default: parts.append(try toStringValue(item))
            }
        }
        if n == 1 { return dense ? parts.first ?? "" : "" }
        // Two or more items: the text has a separator, so its number is NaN either way.
        if dense && Double(parts.count) == n { return parts.joined(separator: ",") }
        return parts.joined(separator: ",") + ","
    }

    /// The array indices that the value at `i` or its prototypes hold as items or members, in
    /// order.
    func existingIndices(_ i: Int) -> [Int] {
        var members: Set<Int> = []
        var itemCount = 0
        var current = i
        chain: while true {
            switch records[current].kind {
            case .array:
                itemCount = count(current)
                break chain
            case .object:
                for member in self.members(current) {
                    guard let k = JSONObject.arrayIndex(string(member.key)!) else { break }  // index keys come first
                    members.insert(Int(k))
                }
                guard case .node(let proto) = prototype(current) else { break chain }
                current = proto
            default:
                break chain
            }
        }
        return Array(0..<itemCount) + members.filter { $0 >= itemCount }.sorted()
    }

    /// `String(value)`.
    func toStringValue(_ lookup: JSLookup) throws(JSConversionError) -> String {
        switch try toPrimitive(lookup, preferString: true) {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return JSNumberFormat.string(x)
        case .string(let s): return s
        }
    }

    /// `Number(value)`.
    func toNumber(_ lookup: JSLookup) throws(JSConversionError) -> Double {
        JS.number(of: try toPrimitive(lookup, preferString: false))
    }

    /// `a < b` with JavaScript's abstract relational comparison, for the values at `a` and `b`.
    func lessThan(_ a: Int, _ b: Int) throws(JSConversionError) -> Bool {
        if let x = number(a), let y = number(b) { return x < y }
        let pa = try toPrimitive(a, preferString: false)
        let pb = try toPrimitive(b, preferString: false)
        if case .string(let sa) = pa, case .string(let sb) = pb {
            return sa.utf16.lexicographicallyPrecedes(sb.utf16)
        }
        let x = JS.number(of: pa)
        let y = JS.number(of: pb)
        if x.isNaN || y.isNaN { return false }
        return x < y
    }
}
