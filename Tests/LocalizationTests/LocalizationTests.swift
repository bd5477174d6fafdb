import XCTest

@testable import Localization

final class LocalizationTests: XCTestCase {
    func testTheEnvironmentPicksTheLanguageInGettextsOrder() {
        func pick(_ environment: [String: String]) -> Language { Language.preferred(environment: environment) }
        XCTAssertEqual(pick([:]), .english)
        XCTAssertEqual(pick(["LANG": "vi_VN.UTF-8"]), .vietnamese)
        XCTAssertEqual(pick(["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]), .chineseSimplified)
        XCTAssertEqual(pick(["LC_ALL": "fr_CA", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "vi_VN"]), .french)
        // LANGUAGE's list comes first, its first spoken name winning...
        XCTAssertEqual(pick(["LANGUAGE": "de:vi:fr", "LANG": "fr_FR.UTF-8"]), .vietnamese)
        XCTAssertEqual(pick(["LANGUAGE": "pt_BR:de", "LANG": "fr_FR.UTF-8"]), .french)
        XCTAssertEqual(pick(["LANGUAGE": "zh_CN"]), .chineseSimplified)
        // ...unless the locale is C or POSIX, as gettext does.
        XCTAssertEqual(pick(["LANGUAGE": "vi", "LANG": "C.UTF-8"]), .english)
        XCTAssertEqual(pick(["LANGUAGE": "vi", "LC_ALL": "POSIX"]), .english)
        // An empty variable does not count.
        XCTAssertEqual(pick(["LC_ALL": "", "LANG": "vi_VN"]), .vietnamese)
        XCTAssertEqual(pick(["LANG": "de_DE.UTF-8"]), .english)
    }

    func testLocaleNames() {
        XCTAssertEqual(Language(localeName: "zh_SG.UTF-8"), .chineseSimplified)
        XCTAssertEqual(Language(localeName: "zh-Hans-CN"), .chineseSimplified)
        XCTAssertEqual(Language(localeName: "zh"), .chineseSimplified)
        XCTAssertNil(Language(localeName: "zh_TW.UTF-8"))
        XCTAssertNil(Language(localeName: "zh-Hant"))
        XCTAssertNil(Language(localeName: "zh_HK"))
        XCTAssertEqual(Language(localeName: "fr_BE@euro"), .french)
        XCTAssertEqual(Language(localeName: "EN_us"), .english)
        XCTAssertNil(Language(localeName: ""))
        XCTAssertEqual(Language.allCases.map(\.nativeName), ["English", "Tiếng Việt", "简体中文", "Français"])
    }

    func testPluralCategoriesFollowCLDR() {
        XCTAssertEqual([0, 1, 2].map { Language.english.pluralCategory($0) }, [.other, .one, .other])
        XCTAssertEqual(
            [0, 1, 1.5, 2, 10].map { Language.french.pluralCategory($0) }, [.one, .one, .one, .other, .other])
        XCTAssertEqual([0, 1, 2].map { Language.vietnamese.pluralCategory($0) }, [.other, .other, .other])
        XCTAssertEqual([0, 1, 2].map { Language.chineseSimplified.pluralCategory($0) }, [.other, .other, .other])
    }

    func testNumbersAndUnitsInEachLanguage() {
        let nbsp = "\u{00A0}", narrow = "\u{202F}"
        XCTAssertEqual(NumberStyle(.english).quantity(0.75, unit: "s", decimals: 2), "0.75 s")
        XCTAssertEqual(NumberStyle(.french).quantity(0.75, unit: "s", decimals: 2), "0,75\(nbsp)s")
        XCTAssertEqual(NumberStyle(.vietnamese).string(0.75, decimals: 2), "0,75")
        XCTAssertEqual(NumberStyle(.chineseSimplified).string(0.75, decimals: 2), "0.75")
        XCTAssertEqual(NumberStyle(.english).string(500_000), "500,000")
        XCTAssertEqual(NumberStyle(.french).string(500_000), "500\(narrow)000")
        XCTAssertEqual(NumberStyle(.vietnamese).string(1234.5, decimals: 1), "1.234,5")
        XCTAssertEqual(NumberStyle(.english).string(999), "999")
        XCTAssertEqual(NumberStyle(.english).string(1.5, decimals: 2, fixed: true), "1.50")
        XCTAssertEqual(NumberStyle(.english).string(-0.004, decimals: 2), "0")
        XCTAssertEqual(NumberStyle(.english).string(-2.25, decimals: 1), "-2.3")
        XCTAssertEqual(NumberStyle(.english).string(0.999, decimals: 2), "1")
    }

    private let sample: Catalogue.Table = [
        .english: [
            "files": "{count, plural, =0 {No files} one {# file} other {# files}} in {folder}",
            "speed": "Speed: {speed}",
            "only.english": "Only in English",
        ],
        .french: [
            "files": "{count, plural, =0 {Aucun fichier} one {# fichier} other {# fichiers}} dans {folder}",
            "speed": "Vitesse\u{00A0}: {speed}",
        ],
        .vietnamese: ["files": "{count, plural, other {# tệp}} trong {folder}", "speed": "Tốc độ: {speed}"],
    ]

    func testMessagesRenderWithPluralsNumbersAndAnEnglishFallback() {
        let catalogue = Catalogue([sample])
        XCTAssertEqual(catalogue.faults, [])
        let files = { (n: Int) in Message("files", ["count": .count(n), "folder": .text("Loaders")]) }
        let en = Localizer(.english, catalogue: catalogue), fr = Localizer(.french, catalogue: catalogue)
        let vi = Localizer(.vietnamese, catalogue: catalogue)
        XCTAssertEqual(
            [0, 1, 2, 1500].map { en(files($0)) },
            [
                "No files in Loaders", "1 file in Loaders", "2 files in Loaders", "1,500 files in Loaders",
            ])
        XCTAssertEqual(
            [0, 1, 2].map { fr(files($0)) },
            [
                "Aucun fichier dans Loaders", "1 fichier dans Loaders", "2 fichiers dans Loaders",
            ])
        XCTAssertEqual([0, 1].map { vi(files($0)) }, ["0 tệp trong Loaders", "1 tệp trong Loaders"])
        let speed = Message("speed", ["speed": .quantity(1.25, unit: "×", decimals: 2)])
        XCTAssertEqual(fr(speed), "Vitesse\u{00A0}: 1,25\u{00A0}×")
        XCTAssertEqual(vi(speed), "Tốc độ: 1,25 ×")
        // A message French lacks falls back to English; one nobody has shows its key.
        XCTAssertEqual(fr(Message("only.english")), "Only in English")
        XCTAssertEqual(fr(Message("nowhere")), "nowhere")
    }

    func testFaultsAreReported() {
        let catalogue = Catalogue([
            [.english: ["a": "{count, plural, one {#}}", "b": "{open", "c": "close}"]], [.english: ["d": "x"]],
            [.english: ["d": "y"]],
        ])
        XCTAssertEqual(catalogue.faults.count, 4, catalogue.faults.joined(separator: "\n"))
        XCTAssertEqual(
            try MessagePattern(parsing: "{n, plural, one {# a {name}} other {# b}} {name}").placeholders,
            ["n": true, "name": false])
    }
}
