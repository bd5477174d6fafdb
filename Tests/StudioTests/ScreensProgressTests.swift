import Localization
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitUI
import Render
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// Progress mode: the 50 designs, the inspector, simulate a task, and `--mode progress`.
final class ScreensProgressTests: XCTestCase {
    @MainActor static func progressApp() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.select(mode: .progress)
        _ = app.user.nextFrame()
        return app
    }

    func testModeShowsTheFiftyDesignsInGalleryOrder() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            XCTAssertEqual(app.mode, .progress)
            XCTAssertTrue(screen.isVisibleInWindow)
            XCTAssertEqual(screen.grid.itemCount, 50)
            XCTAssertEqual(screen.model.designs.map(\.number), Array(1...50))
            let first = screen.cell(0)!
            XCTAssertEqual(first.titleLabel.text, "#1 linear")
            XCTAssertEqual(screen.cell(4)?.titleLabel.text, "#5 circular")
            XCTAssertEqual(screen.cell(1)?.indicator.isIndeterminate, true, "#2 is always indeterminate")
            XCTAssertEqual(screen.cell(0)?.indicator.value, 0.4, "the grid's download starts at 0.4")
            XCTAssertTrue(screen.inspector.isHidden, "no inspector before a selection")
            XCTAssertEqual(app.root.toolbar.modeBar.segments[2].isEnabled, true)
        }
    }

    func testSelectingADesignOpensItsInspector() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            XCTAssertNil(screen.cell(22), "below the first screenful")
            screen.reveal(22)
            app.user.tap(screen.cell(22)!)
            XCTAssertEqual(screen.model.selected, 22)
            XCTAssertFalse(screen.inspector.isHidden)
            XCTAssertTrue(screen.inspector.isVisibleInWindow)
            XCTAssertEqual(screen.inspector.titleLabel.text, "#23 circular label")
            XCTAssertEqual(screen.inspector.preview.type, .circular)
            XCTAssertTrue(screen.inspector.preview.showLabel)
            XCTAssertEqual(screen.inspector.preview.size, 64)
            XCTAssertEqual(screen.inspector.labelToggle.isOn, true)
            XCTAssertTrue(screen.cell(22)!.isSelected)
            XCTAssertEqual(screen.inspector.typePicker.selectedIndex, 1)
            app.user.tap(screen.inspector.closeButton)
            XCTAssertNil(screen.model.selected)
            XCTAssertTrue(screen.inspector.isHidden)
        }
    }

    func testChangingAnOptionChangesTheDrawnPixels() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            screen.select(4)
            _ = app.user.nextFrame()
            let box = screen.inspector.preview.windowFrame.enclosingIntRect
            let before = ScreensRender.render(app.window).region(box)
            let thickness = screen.inspector.optionRows.first { $0.option == .thickness }!
            XCTAssertEqual(thickness.slider.value, 4, "the slider shows the resolved default")
            thickness.slider.slider.userSet(12)
            XCTAssertEqual(screen.model.selectedOptions?.thickness, 12)
            XCTAssertEqual(screen.inspector.preview.resolved.thickness, 12)
            XCTAssertEqual(screen.cell(4)?.indicator.resolved.thickness, 12, "the card follows the edit")
            let thicker = ScreensRender.render(app.window).region(box)
            XCTAssertNotEqual(before, thicker)
            screen.inspector.typePicker.choose(ProgressType.allCases.firstIndex(of: .gauge)!)
            XCTAssertEqual(screen.inspector.preview.type, .gauge)
            XCTAssertEqual(screen.inspector.variantPicker.titles, ["flat", "segmented", "needle", "gradient", "dots"])
            screen.inspector.variantPicker.choose(2)
            XCTAssertEqual(screen.inspector.preview.resolved.variant, .needle)
            let gauge = ScreensRender.render(app.window).region(box)
            XCTAssertNotEqual(gauge, thicker)
            screen.inspector.colorWell.onChange?(Color(hex: "#FF0000")!)
            let red = ScreensRender.render(app.window).region(box)
            XCTAssertTrue(red.contains(Color(hex: "#FF0000")!.premultiplied.pixel))
            screen.inspector.resetButton.performClick()
            XCTAssertEqual(screen.inspector.preview.type, .circular)
            XCTAssertNil(screen.model.selectedOptions?.thickness)
        }
    }

    func testLinearDesignsSpanTwoColumnsAndRowsStayFull() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            let layout = screen.grid.gridLayout
            XCTAssertEqual(layout.columns, 4, "1280 points fit five 200-point columns; an even count keeps rows full")
            let linear = screen.cell(0)!.frame, circular = screen.cell(4)!.frame
            XCTAssertEqual(linear.width, 2 * circular.width + layout.spacing, accuracy: 1e-9)
            XCTAssertEqual(screen.cell(1)!.frame.minY, linear.minY, "#1 and #2 share a row")
            XCTAssertEqual(screen.cell(1)!.frame.maxX, screen.cell(7)!.frame.maxX, accuracy: 1e-9, "and fill it")
            let fit = screen.cell(0)!.indicator.frame.width
            XCTAssertGreaterThan(fit, linear.width - 40, "a linear bar fills its card")
            // Every row but the last is full in gallery order, so no card leaves a hole.
            let spans = screen.model.designs.map { $0.type == .linear ? 2 : 1 }
            let placements = layout.placements(spans: spans)
            let rows = Dictionary(grouping: placements, by: \.row)
            let last = placements.last!.row
            XCTAssertTrue(rows.filter { $0.key != last }.values.allSatisfy { $0.reduce(0) { $0 + $1.span } == 4 })
            XCTAssertEqual(
                layout.placements(spans: [1, 2, 2, 9]).map { [$0.row, $0.column, $0.span] },
                [[0, 0, 1], [0, 1, 2], [1, 0, 2], [2, 0, 4]], "a wide item that does not fit starts a row")
            XCTAssertEqual(ProgressScreen.columns(fitting: 980, layout: layout), 4, "beside the inspector")
            XCTAssertEqual(ProgressScreen.columns(fitting: 1500, layout: layout), 6)
            XCTAssertEqual(ProgressScreen.columns(fitting: 300, layout: layout), 1)
        }
    }

    func testTypingFiltersByTitle() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            app.user.type("gauge")
            XCTAssertEqual(screen.filterText, "gauge")
            XCTAssertTrue(app.user.focused === screen.header.search)
            XCTAssertEqual(screen.shown.map { screen.model.designs[$0].number }, [25, 40, 41, 42])
            XCTAssertEqual(screen.grid.itemCount, 4)
            XCTAssertEqual(screen.cell(39)?.titleLabel.text, "#40 gauge needle label")
            XCTAssertTrue(screen.header.info.text.hasPrefix("4 of 50 designs"))
            XCTAssertEqual(app.mode, .progress, "typed letters are not shortcuts")
            app.user.type(" 1")
            XCTAssertEqual(app.mode, .progress, "nor digits")
            XCTAssertEqual(screen.shown, [], "no title has both words")
            app.user.press(.backspace)
            app.user.type("needle")
            XCTAssertEqual(screen.filterText, "gauge needle")
            XCTAssertEqual(screen.shown, [39])
            app.user.press(.enter)
            XCTAssertEqual(screen.model.selected, 39, "Enter opens the only match")
            XCTAssertFalse(app.user.focused === screen.header.search)
            app.user.press(.character("/"), text: "/")
            XCTAssertTrue(app.user.focused === screen.header.search, "/ goes back to the filter")
            app.user.press(.escape)
            XCTAssertEqual(screen.filterText, "")
            XCTAssertEqual(screen.grid.itemCount, 50)
            XCTAssertTrue(screen.header.info.text.hasPrefix("50 designs"))
            app.user.press(.escape)
            XCTAssertFalse(app.user.focused === screen.header.search)
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.mode, .gallery, "Ctrl+1 switches modes")
            XCTAssertEqual(app.gallery.filterText, "")
        }
    }

    func testValueIndeterminateAndReducedMotionSwitches() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            screen.select(4)
            let preview = screen.inspector.preview
            screen.inspector.value.slider.userSet(0.9)
            XCTAssertEqual(preview.value, 0.9)
            XCTAssertLessThan(preview.state.value, 0.9, "a glide starts")
            screen.inspector.indeterminateToggle.toggle()
            XCTAssertTrue(preview.isIndeterminate)
            screen.inspector.indeterminateToggle.toggle()
            screen.inspector.reducedToggle.toggle()
            XCTAssertTrue(preview.isReducingMotion)
            screen.inspector.value.slider.userSet(0.3)
            XCTAssertEqual(preview.state.value, 0.3, "reduced motion jumps")
        }
    }

    func testSimulateATaskAdvancesTheValue() {
        onMain {
            let app = Self.progressApp()
            let screen = app.progress
            screen.select(0)
            let preview = screen.inspector.preview
            for (i, rhythm) in [ProgressRhythm.steady, .bursty, .jumpBack].enumerated() {
                screen.inspector.rhythm.select(i)
                XCTAssertEqual(screen.model.rhythm, rhythm)
                screen.inspector.simulateButton.performClick()
                XCTAssertNotNil(screen.model.task)
                XCTAssertEqual(screen.inspector.simulateButton.title, app.text(ProgressText.stopTask))
                XCTAssertEqual(preview.value, 0)
                for _ in 0..<60 { app.tick(dt: 1.0 / 60) }
                let after = preview.value ?? 0
                XCTAssertGreaterThan(after, 0.05, "\(rhythm) streams values")
                XCTAssertGreaterThan(preview.state.value, 0, "the drawn value glides after it")
                screen.inspector.simulateButton.performClick()
                XCTAssertNil(screen.model.task)
            }
        }
    }

    func testTaskRhythms() {
        var steady = ProgressTaskSimulator(rhythm: .steady)
        XCTAssertEqual(steady.advance(by: 0.35).count, 3)
        var jump = ProgressTaskSimulator(rhythm: .jumpBack)
        var values: [Double] = []
        while !jump.isFinished { values.append(contentsOf: jump.advance(by: 0.1)) }
        XCTAssertEqual(values.filter { $0 == 0.4 }.count, 1)
        XCTAssertTrue(zip(values, values.dropFirst()).contains { $1 < $0 }, "one jump back")
        XCTAssertEqual(values.last, 1)
        var bursty = ProgressTaskSimulator(rhythm: .bursty)
        XCTAssertEqual(bursty.advance(by: 0.16).count, 3, "a burst of three quick updates")
        XCTAssertEqual(bursty.advance(by: 0.8).count, 0, "then a pause")
        var download = ProgressTaskSimulator(rhythm: .download)
        XCTAssertEqual(download.value, 0.4)
        XCTAssertEqual(download.advance(by: 0.4).first ?? 0, 0.43, accuracy: 1e-12)
    }

    /// The grid, the inspector and the end of the grid render, each different from the one
    /// before; written as PAM images when `STUDIO_SCREENSHOTS` names a folder.
    func testScreensRenderAndScreenshotsWhenAsked() {
        onMain {
            let folder = ProcessInfo.processInfo.environment["STUDIO_SCREENSHOTS"]
            for theme in [StudioSettings.Theme.light, .dark] {
                let app = ScreensRender.makeApp(theme: theme)
                app.select(mode: .progress)
                for _ in 0..<30 { app.tick(dt: 1.0 / 60) }
                let grid = ScreensRender.render(app.window)
                XCTAssertTrue(app.progress.inspector.isHidden, "no design selected: no inspector")
                app.progress.select(25)
                for _ in 0..<30 { app.tick(dt: 1.0 / 60) }
                let inspector = ScreensRender.render(app.window)
                XCTAssertFalse(app.progress.inspector.isHidden)
                XCTAssertNotEqual(grid.pixels, inspector.pixels, "\(theme): the inspector shows")
                app.progress.grid.setContentOffset(app.progress.grid.maximumOffset)
                app.progress.select(43)
                for _ in 0..<30 { app.tick(dt: 1.0 / 60) }
                let bottom = ScreensRender.render(app.window)
                XCTAssertGreaterThan(app.progress.grid.contentOffset, 0)
                XCTAssertNotEqual(
                    inspector.pixels, bottom.pixels, "\(theme): the grid scrolled and another design shows")
                guard let folder else { continue }
                for (name, pixmap) in [
                    ("progress", grid), ("progress-inspector", inspector), ("progress-bottom", bottom),
                ] {
                    XCTAssertTrue(ScreensRender.writePAM(pixmap, to: "\(folder)/\(name)-\(theme.rawValue).pam"))
                }
            }
        }
    }

    func testModeProgressFromTheCommandLine() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            let options = StudioLaunchOptions(mode: .progress)
            XCTAssertEqual(app.apply(options), [])
            XCTAssertEqual(app.mode, .progress)
            XCTAssertTrue(app.progress.isVisibleInWindow)
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.mode, .gallery)
            app.user.press(.character("3"), .control, text: "3")
            XCTAssertEqual(app.mode, .progress, "Ctrl+3 selects it")
        }
    }
}
