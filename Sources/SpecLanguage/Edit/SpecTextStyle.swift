import LoaderKitCore
/// How a spec's text is laid out, read from the text itself so inserted values look like their
/// neighbours: the line break, the indentation unit, the bytes between a key and its value,
/// and the bytes between the items of a one-line container.
struct SpecTextStyle: Sendable {
    /// "\n" or "\r\n", as the text's first line break.
    var newline: [UInt8]
    /// One level of indentation (spaces or a tab), as the text's first nested container uses.
    var indentUnit: [UInt8]
    /// From the end of a key to the start of its value, colon included (`": "`, `":"`).
    var keySeparator: [UInt8]
    /// Between two items of a one-line container, comma included (`", "`, `","`).
    var inlineSeparator: [UInt8]
    /// True when the text has a multi-line container (a pretty file).
    var isPretty: Bool
    /// Inside the brackets of a one-line object and a one-line array, before the first child
    /// and after the last (`{ "type": "circle" }` has one space, `[0, 1]` none).
    var inlineObjectPadding: [UInt8] = [], inlineArrayPadding: [UInt8] = []

    init(tree: SpecSyntaxTree) {
        let bytes = tree.bytes
        newline = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A] } ?? [0x0A]
        var unit: [UInt8]?
        var keySeparator: [UInt8]?
        var inlineSeparator: [UInt8]?
        var isPretty = false
        var objectPadding: [UInt8]?, arrayPadding: [UInt8]?
        for id in 0..<tree.nodeCount where tree[id].isContainer {
            let kids = tree.children(of: id)
            guard let first = kids.first else { continue }
            let layout = ContainerLayout(tree: tree, container: id)
            if layout.isMultiLine {
                isPretty = true
                if unit == nil {
                    let outer = SpecTextStyle.lineIndent(bytes, at: tree[id].range.start)
                    if layout.itemIndent.count > outer.count, layout.itemIndent.starts(with: outer) {
                        unit = Array(layout.itemIndent[outer.count...])
                    }
                }
            } else {
                if inlineSeparator == nil, kids.count >= 2 {
                    inlineSeparator = Array(bytes[tree[first].range.end..<tree[kids[kids.startIndex + 1]].range.start])
                }
                let padding = Array(bytes[(tree[id].range.start + 1)..<tree[first].range.start])
                if tree[id].kind == .object, objectPadding == nil { objectPadding = padding }
                if tree[id].kind == .array, arrayPadding == nil { arrayPadding = padding }
            }
            if keySeparator == nil, tree[id].kind == .object, let key = tree.key(ofMember: first),
                let value = tree.value(ofMember: first)
            {
                keySeparator = Array(bytes[tree[key].range.end..<tree[value].range.start])
            }
            if unit != nil, keySeparator != nil, inlineSeparator != nil, objectPadding != nil, arrayPadding != nil {
                break
            }
        }
        self.isPretty = isPretty
        inlineObjectPadding = objectPadding.flatMap { $0.allSatisfy { $0 == 0x20 } ? $0 : nil } ?? []
        inlineArrayPadding = arrayPadding.flatMap { $0.allSatisfy { $0 == 0x20 } ? $0 : nil } ?? []
        indentUnit = unit ?? Array(repeating: 0x20, count: SpecFormatter.indentWidth)
        let keys = keySeparator ?? Array((isPretty ? ": " : ":").utf8)
        self.keySeparator = keys
        // Without two items on one line, a space after the colon suggests one after the comma.
        self.inlineSeparator = inlineSeparator ?? (isPretty || keys.last == 0x20 ? [0x2C, 0x20] : [0x2C])
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    static func lineIndent(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return Array(bytes[start..<end])
    }
}

/// How one object or array lays out its members or items.
struct ContainerLayout: Sendable {
    /// True when the first child starts on a later line than the opening bracket.
    var isMultiLine: Bool
    /// The indentation of the children's lines (multi-line containers).
    var itemIndent: [UInt8]
    /// The indentation of the line holding the opening bracket.
    var outerIndent: [UInt8]

    init(tree: SpecSyntaxTree, container id: Int) {
        let bytes = tree.bytes
        let open = tree[id].range.start
        outerIndent = SpecTextStyle.lineIndent(bytes, at: open)
        if let first = tree.children(of: id).first {
            let start = tree[first].range.start
            isMultiLine = bytes[(open + 1)..<start].contains(0x0A)
            itemIndent = isMultiLine ? SpecTextStyle.lineIndent(bytes, at: start) : []
        } else {
            let end = max(open + 1, tree[id].range.end - 1)
            isMultiLine = bytes[(open + 1)..<end].contains(0x0A)
            itemIndent = []
        }
    }
}
