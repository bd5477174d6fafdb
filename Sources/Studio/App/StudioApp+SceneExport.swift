import Foundation
import Graphics
import Handoff
import LoaderKitCore
import LoadingLifecycle
import LoaderKitUI
import Localization
import Render
import Export
import UI

/// Scenes mode's exports, each to a file the user names: the side by side as a looping GIF of
/// the first requests of the seeded run, and the variants' policies as JSON with each slot's
/// indicator and its code.
extension StudioApp {
    /// A GIF's frame rate and its most frames (the requests it shows are the settings').
    static let sceneGIFFramesPerSecond = 20.0
    static let sceneGIFFrameLimit = 900

    /// Asks where to write the side by side: a `.gif`, or a `.png` whose stem numbers a PNG
    /// sequence (`scene-0000.png`, …).
    func exportSceneGIF() {
        let name = "scene-\(scenes.settings.kind.rawValue)-\(scenes.settings.device.rawValue).gif"
        askSceneExportPath(
            name,
            targets: { [unowned self] path in
                guard let output = Self.sceneFramesOutput(path) else { return nil }
                let stage = scenes.stageView.frame.size
                let count = min(
                    SceneFramesJob.times(
                        of: scenes.player.run, requests: scenes.settings.gifRequests,
                        framesPerSecond: Self.sceneGIFFramesPerSecond, frameLimit: Self.sceneGIFFrameLimit
                    ).count, SceneFramesJob.frameLimit(width: stage.width, height: stage.height))
                return ExportTargets(paths: SceneFramesJob.paths(output, at: path, count: count))
            },
            refusal: ScenesText.framesSuffix
        ) { [unowned self] path in writeSceneFrames(to: path) }
    }

    /// Asks where to write the policy file (a `.json`).
    func exportScenePolicy() {
        let name = "scene-\(scenes.settings.kind.rawValue)-policy.json"
        askSceneExportPath(
            name, targets: { $0.lowercased().hasSuffix(".json") ? ExportTargets(paths: [$0]) : nil },
            refusal: ScenesText.policySuffix
        ) { [unowned self] path in writeScenePolicy(to: path) }
    }

    /// The output a file name asks for: `.gif` a GIF, `.png` a PNG sequence, else none.
    static func sceneFramesOutput(_ path: String) -> SceneFramesJob.Output? {
        let lower = path.lowercased()
        return lower.hasSuffix(".gif") ? .gif : lower.hasSuffix(".png") ? .pngSequence : nil
    }

    /// Asks for the file with the Save dialog: a name `targets` refuses (nil) gets `refusal`, a
    /// file that is a spec open in the studio is never written, and when files are there
    /// already it asks whether to replace them; then `write` starts.
    private func askSceneExportPath(
        _ name: String, targets: @escaping @MainActor (String) -> ExportTargets?, refusal: Message,
        write: @escaping @MainActor (String) -> String?
    ) {
        if window.popover != nil { window.dismissPopover() }
        let dialog = FileDialog(
            purpose: .saveAs(suggestedName: name), workingDirectory: exportFolder(specFile: nil), text: text)
        dialog.onChoose = { [unowned self] path in
            let absolute = FilePaths.absolute(path)
            guard let files = targets(absolute) else { return text(refusal) }
            let open = library.fileDocuments.compactMap(\.path)
            if let (target, document) = files.openDocument(in: open) {
                return ExportTargets.openDocumentRefusal(target: target, document: document, text)
            }
            let existing = files.existing()
            guard !existing.isEmpty else {
                window.dismissPopover()
                return write(absolute)
            }
            let question = OverwriteDialog(
                existing: existing.map(FilePaths.name(of:)), total: files.paths.count, folder: files.folder,
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

    /// Starts drawing the side by side into a GIF (or, for a `.png`, a PNG sequence) at `path`, a
    /// few frames a tick, the window responsive and the GIF button showing how far; the files
    /// are written once every frame is drawn. The problem, if any.
    @discardableResult
    func writeSceneFrames(to path: String) -> String? {
        guard sceneFramesJob == nil else { return text(ScenesText.exportBusy) }
        guard let output = Self.sceneFramesOutput(path) else { return text(ScenesText.framesSuffix) }
        window.rootView.layoutIfNeeded()
        sceneFramesJob = SceneFramesJob(
            source: scenes, output: output, textEngine: window.textEngine, theme: window.theme, size: scenes.frame.size,
            path: path, requests: scenes.settings.gifRequests, framesPerSecond: Self.sceneGIFFramesPerSecond,
            frameLimit: Self.sceneGIFFrameLimit, text: text)
        scenes.showExportProgress(0)
        return nil
    }

    /// Draws the next frames of the export under way (about 30 ms a tick), then has them written
    /// (off the main thread when the writer can) and says how it went.
    func continueSceneFrames() {
        guard let job = sceneFramesJob else { return }
        if !job.isDone {
            job.advance(budget: 0.03)
            scenes.showExportProgress(job.progress)
            return
        }
        job.startWriting(with: imageWriter)
        guard let outcome = job.writeOutcome else { return }
        sceneFramesJob = nil
        scenes.showExportProgress(nil)
        if let failure = outcome {
            window.showToast(text(ScenesText.exportFailed(failure)), kind: .error, duration: 6)
            return
        }
        let seconds = Double(job.frameCount * job.delayCentiseconds) / 100
        let shown = job.output == .gif ? job.path : (job.paths.first ?? job.path) + " …"
        var message = text(ScenesText.exportedFrames(shown, frames: job.frameCount, seconds: seconds))
        if job.isCut { message += " " + text(ScenesText.exportCut(megabytes: SceneFramesJob.memoryBudget >> 20)) }
        window.showToast(message, kind: job.isCut ? .warning : .success, duration: job.isCut ? 8 : 5)
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
            var out = ""
            JSONWriter.writeString(string, into: &out)
            return out
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
