import Foundation
import Glibc
import Hardening
import LoaderKitCore
import XCTest
import TestSupport
@testable import Studio

/// Every hostile thing of the hardening catalogue put in place of a watched spec file: the
/// studio shows a message naming the problem, keeps the last good spec, and recovers on the
/// next good save.
final class HostileFileTests: WatchedFolderTestCase, @unchecked Sendable {
    func testEveryHostileFileIsAMessageAndTheLastGoodSpecStays() throws {
        try onMain {
            let path = dir.file("spec.json")
            Disk.writeInPlace(Array(SpecText.valid(1).utf8), to: path)
            let document = try XCTUnwrap(library.open(path).first)
            var checked = 0
            for (k, hostile) in HostileFile.all.enumerated() where hostile.id != "json_8mb" {
                if hostile.unavailable() != nil { continue }
                let good = document.spec
                XCTAssertNotNil(good)
                try hostile.create(at: path)
                switch hostile.outcome {
                case .loads(let name):
                    XCTAssertTrue(
                        Settle.until(library, timeout: 5) { document.spec?.name == name }, "\(hostile.id): loads")
                    XCTAssertEqual(document.problems, [], hostile.id)
                case .rejected(let text):
                    XCTAssertTrue(
                        Settle.until(library, timeout: 5) { document.problems.contains { $0.message.contains(text) } },
                        "\(hostile.id): expected a message with \"\(text)\", got \(document.problems.map(\.message))")
                    XCTAssertEqual(document.spec, good, "\(hostile.id): the last good spec stays")
                    XCTAssertTrue(document.isStale, hostile.id)
                }
                // The next good save is shown, whatever came before.
                HostileFile.remove(path)
                Disk.renameOver(Array(SpecText.valid(100 + k).utf8), to: path)
                XCTAssertTrue(
                    Settle.until(library, timeout: 5) { document.spec?.name == "Spec\(100 + k)" },
                    "\(hostile.id): recovers")
                XCTAssertFalse(document.isStale, hostile.id)
                checked += 1
            }
            XCTAssertGreaterThanOrEqual(checked, 13)
        }
    }

    /// A writer thread rewrites a 2 MB spec in place (truncate, then two halves) and by rename
    /// while the studio reads it: torn reads are problems, never crashes, a spec is always shown,
    /// and the final save is the one on screen.
    func testFileReplacedWhileBeingReadEndsOnTheLastSave() throws {
        try onMain {
            let path = dir.file("spec.json")
            let padding = "\n  \"notes\": \"" + String(repeating: "x", count: 2 << 20) + "\","
            @Sendable func version(_ n: Int) -> [UInt8] {
                Array(HostileFile.gridSpec(name: "Version\(n)", columns: 3, rows: 3, extraMembers: padding).utf8)
            }
            Disk.writeInPlace(version(0), to: path)
            let document = try XCTUnwrap(library.open(path).first)
            XCTAssertTrue(library.waitUntilLoaded(document), "a 2 MB file is read off the main actor")
            XCTAssertEqual(document.spec?.name, "Version0")
            let saves = 40
            let writer = Thread {
                for n in 1...saves {
                    let bytes = version(n)
                    if n % 2 == 0 {
                        Disk.renameOver(bytes, to: path)
                    } else {
                        let fd = open(path, O_WRONLY | O_TRUNC)
                        let half = bytes.count / 2
                        bytes.withUnsafeBytes { raw in
                            _ = write(fd, raw.baseAddress, half)
                            usleep(2000)
                            _ = write(fd, raw.baseAddress! + half, bytes.count - half)
                        }
                        close(fd)
                    }
                    usleep(5000)
                }
            }
            writer.start()
            let deadline = Date().addingTimeInterval(20)
            while document.spec?.name != "Version\(saves)" && Date() < deadline {
                library.processFileEvents()
                XCTAssertNotNil(document.spec, "a spec is always shown")
                usleep(500)
            }
            XCTAssertTrue(
                Settle.until(library, timeout: 5) { document.spec?.name == "Version\(saves)" && !document.isStale })
            XCTAssertEqual(document.problems, [])
        }
    }
}
