import Localization
import UI

/// What the keyframe lanes do with the keyboard and the pointer: one list, read by the lanes'
/// key and pointer handling and shown by the shortcut help (its "Keyframe lanes" section) and
/// the README.
enum KeyframeLaneInput: CaseIterable {
    case deleteKeyframe, copyKeyframe, pasteKeyframe, selectAll, clearSelection
    case moveSelection, moveSelectionFar, previousKeyframe, nextKeyframe
    case addKeyframe, dragKeyframe, dragFreely, addToSelection, toggleSelection, rubberBand, scaleTime

    /// A pointer gesture on the lanes or the value graph.
    enum Gesture: String {
        case click, doubleClick, drag, dragEmpty
        var name: Message { Message("help.gesture.\(rawValue)") }
    }

    /// The keys that do it while the lanes have the focus (none for a gesture).
    var shortcuts: [Shortcut] {
        switch self {
        case .deleteKeyframe: [Shortcut(.delete), Shortcut(.backspace)]
        case .copyKeyframe: [Shortcut(.character("c"), modifiers: .control)]
        case .pasteKeyframe: [Shortcut(.character("v"), modifiers: .control)]
        case .selectAll: [Shortcut(.character("a"), modifiers: .control)]
        case .clearSelection: [Shortcut(.escape)]
        case .moveSelection: [Shortcut(.left), Shortcut(.right)]
        case .moveSelectionFar: [Shortcut(.left, modifiers: .shift), Shortcut(.right, modifiers: .shift)]
        case .previousKeyframe: [Shortcut(.left, modifiers: .alt)]
        case .nextKeyframe: [Shortcut(.right, modifiers: .alt)]
        case .addKeyframe, .dragKeyframe, .dragFreely, .addToSelection, .toggleSelection, .rubberBand, .scaleTime: []
        }
    }

    /// The pointer gesture and the modifiers held with it (nil for a key).
    var gesture: (gesture: Gesture, modifiers: Modifiers)? {
        switch self {
        case .addKeyframe: (.doubleClick, [])
        case .dragKeyframe: (.drag, [])
        case .dragFreely: (.drag, .shift)
        case .addToSelection: (.click, .shift)
        case .toggleSelection: (.click, .control)
        case .rubberBand: (.dragEmpty, [])
        case .scaleTime: (.drag, .alt)
        default: nil
        }
    }

    /// What it does, as the help says it (`HelpKeysText`).
    var title: Message {
        switch self {
        case .deleteKeyframe: Message("help.lanes.delete")
        case .copyKeyframe: Message("help.lanes.copy")
        case .pasteKeyframe: Message("help.lanes.paste")
        case .selectAll: Message("help.lanes.selectAll")
        case .clearSelection: Message("help.lanes.clearSelection")
        case .moveSelection: Message("help.lanes.nudge")
        case .moveSelectionFar: Message("help.lanes.nudgeFar")
        case .previousKeyframe, .nextKeyframe: Message("help.lanes.select")
        case .addKeyframe: Message("help.lanes.add")
        case .dragKeyframe: Message("help.lanes.drag")
        case .dragFreely: Message("help.lanes.dragFreely")
        case .addToSelection: Message("help.lanes.addToSelection")
        case .toggleSelection: Message("help.lanes.toggleSelection")
        case .rubberBand: Message("help.lanes.rubberBand")
        case .scaleTime: Message("help.lanes.scaleTime")
        }
    }

    /// The keys or the gesture as the help shows them in `text`'s language ("Ctrl+C",
    /// "Shift+Drag").
    @MainActor func keyTexts(_ text: Localizer) -> [String] {
        if let (gesture, modifiers) = gesture {
            return [(KeyNameText.modifiers(modifiers, text) + [text(gesture.name)]).joined(separator: "+")]
        }
        return shortcuts.map { KeyNameText.label($0, text) }
    }

    /// The key's input, if the lanes take it.
    static func matching(_ key: Key, modifiers: Modifiers) -> KeyframeLaneInput? {
        let pressed = Shortcut(key, modifiers: modifiers)
        return allCases.first { $0.shortcuts.contains(pressed) }
    }

    /// True when `modifiers` hold this gesture's modifiers (Shift for `dragFreely`).
    func isHeld(in modifiers: Modifiers) -> Bool {
        guard let gesture, !gesture.modifiers.isEmpty else { return false }
        return modifiers.contains(gesture.modifiers)
    }

    /// The help's rows: keys and title, in this order.
    @MainActor static func helpEntries(_ text: Localizer) -> [(keys: String, title: Message)] {
        allCases.flatMap { input in input.keyTexts(text).map { ($0, input.title) } }
    }
}
