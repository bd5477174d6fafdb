import LoaderKitCore

/// Reading and extending paths as the editors do. A path is a place in a spec, in the notation
/// of the validation messages: "" (the root), "tracks[0].keyTimes[1]", "parts[1].layout.gap".
/// Keys are written as LoaderKit's messages write them: as they are, joined by "." (no quoting),
/// so a key holding "." or "[" prints ambiguously and does not read back; spec keys never do.
extension JSONPath {
    /// Reads the notation; nil for malformed text (an empty key, an unclosed or non-numeric
    /// index, a negative index).
    public init?(parsing text: String) {
        var components: [Component] = []
        var key = ""
        var i = text.startIndex
        // True right after a "." (a key must follow).
        var wantsKey = false
        while i < text.endIndex {
            let c = text[i]
            if c == "." {
                if !key.isEmpty {
                    components.append(.key(key))
                    key = ""
                } else if components.isEmpty || wantsKey {
                    return nil
                }
                wantsKey = true
                i = text.index(after: i)
            } else if c == "[" {
                if !key.isEmpty {
                    components.append(.key(key))
                    key = ""
                } else if wantsKey || (components.isEmpty && i != text.startIndex) {
                    return nil
                }
                wantsKey = false
                guard let close = text[i...].firstIndex(of: "]") else { return nil }
                let digits = text[text.index(after: i)..<close]
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else {
                    return nil
                }
                components.append(.index(n))
                i = text.index(after: close)
            } else if c == "]" {
                return nil
            } else {
                if key.isEmpty, !wantsKey, !components.isEmpty { return nil }  // "[0]x"
                key.append(c)
                wantsKey = false
                i = text.index(after: i)
            }
        }
        if wantsKey { return nil }
        if !key.isEmpty { components.append(.key(key)) }
        self.init(components)
    }

    public func appending(_ component: Component) -> JSONPath { JSONPath(components + [component]) }
    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// The path of the enclosing value; nil at the root.
    public var parent: JSONPath? { components.isEmpty ? nil : JSONPath(Array(components.dropLast())) }

    /// The last step; nil at the root.
    public var last: Component? { components.last }

    /// The path as error messages name it: quoted, or "the root".
    var messageName: String { components.isEmpty ? "the root" : "\"\(description)\"" }
}
