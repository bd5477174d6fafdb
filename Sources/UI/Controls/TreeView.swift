import Graphics

/// One row of a `TreeView`: an id (unique in the tree), a title, a quieter detail after it and
/// the rows under it.
public struct TreeNode: Hashable, Sendable {
    public var id: String
    public var title: String
    public var detail: String
    public var children: [TreeNode]

    public init(id: String, title: String, detail: String = "", children: [TreeNode] = []) {
        self.id = id
        self.title = title
        self.detail = detail
        self.children = children
    }
}

/// An expandable tree of rows, one focus stop: Up and Down move the selection, Right expands
/// (or goes to the first child), Left collapses (or goes to the parent), Enter toggles a row with
/// children, Home and End go to the first and last row. A click selects; a click on the
/// disclosure triangle toggles, and so does a double click on a row (two presses on the same
/// row and the same side of its triangle, the first not a drag). Its height is its rows' (it
/// lives in a scroll view).
@MainActor
public final class TreeView: View, ClickTargets {
    /// The top-level rows.
    public var roots: [TreeNode] = [] { didSet { if roots != oldValue { rebuildRows() } } }
    /// The ids of the expanded rows.
    public private(set) var expanded: Set<String> = []
    /// The selected row's id.
    public private(set) var selectedID: String?
    /// Called when the user selects a row (not when `select(_:)` is called).
    public var onSelect: (@MainActor (String) -> Void)?
    /// Asked first with every key the tree gets while focused (the owner's clipboard keys); true
    /// when it took the key.
    public var onKey: (@MainActor (Key, Modifiers) -> Bool)?
    /// Height of a row, in points.
    public static let rowHeight = 22.0
    /// Indentation per level, in points.
    public static let indent = 14.0

    /// A visible row: the node and its depth.
    public struct Row: Hashable, Sendable {
        public var node: TreeNode
        public var depth: Int
        var parentID: String?
    }

    /// The rows shown (the expanded ones' children included), top to bottom.
    public private(set) var rows: [Row] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    public override var canBecomeFocused: Bool { !rows.isEmpty }
    public override var intrinsicContentSize: Size? { Size(200, Double(rows.count) * Self.rowHeight) }
    public override func sizeThatFits(_ size: Size) -> Size { Size(size.width, Double(rows.count) * Self.rowHeight) }

    /// Expands or collapses row `id`.
    func setExpanded(_ id: String, _ on: Bool) {
        guard on != expanded.contains(id) else { return }
        if on { expanded.insert(id) } else { expanded.remove(id) }
        rebuildRows()
    }

    /// Selects row `id` (nil: none), expanding its ancestors so it shows; `onSelect` is not told.
    public func select(_ id: String?) {
        if let id, let chain = Self.ancestors(of: id, in: roots) {
            for ancestor in chain where !expanded.contains(ancestor) { expanded.insert(ancestor) }
            rebuildRows()
        }
        guard id != selectedID else { return }
        selectedID = id
        setNeedsDisplay()
    }

