import Foundation
import Glibc
import LoaderKitCore
import XCTest
import TestSupport
@testable import Studio

/// Hot reload, one behaviour at a time, with the real inotify watcher.
final class HotReloadTests: WatchedFolderTestCase, @unchecked Sendable {
    @MainActor private func openValid(_ name: String = "spec.json", n: Int = 1) throws -> (SpecDocument, String) {
        let path = dir.file(name)
        Disk.writeInPlace(Array(SpecText.valid(n).utf8), to: path)
        let document = try XCTUnwrap(library.open(path).first)
        XCTAssertEqual(document.spec?.name, "Spec\(n)")
        return (document, path)
    }

    func testEverySaveStyleReloadsExactlyOnce() throws {
        try onMain {
            let (document, path) = try openValid()
            for (k, style) in SaveStyle.allCases.enumerated() {
                let before = document.revision
                Disk.save(Array(SpecText.valid(10 + k).utf8), to: path, style: style)
                XCTAssertTrue(Settle.until(library) { document.spec?.name == "Spec\(10 + k)" }, "\(style)")
                Settle.drain(library, for: 0.05)
                XCTAssertEqual(document.revision, before + 1, "\(style): one save, one reload")
                XCTAssertFalse(document.isStale)
            }
        }
    }

    func testAtomicSaveEventsCoalesceInOneDrain() throws {
        try onMain {
            let watcher = try XCTUnwrap(InotifyWatcher())
            library = DocumentLibrary(watcher: watcher)
            let (document, path) = try openValid()
            Disk.foundationAtomic(Array(SpecText.valid(2).utf8), to: path)
            // The kernel queues every event of the save by the time the save returns; wait (with a
            // deadline) until the descriptor says they are there, then drain once.
            XCTAssertTrue(Await.readable(watcher.fd), "the save's events are queued")
            let changed = library.processFileEventsCollecting()
            XCTAssertEqual(changed.count, 1)
            XCTAssertTrue(changed.first === document)
            XCTAssertEqual(document.revision, 2)
            XCTAssertEqual(library.processFileEventsCollecting().count, 0)
        }
    }

    func testBadSaveKeepsTheLastGoodSpecAndLocatesProblems() throws {
        try onMain {
            let (document, path) = try openValid()
            let good = document.spec
            Disk.renameOver(Array(SpecText.invalidSpec(3).utf8), to: path)
            XCTAssertTrue(Settle.until(library) { document.isStale })
            XCTAssertEqual(document.spec, good)
            XCTAssertEqual(document.revision, 1)
            XCTAssertEqual(document.problems.count, 1)
            let problem = try XCTUnwrap(document.problems.first)
            XCTAssertEqual(problem.path?.description, "tracks[0].values")
            XCTAssertEqual(problem.line, 10)
            XCTAssertEqual(problem.lineText(in: document.bytes ?? [])?.contains("\"values\": [1, 0.5]"), true)

            Disk.writeInPlace(Array(SpecText.syntaxError(3).utf8), to: path)
            XCTAssertTrue(Settle.until(library) { document.problems.first?.line == 4 })
            XCTAssertEqual(document.problems.count, 1)
            XCTAssertEqual(document.spec, good)
            XCTAssertTrue(document.isStale)

            Disk.vimBackup(Array(SpecText.valid(4).utf8), to: path)
            XCTAssertTrue(Settle.until(library) { document.spec?.name == "Spec4" })
            XCTAssertFalse(document.isStale)
            XCTAssertEqual(document.problems, [])
            XCTAssertEqual(document.revision, 2)
        }
    }

    func testDeletedFileKeepsItsSpecUntilItComesBack() throws {
        try onMain {
            let (document, path) = try openValid()
            let good = document.spec
            unlink(path)
            XCTAssertTrue(Settle.until(library) { document.isMissing })
            XCTAssertTrue(document.isStale)
            XCTAssertEqual(document.spec, good)
            XCTAssertEqual(
                document.problems.map(\.message),
                ["spec.json was deleted; showing the last good version until it comes back"])
            XCTAssertEqual(document.problems.first?.line, 0)
            Disk.writeInPlace(Array(SpecText.valid(5).utf8), to: path)
            XCTAssertTrue(Settle.until(library) { document.spec?.name == "Spec5" })
            XCTAssertFalse(document.isMissing)
            XCTAssertFalse(document.isStale)
        }
    }

    func testDirectoryFifoAndOversizedFileAreProblemsNotCrashes() throws {
        try onMain {
            library = DocumentLibrary(sizeLimit: 4096)
            let (document, path) = try openValid()
            let good = document.spec

            unlink(path)
            mkdir(path, 0o755)
            XCTAssertTrue(Settle.until(library) { document.problems.first?.message.contains("directory") == true })
            XCTAssertEqual(document.spec, good)
            XCTAssertTrue(document.isStale)
            rmdir(path)

            XCTAssertEqual(mkfifo(path, 0o644), 0)
            XCTAssertTrue(
                Settle.until(library) { document.problems.first?.message.contains("not a regular file") == true })
            XCTAssertEqual(document.spec, good)
            unlink(path)

            Disk.writeInPlace(Array(repeating: 0x20, count: 5000) + Array(SpecText.valid(6).utf8), to: path)
            XCTAssertTrue(
                Settle.until(library) {
                    document.problems.first?.message.contains("5") == true
                        && document.problems.first?.message.contains("bytes") == true
                })
            XCTAssertEqual(document.spec, good)
            XCTAssertTrue(document.isStale)

            Disk.renameOver(Array(SpecText.valid(7).utf8), to: path)
            XCTAssertTrue(Settle.until(library) { document.spec?.name == "Spec7" })
            XCTAssertEqual(document.problems, [])
        }
    }

