import Foundation

/// JavaScript's object semantics, settled once when an object closes: duplicate keys keep their
/// first position and take the last value, array-index keys come first in numeric order, and a
/// `__proto__` member sets the prototype instead of being a member.
extension JSONTape {
    /// Records the JavaScript view of the object `object`, whose member key records are `keys`
    /// in source order (each value follows its key).
    mutating func lay(object: Int, keys: [Int]) {
        var members: [(key: Int, value: Int)] = []
        var texts: [String] = []
        var position: [String: Int] = [:]
        var prototype = Prototype.standard
        for key in keys {
            let text = string(key)!
            let value = key + 1
            if text == "__proto__" {
                // The reference reads specs as JavaScript objects: `__proto__` sets the prototype
                // when it is an object, an array or null, and is dropped otherwise.
                switch records[value].kind {
                case .object, .array: prototype = .node(value)
                case .null: prototype = .none
                default: break
                }
                continue
            }
            if let at = position[text] {
                members[at].value = value
                continue
            }
            if let n = JSONObject.arrayIndex(text) {
                var at = 0
                while at < members.count, let m = JSONObject.arrayIndex(texts[at]), m < n { at += 1 }
                members.insert((key, value), at: at)
                texts.insert(text, at: at)
                for i in at..<texts.count { position[texts[i]] = i }
            } else {
                position[text] = members.count
                members.append((key, value))
                texts.append(text)
            }
        }
        records[object].flags |= JSONTape.layoutFlag
        records[object].payload = records[object].payload & ~0xFFFF_FFFF | UInt64(members.count)
        layouts[object] = ObjectLayout(members: members, prototype: prototype)
    }
}
