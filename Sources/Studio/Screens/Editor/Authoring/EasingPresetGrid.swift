import Graphics
import LoaderKitCore
import Localization
import UI

/// The easing presets as small tiles that draw their curves: LoaderKit's names (and Custom, when
/// asked), the library's curves family by family under the family's name (`Sine`: in, out,
/// inOut), then the user's presets under "Your presets", each with a × when they may be removed.
/// The tile of `current` is highlighted (Custom when no preset has that easing).
///
/// Rows are six units wide (three when narrower than `sixUnitWidth`): a family's three tiles take
/// half a row, a name's or a user preset's tile a third. The grid is one Tab stop (the
/// highlighted tile, else the one last focused, else the first); the arrow keys move among its
/// tiles, Space or Enter picks, Delete removes a user preset. Tiles are `<prefix>.<name>`,
/// Custom `<prefix>.Custom`, a × `<prefix>.<name>.remove`.
@MainActor
final class EasingPresetGrid: View, LanguageAware {
    let identifierPrefix: String
    /// The built-in tiles (names, then curves), the Custom tile, the user's.
    private(set) var namedTiles: [EasingPresetTile] = []
    private(set) var curveTiles: [EasingPresetTile] = []
    let customTile: EasingPresetTile?
    private(set) var userTiles: [EasingPresetTile] = []
    /// The families' captions, in order, and the user section's.
    private var familyCaptions: [Label] = []
    let userCaption = caption("")
    /// Said in the user section while it is empty (`showsEmptyUserSection`).
    let noneYet = caption("", tone: .textTertiary)
    /// True shows the user section's caption and `noneYet` when there are no user presets.
    let showsEmptyUserSection: Bool
    /// True gives each user preset's tile a × (and Delete) that calls `onRemove`.
    let removable: Bool
    /// The language of the captions and tooltips.
    private(set) var text = StudioCatalogue.english

    /// The user's presets shown after the library.
    var userPresets: [UserEasingPreset] = [] {
        didSet { if userPresets != oldValue { buildUserTiles() } }
    }
    /// The easing shown (nil: none highlighted).
    var current: IndicatorSpec.Easing? {
        didSet { if current != oldValue { restyle() } }
    }
    /// Called with the preset picked.
    var onPick: (@MainActor (EasingPreset) -> Void)?
    /// Called when the Custom tile is picked.
    var onCustom: (@MainActor () -> Void)?
    /// Called with the user preset whose × (or Delete) was pressed.
    var onRemove: (@MainActor (EasingPreset) -> Void)?

    /// Every tile, in reading order.
    var tiles: [EasingPresetTile] { namedTiles + (customTile.map { [$0] } ?? []) + curveTiles + userTiles }
    /// The highlighted tile's preset name, "Custom" for the Custom tile, nil for none.
    var selectedName: String? {
        guard let tile = tiles.first(where: \.isSelected) else { return nil }
        return tile.preset?.name ?? "Custom"
    }
    /// The tile of a preset name ("Custom": the Custom tile).
    func tile(named name: String) -> EasingPresetTile? {
        name == "Custom" && customTile != nil ? customTile : tiles.first { $0.preset?.name == name }
    }

    /// The tile last focused by the keyboard (the Tab stop when none is highlighted).
    private weak var focusedTile: EasingPresetTile?
    /// The index among the user tiles to focus once they are rebuilt (a removal by the keyboard).
    private var refocusUserIndex: Int?

    /// The least width that takes six units a row, in points.
    static let sixUnitWidth = 212.0
    /// Between tiles, in points.
    static let gap = 4.0
    /// Between the two families of a six-unit row, in points (on top of `gap`).
    static let familyGap = 8.0
    /// A tile's height, in points.
    static let tileHeight = 54.0
    /// A caption's height, in points.
    static let captionHeight = 16.0
    /// Above a row of captions, in points.
    static let sectionGap = 6.0

