import Foundation
import Graphics
import LoaderKitCore
import LoaderKitUI
import Localization
import Render
import UI

/// Scenes mode's sources and exports: the slots show the Editor's document as tuned, a
/// built-in, Progress mode's design or Skeleton mode's look; the side by side is exported as a
/// GIF of the seeded run, and the policy as JSON with each slot's code.
extension StudioApp {
    func wireScenes() {
        scenes.makeLoadingView = { [unowned self] content, kind in loadingView(content, in: kind) }
        scenes.skeletonLook = { [unowned self] in skeleton.settings }
        scenes.describe = { [unowned self] content in describe(content) }
        scenes.onExportGIF = { [unowned self] in exportSceneGIF() }
        scenes.onExportPolicy = { [unowned self] in exportScenePolicy() }
        scenes.onSettingsChange = { [unowned self] in refreshStatus() }
        // Each change that settles (a click, a typed value, a drag let go, an undo) is kept at
        // once, so a crash loses no scene; a drag's changes are not written one by one.
        scenes.history.onChange = { [unowned self] in
            refreshStatus()
            if !scenes.isAdjusting { rememberScenes() }
        }
        scenes.onSettled = { [unowned self] in rememberScenes() }
    }

    /// The colour of a built-in in a slot: white on the button's fill, the app's blue elsewhere.
    private static func slotTint(_ kind: SceneKind) -> Color {
        kind == .button ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0.48, blue: 1)
    }

    /// The loading view for `content` in a scene of `kind` (nil: the skeleton).
    func loadingView(_ content: SlotContent, in kind: SceneKind) -> View? {
        switch content {
        case .editorSpec:
            let view = LoaderKitView()
            if let evaluator = editorModel.evaluator {
                view.show(prepared: evaluator)
                let (color, colors) = editorModel.drawingColors(automatic: Self.slotTint(kind))
                view.color = color
                view.colors = colors
                view.speed = editorModel.clock.speed
            } else {
                view.indicator = nil
            }
            return view
        case .builtin(let name):
            let view = LoaderKitView(indicator: name)
            view.color = Self.slotTint(kind)
            return view
        case .progress:
            let model = progress.model
            let index = model.selected ?? 0
            let view = LoaderKitProgressView()
            view.updateOptions { $0 = model.options[index] }
            view.value = kind == .upload ? 0 : nil
            // The upload's bar shows the transfer at the run's moment, scrubbed or played.
            view.smooth = false
            return view
        case .skeleton:
            return nil
        }
    }

    /// A few words naming what a slot shows.
    func describe(_ content: SlotContent) -> String {
        switch content {
        case .editorSpec:
            // A spec with problems draws nothing: the header says why the slot is empty.
            guard editorModel.evaluator != nil else { return text(ScenesText.editorSpecHasProblems) }
            return editorModel.spec?.name ?? editorModel.document?.displayName ?? text(ScenesText.content(.editorSpec))
        case .builtin(let name):
            return name
        case .progress:
            let model = progress.model
            return model.numberedTitle(of: model.selected ?? 0)
        case .skeleton:
            return text(ScenesText.content(.skeleton)) + " · " + text(SkeletonText.look(skeleton.settings.look))
        }
    }
}
