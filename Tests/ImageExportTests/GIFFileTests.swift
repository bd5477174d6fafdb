import Foundation
import ImageExport
import TestSupport
import XCTest

/// Animated GIF write and read through giflib: exact palettes, transparency and disposal,
/// delays, looping, quantisation and determinism.
final class GIFFileTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() { scratch = temporaryFolder() }

    /// Frame `n` of a 12x9 animation: a red/green/blue/white quartered background with a 4x3
    /// transparent hole that moves with `n`, a semi-transparent (alpha 50, so transparent) pixel
    /// and a semi-opaque (alpha 200, so opaque) one.
    private func fewColorFrame(_ n: Int) throws -> RGBAImage {
        try makeImage(width: 12, height: 9) { x, y in
            if (n * 3..<n * 3 + 4).contains(x), (2..<5).contains(y) { return (0, 0, 0, 0) }
            if x == 11, y == 8 { return (9, 9, 9, 50) }
            if x == 0, y == 8 { return (30, 60, 90, 200) }
            switch (x < 6, y < 4) {
            case (true, true): return (255, 0, 0, 255)
            case (false, true): return (0, 255, 0, 255)
            case (true, false): return (0, 0, 255, 255)
            case (false, false): return (255, 255, 255, 255)
            }
        }
    }

    func testFewColorsWithTransparencyRoundTripExactly() throws {
        let frames = try (0..<3).map(fewColorFrame)
        let path = scratch.file("few.gif")
        try GIFFile.write(try GIFAnimation(frames: frames, delayCentiseconds: 7), to: path)
        let back = try GIFFile.read(path)
        XCTAssertEqual(back.frames.count, 3)
        XCTAssertEqual(back.delays, [7, 7, 7])
        XCTAssertEqual(back.loopCount, 0)
        for (n, frame) in frames.enumerated() {
            let expected = try gifExpected(frame)
            XCTAssertTrue(back.frames[n] == expected, "frame \(n): " + firstDifference(back.frames[n], expected))
        }
        let bytes = try fileBytes(path)
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(Array(bytes[6..<10]), [12, 0, 9, 0])  // little-endian width, height
        XCTAssertNotEqual(bytes[10] & 0x80, 0, "one global colour table")
        XCTAssertTrue(contains(bytes, Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0]), "loop forever extension")
    }

    func testDelayBelowTwoIsWrittenAsTwo() throws {
        let path = scratch.file("fast.gif")
        try GIFFile.write(
            try GIFAnimation(frames: [try fewColorFrame(0), try fewColorFrame(1)], delayCentiseconds: 1), to: path)
        XCTAssertEqual(try GIFFile.read(path).delays, [2, 2])
    }

    func testEachFrameKeepsItsOwnDelay() throws {
        let path = scratch.file("uneven.gif")
        let frames = try (0..<3).map(fewColorFrame)
        try GIFFile.write(try GIFAnimation(frames: frames, delaysCentiseconds: [3, 4, 1]), to: path)
        XCTAssertEqual(try GIFFile.read(path).delays, [3, 4, 2])
    }

    func testOpaqueAnimationRoundTripsExactly() throws {
        let frames = try (0..<2).map { n in
            try makeImage(width: 5, height: 4) { x, y in (UInt8(40 * x + n), UInt8(50 * y), 7, 255) }
        }
        let path = scratch.file("opaque.gif")
        try GIFFile.write(try GIFAnimation(frames: frames, delayCentiseconds: 10), to: path)
        let back = try GIFFile.read(path).frames
        XCTAssertEqual(back.count, 2)
        for n in 0..<2 { XCTAssertTrue(back[n] == frames[n], firstDifference(back[n], frames[n])) }
    }

    /// Each frame has 200 colours but together 400: local palettes, still exact.
    func testFramesThatFitOnlyAloneGetExactLocalPalettes() throws {
        let frames = try (0..<2).map { n in
            try makeImage(width: 20, height: 10) { x, y in
                x == 0 && y == 0 ? (0, 0, 0, 0) : (UInt8(y * 20 + x), UInt8(n * 100), 33, 255)
            }
        }
        let path = scratch.file("local.gif")
        try GIFFile.write(try GIFAnimation(frames: frames, delayCentiseconds: 4), to: path)
        let back = try GIFFile.read(path)
        let expected = try frames.map(gifExpected)
        XCTAssertEqual(back.frames.count, 2)
        for n in 0..<2 { XCTAssertTrue(back.frames[n] == expected[n], firstDifference(back.frames[n], expected[n])) }
        XCTAssertEqual(try fileBytes(path)[10] & 0x80, 0, "no global colour table")
    }

    /// A 64x64 gradient has 4096 colours: quantised to 255 plus transparency. Tolerance: PSNR
    /// over the opaque pixels' RGB of at least 34 dB and no channel off by more than 16 (measured:
    /// 35.8 dB, 10); transparent pixels stay exactly transparent.
    func testGradientIsQuantisedWithinToleranceAndDeterministically() throws {
        let gradient = try makeImage(width: 64, height: 64) { x, y in
            x + y == 0 ? (0, 0, 0, 0) : (UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255)
        }
        let animation = try GIFAnimation(frames: [gradient, gradient], delayCentiseconds: 3)
        let (a, b) = (scratch.file("g1.gif"), scratch.file("g2.gif"))
        try GIFFile.write(animation, to: a)
        try GIFFile.write(animation, to: b)
        XCTAssertEqual(try fileBytes(a), try fileBytes(b))

        let back = try GIFFile.read(a)
        XCTAssertEqual(back.frames.count, 2)
        var squared = 0.0, samples = 0, maximum = 0
        for (x, y) in (0..<64).flatMap({ y in (0..<64).map { x in (x, y) } }) {
            let (want, got) = (gradient.rgba(x: x, y: y), back.frames[0].rgba(x: x, y: y))
            if want.a == 0 {
                XCTAssertTrue(got == (0, 0, 0, 0))
                continue
            }
            XCTAssertEqual(got.a, 255)
            for (w, g) in [(want.r, got.r), (want.g, got.g), (want.b, got.b)] {
                let d = Int(w) - Int(g)
                squared += Double(d * d)
                samples += 1
                maximum = max(maximum, abs(d))
            }
        }
        let psnr = 10 * log10(255.0 * 255.0 / (squared / Double(samples)))
        XCTAssertGreaterThanOrEqual(psnr, 34, "PSNR \(psnr) dB")
        XCTAssertLessThanOrEqual(maximum, 16)
        XCTAssertTrue(back.frames[1] == back.frames[0])
        XCTAssertEqual(try fileBytes(a)[10] & 0x80, 0, "a local colour table per frame")
    }

    func testTwoWritesOfTheSameAnimationAreIdentical() throws {
        let animation = try GIFAnimation(frames: try (0..<3).map(fewColorFrame), delayCentiseconds: 5)
        try GIFFile.write(animation, to: scratch.file("a.gif"))
        try GIFFile.write(animation, to: scratch.file("b.gif"))
        XCTAssertEqual(try fileBytes(scratch.file("a.gif")), try fileBytes(scratch.file("b.gif")))
    }

    func testWritingIntoAMissingDirectoryNamesThePath() throws {
        let path = scratch.file("missing/dir/out.gif")
        let animation = try GIFAnimation(frames: [try fewColorFrame(0)], delayCentiseconds: 5)
        XCTAssertThrowsError(try GIFFile.write(animation, to: path)) { error in
            XCTAssertEqual((error as? ImageExportError)?.path, path)
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testReadingAMissingFileNamesTheCallAndPath() throws {
        let path = scratch.file("nothing.gif")
        XCTAssertThrowsError(try GIFFile.read(path)) { error in
            guard case ImageExportError.gif(let call, _, let errorPath)? = error as? ImageExportError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(call, "DGifOpenFileName")
            XCTAssertEqual(errorPath, path)
        }
    }

    func testReadingATruncatedFileThrows() throws {
        let path = scratch.file("cut.gif")
        try GIFFile.write(try GIFAnimation(frames: try (0..<3).map(fewColorFrame), delayCentiseconds: 5), to: path)
        let bytes = try fileBytes(path)
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try GIFFile.read(path)) { error in
            guard case ImageExportError.gif(let call, let message, let errorPath)? = error as? ImageExportError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(call, "DGifSlurp")
            XCTAssertFalse(message.isEmpty)
            XCTAssertEqual(errorPath, path)
        }
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
