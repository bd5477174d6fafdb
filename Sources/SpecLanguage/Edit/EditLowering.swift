import LoaderKitCore

/// Lowers one `SpecEdit` to text edits on one revision of a text (its tree and style).
struct EditLowering {
    let tree: SpecSyntaxTree
    let style: SpecTextStyle
    /// Containers a value's text writes on one line stay so (values moved within the file).
    var keepsOneLineContainers = false
    private var bytes: [UInt8] { tree.bytes }

    init(tree: SpecSyntaxTree, style: SpecTextStyle) {
        self.tree = tree
        self.style = style
    }

    /// The text edits of `edit` (untrimmed), relative to the tree's bytes.
    func lower(_ edit: SpecEdit) throws(SpecEditError) -> [SpecTextEdit] {
        switch edit {
        case .set(let path, let json): return try set(path, json: json)
        case .insert(let path, let json): return try insert(path, json: json)
        case .remove(let path): return try remove(path)
        case .renameKey(let path, let name): return try renameKey(path, to: name)
        }
    }

    func set(_ path: JSONPath, json: String) throws(SpecEditError) -> [SpecTextEdit] {
        let value = try parse(json)
        if let node = tree.node(at: path) {
            let r = tree[node].range
            // As for an insert: among siblings of its kind all written on one line (a part's
            // one-line objects), a container replacing a value that is not a multi-line
            // container is written on one line too.
            var pretty = isPrettyPlace(of: node)
            if pretty, !(tree[node].isContainer && ContainerLayout(tree: tree, container: node).isMultiLine),
                let siblings = siblingValues(of: node), siblingsAreOneLine(siblings, like: value)
            {
                pretty = false
            }
            let indent = SpecTextStyle.lineIndent(bytes, at: r.start)
            let text = writer(pretty: pretty).write(value, indent: indent, column: column(of: r.start))
            return [SpecTextEdit(range: r.start..<r.end, replacement: text)]
        }
        guard case .key? = path.last else {
            throw SpecEditError(.badPath, "no value at \(path.messageName)")
        }
        return try insert(path, value: value)
    }

    func insert(_ path: JSONPath, json: String) throws(SpecEditError) -> [SpecTextEdit] {
        try insert(path, value: try parse(json))
    }

    /// The key of the member at `path` written as `name` (the value untouched).
    func renameKey(_ path: JSONPath, to name: String) throws(SpecEditError) -> [SpecTextEdit] {
        let (_, kids, position) = try child(at: path, inserting: false)
        guard case .key = path.last, let key = tree.key(ofMember: kids[kids.startIndex + position]) else {
            throw SpecEditError(.badPath, "\(path.messageName) is not a member")
        }
        if let parent = path.parent, tree.node(at: parent.appending(key: name)) != nil {
            throw SpecEditError(.badPath, "\(parent.appending(key: name).messageName) already exists")
        }
        let r = tree[key].range
        return [SpecTextEdit(range: r.start..<r.end, replacement: Array(Self.quote(name).utf8))]
    }

    func remove(_ path: JSONPath) throws(SpecEditError) -> [SpecTextEdit] {
        let (container, kids, position) = try child(at: path, inserting: false)
        if kids.count == 1 {
            // The only child: the container becomes empty (`[]`, `{}`).
            let r = tree[container].range
            return [SpecTextEdit(range: (r.start + 1)..<(r.end - 1), replacement: [])]
        }
        let this = tree[kids[kids.startIndex + position]].range
        if position < kids.count - 1 {
            let next = tree[kids[kids.startIndex + position + 1]].range
            return [SpecTextEdit(range: this.start..<next.start, replacement: [])]
        }
        let previous = tree[kids[kids.startIndex + position - 1]].range
        return [SpecTextEdit(range: previous.end..<this.end, replacement: [])]
    }

    // MARK: - Inserting

    private func insert(_ path: JSONPath, value: SpecSyntaxTree) throws(SpecEditError) -> [SpecTextEdit] {
        let (container, kids, position) = try child(at: path, inserting: true)
        let layout = ContainerLayout(tree: tree, container: container)
        let range = tree[container].range
        let isObject = tree[container].kind == .object
        if kids.isEmpty {
            // An empty container: one line for plain items in an array, else one child per
            // line in a pretty file.
            let outer = layout.outerIndent
            let multiLine = style.isPretty && (isObject || !isPlain(value))
            let indent = multiLine ? outer + style.indentUnit : outer
            let text = childText(
                path, value: value, isObject: isObject, pretty: multiLine, indent: indent,
                column: multiLine ? indent.count : column(of: range.start) + 1)
            let replacement = multiLine ? style.newline + indent + text + style.newline + outer : text
            return [SpecTextEdit(range: (range.start + 1)..<(range.end - 1), replacement: replacement)]
        }
        let separator = self.separator(in: container, kids: kids, layout: layout)
        // A container among siblings of its kind that are all written on one line (a track in
        // a list of one-line tracks) is written on one line too.
        let pretty = layout.isMultiLine && !siblingsAreOneLine(kids, like: value)
        if position < kids.count {
            let at = tree[kids[kids.startIndex + position]].range.start
            let indent = SpecTextStyle.lineIndent(bytes, at: at)
            let text = childText(
                path, value: value, isObject: isObject, pretty: pretty, indent: indent,
                column: column(of: at))
            return [SpecTextEdit(range: at..<at, replacement: text + separator)]
        }
        let lastStart = tree[kids[kids.endIndex - 1]].range.start
        let at = tree[kids[kids.endIndex - 1]].range.end
        let indent = layout.isMultiLine ? layout.itemIndent : SpecTextStyle.lineIndent(bytes, at: lastStart)
        let startColumn = layout.isMultiLine ? indent.count : column(of: at) + separator.count
        let text = childText(
            path, value: value, isObject: isObject, pretty: pretty, indent: indent, column: startColumn)
        return [SpecTextEdit(range: at..<at, replacement: separator + text)]
    }

