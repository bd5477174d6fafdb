import LoaderKitCore
import SpecLanguage
import SpecWorkspace

/// Quick fixes, and params as symbols: go to a `$param`'s declaration, find its uses, rename it
/// everywhere at once, and see its default beside each use.
extension SpecLanguageServer {
    func codeActions(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (uri, document) = try document(params)
        let range = try offsets(of: try Params.object(params, "range"), in: document)
        let fixes = document.quickFixes(in: ByteRange(range.lowerBound, range.upperBound))
        return JSONNode.array(
            fixes.map { fix in
                JSONNode.object([
                    ("title", JSONNode.string(fix.title)), ("kind", JSONNode.string("quickfix")),
                    ("diagnostics", JSONNode.array([diagnostic(fix.diagnostic, in: document)])),
                    ("edit", workspaceEdit(uri, fix.edits, in: document)),
                ])
            })
    }

    func definition(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (uri, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        guard let sites = document.param(at: at), let declaration = sites.declaration else { return JSONNode.null }
        return location(uri, declaration, in: document)
    }

    func references(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (uri, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        guard let sites = document.param(at: at) else { return JSONNode.null }
        let withDeclaration = params?.object?["context"]?.object?["includeDeclaration"]?.bool ?? false
        var ranges = sites.uses
        if withDeclaration, let declaration = sites.declaration { ranges.append(declaration) }
        return JSONNode.array(ranges.sorted { $0.start < $1.start }.map { location(uri, $0, in: document) })
    }

    func prepareRename(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        guard let sites = document.param(at: at), sites.declaration != nil else { return JSONNode.null }
        let here = sites.site(at: at)
        guard let here else { return JSONNode.null }
        // The name inside the quotes.
        let inner = ByteRange(here.start + 1, max(here.start + 1, here.end - 1))
        return JSONNode.object([("range", range(inner, in: document)), ("placeholder", JSONNode.string(sites.name))])
    }

    func rename(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (uri, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        let newName = try Params.string(params, "newName")
        guard let sites = document.param(at: at) else {
            throw RequestFailure(.requestFailed, "only a param can be renamed: put the cursor on its name")
        }
        switch document.renameEdits(of: sites.name, to: newName) {
        case .failure(let failure): throw RequestFailure(.requestFailed, failure.message)
        case .success(let edits): return workspaceEdit(uri, edits, in: document)
        }
    }

    func inlayHints(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        let shown = try offsets(of: try Params.object(params, "range"), in: document)
        return JSONNode.array(
            document.paramUses.compactMap { use in
                guard let value = use.defaultText, use.use.end >= shown.lowerBound, use.use.start <= shown.upperBound
                else { return nil }
                return JSONNode.object([
                    ("position", position(use.use.end, in: document)), ("label", JSONNode.string("= \(value)")),
                    ("kind", JSONNode.number(2)), ("paddingLeft", JSONNode.bool(true)),
                    ("tooltip", JSONNode.string("\(use.name)'s default in params")),
                ])
            })
    }

    /// Every site of the param under the cursor, the declaration written (kind 3), the uses read
    /// (kind 2); empty elsewhere.
    func documentHighlights(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        guard let sites = document.param(at: at) else { return JSONNode.array([]) }
        var highlights = sites.uses.map { (range: $0, kind: 2.0) }
        if let declaration = sites.declaration { highlights.append((declaration, 3)) }
        return JSONNode.array(
            highlights.sorted { $0.range.start < $1.range.start }.map { highlight in
                JSONNode.object([
                    ("range", range(highlight.range, in: document)), ("kind", JSONNode.number(highlight.kind)),
                ])
            })
    }

    private func location(_ uri: String, _ range: ByteRange, in document: WorkspaceDocument) -> JSONNode {
        JSONNode.object([("uri", JSONNode.string(uri)), ("range", self.range(range, in: document))])
    }

    /// A `WorkspaceEdit` of `edits` (into the current text of `uri`).
    func workspaceEdit(_ uri: String, _ edits: [SpecTextEdit], in document: WorkspaceDocument) -> JSONNode {
        let textEdits = edits.map { edit in
            JSONNode.object([
                ("range", range(ByteRange(edit.range.lowerBound, edit.range.upperBound), in: document)),
                ("newText", JSONNode.string(String(decoding: edit.replacement, as: UTF8.self))),
            ])
        }
        return JSONNode.object([("changes", JSONNode.object([(uri, JSONNode.array(textEdits))]))])
    }
}
