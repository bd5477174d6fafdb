import Foundation
import Graphics
import Handoff
import LoaderKitCore
import Localization
import StudioCommandLine
import TestSupport
import UI
import XCTest

@testable import Studio

/// A text engine that keeps every string drawn (then draws as the fixed-width engine does).
@MainActor
final class DrawnTextRecorder: TextEngine {
    private let base = FixedWidthTextEngine()
    private(set) var drawn: [String] = []

    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
    func width(of text: String, font: Font) -> Double { base.width(of: text, font: font) }
    func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double, into list: inout DisplayList
    ) {
        drawn.append(text)
        base.draw(text, font: font, color: color, baselineOrigin: baselineOrigin, scale: scale, into: &list)
    }
    func forget() { drawn.removeAll() }
}

/// Every word the window draws, in each language, comes from the catalogue of that language or
/// is the user's data (names of indicators, params and fields, the spec's JSON, file names,
/// numbers): walking each mode, tab, pane and dialog, a word of English left outside the
/// catalogue shows up as a word the language's catalogue does not have.
final class CatalogueOriginTests: XCTestCase {
    /// The words of a text: runs of letters, and each CJK character alone; lower case.
    static func words(_ text: String) -> [String] {
        var out: [String] = [], word = ""
        for character in text {
            let scalar = character.unicodeScalars.first!
            let cjk = (0x3000...0x9FFF).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
            if character.isLetter && !cjk {
                word.append(character)
                continue
            }
            if !word.isEmpty { out.append(word.lowercased()) }
            word = ""
            if cjk && character.isLetter { out.append(String(character)) }
        }
        if !word.isEmpty { out.append(word.lowercased()) }
        return out
    }

    /// The words of every pattern of `language` (literal text and every plural form).
    static func vocabulary(_ language: Language) -> Set<String> {
        var words: Set<String> = []
        func walk(_ pieces: [MessagePattern.Piece]) {
            for piece in pieces {
                switch piece {
                case .literal(let text): words.formUnion(Self.words(text))
                case .plural(_, let forms): forms.values.forEach(walk)
                case .argument, .count: break
                }
            }
        }
        for pattern in (StudioCatalogue.catalogue.patterns[language] ?? [:]).values { walk(pattern.pieces) }
        // Words the languages share with the catalogue's arguments: the shortcut keys' letters.
        return words
    }

