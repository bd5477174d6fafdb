import LoaderKitCore

/// Writes a JSON value (given as text) in a file's style: in a pretty place, objects one
/// member per line indented like their siblings and arrays of plain values on one line when
/// they fit (as `SpecFormatter` lays them out); in a one-line place, everything on one line
/// with the file's separators. Strings and numbers keep their source bytes.
struct SpecValueWriter {
    let style: SpecTextStyle
    /// One member or item per line (a pretty place) or all on one line.
    let pretty: Bool
    /// In a pretty place, a container the given text writes on one line is kept as written
    /// (for values moved from elsewhere in the file, such as a part's members).
    var keepsOneLineContainers = false

    /// Parses `json`; nil when it is not one JSON value.
    static func parse(_ json: String) -> SpecSyntaxTree? {
        let bytes = Array(json.utf8)
        guard (try? JSONParser.parse(bytes)) != nil else { return nil }
        let tree = SpecSyntaxTree(bytes)
        return tree.root == nil ? nil : tree
    }

    /// The text of `tree`'s root written at a line indented by `indent`, starting at `column`.
    func write(_ tree: SpecSyntaxTree, indent: [UInt8], column: Int) -> [UInt8] {
        var out: [UInt8] = []
        if let root = tree.root { write(tree, root, indent: indent, column: column, into: &out) }
        return out
    }

    private func write(_ tree: SpecSyntaxTree, _ id: Int, indent: [UInt8], column: Int, into out: inout [UInt8]) {
        let node = tree[id]
        let kids = tree.children(of: id)
        switch node.kind {
        case .object, .array:
            let isObject = node.kind == .object
            let (open, close): (UInt8, UInt8) = isObject ? (0x7B, 0x7D) : (0x5B, 0x5D)
            guard !kids.isEmpty else { out += [open, close]; return }
            if pretty, keepsOneLineContainers, !tree.bytes[node.range.start..<node.range.end].contains(0x0A) {
                out += tree.bytes[node.range.start..<node.range.end]
                return
            }
            if !pretty || (!isObject && fitsOnOneLine(tree, id, column: column)) {
                let padding = isObject ? style.inlineObjectPadding : style.inlineArrayPadding
                out.append(open)
                out += padding
                for (i, kid) in kids.enumerated() {
                    if i > 0 { out += style.inlineSeparator }
                    writeChild(tree, kid, indent: indent, column: column, into: &out)
                }
                out += padding
                out.append(close)
                return
            }
            let inner = indent + style.indentUnit
            out.append(open)
            for (i, kid) in kids.enumerated() {
                if i > 0 { out.append(0x2C) }
                out += style.newline + inner
                writeChild(tree, kid, indent: inner, column: inner.count, into: &out)
            }
            out += style.newline + indent
            out.append(close)
        default:
            let r = node.range
            out += tree.bytes[r.start..<r.end]
        }
    }

    /// A member (`key` separator value) or an item.
    private func writeChild(_ tree: SpecSyntaxTree, _ kid: Int, indent: [UInt8], column: Int, into out: inout [UInt8]) {
        guard tree[kid].kind == .member else {
            write(tree, kid, indent: indent, column: column, into: &out)
            return
        }
        let lineStart = out.count - column
        if let key = tree.key(ofMember: kid) {
            let r = tree[key].range
            out += tree.bytes[r.start..<r.end]
        }
        out += style.keySeparator
        if let value = tree.value(ofMember: kid) {
            write(tree, value, indent: indent, column: out.count - lineStart, into: &out)
        }
    }

    /// True when an array holds plain values only and fits on its line (`SpecFormatter.lineWidth`).
    private func fitsOnOneLine(_ tree: SpecSyntaxTree, _ id: Int, column: Int) -> Bool {
        let kids = tree.children(of: id)
        guard kids.allSatisfy({ tree[$0].isScalar }) else { return false }
        let width =
            kids.reduce(2 + 2 * style.inlineArrayPadding.count) { $0 + tree[$1].range.length }
            + max(0, kids.count - 1) * style.inlineSeparator.count
        return column + width <= SpecFormatter.lineWidth
    }
}
