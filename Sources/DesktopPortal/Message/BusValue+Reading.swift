extension BusValue {
    /// The text of a string, object path or signature; nil for any other type.
    package var text: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    /// The number of a `u`; nil for any other type.
    package var uint32: UInt32? {
        if case .uint32(let number) = self { return number }
        return nil
    }

    /// The items of an array; nil for any other type.
    package var arrayItems: [BusValue]? {
        if case .array(_, let items) = self { return items }
        return nil
    }

    /// The strings of an `as`; nil for any other type.
    package var strings: [String]? {
        guard case .array("s", let items) = self else { return nil }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The bytes of an `ay`; nil for any other type.
    package var bytes: [UInt8]? {
        guard case .array("y", let items) = self else { return nil }
        return items.compactMap { if case .byte(let byte) = $0 { byte } else { nil } }
    }

    /// The entries of an `a{sv}`, keyed by name, each the variant's content; nil for any
    /// other type. A repeated key keeps its last value.
    package var vardictEntries: [String: BusValue]? {
        guard case .array("{sv}", let items) = self else { return nil }
        var entries: [String: BusValue] = [:]
        for item in items {
            guard case .dictionaryEntry(.string(let key), .variant(let value)) = item else { return nil }
            entries[key] = value
        }
        return entries
    }
}
