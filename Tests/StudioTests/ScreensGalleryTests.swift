import Foundation
import Graphics
import LoaderKitCore
import LoaderKitUI
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The gallery driven with synthetic input.
final class ScreensGalleryTests: XCTestCase {
    func testEveryDocumentHasACardAndClickingOneOpensTheEditor() {
        onMain {
            let app = ScreensRender.makeApp()
            XCTAssertEqual(app.mode, .gallery)
            XCTAssertEqual(app.gallery.shown.count, 50)
            XCTAssertFalse(app.gallery.grid.visibleCells.isEmpty)
            let target = app.library.documents[9]
            let cell = app.gallery.cell(for: target)!
            XCTAssertTrue(cell.preview.wantsFrames, "cards animate")
            app.user.tap(cell)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertTrue(app.editorModel.document === target)
            XCTAssertFalse(cell.preview.wantsFrames, "hidden cards stop asking for frames")
        }
    }

    func testTypingFiltersByName() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("pulse")
            XCTAssertEqual(app.gallery.filterText, "pulse")
            XCTAssertTrue(app.user.focused === app.gallery.header.search)
            XCTAssertFalse(app.gallery.shown.isEmpty)
            XCTAssertTrue(app.gallery.shown.allSatisfy { $0.displayName.lowercased().contains("pulse") })
            XCTAssertEqual(app.gallery.grid.itemCount, app.gallery.shown.count)
            XCTAssertEqual(app.theme, .light, "typing in the filter is not a shortcut")
            app.user.press(.backspace)
            XCTAssertEqual(app.gallery.filterText, "puls")
            app.user.press(.escape)
            XCTAssertEqual(app.gallery.filterText, "")
            XCTAssertEqual(app.gallery.shown.count, 50)
            app.user.press(.escape)
            XCTAssertFalse(app.user.focused === app.gallery.header.search)
            XCTAssertEqual(GalleryFilter.matches(["BallSpinFadeLoader", "LineScale"], query: "spin ball"), [0])
        }
    }

    func testEnterOpensTheOnlyMatch() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("ballspinfadeloader")
            XCTAssertEqual(app.gallery.shown.count, 1)
            app.user.press(.enter)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.displayName, "BallSpinFadeLoader")
        }
    }

    func testEnterOpensTheFirstOfSeveralMatches() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("ball")
            XCTAssertGreaterThan(app.gallery.shown.count, 1)
            let first = app.gallery.shown[0].displayName
            XCTAssertEqual(app.gallery.header.countLabel.text, "\(app.gallery.shown.count) of 50")
            app.user.press(.enter)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.displayName, first)
        }
    }

    func testColourSpeedAndSizeApplyToEveryCard() {
        onMain {
            let app = ScreensRender.makeApp()
            let red = Color(hex: "#DC2626")!
            app.gallery.setColor(red)
            app.gallery.setSpeed(2)
            app.gallery.setIndicatorSize(96)
            _ = app.user.nextFrame()
            let cells = app.gallery.grid.visibleCells.values.compactMap { $0 as? GalleryCell }
            XCTAssertFalse(cells.isEmpty)
            for cell in cells {
                XCTAssertEqual(cell.preview.color, red)
                XCTAssertEqual(cell.preview.speed, 2)
                XCTAssertEqual(cell.preview.frame.width, 96)
            }
        }
    }

    func testBrokenAndStaleFilesShowABadge() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("broken.json")
            try Data("{ \"schemaVersion\": 1, ".utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            app.select(mode: .gallery)
            app.gallery.setFilter("broken")
            _ = app.user.nextFrame()
            let document = app.library.document(atPath: path)!
            let cell = try XCTUnwrap(app.gallery.cell(for: document))
            XCTAssertFalse(cell.badge.isHidden)
            XCTAssertEqual(cell.badge.text, "broken")
        }
    }
}