    /// The children of the container holding `node` (its member, for a member's value).
    private func siblingValues(of node: Int) -> SyntaxChildren? {
        var parent = tree[node].parent
        if let p = parent, tree[p].kind == .member { parent = tree[p].parent }
        return parent.map { tree.children(of: $0) }
    }

    /// True when `value` is an object or an array holding containers, and the children of
    /// `kids` (their values, for members) of that same sort are each written on one line; false
    /// when there are none. (Arrays of plain values say nothing: a pretty file writes them on one
    /// line when they fit.)
    private func siblingsAreOneLine(_ kids: SyntaxChildren, like value: SpecSyntaxTree) -> Bool {
        guard let root = value.root, Self.holdsStructure(value, root) else { return false }
        let kind = value[root].kind
        var found = false
        for kid in kids {
            let node = tree[kid].kind == .member ? tree.value(ofMember: kid) : kid
            guard let node, tree[node].kind == kind, Self.holdsStructure(tree, node) else { continue }
            let r = tree[node].range
            if bytes[r.start..<r.end].contains(0x0A) { return false }
            found = true
        }
        return found
    }

    /// True for an object, or an array with an object or an array among its items.
    private static func holdsStructure(_ tree: SpecSyntaxTree, _ node: Int) -> Bool {
        switch tree[node].kind {
        case .object: return true
        case .array: return tree.children(of: node).contains { tree[$0].isContainer }
        default: return false
        }
    }

    /// A member (`"key": value`) or an item, written in the style.
    private func childText(
        _ path: JSONPath, value: SpecSyntaxTree, isObject: Bool, pretty: Bool,
        indent: [UInt8], column: Int
    ) -> [UInt8] {
        let writer = writer(pretty: pretty)
        guard isObject, case .key(let name)? = path.last else {
            return writer.write(value, indent: indent, column: column)
        }
        let key = Array(Self.quote(name).utf8) + style.keySeparator
        return key + writer.write(value, indent: indent, column: column + key.count)
    }

    /// The bytes between two children of the container: an existing separator when it has two
    /// children, else a comma and a line break with the item indentation, or the file's one-line
    /// separator.
    private func separator(in container: Int, kids: SyntaxChildren, layout: ContainerLayout) -> [UInt8] {
        if kids.count >= 2 {
            return Array(bytes[tree[kids[kids.startIndex]].range.end..<tree[kids[kids.startIndex + 1]].range.start])
        }
        if layout.isMultiLine { return [0x2C] + style.newline + layout.itemIndent }
        return style.inlineSeparator
    }

    /// The container, its children and the child's position that `path` names.
    private func child(at path: JSONPath, inserting: Bool) throws(SpecEditError) -> (Int, SyntaxChildren, Int) {
        guard let parentPath = path.parent, let last = path.last else {
            throw SpecEditError(.badPath, "the root has no place to \(inserting ? "insert" : "remove")")
        }
        guard let container = tree.node(at: parentPath) else {
            throw SpecEditError(.badPath, "no value at \(parentPath.messageName)")
        }
        let kids = tree.children(of: container)
        switch (last, tree[container].kind) {
        case (.index(let i), .array):
            guard i >= 0, i < kids.count + (inserting ? 1 : 0) else {
                throw SpecEditError(.badPath, "\(path.messageName) is past the end of an array of \(kids.count)")
            }
            return (container, kids, i)
        case (.key(let name), .object):
            // The last member of that name is the one JavaScript reads.
            let position = kids.lastIndex { tree.keyName(ofMember: $0) == name }.map { $0 - kids.startIndex }
            if inserting {
                guard position == nil else { throw SpecEditError(.badPath, "\(path.messageName) already exists") }
                return (container, kids, kids.count)
            }
            guard let position else { throw SpecEditError(.badPath, "no value at \(path.messageName)") }
            return (container, kids, position)
        case (.index, _):
            throw SpecEditError(.badPath, "\(parentPath.messageName) is not an array")
        case (.key, _):
            throw SpecEditError(.badPath, "\(parentPath.messageName) is not an object")
        }
    }

    // MARK: - Helpers

    private func writer(pretty: Bool) -> SpecValueWriter {
        var writer = SpecValueWriter(style: style, pretty: pretty)
        writer.keepsOneLineContainers = keepsOneLineContainers
        return writer
    }

    private func parse(_ json: String) throws(SpecEditError) -> SpecSyntaxTree {
        guard let tree = SpecValueWriter.parse(json) else {
            throw SpecEditError(.badJSON, "not a JSON value: \(json)")
        }
        return tree
    }

    /// True when the value is a string, number or literal.
    private func isPlain(_ value: SpecSyntaxTree) -> Bool {
        value.root.map { value[$0].isScalar } ?? true
    }

    /// True when a value at `node` is written one member or item per line: the value is a
    /// multi-line container already, or its container is multi-line.
    private func isPrettyPlace(of node: Int) -> Bool {
        if tree[node].isContainer, ContainerLayout(tree: tree, container: node).isMultiLine { return true }
        var parent = tree[node].parent
        if let p = parent, tree[p].kind == .member { parent = tree[p].parent }
        guard let container = parent else { return style.isPretty }
        return ContainerLayout(tree: tree, container: container).isMultiLine
    }

    /// The column (in bytes) of `offset` on its line.
    private func column(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return offset - start
    }

    /// A member name as a JSON string (LoaderKitCore's writer escapes it).
    static func quote(_ name: String) -> String {
        var out = ""
        JSONWriter.writeString(name, into: &out)
        return out
    }
}
