import Foundation
import TestSupport
import XCTest
@testable import Hardening

/// Inputs that once crashed or hung a fuzz target (minimised by `make fuzz`, kept under
/// `Tests/Fixtures/fuzz/<target>/`), and the seed corpus, replayed through the same targets.
final class FuzzRegressionTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The files of `folder` under Tests/Fixtures, sorted by name.
    func files(in folder: String) throws -> [URL] {
        let url = Self.fixtures.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { !$0.hasDirectoryPath && $0.lastPathComponent != "README.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Runs every input of `urls` through `target`; each broken invariant is a test failure
    /// naming the input. (A crash in the code under test still stops the whole run.)
    func replay(_ target: FuzzTarget, _ urls: [URL], file: StaticString = #filePath, line: UInt = #line) throws {
        for url in urls {
            if let failure = target.check([UInt8](try Data(contentsOf: url))) {
                XCTFail("\(target.rawValue) input \(url.lastPathComponent): \(failure)", file: file, line: line)
            }
        }
    }

    func testSavedSpecInputsRunCleanly() throws {
        let saved = try files(in: "fuzz/spec")
        XCTAssertFalse(saved.isEmpty, "the spec target's regression inputs are missing")
        try replay(.spec, saved)
    }

    func testSavedProgressInputsRunCleanly() throws {
        let saved = try files(in: "fuzz/progress")
        XCTAssertFalse(saved.isEmpty, "the progress target's regression inputs are missing")
        try replay(.progress, saved)
    }

    func testSavedShareInputsRunCleanly() throws {
        let saved = try files(in: "fuzz/share")
        XCTAssertFalse(saved.isEmpty, "the share target's regression inputs are missing")
        try replay(.share, saved)
    }

    func testSavedCommandLinesRunCleanly() throws {
        let saved = try files(in: "fuzz/cli")
        XCTAssertFalse(saved.isEmpty, "the command line target's regression inputs are missing")
        try replay(.cli, saved)
    }

    func testSavedSourceEditsRunCleanly() throws {
        let saved = try files(in: "fuzz/source")
        XCTAssertFalse(saved.isEmpty, "the source target's regression inputs are missing")
        try replay(.source, saved)
    }

    /// The source target on 300 seeded random inputs: its invariants (the text equals the
    /// patches applied, undo of everything gives the original, ranges inside the text) hold.
    func testRandomEditSequencesKeepTheSourceInvariants() {
        var generator = SeededGenerator(seed: 16)
        for index in 0..<300 {
            let input = (0..<Int.random(in: 1...160, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            if let failure = FuzzTarget.source.check(input) {
                XCTFail("source input \(index) of seed 16 (\(input.count) bytes): \(failure)")
            }
        }
    }

    func testSavedLanguageServerStreamsRunCleanly() throws {
        let saved = try files(in: "fuzz/lsp")
        XCTAssertFalse(saved.isEmpty, "the lsp target's regression inputs are missing")
        try replay(.lsp, saved)
    }

    /// The lsp target on 300 seeded random inputs: every message written is JSON-RPC, every
    /// request answered once and in order, every range well formed.
    func testRandomStreamsKeepTheLanguageServerInvariants() {
        var generator = SeededGenerator(seed: 31)
        for index in 0..<300 {
            let input = (0..<Int.random(in: 1...400, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            if let failure = FuzzTarget.lsp.check(input) {
                XCTFail("lsp input \(index) of seed 31 (\(input.count) bytes): \(failure)")
            }
        }
    }

    /// The spec seeds (examples and edge cases) go through the whole spec path: this is what
    /// the fuzzer starts from, so it must be clean before any mutation.
    func testSpecSeedsRunCleanly() throws {
        let seeds = try files(in: "examples") + files(in: "edge-case-specs")
        XCTAssertGreaterThan(seeds.count, 30)
        try replay(.spec, seeds)
    }

    /// Command lines are confined: every `--out` lands in the scratch folder, every folder is it.
    func testOutputPathsAreConfinedToTheScratchFolder() {
        let confined = CommandLineFuzzing.confined([
            "render", "BallPulse", "--out", "/etc/x.png", "--out=../y.GIF", "--out",
        ])
        XCTAssertEqual(
            confined,
            [
                "render", "BallPulse", "--out", CommandLineFuzzing.scratch + "/out.png",
                "--out=" + CommandLineFuzzing.scratch + "/out.gif", "--out",
            ])
        XCTAssertEqual(
            CommandLineFuzzing.confined(["validate", "/", ".", "/nonexistent", "x.json"]),
            ["validate", CommandLineFuzzing.scratch, CommandLineFuzzing.scratch, "/nonexistent", "x.json"],
            "validate walks folders: only the scratch one")
        XCTAssertEqual(
            CommandLineFuzzing.confined(["render", "X", "--out", "/etc/a.JSON", "--out=/tmp/b.svg"]),
            [
                "render", "X", "--out", CommandLineFuzzing.scratch + "/out.json",
                "--out=" + CommandLineFuzzing.scratch + "/out.svg",
            ], "Lottie and SVG keep their extension")
    }

    /// Decoding never runs past the input: the empty input decodes to zeros.
    func testFuzzBytesPastTheEndAreZero() {
        var bytes = FuzzBytes([UInt8]())
        XCTAssertTrue(bytes.isAtEnd)
        XCTAssertEqual(bytes.byte(), 0)
        XCTAssertTrue(bytes.double().isNaN)
    }
}
