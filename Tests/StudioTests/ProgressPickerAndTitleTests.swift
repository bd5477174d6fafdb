import Foundation
import Graphics
import LoaderKitCore
import Render
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The Progress inspector's type picker and the titles that follow a design's type.
final class ProgressPickerAndTitleTests: XCTestCase {
    func testUnselectedPickerRowsLookEnabled() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            app.progress.select(4)
            _ = app.user.nextFrame()
            let picker = app.progress.inspector.typePicker
            XCTAssertGreaterThan(picker.rows.count, 1)
            for (i, row) in picker.rows.enumerated() {
                XCTAssertEqual(row.alpha, 1, "row \(i) is drawn at full strength")
                XCTAssertTrue(row.isEnabled)
            }
            // The titles of a row without the selection are in the normal (secondary) text colour.
            let pixmap = ScreensRender.render(app.window)
            let other = picker.rows[1].windowFrame.enclosingIntRect
            let normal = app.window.theme.color(.textSecondary).premultiplied.pixel
            XCTAssertTrue(pixmap.region(other).contains(normal), "unselected titles use the normal text colour")
        }
    }

    func testTitlesFollowTheTypeAndVariant() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            let screen = app.progress
            for (index, design) in screen.model.designs.enumerated() {
                XCTAssertEqual(screen.model.title(of: index), design.title, "the gallery's own titles")
            }
            screen.select(4)
            _ = app.user.nextFrame()
            screen.inspector.typePicker.choose(ProgressType.allCases.firstIndex(of: .liquid)!)
            _ = app.user.nextFrame()
            XCTAssertEqual(screen.inspector.titleLabel.text, "#5 liquid")
            XCTAssertEqual(screen.cell(4)?.titleLabel.text, "#5 liquid")
            let variants = ProgressType.liquid.variants
            XCTAssertGreaterThan(variants.count, 1)
            screen.inspector.variantPicker.choose(1)
            XCTAssertEqual(screen.inspector.titleLabel.text, "#5 liquid \(variants[1].rawValue)")
            screen.inspector.labelToggle.toggle()
            XCTAssertEqual(screen.inspector.titleLabel.text, "#5 liquid \(variants[1].rawValue) label")
            screen.setFilter("liquid")
            XCTAssertTrue(screen.shown.contains(4), "the filter reads the titles shown")
            screen.setFilter("")
            screen.inspector.resetButton.performClick()
            XCTAssertEqual(screen.inspector.titleLabel.text, "#5 circular")
            screen.select(1)
            screen.inspector.typePicker.choose(ProgressType.allCases.firstIndex(of: .circular)!)
            XCTAssertEqual(screen.inspector.titleLabel.text, "#2 circular indeterminate")
        }
    }
}
