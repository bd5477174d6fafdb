import CDBus
import Glibc

extension BusMessage {
    /// The body's values, in order (libdbus has checked the wire format when the message
    /// arrived, so every value is well formed; whether it is what the caller expected is the
    /// caller's question).
    package var body: [BusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(handle, &iterator) != 0 else { return [] }
        return Self.readAll(&iterator)
    }

    /// Reads the values from `iterator` to the end of its container.
    private static func readAll(_ iterator: inout DBusMessageIter) -> [BusValue] {
        var values: [BusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != BusTypeCode.invalid.rawValue {
            values.append(read(&iterator))
            guard dbus_message_iter_next(&iterator) != 0 else { break }
        }
        return values
    }

    /// Reads the value at `iterator`.
    private static func read(_ iterator: inout DBusMessageIter) -> BusValue {
        let code = BusTypeCode(rawValue: dbus_message_iter_get_arg_type(&iterator)) ?? .invalid
        switch code {
        case .array:
            let element = String(signatureOf: &iterator).dropFirst()
            return .array(elementSignature: String(element), readContents(&iterator))
        case .structure:
            return .structure(readContents(&iterator))
        case .dictionaryEntry:
            let pair = readContents(&iterator)
            return pair.count == 2 ? .dictionaryEntry(key: pair[0], value: pair[1]) : .structure(pair)
        case .variant:
            return .variant(readContents(&iterator).first ?? .structure([]))
        default:
            return readBasic(code, &iterator)
        }
    }

    private static func readContents(_ iterator: inout DBusMessageIter) -> [BusValue] {
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        return readAll(&inner)
    }

    private static func readBasic(_ code: BusTypeCode, _ iterator: inout DBusMessageIter) -> BusValue {
        var basic = DBusBasicValue()
        dbus_message_iter_get_basic(&iterator, &basic)
        switch code {
        case .byte: return .byte(basic.byt)
        case .boolean: return .boolean(basic.bool_val != 0)
        case .int16: return .int16(basic.i16)
        case .uint16: return .uint16(basic.u16)
        case .int32: return .int32(basic.i32)
        case .uint32: return .uint32(basic.u32)
        case .int64: return .int64(Int64(basic.i64))
        case .uint64: return .uint64(UInt64(basic.u64))
        case .double: return .double(basic.dbl)
        case .string: return .string(basic.str.map { String(cString: $0) } ?? "")
        case .objectPath: return .objectPath(basic.str.map { String(cString: $0) } ?? "")
        case .signature: return .signature(basic.str.map { String(cString: $0) } ?? "")
        case .unixFileDescriptor:
            // libdbus hands over a duplicate that the reader owns.
            if basic.fd >= 0 { close(basic.fd) }
            return .unixFileDescriptor
        case .invalid, .array, .variant, .structure, .dictionaryEntry:
            return .structure([])
        }
    }
}

private extension String {
    /// The signature of the value at `iterator` (libdbus allocates it; freed here).
    init(signatureOf iterator: inout DBusMessageIter) {
        guard let signature = dbus_message_iter_get_signature(&iterator) else {
            self = ""
            return
        }
        self = String(cString: signature)
        dbus_free(signature)
    }
}
