import Localization
import Foundation
import Glibc
import ImageExport
import LoaderKitCore
import TestSupport
import UI
import XCTest
@testable import Studio

/// Exports are written atomically: encoded in memory, written to a temporary file in the same
/// folder, synced and renamed over the target. A failure (the encoder's, a folder that went, a
/// rename that cannot happen, no room left) names the file, leaves what was there whole and
/// leaves no temporary file.
final class AtomicImageWriterTests: XCTestCase {
    /// The executable's encoder, over ImageExport.
    struct RealEncoder: ImageEncoding {
        func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8] {
            try PNGFile.encode(try RGBAImage(width: width, height: height, premultipliedARGB32: premultipliedARGB32))
        }

        func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8] {
            let images = try frames.map { try RGBAImage(width: width, height: height, premultipliedARGB32: $0) }
            return try GIFFile.encode(try GIFAnimation(frames: images, delaysCentiseconds: delaysCentiseconds))
        }
    }

    /// An encoder that fails after the caller asked.
    struct FailingEncoder: ImageEncoding {
        struct Failure: Error, CustomStringConvertible { var description: String { "out of colours" } }
        func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8] { throw Failure() }
        func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8] {
            throw Failure()
        }
    }

    /// `side`×`side` pixels of noise (PNG cannot squeeze them), opaque.
    static func noise(_ side: Int, seed: UInt64 = 7) -> [UInt32] {
        var generator = SeededGenerator(seed: seed)
        return (0..<side * side).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
    }

    func testAPNGAndAGIFAreWrittenWholeOverWhatWasThere() throws {
        let dir = temporaryFolder()
        let writer = AtomicImageWriter(encoder: RealEncoder())
        let png = dir.file("a.png"), gif = dir.file("a.gif")
        try Data("old".utf8).write(to: URL(fileURLWithPath: png))
        XCTAssertEqual(chmod(png, 0o640), 0)
        let pixels = Self.noise(8)
        try writer.writePNG(width: 8, height: 8, premultipliedARGB32: pixels, path: png)
        let image = try PNGFile.read(png)
        XCTAssertEqual(image.width, 8)
        XCTAssertEqual(try RGBAImage(width: 8, height: 8, premultipliedARGB32: pixels).pixels, image.pixels)
        var info = stat()
        XCTAssertEqual(stat(png, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "the replaced file's permissions are kept")

        try writer.writeGIF(
            frames: [pixels, Self.noise(8, seed: 9)], width: 8, height: 8, delaysCentiseconds: [5, 7], path: gif)
        let read = try GIFFile.read(gif)
        XCTAssertEqual(read.frames.count, 2)
        XCTAssertEqual(read.delays, [5, 7])
        XCTAssertEqual(dir.names(), ["a.gif", "a.png"], "no temporary file is left")
    }

    func testTheBytesAreTheSameAsAFileWrittenDirectly() throws {
        let dir = temporaryFolder()
        let image = try RGBAImage(width: 16, height: 16, premultipliedARGB32: Self.noise(16))
        try PNGFile.write(image, to: dir.file("direct.png"))
        XCTAssertEqual(
            try PNGFile.encode(image), Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("direct.png")))))
        let animation = try GIFAnimation(frames: [image, image], delaysCentiseconds: [3, 4])
        try GIFFile.write(animation, to: dir.file("direct.gif"))
        XCTAssertEqual(
            try GIFFile.encode(animation), Array(try Data(contentsOf: URL(fileURLWithPath: dir.file("direct.gif")))))
    }

    func testAnEncoderFailureLeavesTheFileThereWhole() throws {
        let dir = temporaryFolder()
        let path = dir.file("keep.gif")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
        let writer = AtomicImageWriter(encoder: FailingEncoder())
        XCTAssertThrowsError(
            try writer.writeGIF(frames: [[0]], width: 1, height: 1, delaysCentiseconds: [2], path: path)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "keep.gif could not be written: the GIF could not be encoded (out of colours). "
                    + "Any file already there is unchanged.")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("precious".utf8))
        XCTAssertEqual(dir.names(), ["keep.gif"])
    }

    func testAFolderThatWentOrARenameThatCannotHappenNamesTheFileAndLeavesNoTemporaryFile() throws {
        let dir = temporaryFolder()
        let writer = AtomicImageWriter(encoder: RealEncoder())
        let gone = dir.file("gone/a.png")
        XCTAssertThrowsError(try writer.writePNG(width: 2, height: 2, premultipliedARGB32: Self.noise(2), path: gone)) {
            error in
            let failure = error as? ExportWriteFailure
            XCTAssertEqual(failure?.path, gone)
            XCTAssertTrue(
                failure?.reason.contains("cannot create a temporary file in \(dir.file("gone"))") == true, "\(error)")
            XCTAssertTrue("\(error)".hasPrefix("a.png could not be written: "), "\(error)")
        }
        // A folder (not empty) where the file should go: the rename fails after the write.
        try FileManager.default.createDirectory(atPath: dir.file("b.png/inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(
            try writer.writePNG(width: 2, height: 2, premultipliedARGB32: Self.noise(2), path: dir.file("b.png"))
        ) {
            XCTAssertTrue(
                ($0 as? ExportWriteFailure)?.reason.hasPrefix("cannot replace \(dir.file("b.png"))") == true, "\($0)")
        }
        XCTAssertEqual(dir.names(), ["b.png"], "the temporary file was removed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.file("b.png")), ["inside"])
        // Lottie and SVG take the same path.
        XCTAssertThrowsError(try writer.writeFile([1, 2, 3], path: gone)) {
            XCTAssertEqual(($0 as? ExportWriteFailure)?.path, gone)
        }
    }

    func testAWriteThatRunsOutOfRoomLeavesTheOldFileWhole() throws {
        let dir = temporaryFolder()
        let path = dir.file("full.png")
        try Data("old bytes".utf8).write(to: URL(fileURLWithPath: path))
        // No room past 4 KiB for this process's writes (the file-size limit, as a full disk would
        // be); the noise makes a PNG of about 16 KiB.
        var saved = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved), 0)
        let oldHandler = signal(SIGXFSZ, SIG_IGN)
        var small = saved
        small.rlim_cur = 4096
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let result = Result {
            try AtomicImageWriter(encoder: RealEncoder()).writePNG(
                width: 64, height: 64,
                premultipliedARGB32: Self.noise(64), path: path)
        }
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved), 0)
        signal(SIGXFSZ, oldHandler)
        guard case .failure(let error) = result else { return XCTFail("the write should have failed") }
        XCTAssertTrue(((error as? ExportWriteFailure)?.reason ?? "").contains("File too large"), "\(error)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("old bytes".utf8))
        XCTAssertEqual(dir.names(), ["full.png"], "no torn temporary file is left")
    }

    func testAFailedExportSaysSoInAToastNamingTheFile() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: AtomicImageWriter(encoder: RealEncoder()))
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            let missing = dir.file("vanished/BallPulse.png")
            XCTAssertEqual(app.export(ExportRequest(kind: .png, size: 8, path: missing)), [])
            let toast = app.user.lastToast ?? ""
            // The sentence around the system's reason, as the catalogue words it.
            let around = app.text(
                StatusText.exportFailed(app.text(GalleryText.exportWriteFailed("BallPulse.png", reason: "\u{1}")))
            )
            .components(separatedBy: "\u{1}")
            XCTAssertEqual(around.count, 2)
            XCTAssertTrue(
                toast.hasPrefix(around[0] + "cannot create a temporary file in " + dir.file("vanished")), toast)
            XCTAssertTrue(toast.hasSuffix(around[1]), toast)
            XCTAssertNil(app.settings.exportFolder, "a failed export is not remembered")

            let written = app.export(ExportRequest(kind: .lottie, size: 8, path: dir.file("ok.lottie.json")))
            XCTAssertEqual(written, [dir.file("ok.lottie.json")])
            XCTAssertEqual(app.settings.exportFolder, dir.path)
            XCTAssertEqual(dir.names(), ["ok.lottie.json"])
        }
    }
}
