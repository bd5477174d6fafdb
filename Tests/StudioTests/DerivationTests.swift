import Foundation
import LoaderKitCore
import LoaderKitUI
import SpecFiles
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// One reload derives the spec once and every view shares it; a large file is derived off the
/// main actor and a late result of an older read never replaces a newer one.
final class DerivationTests: XCTestCase {
    func testOneReloadDerivesOnceAndEveryViewSharesIt() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("shared.json")
            try Data(SpecText.valid(1).utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let document = try XCTUnwrap(app.library.document(atPath: path))
            app.select(mode: .gallery)
            _ = app.user.nextFrame()
            try Data(SpecText.valid(2).utf8).write(to: URL(fileURLWithPath: path))
            let derivations = document.derivationCount, statuses = app.statusRefreshCount
            XCTAssertTrue(document.reload())
            app.documentsDidReload([document])
            _ = app.user.nextFrame()

            XCTAssertEqual(document.derivationCount, derivations + 1, "one parse, validate and prepare per reload")
            XCTAssertEqual(app.statusRefreshCount, statuses + 1, "the status refreshes once per reload")
            XCTAssertEqual(document.spec?.name, "Spec2")
            let shown = try XCTUnwrap(document.shown)
            XCTAssertTrue(app.editorModel.derivation === shown, "the editor takes the document's derivation")
            XCTAssertEqual(app.editorModel.evaluator?.spec, shown.evaluator?.spec)
            let cell = try XCTUnwrap(app.gallery.cell(for: document))
            XCTAssertTrue(cell.derivation === shown, "the gallery's card draws the document's derivation")
            XCTAssertEqual(cell.preview.evaluator?.spec, shown.spec)
        }
    }

    func testALargeFileIsDerivedOffTheMainActorAndSwappedInWhenDone() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("large.json")
            try Data(SpecText.valid(1).utf8).write(to: URL(fileURLWithPath: path))
            let watcher = ManualFileWatcher()
            let library = DocumentLibrary(watcher: watcher, backgroundSize: 1)
            let document = try XCTUnwrap(library.open(path).first)
            XCTAssertTrue(library.waitUntilLoaded(document))
            XCTAssertEqual(document.spec?.name, "Spec1")
            var told: [LibraryChange] = []
            library.onChange = { told.append($0) }

            try Data(SpecText.valid(2).utf8).write(to: URL(fileURLWithPath: path))
            watcher.postChange(of: path)
            library.processFileEvents()
            XCTAssertTrue(document.isDeriving || document.spec?.name == "Spec2")
            XCTAssertTrue(Settle.until(library, timeout: 5) { document.spec?.name == "Spec2" })
            XCTAssertFalse(document.isDeriving)
            XCTAssertFalse(library.isDeriving)
            XCTAssertEqual(
                told.filter { $0.reloaded.contains { $0 === document } }.count, 1, "told once, when the result is taken"
            )
            XCTAssertEqual(document.revision, 2)
        }
    }

    func testALateResultOfAnOlderReadNeverReplacesANewerOne() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("order.json")
            try Data(SpecText.valid(1).utf8).write(to: URL(fileURLWithPath: path))
            let document = SpecDocument(path: path)
            func snapshot(_ n: Int) throws -> FileSnapshot {
                let version = dir.file("version\(n).json")
                try Data(SpecText.valid(n).utf8).write(to: URL(fileURLWithPath: version))
                guard case .success(let snapshot) = SpecFileReader.read(version, limit: 1 << 20) else {
                    throw StudioFileError("cannot read \(version)")
                }
                return snapshot
            }
            let older = try snapshot(2), newer = try snapshot(3)
            let olderRead = document.startReading(older)
            let newerRead = document.startReading(newer)
            XCTAssertEqual(document.spec?.name, "Spec1", "the old spec stays shown while the new one is derived")
            XCTAssertTrue(
                document.finish(read: newerRead, snapshot: newer, derivation: SpecDerivation(bytes: newer.bytes)))
            XCTAssertFalse(
                document.finish(read: olderRead, snapshot: older, derivation: SpecDerivation(bytes: older.bytes)))
            XCTAssertEqual(document.spec?.name, "Spec3")

            // A read derived on the main actor after a background one drops the background result.
            let late = try snapshot(4)
            let lateRead = document.startReading(late)
            document.load(try snapshot(5))
            XCTAssertFalse(
                document.finish(read: lateRead, snapshot: late, derivation: SpecDerivation(bytes: late.bytes)))
            XCTAssertEqual(document.spec?.name, "Spec5")
        }
    }
}
