import Foundation
import LoaderKitCore
import Localization
import XCTest

@testable import SpecLanguage

/// The schema's descriptions and type summaries in the studio's four languages: every
/// description translated at its place and nowhere else, code, names and numbers kept, each
/// language's spacing, and the hover and completion in each language.
final class SchemaLanguageTests: XCTestCase {
    private let schema = SpecSchema.loaderKit

    /// Every `description` of the schema by its JSON pointer, English as the schema has it.
    private func descriptions() -> [String: String] {
        var out: [String: String] = [:]
        func token(_ key: String) -> String { key.replacing("~", with: "~0").replacing("/", with: "~1") }
        func walk(_ node: JSONNode, _ pointer: String) {
            if let object = node.object {
                for member in object.members {
                    if member.key == "description", let text = member.value.string {
                        out[pointer] = text
                    } else {
                        walk(member.value, pointer + "/" + token(member.key))
                    }
                }
            } else if let items = node.array {
                for (index, item) in items.enumerated() { walk(item, pointer + "/\(index)") }
            }
        }
        walk(schema.root, "")
        return out
    }

    private let others: [Language] = [.vietnamese, .chineseSimplified, .french]

    func testEveryDescriptionOfTheSchemaHasEveryLanguage() {
        let english = descriptions()
        XCTAssertEqual(english.count, 81)
        for language in others {
            let table = SchemaDescriptions.tables[language] ?? [:]
            XCTAssertEqual(Set(english.keys).subtracting(table.keys).sorted(), [], "missing in \(language.rawValue)")
            XCTAssertEqual(Set(table.keys).subtracting(english.keys).sorted(), [], "extra in \(language.rawValue)")
            XCTAssertFalse(table.values.contains { $0.isEmpty }, language.rawValue)
        }
    }

    /// The translations were made for these English texts: when LoaderKit rewords a description
    /// at a place the tables keep, this fails until the translations are checked and the
    /// fingerprint (FNV-1a of the sorted "place<TAB>text" lines) is updated.
    func testTheTranslationsWereMadeForTheseEnglishTexts() {
        let lines = descriptions().map { "\($0.key)\t\($0.value)\n" }.sorted().joined()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        XCTAssertEqual(
            String(hash, radix: 16), "ff105edfc90782f7", "the schema's English changed: check the translations")
    }

    func testEnglishIsTheSchemasOwnTextAndOtherLanguagesComeByPlace() throws {
        let english = descriptions()
        let keyTimes = "/definitions/track/properties/keyTimes"
        let track = try XCTUnwrap(schema.definition(named: "track"))
        let property = try XCTUnwrap(schema.properties(track).first { $0.name == "keyTimes" }?.schema)
        XCTAssertEqual(property.pointer, keyTimes)
        XCTAssertEqual(schema.description(property), english[keyTimes])
        XCTAssertEqual(schema.description(property, in: .french), SchemaDescriptions.french[keyTimes])
        // A place with the same English elsewhere has the same words in each language.
        for language in others {
            let table = SchemaDescriptions.tables[language] ?? [:]
            for (place, text) in english {
                for (other, same) in english where same == text && other != place {
                    XCTAssertEqual(table[place], table[other], "\(language.rawValue): \(place) and \(other)")
                }
            }
        }
    }

