import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// Drafts that tell the truth: one exists exactly while the text differs from the file, it
/// holds the file's version it is unsaved against and the selection, and a restore onto a file
/// changed since waits for the user's choice.
final class DraftTruthTests: XCTestCase {
    @MainActor private static func app(drafts: DraftStore) -> StudioApp {
        StudioApp(
            library: DocumentLibrary(watcher: nil), settings: StudioSettings(), rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter(), drafts: drafts)
    }

    func testABaseMatchesItsBytesOnlyAndOldDraftsStillDecode() throws {
        let bytes = Array("{\"a\": 1}\n".utf8)
        let base = DraftBase(bytes: bytes, stamp: nil)
        XCTAssertTrue(base.matches(bytes))
        XCTAssertFalse(base.matches(Array("{\"a\": 2}\n".utf8)))
        XCTAssertEqual(base.hash.count, 16)
        // A draft written before bases and selections were kept.
        let old = #"{"key":"untitled-1","title":"Untitled 1","text":"{}","savedAt":3}"#
        let draft = try JSONDecoder().decode(Draft.self, from: Data(old.utf8))
        XCTAssertNil(draft.base)
        XCTAssertNil(draft.selectionHead)
    }

    func testADraftExistsExactlyWhileTheTextDiffersFromTheFile() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = DraftStore(directory: dir.file("drafts"))
            let app = Self.app(drafts: store)
            let path = dir.file("pulse.json")
            Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
            app.openFiles([path])
            app.toggleSource()
            let session = app.editor.source.session
            session.model.replace(0..<0, with: " ")
            session.finishDrafts()
            let written = try XCTUnwrap(store.all().drafts.first)
            XCTAssertEqual(written.text, " " + IndicatorSpecJSON.ballPulse)
            XCTAssertEqual(
                written.base,
                DraftBase(bytes: Array(IndicatorSpecJSON.ballPulse.utf8), stamp: nil).withStamp(of: written.base))
            XCTAssertEqual(written.selectionHead, 1)

            // Undone back to the file's bytes: the draft is gone at once, before any tick.
            session.model.undo()
            XCTAssertEqual(store.all().drafts, [], "no draft outlives the undo")
            // Typed again and taken back by hand: the same.
            session.model.replace(5..<5, with: "x")
            session.finishDrafts()
            XCTAssertEqual(store.all().drafts.count, 1)
            session.model.replace(5..<6, with: "")
            XCTAssertEqual(store.all().drafts, [])
        }
    }

    func testARestoreOntoAFileChangedSinceWaitsForTheChoice() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = DraftStore(directory: dir.file("drafts"))
            let path = dir.file("pulse.json")
            let original = Array(IndicatorSpecJSON.ballPulse.utf8)
            Disk.writeInPlace(original, to: path)
            let mine = " " + IndicatorSpecJSON.ballPulse
            try store.save(
                Draft(
                    key: Draft.key(forPath: path), path: path, title: "pulse.json", text: mine, savedAt: 1,
                    base: DraftBase(bytes: original, stamp: nil), selection: (1, 1)))
            let theirs = IndicatorSpecJSON.ballPulse.replacingOccurrences(of: "Mine", with: "Theirs")
            Disk.writeInPlace(Array(theirs.utf8), to: path)

            let app = Self.app(drafts: store)
            app.window.layout(size: Size(1280, 800), scale: 1)
            let document = try XCTUnwrap(app.editorModel.document)
            XCTAssertEqual(app.user.sourceText, mine)
            XCTAssertEqual(app.editor.source.session.model.caret, 1, "the caret where it was")
            XCTAssertNotNil(document.diskConflict, "the change on disk waits for the choice")
            XCTAssertTrue(
                app.user.toasts.contains { $0.contains("changed on disk since") },
                "\(app.user.toasts)")
            app.save()
            XCTAssertEqual(Disk.read(path), Array(theirs.utf8), "Save waits for Reload or Keep mine")

            // The same draft onto an unchanged file restores without a conflict.
            Disk.writeInPlace(original, to: path)
            let again = Self.app(drafts: store)
            XCTAssertNil(again.editorModel.document?.diskConflict)
            XCTAssertTrue(again.editorModel.document?.isDirty == true)
        }
    }

    func testTheFoldsOfARestoredLargeDraftAreItsOwn() throws {
        let dir = temporaryFolder()
        try onMain {
            let part = """
                  {
                    "layout": { "type": "row", "count": 3,
                      "gap": 0.1 },
                    "shape": { "type": "circle" },
                    "tracks": [
                      { "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.3] }
                    ]
                  }
                """
            let file =
                "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1,\n  \"parts\": [\n"
                + Array(repeating: part, count: 2_500).joined(separator: ",\n") + "\n  ]\n}\n"
            XCTAssertGreaterThan(file.utf8.count, SourceSession.backgroundSize)
            let draftText = "{\n\n\n" + file.dropFirst(2)
            let path = dir.file("big.json")
            Disk.writeInPlace(Array(file.utf8), to: path)
            let store = DraftStore(directory: dir.file("drafts"))
            try store.save(
                Draft(key: Draft.key(forPath: path), path: path, title: "big.json", text: draftText, savedAt: 1))

            @MainActor func folds(of app: StudioApp) throws -> [CodeFoldRange] {
                let session = app.editor.source.session
                let deadline = Date().addingTimeInterval(60)
                // A large file is read off the main actor first; then its text is analysed there.
                repeat {
                    app.tick(dt: 0)
                    _ = app.user.nextFrame()
                    usleep(2_000)
                } while (session.currentAnalysis == nil || session.model.buffer.count < SourceSession.backgroundSize)
                    && Date() < deadline
                _ = app.user.nextFrame()
                return app.editor.source.editor.model.foldableRanges
            }
            let restored = Self.app(drafts: store)
            restored.window.layout(size: Size(1280, 800), scale: 1)
            XCTAssertEqual(restored.editor.source.session.model.text, draftText)
            let restoredFolds = try folds(of: restored)

            let copy = dir.file("copy.json")
            Disk.writeInPlace(Array(draftText.utf8), to: copy)
            let opened = ScreensRender.makeApp()
            opened.openFiles([copy])
            opened.toggleSource()
            let reference = try folds(of: opened)
            XCTAssertFalse(reference.isEmpty)
            XCTAssertEqual(restoredFolds, reference, "the folds after restoring are the folds after opening")
        }
    }
}

extension DraftBase {
    /// This base with `other`'s modification time (a test knows the bytes, not the time).
    func withStamp(of other: DraftBase?) -> DraftBase {
        var copy = self
        copy.modifiedSeconds = other?.modifiedSeconds ?? 0
        copy.modifiedNanoseconds = other?.modifiedNanoseconds ?? 0
        return copy
    }
}