    init(
        identifierPrefix: String = "easing.preset", showsCustom: Bool = false, removable: Bool = false,
        showsEmptyUserSection: Bool = false
    ) {
        self.identifierPrefix = identifierPrefix
        self.removable = removable
        self.showsEmptyUserSection = showsEmptyUserSection
        customTile = showsCustom ? EasingPresetTile(preset: nil, title: "", removable: false) : nil
        super.init()
        receivesPointer = false
        namedTiles = EasingLibrary.named.map(makeTile)
        curveTiles = EasingLibrary.curves.map(makeTile)
        if let customTile {
            customTile.identifier = identifierPrefix + ".Custom"
            customTile.onActivate = { [unowned self] in onCustom?() }
        }
        var families: [String] = []
        for preset in EasingLibrary.curves {
            if let family = preset.family, families.last != family { families.append(family) }
        }
        familyCaptions = families.map { caption($0) }
        for view in tiles as [View] + familyCaptions as [View] + [userCaption, noneYet] { addSubview(view) }
        applyLanguage(text)
        restyle()
    }

    private func makeTile(_ preset: EasingPreset) -> EasingPresetTile {
        let tile = EasingPresetTile(
            preset: preset, title: preset.shortName, removable: removable && preset.origin == .user)
        tile.identifier = "\(identifierPrefix).\(preset.name)"
        tile.removeButton?.identifier = "\(identifierPrefix).\(preset.name).remove"
        tile.onActivate = { [unowned self] in onPick?(preset) }
        tile.onRemove = { [unowned self, unowned tile] in remove(preset, from: tile) }
        return tile
    }

