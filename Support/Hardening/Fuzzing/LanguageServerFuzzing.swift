import LanguageServer
import LoaderKitCore

/// The `lsp` target: bytes as a byte stream into `loader-studio lsp`: well-formed messages of
/// every method the server has (with positions anywhere, texts that are built-ins, broken JSON
/// and multi-byte characters), frames with a wrong Content-Length, raw bytes, bodies that are
/// not JSON-RPC, all cut into reads of any size. Invariants, each broken one returned as a
/// description:
/// - every message the server writes is a JSON object with `"jsonrpc": "2.0"`;
/// - every request gets one answer, with its id, in order (none after `exit`);
/// - every range it sends has its end at or after its start, on lines of the text.
enum LanguageServerFuzzing {
    /// The most steps one input makes (bounds the run time).
    static let stepLimit = 24
    static let uri = "file:///fuzz/%F0%9F%94%B5.json"
    static let pieces = [
        "", "1", "-0.5", "\"", "{", "}", "[", "]", ",", ":", "\n", "\r\n", "é", "😀", "\"$param\": \"count\"",
        "\"speed\": 1, ", "\\", "\u{0}",
    ]
    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/formatting", "textDocument/rangeFormatting",
        "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/codeAction",
        "textDocument/definition", "textDocument/references", "textDocument/prepareRename", "textDocument/rename",
        "textDocument/inlayHint", "completionItem/resolve", "workspace/unknown",
    ]

    static func check(_ input: [UInt8]) -> String? {
        var bytes = FuzzBytes(input)
        let server = SpecLanguageServer()
        var reader = LSPFrameReader()
        var stream: [UInt8] = []
        var requests: [String] = []
        var nextID = 0
        func json(_ text: String) -> [UInt8] { Array(text.utf8) }
        func position() -> String {
            let line = Int(bytes.byte() % 12) - 1, character = Int(bytes.byte()) - 8
            return #"{"line":\#(line),"character":\#(character)}"#
        }
        func frame(_ body: [UInt8]) { stream += LSPFrameReader.frame(body) }
        func request(_ method: String, _ params: String) {
            nextID += 1
            let id = bytes.bool() ? "\(nextID)" : "\"r\(nextID)\""
            requests.append(id.replacingQuotes)
            frame(json(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#))
        }
        frame(json(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#))
        requests.append("0")
        for _ in 0..<stepLimit where !bytes.isAtEnd {
            switch bytes.byte() % 10 {
            case 0:
                let names = IndicatorSpec.builtinNames
                var text = IndicatorSpec.builtinJSON(named: names[Int(bytes.byte()) % names.count]) ?? "{}"
                if bytes.bool() { text = String(text.prefix(Int(bytes.byte()) * 4)) }
                var quoted = ""
                JSONWriter.writeString(text, into: &quoted)
                frame(
                    json(
                        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
                            + #"{"uri":"\#(uri)","languageId":"json","version":1,"text":\#(quoted)}}}"#))
            case 1, 2:
                var piece = ""
                JSONWriter.writeString(pieces[Int(bytes.byte()) % pieces.count], into: &piece)
                let range = bytes.bool() ? #""range":{"start":\#(position()),"end":\#(position())},"# : ""
                let version = bytes.byte()
                frame(
                    json(
                        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
                            + #"{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{\#(range)"text":\#(piece)}]}}"#
                    ))
            case 3, 4:
                let method = methods[Int(bytes.byte()) % methods.count]
                if method == "completionItem/resolve" {
                    // The item comes back as it was sent, with its description added.
                    request(method, #"{"label":"type","data":{"uri":"\#(uri)","offset":\#(bytes.byte())}}"#)
                    continue
                }
                request(
                    method,
                    #"{"textDocument":{"uri":"\#(uri)"},"position":\#(position()),"range":{"start":\#(position()),"end":\#(position())},"newName":"n\#(bytes.byte())","context":{"includeDeclaration":true,"diagnostics":[]},"label":"type","data":{"uri":"\#(uri)","offset":\#(bytes.byte())}}"#
                )
            case 5:
                // Raw bytes, as a body or straight into the stream.
                let count = Int(bytes.byte() % 32)
                let raw = (0..<count).map { _ in bytes.byte() }
                if bytes.bool() { frame(raw) } else { stream += raw }
            case 6:
                // A frame whose Content-Length is off.
                let body = json(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
                let delta = Int(bytes.byte() % 9) - 4
                stream += Array("Content-Length: \(max(0, body.count + delta))\r\n\r\n".utf8) + body
            case 7:
                frame(json(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(nextID)}}"#))
            case 8:
                frame(
                    json(
                        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#
                    )
                )
            default:
                request(bytes.bool() ? "shutdown" : "textDocument/hover", "{}")
            }
        }
        if bytes.bool() { frame(json(#"{"jsonrpc":"2.0","method":"exit"}"#)) }
        // The stream arrives in reads of any size.
        var offset = 0
        var answered: [String] = []
        var broken: String?
        while offset < stream.count, server.exitStatus == nil, broken == nil {
            let size = max(1, Int(bytes.byte()) * 8)
            reader.append(stream[offset..<min(stream.count, offset + size)])
            offset += size
            var bodies: [[UInt8]] = []
            while let item = reader.next() {
                if case .message(let body) = item { bodies.append(body) }
            }
            for reply in server.handle(bodies) {
                guard let node = try? JSONParser.parse(reply), let object = node.object,
                    object["jsonrpc"]?.string == "2.0"
                else { return "a message the server wrote is not JSON-RPC: \(String(decoding: reply, as: UTF8.self))" }
                if let id = object["id"] {
                    if let number = id.number { answered.append(JSNumberFormat.string(number)) }
                    if let string = id.string { answered.append(string) }
                }
                if let problem = Self.badRange(in: node) { broken = problem }
            }
        }
        if let broken { return broken }
        // Requests answered in order, each at most once (those after a broken frame or `exit`
        // may be missing; a `null` id answers what could not be read).
        var expected = requests[...]
        for id in answered where !id.isEmpty {
            guard let at = expected.firstIndex(of: id) else {
                return "an answer to \(id), which was not asked or was answered"
            }
            expected = expected[(at + 1)...]
        }
        return nil
    }

    /// A range in `node` whose end is before its start, or with a negative line or character.
    static func badRange(in node: JSONNode) -> String? {
        if let object = node.object {
            if let start = object["start"]?.object, let end = object["end"]?.object,
                let l0 = start["line"]?.number, let c0 = start["character"]?.number, let l1 = end["line"]?.number,
                let c1 = end["character"]?.number
            {
                if l0 < 0 || c0 < 0 || l1 < 0 || c1 < 0 || (l1, c1) < (l0, c0) {
                    return "a range from \(l0):\(c0) to \(l1):\(c1)"
                }
            }
            for member in object.members { if let problem = badRange(in: member.value) { return problem } }
        } else if let items = node.array {
            for item in items { if let problem = badRange(in: item) { return problem } }
        }
        return nil
    }
}

extension String {
    fileprivate var replacingQuotes: String { filter { $0 != "\"" } }
}
