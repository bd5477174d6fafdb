import LoaderKitCore
import SpecLanguage

/// One entry of a spec's outline: a member of the spec, a part, a track or a param, with the
/// bytes it spans and the bytes to select (its name), and what it holds.
public struct SpecSymbol: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A member of an object (`duration`, `layout`, `gap`).
        case property
        /// One of `parts`.
        case part
        /// One of a part's `tracks`, named by its property.
        case track
        /// One of the spec's `params`.
        case param
    }

    public var name: String
    /// A short summary: a value's text, a part's shape, a track's keyframe count.
    public var detail: String?
    public var kind: Kind
    /// The whole member or item.
    public var range: ByteRange
    /// Its name (a key), or its opening bracket for an item.
    public var selectionRange: ByteRange
    public var children: [SpecSymbol]

    /// The longest value text a detail shows, in characters.
    static let detailLength = 40

    /// The outline of the text `tree` holds: the top-level object's members, the parts and
    /// tracks as items with names, params as params; arrays of numbers are not listed.
    public static func outline(of tree: SpecSyntaxTree) -> [SpecSymbol] {
        guard let root = tree.root, tree[root].kind == .object else { return [] }
        return members(of: root, in: tree, asParams: false)
    }

    private static func members(of object: Int, in tree: SpecSyntaxTree, asParams: Bool) -> [SpecSymbol] {
        tree.children(of: object).compactMap { member in
            guard tree[member].kind == .member, let key = tree.key(ofMember: member),
                let name = tree.keyName(ofMember: member)
            else { return nil }
            var symbol = SpecSymbol(
                name: name, detail: nil, kind: asParams ? .param : .property, range: tree[member].range,
                selectionRange: tree[key].range, children: [])
            guard let value = tree.value(ofMember: member) else { return symbol }
            switch tree[value].kind {
            case .object:
                if !asParams { symbol.children = members(of: value, in: tree, asParams: name == "params") }
            case .array:
                let items = tree.children(of: value)
                if name == "parts" {
                    symbol.children = items.enumerated().map { part(number: $0.offset, $0.element, in: tree) }
                } else if name == "tracks" {
                    symbol.children = items.map { track($0, in: tree) }
                }
                symbol.detail = items.count == 1 ? "1 item" : "\(items.count) items"
            default:
                symbol.detail = shortText(of: value, in: tree)
            }
            if asParams, tree[value].kind != .array { symbol.detail = shortText(of: value, in: tree) }
            return symbol
        }
    }

    private static func part(number: Int, _ item: Int, in tree: SpecSyntaxTree) -> SpecSymbol {
        var symbol = SpecSymbol(
            name: "Part \(number + 1)", detail: nil, kind: .part, range: tree[item].range,
            selectionRange: ByteRange(tree[item].range.start, tree[item].range.start + 1), children: [])
        guard tree[item].kind == .object else { return symbol }
        symbol.children = members(of: item, in: tree, asParams: false)
        symbol.detail = member("shape", of: item, in: tree).flatMap { shape in
            tree[shape].kind == .object ? member("type", of: shape, in: tree).flatMap { tree.string($0) } : nil
        }
        return symbol
    }

    private static func track(_ item: Int, in tree: SpecSyntaxTree) -> SpecSymbol {
        var symbol = SpecSymbol(
            name: "track", detail: nil, kind: .track, range: tree[item].range,
            selectionRange: ByteRange(tree[item].range.start, tree[item].range.start + 1), children: [])
        guard tree[item].kind == .object else { return symbol }
        if let property = member("property", of: item, in: tree).flatMap({ tree.string($0) }) {
            symbol.name = property
        }
        if let keyTimes = member("keyTimes", of: item, in: tree), tree[keyTimes].kind == .array {
            let count = tree.children(of: keyTimes).count
            symbol.detail = count == 1 ? "1 keyframe" : "\(count) keyframes"
        }
        symbol.children = members(of: item, in: tree, asParams: false)
        return symbol
    }

    /// The value of member `name` of `object` (the last of that name, as JavaScript reads it).
    private static func member(_ name: String, of object: Int, in tree: SpecSyntaxTree) -> Int? {
        tree.children(of: object).last { tree.keyName(ofMember: $0) == name }.flatMap { tree.value(ofMember: $0) }
    }

    /// A value's source text on one line, cut to `detailLength` characters.
    private static func shortText(of value: Int, in tree: SpecSyntaxTree) -> String {
        let text = tree.text(of: value).split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.count <= detailLength ? text : String(text.prefix(detailLength - 1)) + "…"
    }
}