    /// Captions and tooltips in `text`'s language.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        userCaption.text = text(EasingLibraryText.yours)
        noneYet.text = text(EasingLibraryText.noneYet)
        noneYet.numberOfLines = 0
        customTile?.label.text = text(EditorFormsText.custom)
        customTile?.tooltip = text(EasingLibraryText.customTile)
        for tile in tiles { title(tile) }
        setNeedsLayoutUpToTheWindow()
    }

    private func title(_ tile: EasingPresetTile) {
        guard let preset = tile.preset else { return }
        let p = preset.easing.controlPoints
        let curve = [p.x1, p.y1, p.x2, p.y2].map { FormFieldRange.json($0) }.joined(separator: ", ")
        tile.tooltip = text(
            tile.removeButton == nil
                ? EasingLibraryText.tile(preset.name, curve: curve)
                : EasingLibraryText.userTile(preset.name, curve: curve))
        tile.removeButton?.tooltip = text(EasingLibraryText.remove(preset.name))
    }

    private func buildUserTiles() {
        let hadFocus = userTiles.contains { $0.isFocused || $0.removeButton?.isFocused == true }
        for tile in userTiles { tile.removeFromSuperview() }
        userTiles = userPresets.map { makeTile($0.preset) }
        for tile in userTiles {
            title(tile)
            addSubview(tile)
        }
        restyle()
        setNeedsLayoutUpToTheWindow()
        if let index = refocusUserIndex ?? (hadFocus ? 0 : nil) {
            refocusUserIndex = nil
            let next = userTiles.isEmpty ? (customTile ?? curveTiles.last) : userTiles[min(index, userTiles.count - 1)]
            if let next { window?.focus(next, reveal: true) }
        }
    }

    private func remove(_ preset: EasingPreset, from tile: EasingPresetTile) {
        if tile.isFocused || tile.removeButton?.isFocused == true {
            refocusUserIndex = userTiles.firstIndex { $0 === tile }
        }
        onRemove?(preset)
        refocusUserIndex = nil
    }

    /// Highlights the first tile whose easing is `current` (Custom when none is), gives the
    /// Custom tile the current curve, and sets the Tab stop.
    private func restyle() {
        let match = current.flatMap { current in tiles.first { $0.preset?.easing == current } }
        for tile in tiles { tile.isSelected = tile === match }
        if let customTile {
            customTile.isSelected = current != nil && match == nil
            customTile.curve = customTile.isSelected ? current.map(EasingChoice.curve) : nil
        }
        let remembered = focusedTile.flatMap { tile in tiles.contains { $0 === tile } ? tile : nil }
        let stop = tiles.first(where: \.isSelected) ?? remembered ?? tiles.first
        for tile in tiles { tile.isInTabOrder = tile === stop }
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        let all = tiles
        guard let focused = window?.focusedView, let from = all.first(where: { $0 === focused }) else {
            return super.keyDown(key, modifiers: modifiers)
        }
        guard ArrowFocus.handle(key, modifiers: modifiers, from: from, among: all) else {
            return super.keyDown(key, modifiers: modifiers)
        }
        // The focused tile is the grid's Tab stop now (Tab goes on from it).
        if let now = window?.focusedView as? EasingPresetTile, all.contains(where: { $0 === now }) {
            focusedTile = now
            for tile in all { tile.isInTabOrder = tile === now }
        }
        return true
    }

    // MARK: Layout

    /// One placed piece of the grid: a tile or a caption, and its frame (points).
    private struct Placement {
        var view: View
        var frame: Rect
    }

    /// The sections in order: a caption (or none) and the tiles with their span in units.
    private func sections(units: Int) -> [(caption: Label?, views: [View], span: Int)] {
        let wide = units / 3
        var sections: [(caption: Label?, views: [View], span: Int)] = [
            (nil, namedTiles + (customTile.map { [$0] } ?? []), wide)
        ]
        var index = 0
        for caption in familyCaptions {
            let family = curveTiles[index...].prefix { $0.preset?.family == caption.text }
            sections.append((caption, Array(family), 1))
            index += family.count
        }
        if !userTiles.isEmpty {
            sections.append((userCaption, userTiles, wide))
        } else if showsEmptyUserSection {
            sections.append((userCaption, [noneYet], units))
        }
        return sections
    }

    /// Where every piece goes at `width`, and the height it all takes (points).
    private func placements(width: Double) -> (pieces: [Placement], height: Double) {
        let units = width >= Self.sixUnitWidth ? 6 : 3
        let extra = units == 6 ? Self.familyGap : 0
        let unit = max(0, ((width - Self.gap * Double(units - 1) - extra) / Double(units)).rounded(.down))
        func x(_ column: Int) -> Double {
            Double(column) * (unit + Self.gap) + (units == 6 && column >= 3 ? extra : 0)
        }
        func spanWidth(_ column: Int, _ span: Int) -> Double { x(column + span - 1) + unit - x(column) }
        var pieces: [Placement] = []
        var y = 0.0
        var column = 0
        // The row being filled: its top (captions first), whether it has captions, the tallest
        // of its views (its tiles' top is `y`).
        var rowTop = 0.0
        var rowHasCaption = false
        var rowHeight = 0.0
        var started = false
        func newRow(withCaption: Bool) {
            if started { y += rowHeight + Self.gap }
            if withCaption && started { y += Self.sectionGap }
            rowTop = y
            rowHasCaption = withCaption
            rowHeight = 0
            if withCaption { y += Self.captionHeight }
            column = 0
            started = true
        }
        for section in sections(units: units) {
            let total = section.views.count * section.span
            let needsRow = !started || column + min(total, units) > units || (section.caption != nil) != rowHasCaption
            if needsRow { newRow(withCaption: section.caption != nil) }
            if let caption = section.caption {
                pieces.append(
                    Placement(
                        view: caption,
                        frame: Rect(
                            x: x(column), y: rowTop, width: spanWidth(column, min(total, units)),
                            height: Self.captionHeight)))
            }
            for (i, view) in section.views.enumerated() {
                if i > 0, column + section.span > units { newRow(withCaption: false) }
                let width = spanWidth(column, section.span)
                let height = view === noneYet ? view.sizeThatFits(Size(width, .infinity)).height : Self.tileHeight
                pieces.append(Placement(view: view, frame: Rect(x: x(column), y: y, width: width, height: height)))
                rowHeight = max(rowHeight, height)
                column += section.span
            }
        }
        return (pieces, started ? y + rowHeight : 0)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, placements(width: size.width).height) }

    override func layoutSubviews() {
        let placed = placements(width: bounds.width).pieces
        let shown = Set(placed.map { ObjectIdentifier($0.view) })
        for view in subviews { view.isHidden = !shown.contains(ObjectIdentifier(view)) }
        for piece in placed { piece.view.frame = piece.frame }
    }
}
