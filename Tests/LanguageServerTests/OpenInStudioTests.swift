import Foundation
import LanguageServer
import XCTest

/// `workspace/executeCommand` `loader-studio.openInStudio`: the document's path (decoded from
/// its URI) and its text as the editor has it go to the opener; its problems come back as the
/// request's error.
final class OpenInStudioTests: XCTestCase {
    final class Recorder: StudioOpener {
        var calls: [(path: String?, bytes: [UInt8])] = []
        var problem: String?
        func open(path: String?, bytes: [UInt8]) -> String? {
            calls.append((path, bytes))
            return problem
        }
    }

    private func send(_ server: SpecLanguageServer, _ message: [String: Any]) -> [String: Any] {
        let body = try! JSONSerialization.data(withJSONObject: message)
        return server.handle(Array(body)).map { try! JSONSerialization.jsonObject(with: Data($0)) as! [String: Any] }
            .last ?? [:]
    }

    func testTheDocumentGoesToTheStudioAsTheEditorHasIt() {
        let recorder = Recorder()
        let server = SpecLanguageServer(studio: recorder)
        let initialized = send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]])
        let commands =
            ((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["executeCommandProvider"]
            as? [String: [String]]
        XCTAssertEqual(commands?["commands"], ["loader-studio.openInStudio"])
        let uri = "file:///home/me/My%20Specs/%F0%9F%94%B5%20dots.json"
        _ = send(
            server,
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "version": 1, "text": "{\"a\": 1}"]],
            ])
        let run: ([Any]) -> [String: Any] = { arguments in
            self.send(
                server,
                [
                    "jsonrpc": "2.0", "id": 2, "method": "workspace/executeCommand",
                    "params": ["command": "loader-studio.openInStudio", "arguments": arguments],
                ])
        }
        XCTAssertTrue(run([uri])["result"] is NSNull)
        XCTAssertEqual(recorder.calls.first?.path, "/home/me/My Specs/🔵 dots.json")
        XCTAssertEqual(recorder.calls.first?.bytes, Array("{\"a\": 1}".utf8))
        // A document that is no file goes as text only.
        _ = send(
            server,
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": "untitled:Untitled-1", "version": 1, "text": "{}"]],
            ])
        XCTAssertTrue(run(["untitled:Untitled-1"])["result"] is NSNull)
        XCTAssertEqual(recorder.calls.count, 2)
        XCTAssertNil(recorder.calls[1].path)
        // Problems: the opener's, a document not open, no argument, another command.
        recorder.problem = "cannot start loader-studio: No such file or directory"
        let failed = run([uri])["error"] as? [String: Any]
        XCTAssertEqual(failed?["code"] as? Int, -32803)
        XCTAssertEqual(failed?["message"] as? String, "cannot start loader-studio: No such file or directory")
        XCTAssertEqual(
            (run(["file:///nope.json"])["error"] as? [String: Any])?["message"] as? String,
            "file:///nope.json is not open")
        XCTAssertEqual((run([])["error"] as? [String: Any])?["code"] as? Int, -32602)
        let other = send(
            server, ["jsonrpc": "2.0", "id": 3, "method": "workspace/executeCommand", "params": ["command": "rm"]])
        XCTAssertEqual((other["error"] as? [String: Any])?["message"] as? String, "rm is not a command of this server")
        // Without an opener (as in tests of the protocol alone) the command fails, naming why.
        let alone = SpecLanguageServer()
        _ = send(alone, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]])
        _ = send(
            alone,
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "version": 1, "text": "{}"]],
            ])
        let unreachable = send(
            alone,
            [
                "jsonrpc": "2.0", "id": 2, "method": "workspace/executeCommand",
                "params": ["command": "loader-studio.openInStudio", "arguments": [uri]],
            ])
        XCTAssertEqual(
            (unreachable["error"] as? [String: Any])?["message"] as? String, "this server cannot reach the studio")
    }
}
