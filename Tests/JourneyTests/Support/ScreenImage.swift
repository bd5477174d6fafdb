import Foundation
import XSession

/// The X server's screen as 0xRRGGBB pixels, read from the XWD file Xvfb keeps up to date.
struct ScreenImage {
    let width: Int
    let height: Int
    /// Row-major 0x00RRGGBB.
    let pixels: [UInt32]

    /// Parses a ZPixmap XWD file of 24 or 32 bits per pixel with true colour masks.
    init(xwdFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 100 else {
            throw JourneyError("cannot read the screen file \(path)")
        }
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            let o = index * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        let headerSize = field(0), format = field(2), width = field(4), height = field(5)
        let byteOrder = field(7), bitsPerPixel = field(11), bytesPerLine = field(12)
        let redMask = UInt32(field(14)), greenMask = UInt32(field(15)), blueMask = UInt32(field(16))
        let colours = field(19)
        guard format == 2, bitsPerPixel == 32, width > 0, height > 0 else {
            throw JourneyError("the screen file is not a 32-bit ZPixmap (format \(format), \(bitsPerPixel) bpp)")
        }
        let start = headerSize + colours * 12
        guard bytes.count >= start + bytesPerLine * height else { throw JourneyError("the screen file is short") }
        func shift(_ mask: UInt32) -> UInt32 { UInt32(mask.trailingZeroBitCount) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = start + y * bytesPerLine
            for x in 0..<width {
                let o = row + x * 4
                let b0 = UInt32(bytes[o]), b1 = UInt32(bytes[o + 1]), b2 = UInt32(bytes[o + 2]),
                    b3 = UInt32(bytes[o + 3])
                let value = byteOrder == 0 ? b3 << 24 | b2 << 16 | b1 << 8 | b0 : b0 << 24 | b1 << 16 | b2 << 8 | b3
                let r = (value & redMask) >> shift(redMask), g = (value & greenMask) >> shift(greenMask)
                let b = (value & blueMask) >> shift(blueMask)
                pixels[y * width + x] = r << 16 | g << 8 | b
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y), 0xRRGGBB.
    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The pixels of a rect (screen pixels, clipped to the screen), row by row.
    func region(x: Int, y: Int, width w: Int, height h: Int) -> [UInt32] {
        var out: [UInt32] = []
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) { out.append(self[column, row]) }
        }
        return out
    }

    /// How many distinct colours a rect holds (1 for a blank area).
    func colourCount(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        Set(region(x: x, y: y, width: w, height: h)).count
    }

    /// FNV-1a over the 0xRRGGBB values of a rect, the same hash as the control channel's
    /// `pixels` answer.
    func hash(x: Int, y: Int, width w: Int, height h: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in region(x: x, y: y, width: w, height: h) {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Writes the screen as a binary PPM (for looking at a failed journey).
    func writePPM(to path: String) {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + pixels.count * 3)
        for p in pixels { data.append(contentsOf: [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)]) }
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}
