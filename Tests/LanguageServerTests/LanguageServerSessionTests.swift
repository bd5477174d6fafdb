import Foundation
import LanguageServer
import XCTest

/// A whole session with the server in process, as an editor drives it: the answers read back
/// as JSON.
final class LanguageServerSessionTests: XCTestCase {
    private var server = SpecLanguageServer()
    private var nextID = 0

    private func send(_ message: [String: Any]) -> [[String: Any]] {
        let body = try! JSONSerialization.data(withJSONObject: message)
        return server.handle(Array(body)).map { try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any] }
    }

    private func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
        nextID += 1
        let replies = send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        XCTAssertEqual(replies.count, 1)
        XCTAssertEqual(replies.first?["id"] as? Int, nextID)
        return replies.first ?? [:]
    }

    private func notify(_ method: String, _ params: [String: Any]) -> [[String: Any]] {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func initialize(encodings: [String]? = nil) -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        let reply = request("initialize", ["capabilities": capabilities])
        _ = notify("initialized", [:])
        return reply
    }

    private let uri = "file:///work/%F0%9F%94%B5dots.json"
    // The name holds an astral character (two UTF-16 units, four UTF-8 bytes) before the error.
    private let text = """
        {
          "schemaVersion": 1, "name": "🔵 Dots", "duration": 0,
          "parts": [{"layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"},
            "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1]}]}]
        }

        """

    private func open(_ text: String? = nil) -> [String: Any]? {
        let replies = notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": text ?? self.text]])
        XCTAssertEqual(replies.count, 1)
        return replies.first?["params"] as? [String: Any]
    }

    private func range(_ diagnostic: Any?) -> [Int] {
        let range = (diagnostic as? [String: Any])?["range"] as? [String: [String: Int]]
        return [
            range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"],
            range?["end"]?["character"],
        ]
        .map { $0 ?? -1 }
    }

    func testDiagnosticsInLoaderKitsWordsAtUTF16Positions() {
        let reply = initialize()
        let capabilities = (reply["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["positionEncoding"] as? String, "utf-16")
        let published = open()
        XCTAssertEqual(published?["uri"] as? String, uri)
        XCTAssertEqual(published?["version"] as? Int, 1)
        let diagnostics = published?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(diagnostics.map { $0["message"] as? String }, ["duration must be a positive number"])
        XCTAssertEqual(diagnostics.first?["severity"] as? Int, 1)
        XCTAssertEqual(diagnostics.first?["code"] as? String, "validation")
        // `  "schemaVersion": 1, "name": "🔵 Dots", "duration": ` is 53 UTF-16 units.
        XCTAssertEqual(range(diagnostics.first), [1, 53, 1, 54])

        // Typing "1" over the 0 (an incremental change) clears it.
        let changed = notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 1, "character": 53], "end": ["line": 1, "character": 54]],
                        "text": "1",
                    ]
                ],
            ])
        let after = changed.first?["params"] as? [String: Any]
        XCTAssertEqual(after?["version"] as? Int, 2)
        // The spec is valid now; what is left is the artwork's check: its dots are alike at rest.
        let left = after?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(left.map { $0["code"] as? String }, ["reduced-motion"])
        XCTAssertEqual(left.first?["severity"] as? Int, 2)

        // A whole new text (full sync) with a syntax error and an unknown field.
        let full = notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 3],
                "contentChanges": [["text": "{\"schemaVersion\": 1, \"nmae\": 2,"]],
            ])
        let broken = (full.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(broken.count, 1)
        XCTAssertEqual(broken.first?["code"] as? String, "syntax")

        let closed = notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        XCTAssertEqual(((closed.first?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count, 0)
        XCTAssertEqual(
            (request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])[
                "error"] as? [String: Any])?["code"] as? Int, -32602)
    }

    func testUTF8PositionsWhenTheClientOffersThem() {
        let reply = initialize(encodings: ["utf-8", "utf-16"])
        let capabilities = (reply["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["positionEncoding"] as? String, "utf-8")
        let diagnostics = open()?["diagnostics"] as? [[String: Any]] ?? []
        // Two more bytes than UTF-16 units for the astral character.
        XCTAssertEqual(range(diagnostics.first), [1, 55, 1, 56])
    }

    func testCompletionHoverFormattingOutlineAndFolds() throws {
        _ = initialize()
        _ = open()
        // After `"shape": {"type": "` the shape types are offered, with descriptions on resolve.
        let line =
            "  \"parts\": [{\"layout\": {\"type\": \"row\", \"count\": 3, \"gap\": 0.1}, \"shape\": {\"type\": \""
        let completion = request(
            "textDocument/completion",
            ["textDocument": ["uri": uri], "position": ["line": 2, "character": line.utf16.count]])
        let items = (completion["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        XCTAssertTrue(items.contains { $0["label"] as? String == "circle" }, "\(items)")
        let layoutKey = request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 16]])
        let keys = (layoutKey["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let item = try XCTUnwrap(keys.first { $0["label"] as? String == "layout" })
        XCTAssertNil(item["documentation"])
        let resolved = request("completionItem/resolve", item)["result"] as? [String: Any]
        XCTAssertNotNil((resolved?["documentation"] as? [String: Any])?["value"] as? String)

        let hover = request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 44]])
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        XCTAssertTrue(contents?.hasPrefix("**duration**") == true, "\(hover)")

        let formatting = request(
            "textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])
        XCTAssertEqual((formatting["result"] as? [Any])?.count, 1)

        let symbols =
            request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(symbols.map { $0["name"] as? String }, ["schemaVersion", "name", "duration", "parts"])
        let parts = symbols.last?["children"] as? [[String: Any]]
        XCTAssertEqual(parts?.first?["name"] as? String, "Part 1")

        // Expand selection from inside "circle": the string, its member, the shape object, its
        // member, the part, the parts array, its member, the whole spec.
        let selection = request(
            "textDocument/selectionRange",
            ["textDocument": ["uri": uri], "positions": [["line": 2, "character": line.utf16.count + 2]]])
        var chain = (selection["result"] as? [[String: Any]])?.first
        var sizes: [[Int]] = []
        while let link = chain {
            sizes.append(range(link))
            chain = link["parent"] as? [String: Any]
        }
        XCTAssertEqual(sizes.count, 8, "\(sizes)")
        XCTAssertEqual(sizes.first, [2, line.utf16.count - 1, 2, line.utf16.count + 7])
        XCTAssertEqual(sizes.last, [0, 0, 4, 1])

        let folds = request("textDocument/foldingRange", ["textDocument": ["uri": uri]])["result"] as? [[String: Int]]
        XCTAssertEqual(folds?.first, ["startLine": 0, "endLine": 4])

        // Broken text cannot be formatted: the request fails with the syntax error named.
        _ = notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": "{\"a\": }"]]])
        let failed = request("textDocument/formatting", ["textDocument": ["uri": uri], "options": [:]])
        let error = failed["error"] as? [String: Any]
        XCTAssertEqual(error?["code"] as? Int, -32803)
        XCTAssertTrue((error?["message"] as? String)?.hasPrefix("Cannot format: ") == true, "\(failed)")
    }

    func testQuickFixesAndParamsThroughTheProtocol() throws {
        _ = initialize()
        let spec = """
            {"schemaVersion": 1, "name": "P", "duration": 1, "params": {"dim": 0.4},
             "parts": [{"layout": {"type": "single"}, "shape": {"type": "circle"}, "extra": true,
              "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, {"$param": "dim"}]}]}]}
            """
        let published = open(spec)
        let warning = try XCTUnwrap(
            (published?["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "unknown-field" })
        let actions = request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": warning["range"]!, "context": ["diagnostics": [warning]]])
        let action = try XCTUnwrap((actions["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(action["title"] as? String, "Remove extra (LoaderKit ignores it)")
        XCTAssertEqual(action["kind"] as? String, "quickfix")
        let changes = ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri]
        XCTAssertEqual(changes?.count, 1)

        // On the use's name (line 2, inside "dim"): its declaration, uses, rename, hint.
        let at = ["textDocument": ["uri": uri], "position": ["line": 2, "character": 84]] as [String: Any]
        let definition = request("textDocument/definition", at)["result"] as? [String: Any]
        XCTAssertEqual(range((definition as Any?)), [0, 60, 0, 65])
        var withDeclaration = at
        withDeclaration["context"] = ["includeDeclaration": true]
        XCTAssertEqual((request("textDocument/references", withDeclaration)["result"] as? [Any])?.count, 2)
        let prepared = request("textDocument/prepareRename", at)["result"] as? [String: Any]
        XCTAssertEqual(prepared?["placeholder"] as? String, "dim")
        var renaming = at
        renaming["newName"] = "dot"
        let edit = request("textDocument/rename", renaming)["result"] as? [String: Any]
        XCTAssertEqual(((edit?["changes"] as? [String: [Any]])?[uri])?.count, 2)
        renaming["newName"] = ""
        XCTAssertEqual(
            (request("textDocument/rename", renaming)["error"] as? [String: Any])?["message"] as? String,
            "a param's name cannot be empty")
        let hints = request(
            "textDocument/inlayHint",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
            ])
        let hint = (hints["result"] as? [[String: Any]])?.first
        XCTAssertEqual(hint?["label"] as? String, "= 0.4")
        // The param's sites highlighted, and its hover: default and uses.
        let highlights = request("textDocument/documentHighlight", at)["result"] as? [[String: Any]]
        XCTAssertEqual(highlights?.map { $0["kind"] as? Int }, [3, 2])
        let paramHover = request("textDocument/hover", at)["result"] as? [String: Any]
        XCTAssertEqual(
            (paramHover?["contents"] as? [String: Any])?["value"] as? String, "**dim**: param, default `0.4`; 1 use")
        // Not on a param: nothing to find, nothing to rename.
        let elsewhere = ["textDocument": ["uri": uri], "position": ["line": 0, "character": 3]] as [String: Any]
        XCTAssertTrue(request("textDocument/definition", elsewhere)["result"] is NSNull)
        renaming["position"] = ["line": 0, "character": 3]
        renaming["newName"] = "x"
        XCTAssertEqual((request("textDocument/rename", renaming)["error"] as? [String: Any])?["code"] as? Int, -32803)
    }

    func testProtocolMistakesAreAnsweredAndTheSessionGoesOn() {
        // Before initialize: refused.
        XCTAssertEqual((request("textDocument/hover", [:])["error"] as? [String: Any])?["code"] as? Int, -32002)
        // A notification before initialize is dropped (there is no one to answer).
        XCTAssertEqual(
            notify("textDocument/didOpen", ["textDocument": ["uri": uri, "version": 1, "text": "{}"]]).count, 0)
        // Not JSON, not an object, a bad id, no method, bad params: each answered, none fatal.
        for (body, code) in [
            ("{\"jsonrpc\":", -32700), ("[1]", -32600), ("{\"id\":{},\"method\":\"x\"}", -32600),
            ("{\"id\":5}", -32600), ("{\"id\":6,\"method\":\"x\",\"params\":3}", -32600),
        ] {
            let replies = server.handle(Array(body.utf8)).map {
                try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
            XCTAssertEqual((replies.first?["error"] as? [String: Any])?["code"] as? Int, code, body)
        }
        _ = initialize()
        XCTAssertEqual((request("initialize", [:])["error"] as? [String: Any])?["code"] as? Int, -32600)
        XCTAssertEqual((request("workspace/nothing", [:])["error"] as? [String: Any])?["code"] as? Int, -32601)
        let badPosition = request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": "one"]])
        XCTAssertEqual((badPosition["error"] as? [String: Any])?["code"] as? Int, -32602)
        // A change to a document that is not open goes to the log, not to a crash.
        let log = notify(
            "textDocument/didChange", ["textDocument": ["uri": "file:///x", "version": 1], "contentChanges": []])
        XCTAssertEqual(log.first?["method"] as? String, "window/logMessage")
        // Positions far outside the text are clamped.
        _ = open()
        let far = request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 900, "character": 900]])
        XCTAssertNotNil(far["result"])
        XCTAssertNil(server.exitStatus)
        // Params `null` are none, as Emacs's eglot sends `shutdown`.
        let shutdown = send(["jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": NSNull()])
        XCTAssertEqual(shutdown.first?["result"] as? NSNull, NSNull(), "\(shutdown)")
        XCTAssertEqual((request("textDocument/hover", [:])["error"] as? [String: Any])?["code"] as? Int, -32600)
        XCTAssertEqual(notify("exit", [:]).count, 0)
        XCTAssertEqual(server.exitStatus, 0)
    }

    /// A request cancelled by a message that arrived with it is answered RequestCancelled; one
    /// already answered is not answered again.
    func testCancellationReachesTheRequestItCancels() {
        _ = initialize()
        _ = open()
        let hover =
            #"{"jsonrpc":"2.0","id":"h1","method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":1,"character":44}}}"#
        let cancel = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"h1"}}"#
        let replies = server.handle([Array(hover.utf8), Array(cancel.utf8)])
            .map { try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any] }
        XCTAssertEqual(replies.count, 1)
        XCTAssertEqual(replies.first?["id"] as? String, "h1")
        XCTAssertEqual((replies.first?["error"] as? [String: Any])?["code"] as? Int, -32800)
        // A cancel for a number id does not cancel the string id "1", and a late one does nothing.
        let numbered = #"{"jsonrpc":"2.0","id":"1","method":"shutdown"}"#
        let late = server.handle([
            Array(numbered.utf8), Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#.utf8),
        ])
        XCTAssertEqual(late.count, 1)
        XCTAssertTrue(String(decoding: late[0], as: UTF8.self).contains(#""result":null"#))
    }

    /// A large document's diagnostics come at once without lint; its lint warnings follow when
    /// the editor is idle.
    func testALargeDocumentIsLintedWhenTheEditorIsIdle() throws {
        _ = initialize()
        let part =
            #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 360]}]}"#
        let count = SpecLanguageServer.lintAtOnceBytes / part.utf8.count + 1
        let big =
            #"{"schemaVersion": 1, "name": "Big", "duration": 1, "parts": ["#
            + Array(repeating: part, count: count).joined(separator: ",\n") + "]}"
        let first = open(big)
        XCTAssertEqual((first?["diagnostics"] as? [Any])?.count, 0)
        XCTAssertTrue(server.hasIdleWork)
        let later = server.idle().map { try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any] }
        let warnings = (later.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        // One lint warning a part, and the artwork's check: one still circle reads as a picture.
        XCTAssertEqual(warnings.filter { $0["code"] as? String == "rotationInDegrees" }.count, count)
        XCTAssertEqual(
            warnings.filter { $0["code"] as? String != "rotationInDegrees" }.map { $0["code"] as? String },
            [
                "reduced-motion"
            ])
        XCTAssertFalse(server.hasIdleWork)
        XCTAssertEqual(server.idle().count, 0)
        // A small document is linted at once.
        let small = notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": "file:///small.json", "version": 1,
                    "text": #"{"schemaVersion": 1, "name": "S", "duration": 1, "parts": ["# + part + "]}",
                ]
            ])
        XCTAssertEqual(
            ((small.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.map {
                $0["code"] as? String
            },
            ["rotationInDegrees", "reduced-motion"])
        XCTAssertFalse(server.hasIdleWork)
    }

    func testExitWithoutShutdownFails() {
        _ = initialize()
        _ = notify("exit", [:])
        XCTAssertEqual(server.exitStatus, 1)
    }
}
