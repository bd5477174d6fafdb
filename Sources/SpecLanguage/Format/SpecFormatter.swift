import LoaderKitCore

/// Formats and minifies a spec's JSON without changing a value: member order, duplicate
/// members, and the source bytes of every string and number are kept as they are. Text that is
/// not valid JSON is refused (nil).
public enum SpecFormatter {
    /// Indentation per level, in spaces.
    static let indentWidth = 2
    /// A line an array of plain values is kept on, at most (bytes).
    public static let lineWidth = 100

    /// The text with 2-space indentation and a final line break. An array of numbers, strings
    /// and literals stays on one line when that line fits in `lineWidth`; everything else has
    /// one member or item per line.
    public static func format(_ text: String) -> String? {
        format(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `format(_:)` on UTF-8 bytes.
    public static func format(_ bytes: [UInt8]) -> [UInt8]? {
        guard let tree = validTree(bytes), let root = tree.root else { return nil }
        var writer = Writer(tree: tree, pretty: true)
        writer.write(root, level: 0, column: 0)
        writer.out.append(0x0A)
        return writer.out
    }

    /// The text with no whitespace at all.
    public static func minify(_ text: String) -> String? {
        minify(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `minify(_:)` on UTF-8 bytes.
    public static func minify(_ bytes: [UInt8]) -> [UInt8]? {
        guard let tree = validTree(bytes), let root = tree.root else { return nil }
        var writer = Writer(tree: tree, pretty: false)
        writer.write(root, level: 0, column: 0)
        return writer.out
    }

    /// The tree of `bytes` when they are valid JSON (LoaderKitCore's parser decides).
    private static func validTree(_ bytes: [UInt8]) -> SpecSyntaxTree? {
        guard (try? JSONParser.parse(bytes)) != nil else { return nil }
        return SpecSyntaxTree(bytes)
    }

    private struct Writer {
        let tree: SpecSyntaxTree
        let pretty: Bool
        var out: [UInt8] = []

        init(tree: SpecSyntaxTree, pretty: Bool) {
            self.tree = tree
            self.pretty = pretty
            out.reserveCapacity(tree.bytes.count)
        }

        mutating func source(_ id: Int) {
            let r = tree[id].range
            out.append(contentsOf: tree.bytes[r.start..<r.end])
        }

        mutating func newline(_ level: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: level * SpecFormatter.indentWidth))
        }

        /// Writes node `id`; `column` is where it starts on its line (for the width rule).
        mutating func write(_ id: Int, level: Int, column: Int) {
            let node = tree[id]
            switch node.kind {
            case .object:
                let members = tree.children(of: id)
                guard !members.isEmpty else { out += Array("{}".utf8); return }
                out.append(UInt8(ascii: "{"))
                for (i, member) in members.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    if pretty { newline(level + 1) }
                    let lineStart = out.count - (pretty ? (level + 1) * SpecFormatter.indentWidth : 0)
                    if let key = tree.key(ofMember: member) { source(key) }
                    out.append(UInt8(ascii: ":"))
                    if pretty { out.append(0x20) }
                    if let value = tree.value(ofMember: member) {
                        write(value, level: level + 1, column: out.count - lineStart)
                    }
                }
                if pretty { newline(level) }
                out.append(UInt8(ascii: "}"))
            case .array:
                let items = tree.children(of: id)
                guard !items.isEmpty else { out += Array("[]".utf8); return }
                if pretty, items.allSatisfy({ tree[$0].isScalar }) {
                    let width = items.reduce(0) { $0 + tree[$1].range.length } + 2 * items.count
                    // `[` + items joined by ", " + `]` + a possible comma.
                    if column + width + 1 <= SpecFormatter.lineWidth {
                        out.append(UInt8(ascii: "["))
                        for (i, item) in items.enumerated() {
                            if i > 0 { out += [UInt8(ascii: ","), 0x20] }
                            source(item)
                        }
                        out.append(UInt8(ascii: "]"))
                        return
                    }
                }
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    if pretty { newline(level + 1) }
                    write(item, level: level + 1, column: (level + 1) * SpecFormatter.indentWidth)
                }
                if pretty { newline(level) }
                out.append(UInt8(ascii: "]"))
            default:
                source(id)
            }
        }
    }
}
