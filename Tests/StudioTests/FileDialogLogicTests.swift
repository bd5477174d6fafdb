import Foundation
import XCTest
import TestSupport
@testable import Studio

final class FileDialogLogicTests: XCTestCase {
    func testAListingShowsFoldersThenSpecFilesAndHidesTheRest() throws {
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir.file("zeta"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir.file("alpha"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir.file(".git"), withIntermediateDirectories: true)
        for name in ["b.json", "a.json", "notes.txt", ".hidden.json"] {
            Disk.writeInPlace([0x7B, 0x7D], to: dir.file(name))
        }
        let listing = try FolderListing(folder: dir.path)
        XCTAssertEqual(listing.entries.map(\.name), ["alpha", "zeta", "a.json", "b.json"])
        XCTAssertEqual(listing.entries.map(\.isFolder), [true, true, false, false])
        XCTAssertFalse(listing.isTruncated)
        XCTAssertThrowsError(try FolderListing(folder: dir.file("missing"))) { error in
            XCTAssertTrue("\(error)".contains("missing"), "\(error)")
        }
    }

    func testTabCompletesTheCommonStartAndAFolderGetsASlash() throws {
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir.file("specs"), withIntermediateDirectories: true)
        Disk.writeInPlace([0x7B, 0x7D], to: dir.file("specs/pulse-one.json"))
        Disk.writeInPlace([0x7B, 0x7D], to: dir.file("specs/pulse-two.json"))
        let cwd = dir.path, home = "/nonexistent"
        XCTAssertEqual(PathCompletion.complete("sp", workingDirectory: cwd, home: home).text, "specs/")
        let both = PathCompletion.complete("specs/p", workingDirectory: cwd, home: home)
        XCTAssertEqual(both.text, "specs/pulse-")
        XCTAssertEqual(both.matches, ["pulse-one.json", "pulse-two.json"])
        XCTAssertEqual(
            PathCompletion.complete("specs/pulse-t", workingDirectory: cwd, home: home).text, "specs/pulse-two.json")
        XCTAssertEqual(
            PathCompletion.complete(dir.file("specs/pulse-o"), workingDirectory: "/", home: home).text,
            dir.file("specs/pulse-one.json"))
        XCTAssertEqual(PathCompletion.complete("nothing", workingDirectory: cwd, home: home).text, "nothing")
        XCTAssertEqual(PathCompletion.complete("~/s", workingDirectory: "/", home: cwd).text, "~/specs/")
    }

    func testTypedPathsBecomeAbsolute() {
        XCTAssertEqual(PathCompletion.absolute("~", workingDirectory: "/w", home: "/h"), "/h")
        XCTAssertEqual(PathCompletion.absolute("~/a/../b.json", workingDirectory: "/w", home: "/h"), "/h/b.json")
        XCTAssertEqual(PathCompletion.absolute("x.json", workingDirectory: "/w", home: "/h"), "/w/x.json")
        XCTAssertEqual(PathCompletion.absolute("/abs//x.json", workingDirectory: "/w", home: "/h"), "/abs/x.json")
    }
}
