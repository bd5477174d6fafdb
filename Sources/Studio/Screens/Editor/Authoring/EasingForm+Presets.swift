import Foundation
import Graphics
import LoaderKitCore
import Localization
import UI

/// The user's presets in the Easing form: the shown curve saved under a name (Save as preset, or
/// Enter in the name field), a preset removed (its × or Delete, with Put back in the toast), all
/// of them copied to the clipboard as JSON (`EasingPresetJSON`) and pasted back, a toast saying
/// what happened or why not. The list itself lives in the settings; the form tells its owner
/// through `onUserPresetsChange`.
extension EasingForm {
    func wirePresetActions() {
        presetName.identifier = "forms.easing.presetName"
        saveButton.identifier = "forms.easing.savePreset"
        copyButton.identifier = "forms.easing.copyPresets"
        pasteButton.identifier = "forms.easing.pastePresets"
        copyButton.isEnabled = false
        saveButton.action = { [unowned self] in saveShownCurve() }
        copyButton.action = { [unowned self] in copyPresets() }
        pasteButton.action = { [unowned self] in pastePresets() }
        // Enter in the field saves; a commit as the focus leaves it does not.
        presetName.onCommit = { [unowned self] _ in if presetName.isFocused { saveShownCurve() } }
        presets.onRemove = { [unowned self] preset in removePreset(named: preset.name) }
    }

    /// The field's placeholder and the buttons' titles and tooltips in `text`'s language.
    func applyPresetLanguage(_ text: Localizer) {
        presetName.placeholder = text(EasingLibraryText.namePlaceholder)
        presetName.tooltip = text(EasingLibraryText.nameTooltip(maximum: UserEasingPreset.maximumNameLength))
        saveButton.title = text(EasingLibraryText.save)
        saveButton.tooltip = text(EasingLibraryText.saveTooltip)
        copyButton.title = text(EasingLibraryText.copy)
        copyButton.tooltip = text(EasingLibraryText.copyTooltip)
        pasteButton.title = text(EasingLibraryText.paste)
        pasteButton.tooltip = text(EasingLibraryText.pasteTooltip)
    }

    /// Saves the shown segment's curve under the typed name (trimmed; "Preset N" when empty). A
    /// preset of that name takes the curve; a bad name, or a full list, is refused in a toast.
    func saveShownCurve() {
        guard let easing = shownEasing else { return }
        var name = presetName.text.trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            let taken = Set(userPresets.map(\.name))
            name = (1...).lazy.map { self.text(EasingLibraryText.defaultName($0)) }.first { !taken.contains($0) } ?? ""
        }
        let preset = UserEasingPreset(name: name, easing: easing)
        let replaces = userPresets.contains { $0.name == name }
        if let problem = preset.problem(index: nil) {
            return toast(text(EasingLibraryText.notSaved(text(problem))), kind: .warning)
        }
        if !replaces, userPresets.count >= UserEasingPreset.maximumCount {
            return toast(text(EasingLibraryText.notSaved(text(EasingLibraryText.full))), kind: .warning)
        }
        change(UserEasingPreset.merging(userPresets, [preset]))
        presetName.setText("")
        toast(text(replaces ? EasingLibraryText.replaced(name) : EasingLibraryText.saved(name)), kind: .success)
    }

    /// Puts the user's presets on the clipboard as JSON.
    func copyPresets() {
        guard let window, !userPresets.isEmpty else { return }
        window.clipboard.text = EasingPresetJSON.text(userPresets)
        toast(text(EasingLibraryText.copied(userPresets.count)), kind: .success)
    }

    /// Adds the presets of the clipboard's JSON to the user's (a name already there takes the
    /// pasted curve), or says why none were.
    func pastePresets() {
        guard let window else { return }
        switch EasingPresetJSON.presets(in: window.clipboard.text ?? "") {
        case .failure(let problem):
            toast(text(EasingLibraryText.notPasted(text(problem.message))), kind: .warning, duration: 6)
        case .success(let pasted):
            let merged = UserEasingPreset.merging(userPresets, pasted)
            guard merged.count <= UserEasingPreset.maximumCount else {
                return toast(
                    text(EasingLibraryText.notPasted(text(EasingLibraryText.tooMany(merged.count)))), kind: .warning,
                    duration: 6)
            }
            change(merged)
            toast(text(EasingLibraryText.pasted(pasted.count)), kind: .success)
        }
    }

    /// Removes the user preset `name`; the toast's Put back returns it to its place.
    func removePreset(named name: String) {
        guard let index = userPresets.firstIndex(where: { $0.name == name }) else { return }
        let removed = userPresets[index]
        var list = userPresets
        list.remove(at: index)
        change(list)
        window?.showToast(
            text(EasingLibraryText.removed(name)), kind: .info, duration: 6,
            action: ToastAction(text(EasingLibraryText.putBack), identifier: "forms.easing.putBack") {
                [weak self] in
                guard let self, !userPresets.contains(where: { $0.name == name }) else { return }
                var list = userPresets
                list.insert(removed, at: min(index, list.count))
                change(Array(list.prefix(UserEasingPreset.maximumCount)))
            })
    }

    private func change(_ list: [UserEasingPreset]) {
        userPresets = list
        onUserPresetsChange?(list)
    }

    private func toast(_ message: String, kind: ToastKind, duration: Double = 3) {
        window?.showToast(message, kind: kind, duration: duration)
    }
}

/// The rows under the presets: the name field with Save as preset beside it (under it when the
/// button's title leaves the field less than `fieldMinimum`), then Copy and Paste presets side by
/// side (one under the other when their titles do not fit half the width each).
@MainActor
final class EasingPresetActions: View {
    let field: TextField
    let save: Button
    let share: [Button]
    /// The least width of the name field beside the button, in points.
    static let fieldMinimum = 110.0
    static let gap = 6.0

    init(field: TextField, save: Button, share: [Button]) {
        self.field = field
        self.save = save
        self.share = share
        super.init()
        receivesPointer = false
        for view in [field, save] + share as [View] { addSubview(view) }
    }

    /// The frames of the field and the buttons at `width`, and the height they take (points).
    private func frames(width: Double) -> (frames: [Rect], height: Double) {
        let h = theme.controlHeight, gap = Self.gap
        var frames: [Rect] = []
        var y = 0.0
        let saveWidth = min(width, save.intrinsicContentSize?.width ?? 0)
        if width - saveWidth - gap >= Self.fieldMinimum {
            frames.append(Rect(x: 0, y: 0, width: width - saveWidth - gap, height: h))
            frames.append(Rect(x: width - saveWidth, y: 0, width: saveWidth, height: h))
        } else {
            frames.append(Rect(x: 0, y: 0, width: width, height: h))
            y += h + gap
            frames.append(Rect(x: 0, y: y, width: width, height: h))
        }
        y += h + gap
        let half = ((width - gap * Double(share.count - 1)) / Double(max(1, share.count))).rounded(.down)
        let fits = share.allSatisfy { ($0.intrinsicContentSize?.width ?? 0) <= half }
        for (index, _) in share.enumerated() {
            if fits {
                frames.append(Rect(x: Double(index) * (half + gap), y: y, width: half, height: h))
            } else {
                frames.append(Rect(x: 0, y: y, width: width, height: h))
                if index < share.count - 1 { y += h + gap }
            }
        }
        return (frames, y + h)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, frames(width: size.width).height) }

    override func layoutSubviews() {
        for (view, frame) in zip([field, save] + share as [View], frames(width: bounds.width).frames) {
            view.frame = frame
        }
    }
}
