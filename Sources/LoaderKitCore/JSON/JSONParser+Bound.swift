/// How many records and member keys the parse of a text can write, counted from its bytes in
/// one SIMD pass before the parse, so the records are written in place without a check.
///
/// Records are the values and the member keys. Each key has its colon, so keys <= colons. The
/// values are the root, one per key, and the items of arrays, which are at most the commas plus
/// one per `[`. So records <= 1 + 2 * colons + commas + brackets. Bytes inside strings only add to
/// the count. A text with an error can write one key more before its missing colon is found
/// (the parse stops at the first error), hence one more for each.
/// Records also start at bytes of their own, which caps the count for text of punctuation.
struct RecordBound {
    /// Room for every record the parse can write.
    let records: Int
    /// Room for every member key on the parser's stack of open objects.
    let keys: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var colons = 0
        var commas = 0
        var brackets = 0
        var i = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let colon = SIMD16<UInt8>(repeating: 0x3A)
            let comma = SIMD16<UInt8>(repeating: 0x2C)
            let bracket = SIMD16<UInt8>(repeating: 0x5B)
            // 16 bytes at a time; a lane counts to at most 255 before the lanes are added up.
            while i + 16 <= count {
                var colonLanes = SIMD16<UInt8>()
                var commaLanes = SIMD16<UInt8>()
                var bracketLanes = SIMD16<UInt8>()
                let blockEnd = min(count, i + 255 * 16)
                while i + 16 <= blockEnd {
                    let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    // A true lane of a mask is all ones: subtracting it adds one.
                    colonLanes &-= unsafeBitCast(v .== colon, to: SIMD16<UInt8>.self)
                    commaLanes &-= unsafeBitCast(v .== comma, to: SIMD16<UInt8>.self)
                    bracketLanes &-= unsafeBitCast(v .== bracket, to: SIMD16<UInt8>.self)
                    i += 16
                }
                colons += RecordBound.sum(colonLanes)
                commas += RecordBound.sum(commaLanes)
                brackets += RecordBound.sum(bracketLanes)
            }
        }
        while i < count {
            switch bytes[i] {
            case 0x3A: colons += 1
            case 0x2C: commas += 1
            case 0x5B: brackets += 1
            default: break
            }
            i += 1
        }
        // Each record also starts at a byte of its own, and each key takes two or more: a text
        // of punctuation inside one string asks for no more than its length.
        records = min(2 + 2 * colons + commas + brackets, count + 1)
        keys = min(colons + 1, count / 2 + 1)
    }

    /// The sum of 16 byte lanes.
    private static func sum(_ lanes: SIMD16<UInt8>) -> Int {
        var total = 0
        for k in 0..<16 { total += Int(lanes[k]) }
        return total
    }
}
