import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The Part and Tracks forms: which part is edited (of how many), buttons to add, duplicate,
/// delete and reorder parts; the part's tracks and group tracks (click one to select it, × to
/// remove it), a picker of the properties not yet animated to add a track, and the common moves
/// (fade, pulse, hop, spin, ping-pong) that add a track with its keyframes in one step.
@MainActor
final class PartsForm: FormStack, LanguageAware {
    let editing: AuthoringEditing
    /// The language of the form's texts, of the rows built and of the undo names of the edits.
    private(set) var text = StudioCatalogue.english
    let header = SectionHeader("")
    let addButton = Button("")
    let duplicateButton = Button("")
    let deleteButton = Button("")
    let upButton = Button("")
    let downButton = Button("")
    let tracksHeader = SectionHeader("")
    let trackList = FormStack()
    let addCaption = caption("")
    /// A track for each element, or for the group.
    let addKind = SegmentedControl(["", ""])
    let addPicker = ChoiceGrid([], columns: 3, identifierPrefix: "forms.addTrack")
    let moveCaption = caption("")
    /// The common moves (titled in the current language).
    let movePicker = ChoiceGrid(
        TrackMove.allCases.map(\.rawValue), columns: 3, identifierPrefix: "forms.addMove",
        keys: TrackMove.allCases.map(\.rawValue))
    let refusal = RefusalLabel(identifier: "forms.parts.refusal")
    private(set) var target: AuthoringTarget?
    private(set) var trackRows: [(select: Button, remove: Button)] = []
    private var missing: [String] = []

    init(editing: AuthoringEditing) {
        self.editing = editing
        super.init()
        identifier = "forms.parts"
        trackList.spacing = 4
        addButton.identifier = "forms.part.add"
        duplicateButton.identifier = "forms.part.duplicate"
        deleteButton.identifier = "forms.part.delete"
        upButton.identifier = "forms.part.up"
        downButton.identifier = "forms.part.down"
        upButton.icon = Icons.arrowUp
        downButton.icon = Icons.arrowDown
        addButton.action = { [unowned self] in
            perform(.addPart, name: text(EditorFormsText.undoAddPart), selectPart: .last)
        }
        duplicateButton.action = { [unowned self] in
            guard let target else { return }
            perform(
                .duplicatePart(index: target.partIndex), name: text(EditorFormsText.undoDuplicatePart),
                selectPart: .index(target.partIndex + 1))
        }
        deleteButton.action = { [unowned self] in
            guard let target else { return }
            perform(
                .removePart(index: target.partIndex), name: text(EditorFormsText.undoDeletePart),
                selectPart: .index(max(0, target.partIndex - 1)))
        }
        upButton.action = { [unowned self] in move(by: -1) }
        downButton.action = { [unowned self] in move(by: 1) }
        addKind.identifier = "forms.addTrack.kind"
        addKind.onChange = { [unowned self] _ in refreshMissing() }
        addPicker.onChoose = { [unowned self] index in
            guard let target, index < missing.count else { return }
            let group = addKind.selectedIndex == 1
            let list = group ? "groupTracks" : "tracks"
            let count = group ? (lastPart?.groupTracks.count ?? 0) : (lastPart?.tracks.count ?? 0)
            perform(
                .addTrack(part: target.partPath, group: group, property: missing[index]),
                name: text(EditorFormsText.undoAddTrack(missing[index])),
                select: target.partPath.appending(key: list).appending(index: count))
        }
        movePicker.onChoose = { [unowned self] index in addMove(TrackMove.allCases[index]) }
        let partButtons = RowView(
            height: theme.controlHeight, views: [addButton, duplicateButton, deleteButton, upButton, downButton]
        ) { row in
            // Up and Down are arrows 32 points wide; Add, Duplicate and Delete share the rest by
            // their titles' widths, so each title fits in a narrow inspector.
            let engine = row.window?.textEngine ?? FixedWidthTextEngine()
            let titles = row.subviews.prefix(3).compactMap {
                ($0 as? Button).map { engine.width(of: $0.title, font: .ui) }
            }
            let spare = max(0, row.bounds.width - 16 - 64 - titles.reduce(0, +)) / 3
            let widths = titles.map { ($0 + spare).rounded(.down) } + [32, 32]
            var x = 0.0
            for (view, width) in zip(row.subviews, widths) {
                view.frame = Rect(x: x, y: 0, width: width, height: row.bounds.height)
                x += width + 4
            }
        }
        let views: [View] = [
            header, partButtons, tracksHeader, trackList, addCaption, addKind, addPicker, moveCaption, movePicker,
            refusal,
        ]
        for view in views {
            addSubview(view)
        }
        applyLanguage(text)
    }