    func testUnreadableFileIsAProblem() throws {
        try onMain {
            try XCTSkipIf(getuid() == 0, "root reads files whatever their mode")
            let (document, path) = try openValid()
            // A mode-000 file renamed over the spec: the event arrives, the read fails.
            let temp = dir.file("locked.tmp")
            Disk.writeInPlace(Array(SpecText.valid(8).utf8), to: temp)
            chmod(temp, 0)
            rename(temp, path)
            XCTAssertTrue(Settle.until(library) { document.problems.first?.message.contains("cannot be read") == true })
            XCTAssertEqual(document.spec?.name, "Spec1")
        }
    }

    func testFolderOpensItsJsonFilesSortedAndNewOnes() throws {
        try onMain {
            Disk.writeInPlace(Array(SpecText.valid(2).utf8), to: dir.file("b.json"))
            Disk.writeInPlace(Array(SpecText.valid(1).utf8), to: dir.file("a.json"))
            Disk.writeInPlace(Array("not a spec".utf8), to: dir.file("notes.txt"))
            Disk.writeInPlace(Array(SpecText.valid(3).utf8), to: dir.file(".hidden.json"))
            var listChanges = 0
            library.onChange = { if $0.listChanged { listChanges += 1 } }
            let opened = try library.open(dir.path)
            XCTAssertEqual(opened.map(\.displayName), ["a.json", "b.json"])
            XCTAssertEqual(library.documents.count, 52)
            XCTAssertEqual(library.documents.prefix(50).map(\.displayName), IndicatorSpec.builtinNames)
            XCTAssertEqual(library.documents.suffix(2).map(\.displayName), ["a.json", "b.json"])
            let changesAfterOpen = listChanges

            Disk.foundationAtomic(Array(SpecText.valid(4).utf8), to: dir.file("c.json"))
            XCTAssertTrue(Settle.until(library) { self.library.document(atPath: self.dir.file("c.json")) != nil })
            XCTAssertEqual(library.documents.last?.spec?.name, "Spec4")
            XCTAssertEqual(listChanges, changesAfterOpen + 1)
            Settle.drain(library, for: 0.05)
            XCTAssertEqual(library.documents.count, 53, "the new file opens once; editor temporaries never open")
            XCTAssertTrue(
                try library.open(dir.file("a.json")).first === opened[0], "opening again gives the same document")
        }
    }

    func testOwnSaveIsNotAnExternalChange() throws {
        try onMain {
            let (document, path) = try openValid()
            try document.saveParams(["minScale": 0.75])
            XCTAssertEqual(document.spec?.params["minScale"], 0.75)
            let revision = document.revision
            Settle.drain(library, for: 0.1)
            XCTAssertEqual(document.revision, revision)
            XCTAssertFalse(document.isStale)
            XCTAssertEqual(document.text, String(decoding: Disk.read(path) ?? [], as: UTF8.self))
        }
    }

    func testIdenticalBytesDoNotReload() throws {
        try onMain {
            let (document, path) = try openValid()
            var changed: [SpecDocument] = []
            Disk.writeInPlace(Array(SpecText.valid(1).utf8), to: path)
            Settle.until(library, timeout: 0.2) {
                changed += self.library.processFileEventsCollecting()
                return false
            }
            XCTAssertEqual(document.revision, 1, "an unchanged save keeps the spec and its clock")
            XCTAssertTrue(changed.isEmpty)
        }
    }

    /// The two events of one atomic save, drained separately, still give one reload.
    func testEventsOfOneSaveInTwoDrainsReloadOnce() throws {
        try onMain {
            let watcher = ManualFileWatcher()
            let library = DocumentLibrary(watcher: watcher)
            let path = dir.file("manual.json")
            Disk.writeInPlace(Array(SpecText.valid(1).utf8), to: path)
            let document = try XCTUnwrap(library.open(path).first)
            XCTAssertEqual(watcher.watchedDirectories, [dir.path])
            Disk.foundationAtomic(Array(SpecText.valid(2).utf8), to: path)
            watcher.post(FileEvent(directory: dir.path, name: "manual.json", kind: .movedIn))
            XCTAssertEqual(library.processFileEventsCollecting().count, 1)
            watcher.post(FileEvent(directory: dir.path, name: "manual.json", kind: .closedAfterWrite))
            XCTAssertEqual(library.processFileEventsCollecting().count, 0)
            XCTAssertEqual(document.revision, 2)
            XCTAssertEqual(document.spec?.name, "Spec2")
            // An event for another name does not touch the document.
            Disk.writeInPlace(Array(SpecText.valid(3).utf8), to: path)
            watcher.post(FileEvent(directory: dir.path, name: "other.json", kind: .closedAfterWrite))
            XCTAssertEqual(library.processFileEventsCollecting().count, 0)
            XCTAssertEqual(document.spec?.name, "Spec2")
            // Lost events (overflow): every document is checked.
            watcher.post(FileEvent(directory: "", name: "", kind: .overflow))
            XCTAssertEqual(library.processFileEventsCollecting().count, 1)
            XCTAssertEqual(document.spec?.name, "Spec3")
        }
    }

    func testOpeningNothingThrows() throws {
        try onMain {
            XCTAssertThrowsError(try library.open(dir.file("absent.json")))
            XCTAssertEqual(library.documents.count, 50)
        }
    }
}
