import Foundation
import LoaderKitCore
import LoaderKitUI
import SpecFiles
import SpecLanguage
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

    /// A large file opened is parsed, validated and prepared once: the source pane's analysis
    /// takes the document's check over (one parse in memory), and says what a full analysis says.
    func testALargeFileOpenedIsCheckedOnceForTheDocumentAndTheSourcePane() throws {
        let dir = temporaryFolder()
        try onMain {
            let part = """
                { "layout": { "type": "row", "count": 3, "gap": 0.1, "size": 0.2 }, "shape": { "type": "circle" },
                  "tracks": [ { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] } ] }
                """
            let text =
                "{ \"schemaVersion\": 1, \"name\": \"Big\", \"duration\": 1.25, \"zz\": 1, \"parts\": [\n"
                + Array(repeating: part, count: 1500).joined(separator: ",\n") + "\n] }\n"
            XCTAssertGreaterThan(text.utf8.count, SourceSession.backgroundSize)
            let path = dir.file("large.json")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let document = try XCTUnwrap(app.library.document(atPath: path))
            XCTAssertTrue(app.library.waitUntilLoaded(document))
            let session = app.editor.source.session
            let deadline = Date().addingTimeInterval(60)
            while session.currentAnalysis == nil, Date() < deadline {
                usleep(2000)
                session.tick()
            }
            let analysis = try XCTUnwrap(session.currentAnalysis)
            let bytes = Array(text.utf8)
            XCTAssertEqual(analysis.bytes, bytes)
            let check = try XCTUnwrap(document.latest?.check(ofExactly: bytes))
            XCTAssertTrue(analysis.parsed === check.parsed, "the pane's analysis shares the document's parse")
            XCTAssertEqual(document.derivationCount, 1)
            let full = SpecAnalysis(bytes: bytes, lint: false)
            XCTAssertEqual(analysis.diagnostics, full.diagnostics)
            XCTAssertEqual(analysis.spec, full.spec)
            XCTAssertEqual(analysis.tree.nodes, full.tree.nodes)
            XCTAssertEqual(analysis.tokens, full.tokens)
            XCTAssertNil(document.latest?.check(ofExactly: bytes + [0x20]), "only the very bytes checked")
        }
    }
}
