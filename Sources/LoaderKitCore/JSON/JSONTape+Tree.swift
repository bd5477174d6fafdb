/// The one bridge between the tape and `JSONNode` trees, both ways.
extension JSONNode {
    /// The tree of the whole document on `tape`.
    package init(tape: JSONTape) { self = tape.node(at: tape.root) }
}

extension JSONTape {
    /// The tree of the value at `i`.
    package func node(at i: Int) -> JSONNode {
        let r = records[i]
        let start = Int(r.start)
        let end = Int(r.end)
        switch r.kind {
        case .null: return JSONNode(.null, start: start, end: end)
        case .bool: return JSONNode(.bool(r.payload != 0), start: start, end: end)
        case .number: return JSONNode(.number(Double(bitPattern: r.payload)), start: start, end: end)
        case .string: return JSONNode(.string(string(i)!), start: start, end: end)
        case .array:
            var items: [JSONNode] = []
            items.reserveCapacity(count(i))
            forEachItem(i) { items.append(node(at: $0)) }
            return JSONNode(.array(items), start: start, end: end)
        case .object:
            let members = members(i).map { m in
                JSONObject.Member(key: string(m.key)!, keyStart: Int(records[m.key].start), value: node(at: m.value))
            }
            let prototype: JSONObject.Prototype
            switch self.prototype(i) {
            case .standard: prototype = .standard
            case .none: prototype = .none
            case .node(let p): prototype = .node(node(at: p))
            }
            return JSONNode(.object(JSONObject(ordered: members, prototype: prototype)), start: start, end: end)
        }
    }

    /// The tape of a tree (its strings all held decoded, its offsets kept).
    package init(tree: JSONNode) {
        self.init(bytes: [])
        add(tree)
    }

    private mutating func add(_ node: JSONNode) {
        let start = UInt32(clamping: node.start)
        let end = UInt32(clamping: node.end)
        func record(_ kind: Kind, _ payload: UInt64, flags: UInt8 = 0) {
            records.append(Record(kind: kind, flags: flags, start: start, end: end, payload: payload))
        }
        switch node.kind {
        case .null: record(.null, 0)
        case .bool(let b): record(.bool, b ? 1 : 0)
        case .number(let x): record(.number, x.bitPattern)
        case .string(let s):
            record(.string, UInt64(strings.count), flags: JSONTape.decodedFlag)
            strings.append(s)
        case .array(let items):
            let i = records.count
            record(.array, 0)
            for item in items { add(item) }
            records[i].payload = UInt64(items.count) | UInt64(records.count) << 32
        case .object(let object):
            let i = records.count
            record(.object, 0)
            var members: [(key: Int, value: Int)] = []
            for member in object.members {
                let key = records.count
                let at = UInt32(clamping: member.keyStart)
                records.append(
                    Record(
                        kind: .string, flags: JSONTape.decodedFlag, start: at, end: at, payload: UInt64(strings.count)))
                strings.append(member.key)
                add(member.value)
                members.append((key, key + 1))
            }
            var prototype = Prototype.standard
            switch object.prototype {
            case .standard: break
            case .none: prototype = .none
            case .node(let p):
                prototype = .node(records.count)
                add(p)
            }
            records[i].payload = UInt64(members.count) | UInt64(records.count) << 32
            if case .standard = prototype {
            } else {
                records[i].flags |= JSONTape.layoutFlag
                layouts[i] = ObjectLayout(members: members, prototype: prototype)
            }
        }
    }
}

extension JSONTape {
    /// Puts `edit`'s new value in place of the number or string record whose bytes are
    /// `edit.target` (in the offsets the tape was made with), which makes it check as the tape
    /// of the edited tree; false (and the tape unchanged) when no such record is there. Records
    /// are in document order, so their starts ascend and the record is found by bisection.
    package mutating func apply(_ edit: JSONValueEdit) -> Bool {
        let start = edit.target.lowerBound
        var lo = 0, hi = records.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(records[mid].start) < start { lo = mid + 1 } else { hi = mid }
        }
        guard lo < records.count, Int(records[lo].start) == start, Int(records[lo].end) == edit.target.upperBound
        else { return false }
        switch (records[lo].kind, edit.kind) {
        case (.number, .number(let x)):
            records[lo].payload = x.bitPattern
        case (.string, .string(let s)):
            if records[lo].flags & JSONTape.decodedFlag != 0 {
                // A tree's tape: each string record has a string of its own.
                strings[Int(records[lo].payload)] = s
            } else {
                records[lo].flags |= JSONTape.decodedFlag
                records[lo].payload = UInt64(strings.count)
                strings.append(s)
            }
        default:
            return false
        }
        return true
    }
}
