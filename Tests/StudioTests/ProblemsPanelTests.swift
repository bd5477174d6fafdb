import Foundation
import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// Problems are shown whole, with a hint for a misspelt name; a click copies `file:line:col`.
final class ProblemsPanelTests: XCTestCase {
    /// BallPulse with its track's property misspelt, on line 10.
    static let misspelt = IndicatorSpecJSON.ballPulse.replacingOccurrences(
        of: "\"property\": \"scale\"",
        with: "\"property\": \"opactiy\"")

    @MainActor private static func openMisspelt(_ dir: TemporaryFolder) throws -> (StudioApp, String) {
        let path = dir.file("typo.json")
        try Data(Self.misspelt.utf8).write(to: URL(fileURLWithPath: path))
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        _ = app.user.nextFrame()
        return (app, path)
    }

    func testALongMessageIsShownWhole() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _) = try Self.openMisspelt(dir)
            let row = try XCTUnwrap(app.editor.side.problems.rows.first)
            let upstream = IndicatorSpec.validate(json: Self.misspelt)
            XCTAssertEqual(row.problem.message, upstream.first, "the upstream wording, byte for byte")
            XCTAssertTrue(row.problem.message.hasSuffix("strokeStart, strokeEnd"))
            let layout = row.message.layout(engine: app.window.textEngine)
            XCTAssertGreaterThan(layout.lines.count, 3)
            let shown = layout.lines.flatMap(\.pieces).map(\.text).joined()
            XCTAssertEqual(
                shown.filter { $0 != " " }, row.problem.message.filter { $0 != " " }, "every word is laid out")
            XCTAssertGreaterThanOrEqual(row.message.frame.height, layout.size.height, "and fits in the row")
        }
    }

    func testAnUnknownPropertyGetsADidYouMeanLine() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, _) = try Self.openMisspelt(dir)
            let row = try XCTUnwrap(app.editor.side.problems.rows.first)
            let hint = try XCTUnwrap(row.descendant(identifier: "problem.hint") as? Label)
            XCTAssertEqual(hint.text, "did you mean opacity?")
            XCTAssertFalse(hint.isHidden)
            XCTAssertGreaterThanOrEqual(hint.frame.minY, row.message.frame.maxY, "under the message")
            XCTAssertFalse(row.message.text.contains("did you mean"))
        }
    }

    func testClickingAProblemCopiesFileLineAndColumn() throws {
        let dir = temporaryFolder()
        try onMain {
            let (app, path) = try Self.openMisspelt(dir)
            let row = try XCTUnwrap(app.editor.side.problems.rows.first)
            XCTAssertEqual(row.problem.line, 10)
            app.user.tap(row)
            let expected = "\(path):\(row.problem.line):\(row.problem.column)"
            XCTAssertEqual(app.user.clipboard, expected)
            XCTAssertTrue(app.user.lastToast?.contains(expected) ?? false, "\(app.user.toasts)")
        }
    }

    func testWarningsAreListedAfterTheProblems() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("extra.json")
            let text = IndicatorSpecJSON.ballPulse.replacingOccurrences(
                of: "\"schemaVersion\": 1,",
                with: "\"schemaVersion\": 1,\n  \"colour\": \"red\",")
            XCTAssertNotEqual(text, IndicatorSpecJSON.ballPulse)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            _ = app.user.nextFrame()
            let panel = app.editor.side.problems
            let row = try XCTUnwrap(panel.rows.first, "the valid spec's warning is listed")
            XCTAssertEqual(row.problem.severity, .warning)
            XCTAssertTrue(row.problem.message.contains("LoaderKit ignores it"), row.problem.message)
            XCTAssertEqual(row.problem.line, 3)
            XCTAssertEqual(panel.countBadge.tone, .warning, "warnings alone are not counted as errors")
            XCTAssertTrue(panel.emptyLabel.isHidden)
            XCTAssertFalse(app.editorModel.document?.isStale ?? true, "the spec still works")

            // A problem comes first, the warning after it.
            let broken = text.replacingOccurrences(of: "\"duration\": 0.75", with: "\"duration\": -1")
            XCTAssertNotEqual(broken, text)
            let brokenPath = dir.file("broken.json")
            try Data(broken.utf8).write(to: URL(fileURLWithPath: brokenPath))
            app.openFiles([brokenPath])
            _ = app.user.nextFrame()
            XCTAssertEqual(app.editorModel.document?.path, brokenPath)
            XCTAssertEqual(panel.rows.map(\.problem.severity), [.error, .warning])
            XCTAssertEqual(panel.countBadge.text, "1")
            XCTAssertEqual(panel.countBadge.tone, .error)
        }
    }

    /// A problem typed in the source pane shows the pane's line (the unsaved text), and the
    /// line follows typing that leaves the problem where it is.
    func testTheSelectedProblemShowsTheUnsavedLine() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("pulse.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            app.toggleSource()
            _ = app.user.nextFrame()
            let text = app.editor.source.session.model
            @MainActor func replace(_ old: String, with new: String) throws {
                let now = text.text
                let range = try XCTUnwrap(now.range(of: old))
                let start = now.utf8.distance(from: now.startIndex, to: range.lowerBound)
                text.apply([TextPatch(range: start..<(start + old.utf8.count), replacement: new)], name: "Typing")
                _ = app.user.nextFrame()
            }
            try replace("\"property\": \"scale\"", with: "\"property\": \"opactiy\"")
            let panel = app.editor.side.problems
            XCTAssertEqual(panel.rows.count, 1)
            app.user.tap(panel.rows[0])
            XCTAssertTrue(try XCTUnwrap(panel.source.shown).text.contains("opactiy"), "the pane's text, not the file's")
            // Typing after the problem on its line: the same problem, its line as it reads now.
            try replace("\"opactiy\",", with: "\"opactiy\",  ")
            XCTAssertEqual(panel.rows.count, 1)
            let row = panel.rows[0]
            let after = try XCTUnwrap(panel.source.lineText)
            XCTAssertTrue(after.contains("\"opactiy\",   \"keyTimes\""), after)
            // Typing on a line above it moves its bytes, not what the panel shows: the row and
            // its selection stay, and its line is still read right.
            try replace("\"name\": \"Mine\"", with: "\"name\": \"Mine2\"")
            XCTAssertTrue(panel.rows[0] === row, "the row stays")
            XCTAssertEqual(panel.selectedIndex, 0)
            XCTAssertTrue(try XCTUnwrap(panel.source.lineText).contains("\"opactiy\""))
        }
    }
}