    /// Backquoted code, camel-case names (`rotateX`), `CSS`, `JSON`, `URL` and the numbers are
    /// the same in every language.
    func testTranslationsKeepCodeNamesAndNumbers() {
        let english = descriptions()
        for language in others {
            for (place, text) in SchemaDescriptions.tables[language] ?? [:] {
                let source = english[place] ?? ""
                XCTAssertEqual(Self.code(text), Self.code(source), "\(language.rawValue) \(place): «\(text)»")
                XCTAssertEqual(
                    Self.matches(#"(?<![\p{L}\d.])-?\d+(\.\d+)?"#, Self.prose(text)).sorted(),
                    Self.matches(#"(?<![\p{L}\d.])-?\d+(\.\d+)?"#, Self.prose(source)).sorted(),
                    "\(language.rawValue) \(place): numbers in «\(text)»")
                for name in Self.matches(#"\b([a-z]+[A-Z]\w*|CSS|JSON|URL)\b"#, Self.prose(source)) {
                    XCTAssertTrue(text.contains(name), "\(language.rawValue) \(place): \(name) lost in «\(text)»")
                }
            }
        }
    }

    /// French puts a no-break space (U+00A0, or the narrow U+202F) before `: ; ? !` and between a
    /// number and its unit; code is left as it is.
    func testFrenchPunctuationAndUnitsTakeANoBreakSpace() {
        var texts = Array(SchemaDescriptions.french.values)
        texts += Self.summaries(in: .french)
        for text in texts.map(Self.prose) {
            for (index, character) in text.enumerated() where ":;?!".contains(character) {
                let before = index > 0 ? Array(text)[index - 1] : " "
                XCTAssertTrue(
                    before == "\u{00A0}" || before == "\u{202F}", "no no-break space before \(character) in «\(text)»")
            }
            XCTAssertEqual(Self.matches(#"\d (s|ms|rad|px|%)\b"#, text), [], "a plain space before a unit in «\(text)»")
        }
    }

    /// Chinese puts a space between a Han character and a Latin word or number, and uses
    /// full-width punctuation in its prose.
    func testChineseSpacingAndPunctuation() {
        var texts = Array(SchemaDescriptions.chinese.values)
        texts += Self.summaries(in: .chineseSimplified)
        for text in texts.map(Self.prose) {
            XCTAssertEqual(Self.matches(#"\p{Han}[A-Za-z0-9({\[$]|[A-Za-z0-9)}\]]\p{Han}"#, text), [], "«\(text)»")
            XCTAssertEqual(Self.matches(#"\p{Han}[,.:;]"#, text), [], "half-width punctuation in «\(text)»")
        }
    }

    func testHoverInEachLanguage() throws {
        let text = #"{"layout": {"type": "ring", "itemSize": 0.2}, "duration": 1}"#
        let analysis = SpecAnalysis(text)
        let at = offset(of: "itemSize", in: text) + 2
        let expected: [(Language, String, String)] = [
            (
                .english, "number or { $param }",
                "Side of each element. Centers sit on a circle of radius `0.5 - itemSize / 2`."
            ),
            (
                .french, "nombre ou { $param }",
                "Côté de chaque élément. Les centres sont sur un cercle de rayon `0.5 - itemSize / 2`."
            ),
            (
                .vietnamese, "số hoặc { $param }",
                "Cạnh của mỗi phần tử. Tâm các phần tử nằm trên vòng tròn bán kính `0.5 - itemSize / 2`."
            ),
            (.chineseSimplified, "数值或 { $param }", "每个元素的边长。各元素中心位于半径为 `0.5 - itemSize / 2` 的圆上。"),
        ]
        for (language, summary, description) in expected {
            let hover = try XCTUnwrap(analysis.hover(at: at, language: language))
            XCTAssertEqual(hover.name, "itemSize")
            XCTAssertEqual(hover.typeSummary, summary, language.rawValue)
            XCTAssertEqual(hover.description, description, language.rawValue)
        }
        let duration = try XCTUnwrap(analysis.hover(at: offset(of: "duration", in: text), language: .chineseSimplified))
        XCTAssertEqual(duration.typeSummary, "数值 > 0")
        XCTAssertEqual(duration.description, "速度为 1 时一个周期的时长，以秒计。")
    }

    func testTypeSummariesInEachLanguage() throws {
        let text = #"{"parts": [{"tracks": [{"keyTimes": []}]}], "params": {}}"#
        let analysis = SpecAnalysis(text)
        func summary(_ name: String, _ language: Language) throws -> String {
            try XCTUnwrap(analysis.hover(at: offset(of: "\"\(name)\"", in: text) + 1, language: language)).typeSummary
        }
        XCTAssertEqual(try summary("parts", .french), "tableau (objet partie), au moins 1")
        XCTAssertEqual(try summary("parts", .vietnamese), "mảng đối tượng part, ít nhất 1")
        XCTAssertEqual(try summary("parts", .chineseSimplified), "数组，元素为部件对象，至少 1 个")
        XCTAssertEqual(try summary("keyTimes", .french), "tableau (nombre dans [0, 1]), au moins 2")
        XCTAssertEqual(try summary("keyTimes", .chineseSimplified), "数组，元素为 [0, 1] 内的数值，至少 2 个")
        XCTAssertEqual(try summary("params", .vietnamese), "đối tượng (tên → số)")
        XCTAssertEqual(try summary("tracks", .english), "array of track object")
    }

    func testCompletionDetailsAndDocumentationInEachLanguage() throws {
        let text = #"{"parts":[{"layout":{"type":"row", ""#
        let analysis = SpecAnalysis(text)
        let french = analysis.completions(at: text.utf8.count, language: .french)
        XCTAssertEqual(french.map(\.label), ["count", "gap", "itemWidth", "itemHeight"])
        XCTAssertEqual(french[0].detail, "nombre ou { $param }")
        XCTAssertEqual(french[1].documentation, "Espace entre deux éléments.")
        let chinese = analysis.completions(at: text.utf8.count, language: .chineseSimplified)
        XCTAssertEqual(chinese[0].documentation, "元素数量。")
        // A layout's `type` values are told by the layout each one chooses.
        let types = #"{"parts":[{"layout":{"type":""#
        let values = SpecAnalysis(types).completions(at: types.utf8.count, language: .vietnamese)
        XCTAssertEqual(
            values.first { $0.label == "row" }?.documentation,
            "Các phần tử nằm cạnh nhau, từ trái sang phải, căn giữa theo chiều dọc.")
        // A param name's detail.
        let param = #"{"params": {"dim": 0.4}, "layout": {"type": "single", "size": {"$param": ""#
        let names = SpecAnalysis(param).completions(at: param.utf8.count, language: .french)
        XCTAssertEqual(names.map(\.detail), ["paramètre"])
    }

    // MARK: Helpers

    /// Every type summary of the schema's properties in `language`.
    static func summaries(in language: Language) -> [String] {
        let schema = SpecSchema.loaderKit
        var out: [String] = []
        var seen = Set<String>()
        func walk(_ place: SpecSchema.Reached, depth: Int) {
            guard depth < 8 else { return }
            for object in schema.objectAlternatives(place, type: nil) {
                for property in schema.properties(object) where seen.insert(property.schema.pointer).inserted {
                    out.append(schema.summary(property.schema, in: language))
                    walk(property.schema, depth: depth + 1)
                    for array in schema.arrayAlternatives(property.schema) {
                        if let item = schema.item(array, index: 0) { walk(item, depth: depth + 1) }
                    }
                }
            }
        }
        walk(schema.top, depth: 0)
        return out
    }

    /// The backquoted spans of `text`, in order.
    static func code(_ text: String) -> [String] { matches("`[^`]*`", text) }

    /// `text` without its code: backquoted spans, and a summary's objects (`{ each, start? }`).
    static func prose(_ text: String) -> String {
        text.replacingOccurrences(of: "`[^`]*`|\\{[^}]*\\}", with: "", options: .regularExpression)
    }

    static func matches(_ pattern: String, _ text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern \(pattern)"] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
