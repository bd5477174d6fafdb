extension BusValue {
    /// `as`: an array of strings.
    package static func stringArray(_ strings: [String]) -> BusValue {
        .array(elementSignature: "s", strings.map { .string($0) })
    }

    /// `ay`: an array of bytes.
    package static func byteArray(_ bytes: [UInt8]) -> BusValue {
        .array(elementSignature: "y", bytes.map { .byte($0) })
    }

    /// `a{sv}`: a "vardict", the options and results of portal calls; entries sorted by key so
    /// a message's bytes do not depend on dictionary order.
    package static func vardict(_ entries: [String: BusValue]) -> BusValue {
        .array(
            elementSignature: "{sv}",
            entries.sorted { $0.key < $1.key }.map { key, value in
                .dictionaryEntry(key: .string(key), value: .variant(value))
            })
    }
}