    /// The frame of row `id` in the view, nil when it is not shown.
    public func rowFrame(_ id: String) -> Rect? {
        rows.firstIndex { $0.node.id == id }.map {
            Rect(x: 0, y: Double($0) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }

    /// The ids from the root down to `id`'s parent, nil when `id` is not in `nodes`.
    static func ancestors(of id: String, in nodes: [TreeNode]) -> [String]? {
        for node in nodes {
            if node.id == id { return [] }
            if let below = ancestors(of: id, in: node.children) { return [node.id] + below }
        }
        return nil
    }

    private func rebuildRows() {
        var list: [Row] = []
        func add(_ nodes: [TreeNode], depth: Int, parent: String?) {
            for node in nodes {
                list.append(Row(node: node, depth: depth, parentID: parent))
                if expanded.contains(node.id) { add(node.children, depth: depth + 1, parent: node.id) }
            }
        }
        add(roots, depth: 0, parent: nil)
        rows = list
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    private var selectedRow: Int? { rows.firstIndex { $0.node.id == selectedID } }

    private func choose(_ index: Int) {
        guard rows.indices.contains(index) else { return }
        let id = rows[index].node.id
        if id != selectedID {
            selectedID = id
            setNeedsDisplay()
        }
        onSelect?(id)
        if let frame = rowFrame(id) { revealInScrollView(frame) }
    }

    /// Scrolls the enclosing scroll views, as little as needed, to show `rect` (in this view).
    private func revealInScrollView(_ rect: Rect) {
        window?.rootView.layoutIfNeeded()
        var current = superview
        while let view = current {
            if let scroll = view as? ScrollView, isDescendant(of: scroll.documentView), scroll.bounds.height > 0 {
                let origin = scroll.documentView.windowOrigin
                let shown = windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
                scroll.scrollToVisible(
                    Rect(x: shown.minX + rect.minX, y: shown.minY + rect.minY, width: rect.width, height: rect.height))
            }
            current = view.superview
        }
    }

    // MARK: Input

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        if let onKey, onKey(key, modifiers) { return true }
        guard !modifiers.isCommand, !rows.isEmpty else { return false }
        let current = selectedRow
        switch key {
        case .down: choose(current.map { $0 + 1 } ?? 0)
        case .up: choose(current.map { max(0, $0 - 1) } ?? 0)
        case .home: choose(0)
        case .end: choose(rows.count - 1)
        case .right:
            guard let current else { choose(0); return true }
            let node = rows[current].node
            if node.children.isEmpty { return true }
            if expanded.contains(node.id) { choose(current + 1) } else { setExpanded(node.id, true) }
        case .left:
            guard let current else { choose(0); return true }
            let row = rows[current]
            if expanded.contains(row.node.id) {
                setExpanded(row.node.id, false)
            } else if let parent = row.parentID, let index = rows.firstIndex(where: { $0.node.id == parent }) {
                choose(index)
            }
        case .enter:
            guard let current else { choose(0); return true }
            let node = rows[current].node
            if !node.children.isEmpty { setExpanded(node.id, !expanded.contains(node.id)) }
            onSelect?(node.id)
        default:
            return false
        }
        return true
    }

    /// Where a press lands: a row (by id) and whether on its disclosure triangle.
    public struct ClickTarget: Hashable, Sendable {
        public var id: String
        public var onTriangle: Bool
    }

    /// The row under `location` (view points) and whether the press is on its triangle; nil
    /// below the rows. A double click is two presses on the same one.
    public func clickTarget(at location: Point) -> AnyHashable? { rowTarget(at: location) }

    private func rowTarget(at location: Point) -> ClickTarget? {
        let index = Int((location.y / Self.rowHeight).rounded(.down))
        guard location.y >= 0, rows.indices.contains(index) else { return nil }
        let row = rows[index]
        let onTriangle = !row.node.children.isEmpty && location.x < 6 + Double(row.depth) * Self.indent + 12
        return ClickTarget(id: row.node.id, onTriangle: onTriangle)
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard let target = rowTarget(at: event.location),
            let index = rows.firstIndex(where: { $0.node.id == target.id })
        else {
            return false
        }
        window?.focus(self)
        let row = rows[index]
        if !row.node.children.isEmpty, target.onTriangle || event.clickCount == 2 {
            setExpanded(row.node.id, !expanded.contains(row.node.id))
        }
        if let newIndex = rows.firstIndex(where: { $0.node.id == row.node.id }) { choose(newIndex) }
        return true
    }

    // MARK: Drawing

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let metrics = canvas.textEngine.metrics(of: .ui)
        let h = Self.rowHeight
        let baselineOffset = ((h - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        for (index, row) in rows.enumerated() {
            let y = Double(index) * h
            let selected = row.node.id == selectedID
            if selected {
                canvas.fill(
                    Rect(x: 0, y: y, width: bounds.width, height: h),
                    color: isFocused ? theme.color(.accentFill) : theme.color(.accent).multipliedAlpha(0.18), radius: 3)
            }
            let x = 6 + Double(row.depth) * Self.indent
            let ink = selected && isFocused ? Color.white : theme.color(.textPrimary)
            if !row.node.children.isEmpty {
                let cy = y + h / 2
                let points =
                    expanded.contains(row.node.id)
                    ? [Point(x, cy - 2.5), Point(x + 8, cy - 2.5), Point(x + 4, cy + 2.5)]
                    : [Point(x + 2, cy - 4), Point(x + 7, cy), Point(x + 2, cy + 4)]
                canvas.fill(.polygon(points), with: .solid(selected && isFocused ? ink : theme.color(.textSecondary)))
            }
            let titleX = x + 12
            canvas.pushClip(Rect(x: 0, y: y, width: bounds.width - 2, height: h))
            canvas.drawText(row.node.title, font: .ui, color: ink, baseline: Point(titleX, y + baselineOffset))
            if !row.node.detail.isEmpty {
                let width = canvas.textEngine.width(of: row.node.title, font: .ui)
                canvas.drawText(
                    row.node.detail, font: .uiSmall,
                    color: selected && isFocused ? ink.multipliedAlpha(0.8) : theme.color(.textTertiary),
                    baseline: Point((titleX + width + 6).rounded(), y + baselineOffset))
            }
            canvas.popClip()
        }
    }
}
