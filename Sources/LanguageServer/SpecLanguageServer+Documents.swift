import LoaderKitCore
import SpecLanguage
import SpecWorkspace

extension SpecLanguageServer {
    /// The largest text a document may hold, in bytes (the studio's limit for a spec file).
    static let maxDocumentBytes = 8 << 20

    func didOpen(_ params: JSONNode?) throws(RequestFailure) -> [[UInt8]] {
        let item = try Params.object(params, "textDocument")
        let uri = try Params.string(item, "uri")
        let text = try Params.string(item, "text")
        let version = try Params.integer(item, "version")
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.maxDocumentBytes else {
            documents[uri] = nil
            return [
                log(
                    "loader-studio lsp: \(uri) is \(bytes.count) bytes, over the \(Self.maxDocumentBytes) a spec may have; it is not analysed",
                    type: 2)
            ]
        }
        let lint = bytes.count <= Self.lintAtOnceBytes
        let document = WorkspaceDocument(bytes: bytes, version: version, lint: lint)
        documents[uri] = document
        if lint { awaitingLint.remove(uri) } else { awaitingLint.insert(uri) }
        return [publish(uri, document)]
    }

    func didChange(_ params: JSONNode?) throws(RequestFailure) -> [[UInt8]] {
        let identifier = try Params.object(params, "textDocument")
        let uri = try Params.string(identifier, "uri")
        let version = try Params.integer(identifier, "version")
        guard var document = documents[uri] else { throw RequestFailure(.invalidParams, "\(uri) is not open") }
        guard let changes = params?.object?["contentChanges"]?.array else {
            throw RequestFailure(.invalidParams, "contentChanges is missing")
        }
        for change in changes {
            let text = try Params.string(change, "text")
            let edit: SpecTextEdit
            if let range = change.object?["range"] {
                edit = SpecTextEdit(range: try offsets(of: range, in: document), replacement: text)
            } else {
                edit = SpecTextEdit(range: 0..<document.bytes.count, replacement: text)
            }
            let newCount = document.bytes.count - edit.range.count + edit.replacement.count
            guard newCount <= Self.maxDocumentBytes else {
                documents[uri] = nil
                return [
                    log(
                        "loader-studio lsp: \(uri) grew over \(Self.maxDocumentBytes) bytes; it is no longer analysed",
                        type: 2),
                    publish(uri, diagnostics: [], version: version),
                ]
            }
            document = document.applying([edit], version: version, lint: newCount <= Self.lintAtOnceBytes)
        }
        documents[uri] = document
        if document.isLinted { awaitingLint.remove(uri) } else { awaitingLint.insert(uri) }
        return [publish(uri, document)]
    }

    func didClose(_ params: JSONNode?) throws(RequestFailure) -> [[UInt8]] {
        let uri = try Params.string(try Params.object(params, "textDocument"), "uri")
        documents[uri] = nil
        artwork[uri] = nil
        awaitingLint.remove(uri)
        return [publish(uri, diagnostics: [], version: nil)]
    }

    /// The open document a request names (`textDocument.uri`).
    func document(_ params: JSONNode?) throws(RequestFailure) -> (uri: String, document: WorkspaceDocument) {
        let uri = try Params.string(try Params.object(params, "textDocument"), "uri")
        guard let document = documents[uri] else { throw RequestFailure(.invalidParams, "\(uri) is not open") }
        return (uri, document)
    }

    /// The byte offset of an LSP `Position` in `document`.
    func offset(of position: JSONNode, in document: WorkspaceDocument) throws(RequestFailure) -> Int {
        let line = try Params.integer(position, "line")
        let character = try Params.integer(position, "character")
        return document.positions.offset(of: TextPosition(line: line, character: character), in: encoding)
    }

    /// The byte range of an LSP `Range` in `document` (an end before the start is the start).
    func offsets(of range: JSONNode, in document: WorkspaceDocument) throws(RequestFailure) -> Range<Int> {
        let start = try offset(of: try Params.object(range, "start"), in: document)
        let end = try offset(of: try Params.object(range, "end"), in: document)
        return start..<max(start, end)
    }

    /// An LSP `Position` for byte `offset` of `document`.
    func position(_ offset: Int, in document: WorkspaceDocument) -> JSONNode {
        let position = document.positions.position(ofOffset: offset, in: encoding)
        return JSONNode.object([
            ("line", JSONNode.number(Double(position.line))),
            ("character", JSONNode.number(Double(position.character))),
        ])
    }

    /// An LSP `Range` for `range` of `document`.
    func range(_ range: ByteRange, in document: WorkspaceDocument) -> JSONNode {
        JSONNode.object([("start", position(range.start, in: document)), ("end", position(range.end, in: document))])
    }

    func publish(_ uri: String, _ document: WorkspaceDocument) -> [UInt8] {
        var diagnostics = document.diagnostics.map { diagnostic($0, in: document) }
        // The artwork's checks once the text is linted and has no problem (they sample the cycle).
        if document.isLinted, !document.diagnostics.contains(where: { $0.severity == .error }) {
            let reports = ArtworkDiagnostics.reports(document.analysis, cached: artwork[uri])
            artwork[uri] = reports
            for finding in reports.map({ ArtworkDiagnostics.findings($0, in: document.analysis) }) ?? [] {
                diagnostics.append(
                    JSONNode.object([
                        ("range", range(finding.range, in: document)),
                        ("severity", JSONNode.number(Double(finding.severity))),
                        ("code", JSONNode.string(finding.code)), ("source", JSONNode.string("loaderkit")),
                        ("message", JSONNode.string(finding.message)),
                    ]))
            }
        }
        return publish(uri, diagnostics: diagnostics, version: document.version)
    }

    private func publish(_ uri: String, diagnostics: [JSONNode], version: Int?) -> [UInt8] {
        var members: [(String, JSONNode)] = [("uri", JSONNode.string(uri))]
        if let version { members.append(("version", JSONNode.number(Double(version)))) }
        members.append(("diagnostics", JSONNode.array(diagnostics)))
        return JSONRPC.notification("textDocument/publishDiagnostics", JSONNode.object(members))
    }

    func diagnostic(_ diagnostic: SpecProblem, in document: WorkspaceDocument) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("range", range(diagnostic.bytes, in: document)),
            ("severity", JSONNode.number(diagnostic.severity == .error ? 1 : 2)),
        ]
        members.append(("code", JSONNode.string(diagnostic.code)))
        members.append(("source", JSONNode.string("loaderkit")))
        members.append(("message", JSONNode.string(diagnostic.message)))
        return JSONNode.object(members)
    }
}

/// Reading the fields of a request's params, with a message naming the one that is wrong.
enum Params {
    static func object(_ node: JSONNode?, _ name: String) throws(RequestFailure) -> JSONNode {
        guard let value = node?.object?[name], value.object != nil else {
            throw RequestFailure(.invalidParams, "\(name) must be an object")
        }
        return value
    }

    static func string(_ node: JSONNode?, _ name: String) throws(RequestFailure) -> String {
        guard let value = node?.object?[name]?.string else {
            throw RequestFailure(.invalidParams, "\(name) must be a string")
        }
        return value
    }

    static func integer(_ node: JSONNode?, _ name: String) throws(RequestFailure) -> Int {
        guard let value = node?.object?[name]?.number, value == value.rounded(), abs(value) <= 0x7FFF_FFFF else {
            throw RequestFailure(.invalidParams, "\(name) must be an integer")
        }
        return Int(value)
    }
}
