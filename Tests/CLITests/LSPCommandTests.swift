import Foundation
import XCTest

/// `loader-studio lsp` as an editor starts it: a child process talking over pipes, its exit
/// status, and what it does when the editor misbehaves or goes away.
final class LSPCommandTests: XCTestCase {
    private func frame(_ json: String) -> Data {
        Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    /// Runs `loader-studio lsp --stdio` with `input` on its standard input (then closed);
    /// returns the status and the message bodies it wrote.
    private func session(_ input: Data, timeout: Double = 20) throws -> (
        status: Int32, bodies: [String], errors: String
    ) {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["lsp", "--stdio"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        var output = Data()
        while process.isRunning, Date() < deadline { usleep(10_000) }
        XCTAssertFalse(process.isRunning, "lsp did not exit")
        if process.isRunning { process.terminate() }
        output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var bodies: [String] = []
        var rest = output[...]
        while let headerEnd = rest.firstRange(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: rest[rest.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) else {
                XCTFail("a header the server wrote is not one: \(header)")
                break
            }
            let body = rest[headerEnd.upperBound..<(headerEnd.upperBound + length)]
            bodies.append(String(decoding: body, as: UTF8.self))
            rest = rest[(headerEnd.upperBound + length)...]
        }
        XCTAssertTrue(rest.isEmpty, "bytes after the last message")
        return (process.terminationStatus, bodies, errors)
    }

    func testASessionEndsWithStatusZeroAfterShutdown() throws {
        let open =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.json","languageId":"json","version":1,"text":"{\"schemaVersion\": 2}"}}}"#
        var input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        input += frame(open)
        // A broken frame between two good ones is told to the editor's log, and skipped.
        input += Data("Content-Length: twelve\r\n\r\n{}".utf8)
        input += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        // Anything after exit is not read.
        input += frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.bodies.count, 4, "\(result.bodies)")
        XCTAssertTrue(result.bodies[0].contains(#""id":1,"result":{"capabilities""#), result.bodies[0])
        XCTAssertTrue(result.bodies[1].contains("schemaVersion must be 1"), result.bodies[1])
        XCTAssertTrue(result.bodies[2].contains("window/logMessage"), result.bodies[2])
        XCTAssertEqual(result.bodies[3], #"{"jsonrpc":"2.0","id":2,"result":null}"#)
    }

    func testExitWithoutShutdownOrAClosedStreamIsStatusOne() throws {
        let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        XCTAssertEqual(try session(initialize + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)).status, 1)
        // The editor went away mid-message: no hang, status 1.
        XCTAssertEqual(try session(initialize + Data("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8)).status, 1)
        XCTAssertEqual(try session(Data()).status, 1)
    }

    /// A 1 MB document opened and edited through the pipes, and a 50 MB body that is not JSON:
    /// answered with the parse error, and the session goes on.
    func testLargeDocumentsAndHugeBodies() throws {
        let part =
            #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, 1]}]}"#
        let parts = Array(repeating: part, count: 1_000_000 / (part.utf8.count + 2) + 1).joined(separator: ",\n")
        let text = #"{"schemaVersion": 1, "name": "Big", "duration": 0, "parts": ["# + "\n" + parts + "]}"
        XCTAssertGreaterThan(text.utf8.count, 1_000_000)
        let open = try JSONSerialization.data(withJSONObject: [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "file:///big.json", "languageId": "json", "version": 1, "text": text]],
        ])
        var input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        input += Data("Content-Length: \(open.count)\r\n\r\n".utf8) + open
        input += frame(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///big.json","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":48},"end":{"line":0,"character":49}},"text":"2"}]}}"#
        )
        let huge = 50 << 20
        input += Data("Content-Length: \(huge)\r\n\r\n".utf8) + Data(repeating: UInt8(ascii: "x"), count: huge)
        input += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input, timeout: 60)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.bodies.count, 5, "\(result.bodies.map { $0.prefix(200) })")
        XCTAssertTrue(
            result.bodies[1].contains("\"version\":1")
                && result.bodies[1].contains("duration must be a positive number"))
        XCTAssertTrue(
            result.bodies[2].contains("\"version\":2") && result.bodies[2].contains("\"diagnostics\":[]"),
            String(result.bodies[2].prefix(300)))
        XCTAssertTrue(
            result.bodies[3].hasPrefix(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"#), result.bodies[3])
        XCTAssertEqual(result.bodies[4], #"{"jsonrpc":"2.0","id":2,"result":null}"#)
    }

    /// Every malformed case through the pipes, one after another; each is answered (or told to
    /// the log) and the server stays up to the end.
    func testMalformedMessagesThroughThePipes() throws {
        var input = frame(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)  // before initialize
        input += frame(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#)
        input += Data("Content-Type: application/json\r\n\r\n{}".utf8)  // no Content-Length
        input += frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/frobnicate","params":{}}"#)  // unknown
        // Bad params.
        input += frame(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"position":1}}"#)
        input += frame("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ")  // not JSON
        input += frame(#"[{"jsonrpc":"2.0","id":6,"method":"shutdown"}]"#)  // a batch
        input += frame(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.errors)
        let codes = result.bodies.map { body -> String in
            if body.contains("window/logMessage") { return "log" }
            guard let range = body.range(of: #""code":"#) else { return "ok" }
            return String(body[range.upperBound...].prefix { $0 == "-" || $0.isNumber })
        }
        XCTAssertEqual(
            codes, ["-32002", "ok", "log", "-32601", "-32602", "-32700", "-32600", "ok"], "\(result.bodies)")
    }

    func testLspTakesNoFiles() throws {
        let result = try BinaryRunner.run(["lsp", "dots.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("lsp takes no files"), result.errors)
    }
}
