import UI

/// What the keyframe lanes do with the keyboard and the pointer: one list, read by the lanes'
/// key and pointer handling and shown by the shortcut help (its "Keyframe lanes" section).
enum KeyframeLaneInput: CaseIterable {
    case deleteKeyframe, copyKeyframe, pasteKeyframe, previousKeyframe, nextKeyframe
    case addKeyframe, dragKeyframe, dragFreely

    /// A pointer gesture on the lanes or the value graph.
    enum Gesture: String { case doubleClick = "Double-click", drag = "Drag" }

    /// The keys that do it while the lanes have the focus (none for a gesture).
    var shortcuts: [Shortcut] {
        switch self {
        case .deleteKeyframe: [Shortcut(.delete), Shortcut(.backspace)]
        case .copyKeyframe: [Shortcut(.character("c"), modifiers: .control)]
        case .pasteKeyframe: [Shortcut(.character("v"), modifiers: .control)]
        case .previousKeyframe: [Shortcut(.left)]
        case .nextKeyframe: [Shortcut(.right)]
        case .addKeyframe, .dragKeyframe, .dragFreely: []
        }
    }

    /// The pointer gesture and the modifiers held with it (nil for a key).
    var gesture: (gesture: Gesture, modifiers: Modifiers)? {
        switch self {
        case .addKeyframe: (.doubleClick, [])
        case .dragKeyframe: (.drag, [])
        case .dragFreely: (.drag, .shift)
        default: nil
        }
    }

    /// What it does, as the help says it.
    var title: String {
        switch self {
        case .deleteKeyframe: "Delete the selected keyframe"
        case .copyKeyframe: "Copy the selected keyframe"
        case .pasteKeyframe: "Paste a keyframe at the playhead"
        case .previousKeyframe, .nextKeyframe: "Select the previous or next keyframe"
        case .addKeyframe: "Add a keyframe on a lane"
        case .dragKeyframe: "Move a keyframe in time, a graph handle in value"
        case .dragFreely: "Drag without snapping; finer steps on the graph"
        }
    }

    /// The keys or the gesture as the help shows them ("Ctrl+C", "Shift+Drag").
    @MainActor var keyTexts: [String] {
        if let (gesture, modifiers) = gesture {
            return [(modifiers.names + [gesture.rawValue]).joined(separator: "+")]
        }
        return shortcuts.map(ShortcutHelpView.keyText)
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
    @MainActor static var helpEntries: [(keys: String, title: String)] {
        allCases.flatMap { input in input.keyTexts.map { ($0, input.title) } }
    }
}
