import CDBus

extension BusMessage {
    /// Appends `values` to the body, in order.
    ///
    /// Everything libdbus would abort on is checked first and thrown as a `BusFailure`: a
    /// signature that is not one complete type (a dictionary entry outside an array, a container
    /// key), an array item whose type is not the array's element type, a string with a NUL, an
    /// invalid object path or signature. A failure leaves the body unusable: build a new message.
    package func append(_ values: [BusValue]) throws(BusFailure) {
        for value in values { try Self.check(value) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(handle, &iterator)
        for value in values { try Self.append(value, to: &iterator) }
    }

    /// Checks `value` as a whole, then each part.
    private static func check(_ value: BusValue) throws(BusFailure) {
        try BusNames.checkSingleSignature(value.signature)
        try checkParts(value)
    }

    private static func checkParts(_ value: BusValue) throws(BusFailure) {
        switch value {
        case .string(let text): try BusNames.checkString(text)
        case .objectPath(let path): try BusNames.checkPath(path)
        case .signature(let signature):
            try BusNames.checkString(signature)
            guard
                case .success = LibDBusError.attempt(
                    "D-Bus signature",
                    { error -> Bool? in
                        dbus_signature_validate(signature, error) != 0 ? true : nil
                    })
            else { throw BusFailure("\(BusNames.quoted(signature)) is not a D-Bus signature") }
        case .unixFileDescriptor: throw BusFailure("sending a Unix file descriptor is not supported")
        case .array(let element, let items):
            for item in items {
                guard item.signature == element else {
                    throw BusFailure("an array of \(element) cannot hold a value of type \(item.signature)")
                }
                try checkParts(item)
            }
        case .dictionaryEntry(let key, let entryValue):
            try checkParts(key)
            try checkParts(entryValue)
        case .structure(let fields):
            for field in fields { try checkParts(field) }
        case .variant(let content): try check(content)
        case .byte, .boolean, .int16, .uint16, .int32, .uint32, .int64, .uint64, .double: break
        }
    }

    /// Writes one checked value at `iterator`.
    private static func append(_ value: BusValue, to iterator: inout DBusMessageIter) throws(BusFailure) {
        let written: Bool
        switch value {
        case .byte(let number): written = appendBasic(.byte, number, to: &iterator)
        case .boolean(let flag): written = appendBasic(.boolean, dbus_bool_t(flag ? 1 : 0), to: &iterator)
        case .int16(let number): written = appendBasic(.int16, number, to: &iterator)
        case .uint16(let number): written = appendBasic(.uint16, number, to: &iterator)
        case .int32(let number): written = appendBasic(.int32, number, to: &iterator)
        case .uint32(let number): written = appendBasic(.uint32, number, to: &iterator)
        case .int64(let number): written = appendBasic(.int64, number, to: &iterator)
        case .uint64(let number): written = appendBasic(.uint64, number, to: &iterator)
        case .double(let number): written = appendBasic(.double, number, to: &iterator)
        case .string(let text): written = appendText(.string, text, to: &iterator)
        case .objectPath(let path): written = appendText(.objectPath, path, to: &iterator)
        case .signature(let signature): written = appendText(.signature, signature, to: &iterator)
        case .unixFileDescriptor: throw BusFailure("sending a Unix file descriptor is not supported")
        case .array(let element, let items):
            try appendContainer(.array, contentSignature: element, items, to: &iterator)
            return
        case .dictionaryEntry(let key, let entryValue):
            try appendContainer(.dictionaryEntry, contentSignature: nil, [key, entryValue], to: &iterator)
            return
        case .structure(let fields):
            try appendContainer(.structure, contentSignature: nil, fields, to: &iterator)
            return
        case .variant(let content):
            try appendContainer(.variant, contentSignature: content.signature, [content], to: &iterator)
            return
        }
        guard written else { throw BusFailure("out of memory writing a D-Bus message") }
    }

    /// Fixed-size values are passed as a pointer to their bytes.
    private static func appendBasic<Number: BitwiseCopyable>(
        _ type: BusTypeCode, _ number: Number,
        to iterator: inout DBusMessageIter
    ) -> Bool {
        withUnsafePointer(to: number) { dbus_message_iter_append_basic(&iterator, type.rawValue, $0) != 0 }
    }

    /// Strings, object paths and signatures are passed as a pointer to their C string.
    private static func appendText(_ type: BusTypeCode, _ text: String, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return dbus_message_iter_append_basic(&iterator, type.rawValue, &pointer) != 0
        }
    }

    private static func appendContainer(
        _ type: BusTypeCode, contentSignature: String?, _ contents: [BusValue],
        to iterator: inout DBusMessageIter
    ) throws(BusFailure) {
        var inner = DBusMessageIter()
        let opened: Bool =
            if let contentSignature {
                dbus_message_iter_open_container(&iterator, type.rawValue, contentSignature, &inner) != 0
            } else {
                dbus_message_iter_open_container(&iterator, type.rawValue, nil, &inner) != 0
            }
        guard opened else { throw BusFailure("out of memory writing a D-Bus message") }
        do {
            for content in contents { try append(content, to: &inner) }
        } catch {
            dbus_message_iter_abandon_container(&iterator, &inner)
            throw error
        }
        guard dbus_message_iter_close_container(&iterator, &inner) != 0 else {
            throw BusFailure("out of memory writing a D-Bus message")
        }
    }
}
