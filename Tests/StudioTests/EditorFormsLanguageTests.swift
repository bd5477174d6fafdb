import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Design tab's forms speak the studio's language: headers, buttons, the common moves and
/// their tooltips (numbers in the language's style), the index and the undo names, with
/// LoaderKit's names (properties, easings) and the controls' identifiers kept as they are.
final class EditorFormsLanguageTests: XCTestCase, @unchecked Sendable {
    /// What the forms show in one language.
    private struct Shown: Equatable {
        var partHeader: String
        var addPart: String
        var firstMove: String
        var pulseTooltip: String
        var easingHeader: String
        var custom: String
        var duration: String
        var layoutIndex: String
        var toggle: String
        var addParam: String

        @MainActor init(_ app: StudioApp) {
            let forms = app.editor.inspector.authoring
            partHeader = forms.parts.header.label.text
            addPart = forms.parts.addButton.title
            firstMove = forms.parts.movePicker.buttons[0].title
            pulseTooltip = forms.parts.movePicker.buttons[2].tooltip ?? ""
            easingHeader = forms.easing.header.label.text
            custom = forms.easing.presets.customTile?.label.text ?? ""
            duration = forms.timing.duration.nameLabel.text
            layoutIndex = app.editor.inspector.index.buttons[2].title
            toggle = forms.timing.offsetsToggle.title
            addParam = forms.specForm.addButton.title
        }

        init(_ values: [String]) {
            (partHeader, addPart, firstMove, pulseTooltip, easingHeader) = (
                values[0], values[1], values[2], values[3], values[4]
            )
            (custom, duration, layoutIndex, toggle, addParam) = (values[5], values[6], values[7], values[8], values[9])
        }
    }

    private static let expected: [(Language, Shown)] = [
        (
            .english,
            Shown([
                "PART 1 OF 2", "Add", "Fade in", "Scale down to 0.6 and back (a scale track)", "EASING · opacity",
                "Custom", "Part duration (s)", "Layout", "Use per-element offsets", "Add param",
            ])
        ),
        (
            .vietnamese,
            Shown([
                "PART 1/2", "Thêm", "Hiện dần", "Thu nhỏ còn 0,6 rồi trở lại (một track scale)", "EASING · opacity",
                "Tùy chỉnh", "Thời lượng part (s)", "Bố cục", "Độ trễ riêng cho từng phần tử", "Thêm param",
            ])
        ),
        (
            .chineseSimplified,
            Shown([
                "部件 1/2", "添加", "淡入", "缩小到 0.6 再复原（scale 轨道）", "缓动 · opacity", "自定义", "部件时长（秒）", "布局",
                "每个元素单独设置偏移", "添加 param",
            ])
        ),
        (
            .french,
            Shown([
                "PARTIE 1 SUR 2", "Ajouter", "Apparition", "Réduction à 0,6 puis retour (une piste scale)",
                "EASING · opacity", "Personnalisé", "Durée de la partie (s)", "Disposition", "Décalage par élément",
                "Nouveau param",
            ])
        ),
    ]

    /// A two-part spec open in the Editor on the Design tab, its first part's opacity track
    /// selected.
    @MainActor private func open() -> StudioApp {
        let app = openSpec("two.json", text: Self.twoParts).app
        XCTAssertTrue(app.user.press(.character("2"), .alt))
        app.editorModel.select(JSONPath(parsing: "parts[0].tracks[0]"))
        _ = app.user.nextFrame()
        return app
    }

    private static let twoParts = """
        {"schemaVersion":1,"name":"Two","duration":1,"parts":[
        {"layout":{"type":"single"},"shape":{"type":"circle"},
         "tracks":[{"property":"opacity","keyTimes":[0,1],"values":[0,1]}]},
        {"layout":{"type":"single","size":0.3},"shape":{"type":"rect"}}]}
        """

    func testEachLanguageNamesTheFormsAndEnglishComesBack() throws {
        try onMain {
            let app = open()
            XCTAssertEqual(Shown(app), Self.expected[0].1, "English before any switch")
            for (language, shown) in Self.expected.dropFirst() + [Self.expected[0]] {
                app.setLanguage(language)
                XCTAssertEqual(Shown(app), shown, "\(language)")
                XCTAssertNotNil(
                    app.user.view("forms.easing.preset.Custom"), "identifiers stay in every language (\(language))")
                XCTAssertNotNil(app.user.view("forms.addMove.pulse"))
            }
        }
    }

    func testTheUndoNamesAreInTheLanguageOfTheEdit() throws {
        try onMain {
            let app = open()
            let model = app.editorModel
            let forms = app.editor.inspector.authoring
            app.setLanguage(.chineseSimplified)
            forms.easing.presets.onPick?(try XCTUnwrap(EasingLibrary.preset(named: "easeIn")))
            XCTAssertEqual(model.history.undoName, "缓动 easeIn", "LoaderKit's easing name stays")
            app.setLanguage(.french)
            forms.parts.duplicateButton.action?()
            XCTAssertEqual(model.history.undoName, "Dupliquer la partie")
            XCTAssertEqual(forms.parts.header.label.text, "PARTIE 2 SUR 3")
            app.setLanguage(.vietnamese)
            forms.timing.offsetsToggle.onChange?(true)
            XCTAssertEqual(model.history.undoName, "Độ trễ riêng từng phần tử")
            app.setLanguage(.english)
            forms.timing.duration.onChange?(0.5, false)
            XCTAssertEqual(model.history.undoName, "Duration")
        }
    }
}
