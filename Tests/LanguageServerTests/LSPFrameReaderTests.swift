import LanguageServer
import XCTest

/// The stream cut into messages: bodies split across reads, several in one read, and broken
/// frames reported and skipped without losing the messages after them.
final class LSPFrameReaderTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] { LSPFrameReader.frame(Array(body.utf8)) }

    func testMessagesArriveWholeHoweverTheBytesAreCut() {
        let stream = frame("{\"a\":1}") + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8)
        let second = Array("content-length: 2\r\nContent-Type: x\r\n\r\n{}".utf8)
        let all = stream + second
        for cut in 0...all.count {
            var reader = LSPFrameReader()
            var items: [LSPFrameReader.Item] = []
            reader.append(all[0..<cut])
            while let item = reader.next() { items.append(item) }
            reader.append(all[cut...])
            while let item = reader.next() { items.append(item) }
            XCTAssertEqual(items.count, 2, "cut at \(cut): \(items)")
            XCTAssertEqual(items.first, .message(Array("{\"a\":1}".utf8)))
        }
    }

    func testAStreamReadOneByteAtATimeGivesEachMessageOnce() {
        // Three messages (one of 64 KB) and a broken header between them, a byte per read: the
        // reader keeps the header it read and where its search stopped, so each byte costs
        // constant work (the fuzz target's regression input timed out before).
        let big = "{\"text\":\"" + String(repeating: "x", count: 64 << 10) + "\"}"
        let stream = frame("{}") + Array("Content-Length: x\r\n\r\n".utf8) + frame(big) + frame("[1]")
        var reader = LSPFrameReader()
        var items: [LSPFrameReader.Item] = []
        for byte in stream {
            reader.append(CollectionOfOne(byte))
            while let item = reader.next() { items.append(item) }
        }
        XCTAssertEqual(items.count, 4, "\(items.map { "\($0)".prefix(40) })")
        XCTAssertEqual(items.first, .message(Array("{}".utf8)))
        if case .problem = items[1] {} else { XCTFail("the broken header is reported: \(items[1])") }
        XCTAssertEqual(items[2], .message(Array(big.utf8)))
        XCTAssertEqual(items.last, .message(Array("[1]".utf8)))
    }

    func testABrokenHeaderIsReportedAndReadingGoesOn() {
        var reader = LSPFrameReader()
        reader.append(Array("Content-Length: abc\r\n\r\ngarbage{".utf8) + frame("{\"ok\":1}") + frame("[]"))
        var items: [LSPFrameReader.Item] = []
        while let item = reader.next() { items.append(item) }
        XCTAssertEqual(
            items.filter { if case .message = $0 { true } else { false } },
            [.message(Array("{\"ok\":1}".utf8)), .message(Array("[]".utf8))])
        guard case .problem(let message) = items.first else { return XCTFail("\(items)") }
        XCTAssertTrue(message.contains("no valid Content-Length (Content-Length: abc)"), message)
        // No Content-Length at all, two of them, a negative one, a header with no colon.
        for header in ["Content-Type: x", "Content-Length: 2\r\nContent-Length: 2", "Content-Length: -2", "Hello"] {
            var reader = LSPFrameReader()
            reader.append(Array("\(header)\r\n\r\n{}".utf8) + frame("{}"))
            var items: [LSPFrameReader.Item] = []
            while let item = reader.next() { items.append(item) }
            XCTAssertEqual(items.last, .message(Array("{}".utf8)), header)
            XCTAssertTrue(items.contains { if case .problem = $0 { true } else { false } }, header)
        }
    }

    func testOversizedMessagesAndEndlessHeadersAreSkipped() {
        var reader = LSPFrameReader()
        let size = LSPFrameReader.maxBodyBytes + 1
        reader.append(Array("Content-Length: \(size)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 1000))
        guard case .problem(let message) = reader.next() else { return XCTFail("no problem reported") }
        XCTAssertTrue(message.contains("over the limit"), message)
        XCTAssertNil(reader.next())
        // The rest of the body arrives in pieces and is dropped; the next message is read.
        var left = size - 1000
        while left > 0 {
            let piece = min(left, 1 << 20)
            reader.append([UInt8](repeating: 0x20, count: piece))
            XCTAssertNil(reader.next())
            left -= piece
        }
        reader.append(frame("{}"))
        XCTAssertEqual(reader.next(), .message(Array("{}".utf8)))

        var endless = LSPFrameReader()
        endless.append([UInt8](repeating: UInt8(ascii: "x"), count: LSPFrameReader.maxHeaderBytes + 10))
        guard case .problem = endless.next() else { return XCTFail("an endless header was not reported") }
        endless.append(frame("{}"))
        var rest: [LSPFrameReader.Item] = []
        while let item = endless.next() { rest.append(item) }
        XCTAssertEqual(rest.last, .message(Array("{}".utf8)))
    }
}
