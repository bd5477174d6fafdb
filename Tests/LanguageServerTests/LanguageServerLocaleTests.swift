import Foundation
import LanguageServer
import XCTest

/// The server speaks the client's language in hover and completion: `initialize`'s `locale`
/// (`fr`, `vi-VN`, `zh-CN`, `zh-Hans`; traditional Chinese and other languages get English), else
/// the environment's. Diagnostics stay in LoaderKit's English.
final class LanguageServerLocaleTests: XCTestCase {
    private let uri = "file:///work/dots.json"
    private let text = """
        {
          "schemaVersion": 1, "name": "Dots", "duration": 0, "params": {"dim": 0.4},
          "layout": {"type": "row", "count": 3, "gap": {"$param": "dim"}}, "shape": {"type": "circle"}
        }

        """

    /// A session: the server initialized with `locale` (none when nil) and the document open.
    private final class Session {
        let server: SpecLanguageServer
        var nextID = 0
        /// The diagnostics the document's opening published.
        var diagnostics: [[String: Any]] = []

        init(locale: String?, environment: [String: String] = [:], uri: String, text: String) {
            server = SpecLanguageServer(environment: environment)
            var params: [String: Any] = ["capabilities": [:]]
            if let locale { params["locale"] = locale }
            _ = request("initialize", params)
            _ = send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
            let published = send([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": text]],
            ])
            diagnostics = (published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        }

        func send(_ message: [String: Any]) -> [[String: Any]] {
            let body = try! JSONSerialization.data(withJSONObject: message)
            return server.handle(Array(body)).map {
                try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }

        func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
            nextID += 1
            return send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params]).first ?? [:]
        }
    }

    /// The hover's Markdown at `character` of `line`.
    private func hover(_ session: Session, line: Int, character: Int) -> String? {
        let reply = session.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        return ((reply["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    /// The UTF-16 column of `marker` on `line` of the text.
    private func column(of marker: String, line: Int) -> Int {
        let row = text.split(separator: "\n", omittingEmptySubsequences: false)[line]
        return row.utf16.distance(from: row.startIndex, to: row.range(of: marker)!.lowerBound)
    }

    func testAFrenchLocaleGetsFrenchHoverAndCompletionButEnglishDiagnostics() throws {
        let french = Session(locale: "fr", uri: uri, text: text)
        let duration = column(of: "\"duration\"", line: 1) + 1
        XCTAssertEqual(
            hover(french, line: 1, character: duration),
            "**duration**\u{00A0}: `nombre > 0`\n\nDurée d’un cycle en secondes, à la vitesse 1.")
        let gap = column(of: "\"gap\"", line: 2) + 1
        XCTAssertEqual(
            hover(french, line: 2, character: gap),
            "**gap**\u{00A0}: `nombre ou { $param }`\n\nEspace entre deux éléments.")
        // A param's hover: its default and its uses.
        let dim = column(of: "\"dim\"}", line: 2) + 1
        XCTAssertEqual(
            hover(french, line: 2, character: dim),
            "**dim**\u{00A0}: paramètre, par défaut `0.4`\u{202F}; 1 utilisation")

        // Completion inside the layout: details at once, the description on resolve.
        let inLayout = column(of: "{\"type\": \"row\"", line: 2) + 1
        let completion = french.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": inLayout]])
        let items = (completion["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let itemWidth = try XCTUnwrap(items.first { $0["label"] as? String == "itemWidth" }, "\(items)")
        XCTAssertEqual(itemWidth["detail"] as? String, "nombre ou { $param }")
        let resolved = french.request("completionItem/resolve", itemWidth)["result"] as? [String: Any]
        XCTAssertEqual(
            (resolved?["documentation"] as? [String: Any])?["value"] as? String,
            "Largeur des éléments. Par défaut\u{00A0}: les éléments et les espaces remplissent la boîte. Avec une largeur, la rangée est centrée."
        )

        // The diagnostics are LoaderKit's words, the same as an English session's.
        let english = Session(locale: nil, uri: uri, text: text)
        let messages = french.diagnostics.compactMap { $0["message"] as? String }
        XCTAssertFalse(messages.isEmpty)
        XCTAssertEqual(messages, english.diagnostics.compactMap { $0["message"] as? String })
    }

    func testTraditionalChineseAndUnknownLocalesGetEnglish() {
        let duration = column(of: "\"duration\"", line: 1) + 1
        let english = "**duration**: `number > 0`\n\nLength of one cycle in seconds, at speed 1."
        for locale in ["zh-TW", "zh-Hant", "zh-HK", "de-DE", "en-US"] {
            let session = Session(locale: locale, environment: ["LANG": "fr_FR.UTF-8"], uri: uri, text: text)
            XCTAssertEqual(hover(session, line: 1, character: duration), english, locale)
        }
    }

    func testEachLocaleTheServerSpeaks() {
        let duration = column(of: "\"duration\"", line: 1) + 1
        let expected: [(String, String)] = [
            ("vi-VN", "**duration**: `số > 0`\n\nĐộ dài một chu kỳ tính bằng giây, ở tốc độ 1."),
            ("zh-CN", "**duration**：`数值 > 0`\n\n速度为 1 时一个周期的时长，以秒计。"),
            ("zh-Hans", "**duration**：`数值 > 0`\n\n速度为 1 时一个周期的时长，以秒计。"),
            ("fr-CA", "**duration**\u{00A0}: `nombre > 0`\n\nDurée d’un cycle en secondes, à la vitesse 1."),
        ]
        for (locale, hoverText) in expected {
            let session = Session(locale: locale, uri: uri, text: text)
            XCTAssertEqual(hover(session, line: 1, character: duration), hoverText, locale)
        }
    }

    func testWithoutALocaleTheEnvironmentChooses() {
        let duration = column(of: "\"duration\"", line: 1) + 1
        let vietnamese = Session(locale: nil, environment: ["LANG": "vi_VN.UTF-8"], uri: uri, text: text)
        XCTAssertEqual(
            hover(vietnamese, line: 1, character: duration),
            "**duration**: `số > 0`\n\nĐộ dài một chu kỳ tính bằng giây, ở tốc độ 1.")
        let plain = Session(locale: nil, environment: ["LC_ALL": "C", "LANGUAGE": "fr"], uri: uri, text: text)
        XCTAssertEqual(
            hover(plain, line: 1, character: duration),
            "**duration**: `number > 0`\n\nLength of one cycle in seconds, at speed 1.")
    }
}
