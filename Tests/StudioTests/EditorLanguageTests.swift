import Graphics
import Localization
import SpecLanguage
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Editor's panels in each language: the inspector, the timeline, the lanes, the outline,
/// the problems and the undo step's name, switched live and back to English.
final class EditorLanguageTests: XCTestCase {
    /// What the Editor shows in one language.
    private struct Expected {
        var tabs: [String]
        var save: String
        var speed: String
        var outline: String
        var keyframes: String
        var lanesHidden: String
        var undo: String
        var rail: String
        var noProblems: String
        var decimal: String
        var unitSpace = " "
        var stagger: String
    }

    private static let expected: [Language: Expected] = [
        .english: Expected(
            tabs: ["Tune", "Design", "Check"], save: "Save params", speed: "1.25×", outline: "OUTLINE",
            keyframes: "3 keyframes", lanesHidden: "1 lane hidden: Ctrl+K shows them", undo: "Change speed",
            rail: "Inspector", noProblems: "No problems", decimal: ".", stagger: "each 0.12 s from 0.12 s"),
        .vietnamese: Expected(
            tabs: ["Tinh chỉnh", "Thiết kế", "Kiểm tra"], save: "Lưu params", speed: "1,25×", outline: "CẤU TRÚC",
            keyframes: "3 keyframe", lanesHidden: "1 làn đang ẩn: Ctrl+K để hiện", undo: "Đổi tốc độ",
            rail: "Inspector", noProblems: "Không có vấn đề", decimal: ",", stagger: "mỗi 0,12 s từ 0,12 s"),
        .chineseSimplified: Expected(
            tabs: ["调整", "设计", "检查"], save: "保存参数", speed: "1.25×", outline: "大纲", keyframes: "3 个关键帧",
            lanesHidden: "已隐藏 1 条轨道：按 Ctrl+K 显示", undo: "更改速度", rail: "检查器", noProblems: "没有问题",
            decimal: ".", stagger: "每个 0.12 s，从 0.12 s 开始"),
        .french: Expected(
            tabs: ["Réglages", "Conception", "Vérifier"], save: "Sauver les params", speed: "1,25×",
            outline: "STRUCTURE",
            keyframes: "3 images clés", lanesHidden: "1 piste masquée\u{00A0}: Ctrl+K pour les afficher",
            undo: "Modifier la vitesse", rail: "Inspecteur", noProblems: "Aucun problème",
            decimal: ",", unitSpace: "\u{00A0}", stagger: "tous les 0,12\u{00A0}s dès 0,12\u{00A0}s"),
    ]

    func testTheEditorsPanelsSpeakEachLanguageAndComeBackToEnglish() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            _ = app.user.nextFrame()
            let model = app.editorModel
            model.setSpeed(1.25)
            model.updateClock { $0.stop() }
            let editor = app.editor
            let track = try XCTUnwrap(Self.node(in: editor.side.outline.roots) { $0.id.hasSuffix("tracks[0]") })
            XCTAssertEqual(track.detail, "3 keyframes", "BallPulse's track has three keyframes")
            let stagger = try XCTUnwrap(Self.node(in: editor.side.outline.roots) { $0.id == "stagger" })
            XCTAssertEqual(stagger.detail, "each 0.12 s from 0.12 s")
            for language in [Language.vietnamese, .chineseSimplified, .french, .english] {
                app.setLanguage(language)
                _ = app.user.nextFrame()
                let want = try XCTUnwrap(Self.expected[language])
                let name = language.rawValue
                XCTAssertEqual(editor.inspector.tabs.segments, want.tabs, name)
                XCTAssertEqual(editor.inspector.saveButton.title, want.save, name)
                XCTAssertEqual(editor.timeline.speedLabel.text, want.speed, name)
                let english = String(format: "t %7.3f s", model.displayTime ?? model.clock.time)
                XCTAssertEqual(
                    editor.timeline.timeLabel.text,
                    english.replacingOccurrences(of: ".", with: want.decimal)
                        .replacingOccurrences(of: " s", with: want.unitSpace + "s"), name)
                XCTAssertEqual(editor.side.outlineTitle.label.text, want.outline, name)
                let row = try XCTUnwrap(Self.node(in: editor.side.outline.roots) { $0.id == track.id })
                XCTAssertEqual(row.detail, want.keyframes, name)
                let staggerRow = try XCTUnwrap(Self.node(in: editor.side.outline.roots) { $0.id == "stagger" })
                XCTAssertEqual(staggerRow.detail, want.stagger, name)
                XCTAssertEqual(editor.side.problems.emptyLabel.text, want.noProblems, name)
                XCTAssertEqual(editor.rails[.inspector]?.title, want.rail, name)
                XCTAssertEqual(app.text(try XCTUnwrap(model.history.undoMessage)), want.undo, name)
                XCTAssertEqual(model.history.undoName, "Change speed", "the English name stays for the tools")
                editor.keyframes.isCollapsed = true
                XCTAssertEqual(editor.keyframes.lanes.layout.lanes.count, 1)
                XCTAssertEqual(editor.keyframes.hint.text, want.lanesHidden, name)
                editor.keyframes.isCollapsed = false
            }
            XCTAssertEqual(editor.inspector.hidesToggle.title, "Hide when stopped")
            XCTAssertEqual(editor.timeline.loopButton.title, "Loop")
        }
    }

    /// The undo step of a visual edit keeps its message, though the source pane names it in English.
    func testAVisualEditsStepIsNamedInTheLanguageOfTheMoment() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            _ = app.user.nextFrame()
            let model = app.editorModel
            let track = try XCTUnwrap(app.editor.keyframes.lanes.layout.lanes.first?.track)
            XCTAssertNil(
                model.performVisualEdit(.addKeyframe(track: track, time: 0.6), message: EditorText.addKeyframe))
            XCTAssertEqual(model.history.undoName, "Add keyframe")
            app.setLanguage(.french)
            XCTAssertEqual(app.text(try XCTUnwrap(model.history.undoMessage)), "Ajouter une image clé")
            model.history.undo()
            XCTAssertEqual(app.text(try XCTUnwrap(model.history.redoMessage)), "Ajouter une image clé")
            app.setLanguage(.english)
            XCTAssertEqual(app.text(try XCTUnwrap(model.history.redoMessage)), "Add keyframe")
        }
    }

    private static func node(in nodes: [TreeNode], where match: (TreeNode) -> Bool) -> TreeNode? {
        for node in nodes {
            if match(node) { return node }
            if let found = Self.node(in: node.children, where: match) { return found }
        }
        return nil
    }
}
