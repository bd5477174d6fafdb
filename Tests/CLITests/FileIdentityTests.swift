import Foundation
import Glibc
import StudioCommandLine
import XCTest

/// `FileIdentity`: two paths are the same file by device and inode (links, `..`), or by their
/// resolved paths when one does not exist (a dangling symlink followed to where it points).
final class FileIdentityTests: XCTestCase {
    func testLinksAndSpellingsOfOneFileAreTheSameFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/b.json"))
        XCTAssertEqual(symlink(file, folder + "/soft"), 0)
        XCTAssertEqual(symlink("a.json", folder + "/relative-soft"), 0)
        XCTAssertEqual(link(file, folder + "/hard"), 0)
        XCTAssertEqual(symlink(folder + "/soft", folder + "/chain"), 0)
        for same in [
            file, folder + "/soft", folder + "/relative-soft", folder + "/hard", folder + "/chain",
            folder + "/sub/../a.json",
            folder + "//./a.json",
        ] {
            XCTAssertTrue(FileIdentity.same(same, file), same)
            XCTAssertTrue(FileIdentity.same(file, same), same)
        }
        XCTAssertFalse(FileIdentity.same(folder + "/b.json", file), "same bytes, another file")
        XCTAssertFalse(FileIdentity.same(folder + "/new.json", file), "a file not there yet is not an existing one")
    }

    func testPathsThatDoNotExistCompareByWhereTheyResolve() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gone = folder + "/deleted.json"
        XCTAssertEqual(symlink(gone, folder + "/dangling"), 0)
        XCTAssertEqual(symlink(folder, folder + "/alias"), 0)
        XCTAssertTrue(FileIdentity.same(folder + "/dangling", gone), "a dangling link to a deleted spec is that spec")
        XCTAssertTrue(FileIdentity.same(folder + "/alias/deleted.json", gone), "through a linked folder")
        XCTAssertFalse(FileIdentity.same(folder + "/other.json", gone))
        let real = try XCTUnwrap(FileIdentity.resolved(folder))
        XCTAssertEqual(FileIdentity.resolved(folder + "/alias/deleted.json"), real + "/deleted.json")
        XCTAssertNil(
            FileIdentity.resolved(folder + "/missing/../deleted.json"), "as the kernel has it: missing/.. leads nowhere"
        )
        XCTAssertEqual(symlink(folder + "/loop", folder + "/loop"), 0)
        XCTAssertNil(FileIdentity.resolved(folder + "/loop"), "a symlink loop resolves to nothing")
        XCTAssertFalse(FileIdentity.same(folder + "/loop", gone))
    }
}
