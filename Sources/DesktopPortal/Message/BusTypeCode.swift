import CDBus

/// The D-Bus type codes libdbus reports and expects (`DBUS_TYPE_*`: the ASCII code of each
/// type's signature character).
enum BusTypeCode: Int32 {
    case invalid = 0
    case byte = 121  // y
    case boolean = 98  // b
    case int16 = 110  // n
    case uint16 = 113  // q
    case int32 = 105  // i
    case uint32 = 117  // u
    case int64 = 120  // x
    case uint64 = 116  // t
    case double = 100  // d
    case string = 115  // s
    case objectPath = 111  // o
    case signature = 103  // g
    case unixFileDescriptor = 104  // h
    case array = 97  // a
    case variant = 118  // v
    case structure = 114  // r
    case dictionaryEntry = 101  // e
}
