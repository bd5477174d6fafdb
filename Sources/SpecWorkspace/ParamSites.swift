import LoaderKitCore
import SpecLanguage

/// Where a spec's params are: each declared in `params` (its key) and used as
/// `{"$param": "name"}` (the name's string) anywhere in the spec.
public struct ParamSites: Sendable, Hashable {
    public var name: String
    /// The declaration's key (quotes included), if `params` declares the name.
    public var declaration: ByteRange?
    /// The default's text in `params`, if declared.
    public var defaultText: String?
    /// Each use's name string (quotes included), in text order.
    public var uses: [ByteRange]

    /// The site (declaration or use) holding byte `offset`, if one does.
    public func site(at offset: Int) -> ByteRange? {
        ([declaration].compactMap { $0 } + uses).first { $0.start <= offset && offset <= $0.end }
    }
}

extension WorkspaceDocument {
    /// The param whose declaration key or use string holds byte `offset`, with all its sites.
    public func param(at offset: Int) -> ParamSites? {
        let tree = analysis.tree
        guard let id = tree.node(atOffset: offset), tree[id].kind == .string, let name = tree.string(id),
            let member = tree[id].parent, tree[member].kind == .member
        else { return nil }
        let isUse = tree.value(ofMember: member) == id && tree.keyName(ofMember: member) == "$param"
        let isDeclaration =
            tree.key(ofMember: member) == id && tree[member].parent.map { paramsObject(tree) == $0 } == true
        guard isUse || isDeclaration else { return nil }
        return sites(of: name)
    }

    /// Every site of param `name`.
    public func sites(of name: String) -> ParamSites {
        let tree = analysis.tree
        var sites = ParamSites(name: name, declaration: nil, defaultText: nil, uses: [])
        if let member = declaration(of: name, in: tree) {
            sites.declaration = tree.key(ofMember: member).map { tree[$0].range }
            sites.defaultText = tree.value(ofMember: member).map { tree.text(of: $0) }
        }
        sites.uses = uses(in: tree).filter { $0.name == name }.map(\.range)
        return sites
    }

    /// Every `$param` use in the text with its param's default text (for inlay hints).
    public var paramUses: [(use: ByteRange, name: String, defaultText: String?)] {
        let tree = analysis.tree
        return uses(in: tree).map { use in
            (
                use.range, use.name,
                declaration(of: use.name, in: tree).flatMap(tree.value(ofMember:)).map(tree.text(of:))
            )
        }
    }

    /// The member of `params` declaring `name` (the last, as JavaScript reads duplicates).
    private func declaration(of name: String, in tree: SpecSyntaxTree) -> Int? {
        paramsObject(tree).flatMap { params in
            tree.children(of: params).last { tree.keyName(ofMember: $0) == name }
        }
    }

    /// Each `{"$param": NAME}` in the text: the name's string and the name, in text order.
    private func uses(in tree: SpecSyntaxTree) -> [(range: ByteRange, name: String)] {
        var out: [(ByteRange, String)] = []
        guard let root = tree.root else { return out }
        var pending = [root]
        while let id = pending.popLast() {
            switch tree[id].kind {
            case .object, .array: pending.append(contentsOf: tree.children(of: id).reversed())
            case .member:
                guard let value = tree.value(ofMember: id) else { break }
                if tree.keyName(ofMember: id) == "$param", let name = tree.string(value) {
                    out.append((tree[value].range, name))
                } else {
                    pending.append(value)
                }
            default: break
            }
        }
        return out
    }

    /// The edits that rename param `name` to `newName` at its declaration and every use; a
    /// failure names the problem (an empty name, a name already declared, a name not declared).
    public func renameEdits(of name: String, to newName: String) -> Result<[SpecTextEdit], RenameFailure> {
        guard !newName.isEmpty else { return .failure(RenameFailure(message: "a param's name cannot be empty")) }
        let sites = sites(of: name)
        guard let declaration = sites.declaration else {
            return .failure(RenameFailure(message: "\(name) is not declared in params"))
        }
        if newName != name, self.sites(of: newName).declaration != nil {
            return .failure(RenameFailure(message: "params already has \(newName)"))
        }
        var quoted = ""
        JSONWriter.writeString(newName, into: &quoted)
        let edits = ([declaration] + sites.uses).sorted { $0.start < $1.start }.map {
            SpecTextEdit(range: $0.start..<$0.end, replacement: quoted)
        }
        return .success(edits)
    }

    /// The `params` object of the spec, if it has one.
    private func paramsObject(_ tree: SpecSyntaxTree) -> Int? {
        guard let root = tree.root, tree[root].kind == .object, let params = tree.value(named: "params", in: root),
            tree[params].kind == .object
        else { return nil }
        return params
    }
}

/// Why a param cannot be renamed.
public struct RenameFailure: Error, Sendable, Hashable {
    public var message: String
}
