import Foundation
import Graphics
import Handoff
import LoaderKitCore
import LoadingLifecycle
import LoaderKitUI
import Localization
import Render
import UI

/// Scenes mode's exports, each to a file the user names: the side by side as a looping GIF of
/// the first requests of the seeded run, and the variants' policies as JSON with each slot's
/// indicator and its code.
extension StudioApp {
    /// A GIF's frame rate and its most frames (the requests it shows are the settings').
    static let sceneGIFFramesPerSecond = 20.0
    static let sceneGIFFrameLimit = 900

    func exportSceneGIF() {
        let name = "scene-\(scenes.settings.kind.rawValue)-\(scenes.settings.device.rawValue).gif"
        askSceneExportPath(name) { [unowned self] path in writeSceneGIF(to: path) }
    }

    func exportScenePolicy() {
        let name = "scene-\(scenes.settings.kind.rawValue)-policy.json"
        askSceneExportPath(name) { [unowned self] path in writeScenePolicy(to: path) }
    }

    /// Asks for the file with the Save dialog, then (when it is there already) whether to
    /// replace it; `write` returns the problem, or nil once written.
    private func askSceneExportPath(_ name: String, write: @escaping @MainActor (String) -> String?) {
        if window.popover != nil { window.dismissPopover() }
        let folder = exportFolder(specFile: nil)
        let dialog = FileDialog(purpose: .saveAs(suggestedName: name), workingDirectory: folder, text: text)
        dialog.onChoose = { [unowned self] path in
            let absolute = FilePaths.absolute(path)
            guard FileManager.default.fileExists(atPath: absolute) else {
                window.dismissPopover()
                return write(absolute)
            }
            let question = OverwriteDialog(
                existing: [FilePaths.name(of: absolute)], total: 1, folder: FilePaths.directory(of: absolute),
                keepBothName: nil, text: text)
            question.onReplace = { [unowned self] in
                window.dismissPopover()
                _ = write(absolute)
            }
            question.onCancel = { [unowned self] in window.dismissPopover() }
            window.dismissPopover()
            presentCentered(question)
            return nil
        }
        presentCentered(dialog)
    }

    /// Starts rendering the side by side into a GIF at `path` (a few frames a tick, the window
    /// responsive; the GIF button shows how far it is); written once every frame is drawn.
    @discardableResult
    func writeSceneGIF(to path: String) -> String? {
        guard sceneGIFJob == nil else { return text(ScenesText.exportBusy) }
        sceneGIFJob = SceneGIFJob(
            source: scenes, textEngine: window.textEngine, theme: window.theme, size: window.size, path: path,
            requests: scenes.settings.gifRequests, framesPerSecond: Self.sceneGIFFramesPerSecond,
            frameLimit: Self.sceneGIFFrameLimit, text: text)
        scenes.showExportProgress(0)
        return nil
    }

    /// Draws the next frames of the GIF under way (about 30 ms a tick), then has it written
    /// (off the main thread when the writer can) and says how it went.
    func continueSceneGIF() {
        guard let job = sceneGIFJob else { return }
        let delay = Int((100 / Self.sceneGIFFramesPerSecond).rounded())
        if !job.isDone {
            job.advance(budget: 0.03)
            scenes.showExportProgress(job.progress)
            return
        }
        job.startWriting(with: imageWriter, delayCentiseconds: delay)
        guard let outcome = job.writeOutcome else { return }
        sceneGIFJob = nil
        scenes.showExportProgress(nil)
        if let failure = outcome {
            window.showToast(text(ScenesText.exportFailed(failure)), kind: .error, duration: 6)
            return
        }
        let seconds = Double(job.frameCount * delay) / 100
        window.showToast(
            text(ScenesText.exportedFrames(job.path, frames: job.frameCount, seconds: seconds)), kind: .success,
            duration: 5)
    }

    /// Writes the variants' policies with what each slot shows and its code; says how it went.
    @discardableResult
    func writeScenePolicy(to path: String) -> String? {
        let bytes = Array(scenePolicyJSON().utf8)
        do {
            try imageWriter.writeFile(bytes, path: path)
        } catch {
            let message = text(ScenesText.exportFailed("\(error)"))
            window.showToast(message, kind: .error, duration: 6)
            return message
        }
        window.showToast(text(ScenesText.exported(path)), kind: .success, duration: 5)
        return nil
    }

    /// The Code panel's snippet (on its platform) of what variant `variant` shows, at the
    /// slot's size; nil for the skeleton, which has no snippet.
    func sceneCode(_ variant: SceneVariant, in kind: SceneKind) -> String? {
        let size = variant.size(in: kind)
        switch variant.content {
        case .editorSpec:
            guard var snippet = indicatorSnippet() else { return nil }
            snippet.size = size
            return snippet.code(for: codePlatform)
        case .builtin(let name):
            guard let spec = IndicatorSpec.builtin(named: name) else { return nil }
            return IndicatorSnippet(source: .builtin(name), spec: spec, params: [:], size: size).code(for: codePlatform)
        case .progress:
            let model = progress.model
            let index = model.selected ?? 0
            return ProgressSnippet(
                design: model.designs[index], options: model.options[index], indeterminate: kind != .upload,
                smooth: true, buffer: false
            ).code(for: codePlatform)
        case .skeleton:
            return nil
        }
    }

    /// The policy file: the scene, the network, the Code panel's platform, and per variant its
    /// slot, size, policy (the lifecycle's own JSON, in milliseconds) and code.
    func scenePolicyJSON() -> String {
        let s = scenes.settings
        func quoted(_ string: String) -> String {
            var out = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default:
                    if scalar.value < 0x20 {
                        out += String(format: "\\u%04x", scalar.value)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        func indented(_ json: String, by spaces: Int) -> String {
            let pad = String(repeating: " ", count: spaces)
            return json.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map { $0.offset == 0 ? String($0.element) : pad + $0.element }.joined(separator: "\n")
        }
        var variants: [String] = []
        for (index, variant) in s.variants.enumerated() {
            variants.append(
                """
                    {
                      "name": \(quoted(ScenesText.variantName(index))),
                      "slot": \(quoted(s.kind.rawValue)),
                      "shows": \(quoted(variant.content.kind.rawValue)),
                      "what": \(quoted(describe(variant.content))),
                      "sizePt": \(Int(variant.size(in: s.kind).rounded())),
                      "policy": \(indented(variant.policy.policyJSON(), by: 6)),
                      "code": \(sceneCode(variant, in: s.kind).map { quoted($0) } ?? "null")
                    }
                """)
        }
        let latency = s.latency
        return """
            {
              "scene": \(quoted(s.kind.rawValue)),
              "device": \(quoted(s.device.rawValue)),
              "platform": \(quoted(codePlatform.rawValue)),
              "network": {"p50Ms": \(Int((latency.p50 * 1000).rounded())), "p95Ms": \(Int((latency.p95 * 1000).rounded())), "failureRate": \(latency.failureRate)},
              "variants": [
            \(variants.joined(separator: ",\n"))
              ]
            }

            """
    }
}