    /// The buttons, captions, moves and track rows in `text`'s language (properties stay
    /// LoaderKit's names).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        let buttons: [(Button, Message?, Message)] = [
            (addButton, EditorFormsText.add, EditorFormsText.addPartTooltip),
            (duplicateButton, EditorFormsText.duplicate, EditorFormsText.duplicateTooltip),
            (deleteButton, EditorFormsText.delete, EditorFormsText.deleteTooltip),
            (upButton, nil, EditorFormsText.upTooltip),
            (downButton, nil, EditorFormsText.downTooltip),
        ]
        for (button, title, tip) in buttons {
            if let title { button.title = text(title) }
            button.tooltip = text(tip)
        }
        tracksHeader.label.text = text(EditorFormsText.tracksHeader)
        addCaption.text = text(EditorFormsText.addTrackFor)
        addKind.segments = [text(EditorFormsText.eachElement), text(EditorFormsText.theGroup)]
        moveCaption.text = text(EditorFormsText.startFromMove)
        let moves = TrackMove.allCases
        movePicker.setTitles(
            moves.map { text(EditorFormsText.title($0)) }, identifierPrefix: "forms.addMove",
            keys: moves.map(\.rawValue))
        for (button, move) in zip(movePicker.buttons, moves) {
            button.tooltip = text(
                EditorFormsText.moveTooltip(text(EditorFormsText.summary(move)), property: move.property.rawValue))
        }
        showHeader()
        for (row, entry) in zip(trackRows, trackEntries) { title(row, entry) }
        setNeedsLayoutUpToTheWindow()
    }

    /// "PART", or "PART 2 OF 3" when the spec has several.
    private func showHeader() {
        header.label.text = text(
            partCount > 1 && target != nil
                ? EditorFormsText.partOf((target?.partIndex ?? 0) + 1, partCount) : EditorFormsText.partHeader)
    }

    /// One track row: its list (`tracks` or `groupTracks`), its index there and its property.
    private typealias TrackEntry = (list: String, index: Int, property: String)
    /// The entries of the rows shown, and the path of their part.
    private var trackEntries: [TrackEntry] = []
    private var trackRowsPart: JSONPath?

    /// The title of a track row ("scale", "group scale").
    private func trackTitle(_ entry: TrackEntry) -> String {
        entry.list == "tracks" ? entry.property : text(EditorFormsText.groupTrack(entry.property))
    }

    /// Titles a track row and its buttons' tooltips.
    private func title(_ row: (select: Button, remove: Button), _ entry: TrackEntry) {
        let title = trackTitle(entry)
        row.select.title = title
        row.select.tooltip = text(EditorFormsText.selectTrack(title))
        row.remove.tooltip = text(EditorFormsText.removeTrackTooltip(title))
    }

    /// The part shown last.
    private var lastPart: Part?
    private var partCount = 0

    /// Shows part `target.partIndex` of `spec`.
    func show(spec: IndicatorSpec, target: AuthoringTarget) {
        self.target = target
        partCount = spec.parts.count
        let part = spec.parts[target.partIndex]
        lastPart = part
        showHeader()
        duplicateButton.isEnabled = true
        deleteButton.isEnabled = partCount > 1
        upButton.isEnabled = target.partIndex > 0
        downButton.isEnabled = target.partIndex + 1 < partCount
        let entries: [TrackEntry] =
            part.tracks.enumerated().map { ("tracks", $0.offset, $0.element.property.rawValue) }
            + part.groupTracks.enumerated().map { ("groupTracks", $0.offset, $0.element.property.rawValue) }
        // The rows' buttons act on their part's paths: new entries or another part remake them.
        if trackRowsPart != target.partPath || !trackEntries.elementsEqual(entries, by: { $0 == $1 }) {
            rebuildTrackRows(entries)
        }
        for (row, entry) in zip(trackRows, entries) {
            let selected =
                target.track.map { ($0.isGroup ? "groupTracks" : "tracks") == entry.0 && $0.index == entry.1 } ?? false
            row.select.style = selected ? .primary : .standard
        }
        refreshMissing()
    }

    private func rebuildTrackRows(_ entries: [TrackEntry]) {
        trackList.removeRows()
        trackRows = []
        trackEntries = []
        trackRowsPart = target?.partPath
        for entry in entries {
            guard let target else { return }
            let (list, index) = (entry.list, entry.index)
            let path = target.partPath.appending(key: list).appending(index: index)
            let select = Button("") { [unowned self] in editing.select(path) }
            select.identifier = "forms.track.\(list).\(index)"
            let remove = Button("×", style: .plain) { [unowned self] in
                perform(
                    .removeTrack(track: path), name: text(EditorFormsText.undoRemoveTrack(trackTitle(entry))),
                    select: target.partPath)
            }
            remove.identifier = "forms.track.\(list).\(index).remove"
            title((select, remove), entry)
            trackRows.append((select, remove))
            trackEntries.append(entry)
            trackList.addSubview(
                RowView(height: theme.controlHeight, views: [select, remove]) { row in
                    row.subviews[0].frame = Rect(x: 0, y: 0, width: row.bounds.width - 32, height: row.bounds.height)
                    row.subviews[1].frame = Rect(x: row.bounds.width - 28, y: 0, width: 28, height: row.bounds.height)
                })
        }
        setNeedsLayout()
    }

    /// The properties the chosen list does not animate yet, in schema order.
    private func refreshMissing() {
        guard let part = lastPart else { return }
        let group = addKind.selectedIndex == 1
        let animated = Set((group ? part.groupTracks : part.tracks).map(\.property.rawValue))
        missing = SchemaForms.loaderKit.properties(group: group).filter { !animated.contains($0) }
        addPicker.setTitles(missing, identifierPrefix: group ? "forms.addGroupTrack" : "forms.addTrack")
        setNeedsLayout()
    }

    /// Adds `move`'s track to the list the kind picker names (replacing one of its property),
    /// and selects it.
    private func addMove(_ move: TrackMove) {
        guard let target, let part = lastPart else { return }
        let group = addKind.selectedIndex == 1
        let tracks = group ? part.groupTracks : part.tracks
        let index = tracks.firstIndex { $0.property == move.property } ?? tracks.count
        perform(
            .addMove(part: target.partPath, group: group, move: move), name: text(EditorFormsText.undoAdd(move)),
            select: target.partPath.appending(key: group ? "groupTracks" : "tracks").appending(index: index))
    }

    private enum PartChoice { case last, index(Int) }

    private func move(by delta: Int) {
        guard let target else { return }
        let to = target.partIndex + delta
        guard to >= 0, to < partCount else { return }
        perform(
            .movePart(from: target.partIndex, to: to),
            name: text(delta < 0 ? EditorFormsText.undoMovePartUp : EditorFormsText.undoMovePartDown),
            selectPart: .index(to))
    }

    private func perform(_ operation: SpecOperation, name: String, selectPart: PartChoice) {
        let count = partCount
        let index: Int
        switch selectPart {
        case .last: index = count
        case .index(let i): index = i
        }
        perform(operation, name: name, select: JSONPath([.key("parts"), .index(index)]))
    }

    private func perform(_ operation: SpecOperation, name: String, select path: JSONPath) {
        let refused = editing.perform(operation, name, nil)
        refusal.show(refused)
        if refused == nil { editing.select(path) }
    }
}
