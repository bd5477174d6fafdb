import LoaderKitCore

/// A clip as clipboard text, read back from it (or from a whole track copied from a spec file),
/// and copied from a spec's track.
extension KeyframeClip {
    /// The clip on one line: `{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2,
    /// 0.5], "values": [1, 0.5], "easing": ["easeOut"]}`; keyTimes as JavaScript writes them,
    /// values and easings as their texts (a text written on several lines made one line);
    /// `easing` left out when the clip has none.
    public var json: String {
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        var out = "{\"loaderKitKeyframes\": 1, \"property\": " + EditLowering.quote(property)
        out += ", \"keyTimes\": " + list(keyTimes.map { SpecNumberText.format($0) })
        out += ", \"values\": " + list(values.map(Self.oneLine))
        if let easings { out += ", \"easing\": " + list(easings.map(Self.oneLine)) }
        return out + "}"
    }

    /// The members a clip's JSON has.
    private static let clipMembers: Set<String> = ["loaderKitKeyframes", "property", "keyTimes", "values", "easing"]

    /// Reads the clipboard's text: a clip as `json` writes it (`loaderKitKeyframes` 1, nothing
    /// else but `property`, `keyTimes` within [0, 1] and non-decreasing, one value per keyTime,
    /// each a number or `{"$param": name}`, and `easing` when present one easing per segment),
    /// or a plain track object (`property`, `keyTimes`, `values`, `easing`: every keyframe, one
    /// easing for every segment given to each). Anything else is refused with a message naming
    /// what is wrong (`.badJSON` when the text is not JSON).
    public init(parsing text: String) throws(SpecEditError) {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            throw SpecEditError(.badJSON, "the keyframes are not JSON: \(error.reason)")
        }
        let tree = SpecSyntaxTree(bytes)
        guard let root = tree.root, tree[root].kind == .object else {
            throw SpecEditError(
                .notApplicable, "keyframes are a JSON object with \"property\", \"keyTimes\" and \"values\"")
        }
        func refuse(_ message: String) -> SpecEditError { SpecEditError(.notApplicable, "the keyframes' " + message) }
        let isClip = tree.member(named: "loaderKitKeyframes", in: root) != nil
        if isClip {
            guard let version = tree.value(named: "loaderKitKeyframes", in: root), tree.number(version) == 1 else {
                throw refuse("loaderKitKeyframes must be 1")
            }
            for member in tree.children(of: root) {
                let name = tree.keyName(ofMember: member) ?? ""
                guard Self.clipMembers.contains(name) else {
                    throw SpecEditError(.notApplicable, "the keyframes have no member \"\(name)\"")
                }
            }
        }
        guard let propertyNode = tree.value(named: "property", in: root), let property = tree.string(propertyNode)
        else {
            throw refuse("property must be a string")
        }
        guard let timesNode = tree.value(named: "keyTimes", in: root), tree[timesNode].kind == .array,
            !tree.children(of: timesNode).isEmpty
        else { throw refuse("keyTimes must be a non-empty array of numbers") }
        var keyTimes: [Double] = []
        for (k, node) in tree.children(of: timesNode).enumerated() {
            guard let t = tree.number(node), (0...1).contains(t) else {
                throw refuse("keyTimes[\(k)] must be within [0, 1]")
            }
            if let last = keyTimes.last, t < last { throw refuse("keyTimes must be non-decreasing") }
            keyTimes.append(t)
        }
        let n = keyTimes.count
        guard let valuesNode = tree.value(named: "values", in: root), tree[valuesNode].kind == .array,
            tree.children(of: valuesNode).count == n
        else { throw refuse("values must have the same length as keyTimes (\(n))") }
        var values: [String] = []
        for (k, node) in tree.children(of: valuesNode).enumerated() {
            let isParam =
                tree[node].kind == .object && tree.children(of: node).count == 1
                && tree.value(named: "$param", in: node).flatMap { tree.string($0) } != nil
            guard tree.number(node)?.isFinite == true || isParam else {
                throw refuse("values[\(k)] must be a number or {\"$param\": name}")
            }
            values.append(Self.oneLine(tree.text(of: node)))
        }
        var easings: [String]?
        if let easingNode = tree.value(named: "easing", in: root) {
            let list = tree.children(of: easingNode)
            let isList =
                tree[easingNode].kind == .array && (isClip || list.first.map { tree[$0].kind != .number } ?? false)
            if isClip, !isList { throw refuse("easing must be a list of one easing per segment (\(n - 1))") }
            if isList {
                guard list.count == n - 1 else { throw refuse("easing needs one entry per segment (\(n - 1))") }
                easings = try list.enumerated().map { k, node throws(SpecEditError) in
                    guard (try? OperationLowering.oneEasing(tree.text(of: node))) != nil else {
                        throw refuse("easing[\(k)] must be a named easing or [x1, y1, x2, y2]")
                    }
                    return Self.oneLine(tree.text(of: node))
                }
            } else {
                guard (try? OperationLowering.oneEasing(tree.text(of: easingNode))) != nil else {
                    throw refuse("easing must be a named easing or [x1, y1, x2, y2]")
                }
                easings = Array(repeating: Self.oneLine(tree.text(of: easingNode)), count: n - 1)
            }
        }
        self.init(property: property, keyTimes: keyTimes, values: values, easings: easings)
    }

    /// The keyframes `keys` selects, read from the spec's text: the track's property, their
    /// keyTimes, their values as written and, when they are neighbours, the easings of the
    /// segments between them as written ("linear" where the track has none). A track or
    /// keyframe that does not exist is refused (`.badPath`).
    public static func copying(_ keys: KeyframeSelection.TrackKeys, from bytes: [UInt8]) throws(SpecEditError)
        -> KeyframeClip
    {
        let lowering = OperationLowering(tree: try SpecEditor.validTree(bytes))
        let tree = lowering.tree
        guard let track = try lowering.read(KeyframeSelection([keys])).first else {
            throw SpecEditError(.notApplicable, "no keyframes to copy")
        }
        guard let propertyNode = tree.node(at: track.path.appending(key: "property")),
            let property = tree.string(propertyNode)
        else { throw SpecEditError(.notApplicable, "\(track.path.messageName) has no property") }
        let valueNodes = try lowering.valueNodes(of: track)
        let indices = track.indices
        var easings: [String]?
        if indices.count >= 2, let first = indices.first, let last = indices.last, last - first == indices.count - 1 {
            let list = lowering.perSegmentEasing(track.path)
            let single = tree.node(at: track.path.appending(key: "easing"))
            easings = (first..<last).map { k in
                if let list { return k < list.count ? oneLine(tree.text(of: list[k])) : "\"linear\"" }
                return single.map { oneLine(tree.text(of: $0)) } ?? "\"linear\""
            }
        }
        return KeyframeClip(
            property: property, keyTimes: indices.map { track.times[$0] },
            values: indices.map { oneLine(tree.text(of: valueNodes[$0])) }, easings: easings)
    }

    /// A value's text on one line (minified when it is written on several).
    private static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return SpecFormatter.minify(text) ?? text
    }
}