    /// The user's data the window shows as it is: indicator, example and design names, the
    /// schema's names (fields, properties, enum values), the spec's JSON, key letters.
    @MainActor static func dataWords(_ app: StudioApp) -> Set<String> {
        var texts: [String] =
            IndicatorSpec.builtinNames
            + IndicatorSpec.builtinNames.compactMap {
                IndicatorSpec.builtinJSON(named: $0)
            }
        texts += app.library.documents.compactMap(\.text)
        texts += ["LoaderStudio", "LoaderKit", "PNG", "GIF", "SVG", "Lottie", "JSON", "Ctrl", "Alt", "Shift", "Esc"]
        texts += Language.allCases.map(\.nativeName)
        // LoaderKit's progress designs are named by their type and variant, in every language.
        texts += ProgressDesign.all.map(\.title)
        // The type and variant pickers show LoaderKit's names for them (`flat`, `segmented`).
        texts += ProgressType.allCases.flatMap { [$0.rawValue] + $0.variants.map(\.rawValue) }
        // The working folder's path and files, listed by the Open dialog.
        let folder = FileManager.default.currentDirectoryPath
        texts.append(folder)
        texts += (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var words = Set(texts.flatMap(Self.words))
        for letter in "abcdefghijklmnopqrstuvwxyz" { words.insert(String(letter)) }
        return words
    }

    @MainActor private static func walk(_ language: Language, file: StaticString = #filePath, line: UInt = #line) {
        let recorder = DrawnTextRecorder()
        var settings = StudioSettings()
        settings.language = language
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings, rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter(), textEngine: recorder)
        app.window.layout(size: Size(1280, 800), scale: 1)
        let vocabulary = Self.vocabulary(language)
        var leftovers: [String: Set<String>] = [:]
        func look(_ place: String) {
            // The data on screen now: the documents' texts and LoaderKit's problems (in its own
            // words), the Code panel's platforms and snippet.
            var data = Self.dataWords(app)
            for document in app.library.documents {
                data.formUnion(document.problems.flatMap { Self.words($0.message) })
            }
            data.formUnion(SnippetPlatform.allCases.flatMap { Self.words($0.shortTitle) })
            if let panel = app.window.popover as? CodePanel { data.formUnion(Self.words(panel.codeView.code)) }
            let allowed = vocabulary.union(data)
            _ = app.window.recordFullFrame()
            for drawn in recorder.drawn {
                // Colour codes (#7C3AED) are data, as numbers are.
                let text = drawn.replacingOccurrences(of: "#[0-9A-Fa-f]{6,8}", with: "#", options: .regularExpression)
                // A label too narrow for its text ends in "…" (its tooltip says it whole): the
                // cut word is any word of the catalogue it starts.
                var words = Self.words(text)
                if text.hasSuffix("…"), let cut = words.last, allowed.contains(where: { $0.hasPrefix(cut) }) {
                    words.removeLast()
                }
                let unknown = words.filter { !allowed.contains($0) }
                if !unknown.isEmpty { leftovers[place, default: []].insert(drawn) }
            }
            recorder.forget()
        }
        for mode in StudioMode.allCases {
            app.select(mode: mode)
            look("\(mode.rawValue)")
        }
        app.select(mode: .editor)
        app.editor.setShowsSource(true, focus: false)
        for tab in InspectorTab.allCases {
            app.showInspector(tab: tab)
            look("editor, \(tab.rawValue) tab, source pane")
        }
        // The Check tab's report (it comes off the main thread), with a failing colour, then
        // Progress mode's Accessibility section.
        app.editorModel.setColors([Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!])
        app.showInspector(tab: .check)
        let checks = app.editor.inspector.checks
        let deadline = Date().addingTimeInterval(60)
        while (checks.report == nil || checks.isStale) && Date() < deadline {
            app.tick(dt: 1.0 / 60)
            _ = app.window.recordFrame()
            usleep(5_000)
        }
        XCTAssertNotNil(checks.report, "the Check tab's report", file: file, line: line)
        look("editor, check tab's report")
        app.select(mode: .progress)
        app.progress.model.select(0)
        let progressChecks = app.progress.inspector.checks
        while progressChecks.report == nil && Date() < deadline {
            // The section is below the inspector's fold: a user scrolls to it; here its frames
            // are driven directly.
            progressChecks.advance(by: 1.0 / 60)
            app.tick(dt: 1.0 / 60)
            _ = app.window.recordFrame()
            usleep(5_000)
        }
        XCTAssertNotNil(progressChecks.report, "the Progress Accessibility section", file: file, line: line)
        look("progress, accessibility")
        app.select(mode: .editor)
        app.toggleHelp()
        look("help")
        app.window.dismissPopover()
        app.showExportForMode()
        look("export dialog")
        app.window.dismissPopover()
        app.showOpenDialog()
        look("open dialog")
        app.window.dismissPopover()
        app.toggleCodePanel()
        look("code panel")
        app.window.dismissPopover()
        app.showNewDialog()
        look("new spec dialog")
        app.window.dismissPopover()
        // A spec with a problem, unsaved: the problems panel, the badges, then the quit dialog.
        // Named with no word of any catalogue, so that no word of the studio's passes as its data
        // (six letters: the source pane's right edge then falls between two tokens).
        let broken = app.library.addUntitled(
            title: "Qzxwvk", text: #"{"schemaVersion": 1, "name": "Qzxwvk", "duration": 0, "layout": {"type": "row"}}"#)
        app.open(broken)
        look("editor with a problem")
        app.quit()
        look("quit dialog")
        app.window.dismissPopover()
        for mode in [StudioMode.gallery, .progress, .skeleton] {
            app.select(mode: mode)
            app.showExportForMode()
            look("\(mode.rawValue) export")
            app.window.dismissPopover()
        }
        let report = leftovers.sorted { $0.key < $1.key }.map { place, texts in
            "\(place): " + texts.sorted().map { "«\($0)»" }.joined(separator: ", ")
        }
        XCTAssertEqual(
            report, [], "text drawn in \(language.rawValue) that is not in its catalogue", file: file, line: line)
    }

    func testEveryWordDrawnComesFromTheCatalogueInEachLanguage() throws {
        try onMain {
            for language in Language.allCases { Self.walk(language) }
        }
    }
}
