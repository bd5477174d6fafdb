import LoaderKitCore
import Foundation
import Graphics
import Localization
import StudioCommandLine
import UI
import SpecLanguage
import XCTest
import TestSupport
@testable import Studio

/// Every mode at the window sizes people use, down to the minimum and up to 4K, at scale 1 and
/// 2: no two controls or texts overlap, none sticks out of the window unscrollably, and every
/// text fits where it is drawn (`LayoutAudit`).
final class LayoutAuditTests: XCTestCase {
    static let sizes = [Size(800, 600), Size(1024, 700), Size(1280, 800), Size(1920, 1080), Size(3840, 2160)]

    func testEveryModeAtEverySizeAndScale() {
        onMain {
            var faults: [String] = []
            for scale in [1.0, 2.0] {
                for size in Self.sizes {
                    let app = ScreensRender.makeApp(size: size)
                    app.window.layout(size: size, scale: scale)
                    for mode in StudioMode.allCases {
                        app.select(mode: mode)
                        _ = app.user.nextFrame()
                        faults += LayoutAudit.problems(in: app.window).map {
                            "\(mode) \(Int(size.width))×\(Int(size.height))@\(Int(scale))x: \($0)"
                        }
                    }
                }
            }
            XCTAssertEqual(faults, [], faults.prefix(30).joined(separator: "\n"))
        }
    }

    /// The Editor in every combination of panes (source pane, lanes, each inspector tab, each
    /// pane reopened from its rail) at sizes from the minimum up: nothing overlaps or is cut,
    /// each pane is usable or a rail, and an open inspector shows its actions whole.
    func testTheEditorsPanesInEveryCombination() {
        onMain {
            var faults: [String] = []
            for size in [Size(800, 600), Size(900, 700), Size(1024, 700), Size(1280, 800), Size(1920, 1080)] {
                let app = ScreensRender.makeApp(size: size)
                app.select(mode: .editor)
                app.editorModel.select(JSONPath(parsing: "tracks[0]"))
                for source in [false, true] {
                    app.editor.setShowsSource(source, focus: false)
                    for lanes in [false, true] {
                        app.editor.setLanes(preferredHeight: nil, expanded: lanes)
                        for tab in InspectorTab.allCases {
                            app.editor.inspector.show(tab: tab)
                            for reopened in [nil] + EditorColumns.Pane.allCases {
                                if let reopened { app.editor.reopen(reopened) }
                                _ = app.user.nextFrame()
                                let name =
                                    "\(Int(size.width))×\(Int(size.height)) source \(source) lanes \(lanes) \(tab)"
                                    + " reopened \(reopened.map(\.rawValue) ?? "none")"
                                faults += LayoutAudit.problems(in: app.window).map { "\(name): \($0)" }
                                faults += Self.paneFaults(app.editor, source: source).map { "\(name): \($0)" }
                            }
                        }
                    }
                }
            }
            XCTAssertEqual(faults, [], faults.prefix(30).joined(separator: "\n"))
        }
    }

    /// The Editor beside the source pane at the smallest sizes, in every language: the inspector
    /// is narrowest there, and the longest words are not English.
    func testTheEditorBesideTheSourcePaneInEveryLanguage() {
        onMain {
            var faults: [String] = []
            for language in Language.allCases {
                for size in [Size(800, 600), Size(900, 700)] {
                    let app = ScreensRender.makeApp(size: size)
                    app.setLanguage(language)
                    app.select(mode: .editor)
                    app.editorModel.select(JSONPath(parsing: "tracks[0]"))
                    app.editor.setShowsSource(true, focus: false)
                    for lanes in [false, true] {
                        app.editor.setLanes(preferredHeight: nil, expanded: lanes)
                        for tab in InspectorTab.allCases {
                            app.editor.inspector.show(tab: tab)
                            _ = app.user.nextFrame()
                            let name =
                                "\(language.rawValue) \(Int(size.width))×\(Int(size.height)) lanes \(lanes) \(tab)"
                            faults += LayoutAudit.problems(in: app.window).map { "\(name): \($0)" }
                        }
                    }
                }
            }
            XCTAssertEqual(faults, [], faults.prefix(30).joined(separator: "\n"))
        }
    }

    /// Each pane open at its minimum width or more, or its rail shown; the inspector's actions whole.
    @MainActor
    static func paneFaults(_ editor: EditorScreen, source: Bool) -> [String] {
        var faults: [String] = []
        let panes: [(EditorColumns.Pane, View)] =
            [(.outline, editor.side), (.inspector, editor.inspector)]
            + (source ? [(.source, editor.source)] : [])
        for (pane, view) in panes {
            let rail = editor.rails[pane]!
            let minimum = EditorColumns.minimum(pane, width: editor.bounds.width)
            if view.isVisibleInWindow {
                if view.frame.width < minimum { faults.append("\(pane) is \(view.frame.width) wide") }
                if rail.isVisibleInWindow { faults.append("\(pane) and its rail both show") }
            } else if !rail.isVisibleInWindow || rail.frame.width != RailButton.width {
                faults.append("\(pane) is gone without its rail")
            }
        }
        if editor.inspector.isVisibleInWindow {
            for action in [editor.inspector.saveButton, editor.inspector.exportButton, editor.inspector.codeButton] {
                if action.visibleWindowRect != action.windowFrame { faults.append("\(action.title) is not whole") }
            }
        }
        return faults
    }

    func testTheMinimumWindowSizeIsTheSmallestAudited() {
        XCTAssertEqual(StudioApp.minimumWindowSize, Self.sizes[0])
    }

    func testTheAuditFindsOverlapsAndOverhangs() {
        onMain {
            let window = WindowRoot(contentView: View())
            window.layout(size: Size(200, 100), scale: 1)
            let a = Button("A"), b = Button("B"), c = Button("C")
            a.frame = Rect(x: 10, y: 10, width: 50, height: 20)
            b.frame = Rect(x: 40, y: 15, width: 50, height: 20)
            c.frame = Rect(x: 180, y: 10, width: 50, height: 20)
            for button in [a, b, c] { window.contentView.addSubview(button) }
            let problems = LayoutAudit.problems(in: window)
            XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
            XCTAssertTrue(problems.contains { $0.contains("overlaps") })
            XCTAssertTrue(problems.contains { $0.contains("outside") })
        }
    }
}
