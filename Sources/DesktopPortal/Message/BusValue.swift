/// One D-Bus value, as written into or read from a message body.
///
/// Containers carry what the wire needs: an array its element signature (so an empty array has
/// a type), a variant its content (whose signature it writes). A Unix file descriptor is only
/// ever read, and closed at once: nothing in the portal's answers needs one.
package indirect enum BusValue: Equatable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    case unixFileDescriptor
    case array(elementSignature: String, [BusValue])
    case dictionaryEntry(key: BusValue, value: BusValue)
    case structure([BusValue])
    case variant(BusValue)

    /// The value's D-Bus type signature (`s`, `a{sv}`, `(sa(us))`...).
    package var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .unixFileDescriptor: "h"
        case .array(let element, _): "a" + element
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// The signature of a message body holding `values` in order.
    package static func signature(of values: [BusValue]) -> String { values.map(\.signature).joined() }
}
