/// Reads fuzz input as a stream of choices; past the end every read returns zero, so any
/// input, the empty one included, decodes to something.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ buffer: UnsafeRawBufferPointer) { bytes = Array(buffer) }
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`, or nil when the byte is past them (a "missing" option).
    mutating func pick<T>(_ choices: [T]) -> T? {
        let b = Int(byte())
        return b < choices.count ? choices[b] : (b % 2 == 0 ? choices[b % choices.count] : nil)
    }

    /// A double that is usually interesting (NaN, infinities, zeros, extremes, small integers,
    /// fractions) and sometimes any bit pattern at all.
    mutating func double() -> Double {
        let selector = byte()
        switch selector % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -0.0
        case 4: return 1e308
        case 5: return .leastNonzeroMagnitude
        case 6: return -1e308
        case 7, 8:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 9: return Double(Int8(bitPattern: byte()))
        case 10: return Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
        default: return Double(byte()) / 64 - 1
        }
    }

    /// An optional double: nil about a quarter of the time.
    mutating func optionalDouble() -> Double? {
        byte() & 3 == 0 ? nil : double()
    }
}
