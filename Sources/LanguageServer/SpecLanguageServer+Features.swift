import LoaderKitCore
import SpecLanguage
import SpecWorkspace

extension SpecLanguageServer {
    func completion(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (uri, document) = try document(params)
        let cursor = try offset(of: try Params.object(params, "position"), in: document)
        let items = document.completions(at: cursor, language: language).map { item in
            JSONNode.object([
                ("label", JSONNode.string(item.label)),
                ("kind", JSONNode.number(Self.completionKind(item.kind))),
                ("detail", item.detail.map(JSONNode.string) ?? JSONNode.null),
                (
                    "textEdit",
                    JSONNode.object([
                        ("range", range(item.replaceRange, in: document)),
                        ("newText", JSONNode.string(item.insertText)),
                    ])
                ),
                ("filterText", JSONNode.string(document.text(item.replaceRange))),
                (
                    "data",
                    JSONNode.object([("uri", JSONNode.string(uri)), ("offset", JSONNode.number(Double(cursor)))])
                ),
            ])
        }
        return JSONNode.object([("isIncomplete", JSONNode.bool(false)), ("items", JSONNode.array(items))])
    }

    /// The item with its description from the schema (found again at the place it was offered).
    func resolve(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        guard let item = params, let object = item.object else {
            throw RequestFailure(.invalidParams, "the completion item must be an object")
        }
        let label = try Params.string(item, "label")
        var members = object.members.map { ($0.key, $0.value) }
        if let data = object["data"], let uri = data.object?["uri"]?.string, let document = documents[uri],
            let cursor = data.object?["offset"]?.number, cursor >= 0, cursor <= Double(document.bytes.count),
            let found = document.completions(at: Int(cursor), language: language).first(where: { $0.label == label }),
            let documentation = found.documentation
        {
            members.removeAll { $0.0 == "documentation" }
            members.append(
                (
                    "documentation",
                    JSONNode.object([("kind", JSONNode.string("markdown")), ("value", JSONNode.string(documentation))])
                ))
        }
        return JSONNode.object(members)
    }

    func hover(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        let at = try offset(of: try Params.object(params, "position"), in: document)
        guard let info = document.hover(at: at, language: language) else { return paramHover(at: at, in: document) }
        var text = HoverText.property(info.name, type: info.typeSummary, in: language)
        if let description = info.description { text += "\n\n" + description }
        return JSONNode.object([
            ("contents", JSONNode.object([("kind", JSONNode.string("markdown")), ("value", JSONNode.string(text))])),
            ("range", range(info.range, in: document)),
        ])
    }

    /// Over a param's name (its declaration or a `$param` use): its default and how many uses.
    private func paramHover(at offset: Int, in document: WorkspaceDocument) -> JSONNode {
        guard let sites = document.param(at: offset) else { return JSONNode.null }
        let here = sites.site(at: offset)
        let text = HoverText.param(sites.name, default: sites.defaultText, uses: sites.uses.count, in: language)
        var members: [(String, JSONNode)] = [
            ("contents", JSONNode.object([("kind", JSONNode.string("markdown")), ("value", JSONNode.string(text))]))
        ]
        if let here { members.append(("range", range(here, in: document))) }
        return JSONNode.object(members)
    }

    func formatting(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        switch document.formattingEdit() {
        case .failure(let failure): throw RequestFailure(.requestFailed, failure.message)
        case .success(nil): return JSONNode.array([])
        case .success(let edit?):
            let range = ByteRange(edit.range.lowerBound, edit.range.upperBound)
            return JSONNode.array([
                JSONNode.object([
                    ("range", self.range(range, in: document)),
                    ("newText", JSONNode.string(String(decoding: edit.replacement, as: UTF8.self))),
                ])
            ])
        }
    }

    func rangeFormatting(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        let range = try offsets(of: try Params.object(params, "range"), in: document)
        switch document.rangeFormattingEdits(in: ByteRange(range.lowerBound, range.upperBound)) {
        case .failure(let failure): throw RequestFailure(.requestFailed, failure.message)
        case .success(let edits):
            return JSONNode.array(
                edits.map { edit in
                    JSONNode.object([
                        ("range", self.range(ByteRange(edit.range.lowerBound, edit.range.upperBound), in: document)),
                        ("newText", JSONNode.string(String(decoding: edit.replacement, as: UTF8.self))),
                    ])
                })
        }
    }

    /// For each position, its `SelectionRange` chain: the token, then each enclosing member and
    /// container (outermost last, as `parent`s).
    func selectionRanges(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        guard let positions = params?.object?["positions"]?.array else {
            throw RequestFailure(.invalidParams, "positions must be an array")
        }
        var out: [JSONNode] = []
        for position in positions {
            let at = try offset(of: position, in: document)
            var chain: JSONNode?
            for range in document.selectionRanges(at: at).reversed() {
                var members: [(String, JSONNode)] = [("range", self.range(range, in: document))]
                if let parent = chain { members.append(("parent", parent)) }
                chain = JSONNode.object(members)
            }
            out.append(chain ?? JSONNode.object([("range", self.range(ByteRange(at, at), in: document))]))
        }
        return JSONNode.array(out)
    }

    func documentSymbols(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        return JSONNode.array(document.symbols.map { symbol($0, in: document) })
    }

    private func symbol(_ symbol: SpecSymbol, in document: WorkspaceDocument) -> JSONNode {
        var members: [(String, JSONNode)] = [("name", JSONNode.string(symbol.name))]
        if let detail = symbol.detail { members.append(("detail", JSONNode.string(detail))) }
        members += [
            ("kind", JSONNode.number(Self.symbolKind(symbol.kind))),
            ("range", range(symbol.range, in: document)),
            ("selectionRange", range(symbol.selectionRange, in: document)),
            ("children", JSONNode.array(symbol.children.map { self.symbol($0, in: document) })),
        ]
        return JSONNode.object(members)
    }

    func foldingRanges(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let (_, document) = try document(params)
        return JSONNode.array(
            document.foldingRanges.map { fold in
                let start = document.positions.position(ofOffset: fold.range.start, in: encoding).line
                let end = document.positions.position(ofOffset: max(fold.range.start, fold.range.end - 1), in: encoding)
                    .line
                return JSONNode.object([
                    ("startLine", JSONNode.number(Double(start))), ("endLine", JSONNode.number(Double(end))),
                ])
            })
    }

    /// LSP's `CompletionItemKind`: Property 10, Value 12, Variable 6.
    static func completionKind(_ kind: SpecCompletionItem.Kind) -> Double {
        switch kind {
        case .property: 10
        case .value: 12
        case .param: 6
        }
    }

    /// LSP's `SymbolKind`: Property 7, Object 19 for a part, Event 24 for a track, Variable 13.
    static func symbolKind(_ kind: SpecSymbol.Kind) -> Double {
        switch kind {
        case .property: 7
        case .part: 19
        case .track: 24
        case .param: 13
        }
    }
}

extension WorkspaceDocument {
    /// The text of `range` (what a completion replaces, for the editor's filter).
    func text(_ range: ByteRange) -> String {
        String(decoding: bytes[min(range.start, bytes.count)..<min(range.end, bytes.count)], as: UTF8.self)
    }
}
