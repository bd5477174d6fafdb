import Graphics
import LoaderKitCore
import SpecLanguage
import UI

/// The Part and Tracks forms: which part is edited (of how many), buttons to add, duplicate,
/// delete and reorder parts; the part's tracks and group tracks (click one to select it, × to
/// remove it), a picker of the properties not yet animated to add a track, and the common moves
/// (fade, pulse, hop, spin, ping-pong) that add a track with its keyframes in one step.
@MainActor
final class PartsForm: FormStack {
    let editing: AuthoringEditing
    let header = SectionHeader("PART")
    let addButton = Button("Add")
    let duplicateButton = Button("Duplicate")
    let deleteButton = Button("Delete")
    let upButton = Button("")
    let downButton = Button("")
    let tracksHeader = SectionHeader("TRACKS")
    let trackList = FormStack()
    let addCaption = caption("Add a track for")
    let addKind = SegmentedControl(["Each element", "The group"])
    let addPicker = ChoiceGrid([], columns: 3, identifierPrefix: "forms.addTrack")
    let moveCaption = caption("Or start from a move")
    let movePicker = ChoiceGrid(TrackMove.allCases.map(\.title), columns: 3, identifierPrefix: "forms.addMove")
    let refusal = RefusalLabel(identifier: "forms.parts.refusal")
    private(set) var target: AuthoringTarget?
    private(set) var trackRows: [(select: Button, remove: Button)] = []
    private var missing: [String] = []

    init(editing: AuthoringEditing) {
        self.editing = editing
        super.init()
        identifier = "forms.parts"
        trackList.spacing = 4
        let buttons: [(Button, String, String)] = [
            (addButton, "forms.part.add", "Add a part (a dot in the middle)"),
            (duplicateButton, "forms.part.duplicate", "Duplicate this part"),
            (deleteButton, "forms.part.delete", "Delete this part"),
            (upButton, "forms.part.up", "Draw this part earlier"),
            (downButton, "forms.part.down", "Draw this part later"),
        ]
        for (button, id, tip) in buttons {
            button.identifier = id
            button.tooltip = tip
        }
        upButton.icon = Icons.arrowUp
        downButton.icon = Icons.arrowDown
        addButton.action = { [unowned self] in perform(.addPart, name: "Add part", selectPart: .last) }
        duplicateButton.action = { [unowned self] in
            guard let target else { return }
            perform(
                .duplicatePart(index: target.partIndex), name: "Duplicate part",
                selectPart: .index(target.partIndex + 1))
        }
        deleteButton.action = { [unowned self] in
            guard let target else { return }
            perform(
                .removePart(index: target.partIndex), name: "Delete part",
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
                name: "Add \(missing[index]) track",
                select: target.partPath.appending(key: list).appending(index: count))
        }
        for (button, move) in zip(movePicker.buttons, TrackMove.allCases) {
            button.identifier = "forms.addMove.\(move.rawValue)"
            button.tooltip = "\(move.summary) (a \(move.property.rawValue) track)"
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
        header.label.text = partCount > 1 ? "PART \(target.partIndex + 1) OF \(partCount)" : "PART"
        duplicateButton.isEnabled = true
        deleteButton.isEnabled = partCount > 1
        upButton.isEnabled = target.partIndex > 0
        downButton.isEnabled = target.partIndex + 1 < partCount
        let entries =
            part.tracks.enumerated().map { ("tracks", $0.offset, $0.element.property.rawValue) }
            + part.groupTracks.enumerated().map { ("groupTracks", $0.offset, $0.element.property.rawValue) }
        let titles = entries.map { $0.0 == "tracks" ? $0.2 : "group \($0.2)" }
        if trackRows.map(\.select.title) != titles { rebuildTrackRows(entries) }
        for (row, entry) in zip(trackRows, entries) {
            let selected =
                target.track.map { ($0.isGroup ? "groupTracks" : "tracks") == entry.0 && $0.index == entry.1 } ?? false
            row.select.style = selected ? .primary : .standard
        }
        refreshMissing()
    }

    private func rebuildTrackRows(_ entries: [(String, Int, String)]) {
        trackList.removeRows()
        trackRows = []
        for (list, index, property) in entries {
            guard let target else { return }
            let path = target.partPath.appending(key: list).appending(index: index)
            let title = list == "tracks" ? property : "group \(property)"
            let select = Button(title) { [unowned self] in editing.select(path) }
            select.identifier = "forms.track.\(list).\(index)"
            select.tooltip = "Select the \(title) track"
            let remove = Button("×", style: .plain) { [unowned self] in
                perform(.removeTrack(track: path), name: "Remove \(title) track", select: target.partPath)
            }
            remove.identifier = "forms.track.\(list).\(index).remove"
            remove.tooltip = "Remove the \(title) track"
            trackRows.append((select, remove))
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
            .addMove(part: target.partPath, group: group, move: move), name: "Add \(move.title.lowercased())",
            select: target.partPath.appending(key: group ? "groupTracks" : "tracks").appending(index: index))
    }

    private enum PartChoice { case last, index(Int) }

    private func move(by delta: Int) {
        guard let target else { return }
        let to = target.partIndex + delta
        guard to >= 0, to < partCount else { return }
        perform(
            .movePart(from: target.partIndex, to: to), name: delta < 0 ? "Move part up" : "Move part down",
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
