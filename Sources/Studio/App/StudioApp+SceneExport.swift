import Foundation
import Graphics
import LoadingLifecycle
import LoaderKitUI
import Localization
import Render
import UI

/// Scenes mode's exports, each to a file the user names: the side by side as a looping GIF of
/// the first requests of the seeded run, and the variants' policies as JSON with each slot's
/// indicator and its code.
extension StudioApp {
    /// The requests a GIF shows (the first of the run), its frame rate, and its most frames.
    static let sceneGIFRequests = 5
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

    /// Renders the stage at each frame of the first requests and writes the GIF; says how it went.
    @discardableResult
    func writeSceneGIF(to path: String) -> String? {
        let frames = sceneFrames()
        guard let first = frames.images.first else { return text(ScenesText.exportFailed("no frames")) }
        let delay = Int((100 / Self.sceneGIFFramesPerSecond).rounded())
        do {
            try imageWriter.writeGIF(
                frames: frames.images.map(\.pixels), width: first.width, height: first.height,
                delaysCentiseconds: Array(repeating: delay, count: frames.images.count), path: path)
        } catch {
            let message = text(ScenesText.exportFailed("\(error)"))
            window.showToast(message, kind: .error, duration: 6)
            return message
        }
        window.showToast(
            text(ScenesText.exportedFrames(path, frames: frames.images.count, seconds: frames.seconds)),
            kind: .success, duration: 5)
        return nil
    }

    /// The stage drawn at 1/20 s steps over the first `sceneGIFRequests` requests (the player is
    /// put back where it was): the frames' pixels and the seconds they last.
    func sceneFrames() -> (images: [(pixels: [UInt32], width: Int, height: Int)], seconds: Double) {
        let player = scenes.player
        let run = player.run
        let end = run.starts.count > Self.sceneGIFRequests ? run.starts[Self.sceneGIFRequests] : run.duration
        let step = 1 / Self.sceneGIFFramesPerSecond
        let count = min(Self.sceneGIFFrameLimit, max(1, Int((end / step).rounded(.up))))
        let wasPlaying = player.isPlaying, time = player.time
        var images: [(pixels: [UInt32], width: Int, height: Int)] = []
        for k in 0..<count {
            scenes.seek(to: Double(k) * step)
            scenes.setIndicatorTime(Double(k) * step)
            let snapshot = window.recordSnapshot(of: scenes.stageView, scale: 1)
            guard var pixmap = Pixmap(width: snapshot.width, height: snapshot.height) else { break }
            Renderer().render(snapshot.list, into: &pixmap)
            images.append((pixmap.pixels, snapshot.width, snapshot.height))
        }
        scenes.seek(to: time)
        if wasPlaying { scenes.togglePlay() }
        return (images, Double(images.count) * step)
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

    /// The policy file: the scene, the network, and per variant its slot, size and policy (the
    /// lifecycle's own JSON, in milliseconds).
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
                    if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
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
                      "policy": \(indented(variant.policy.policyJSON(), by: 6))
                    }
                """)
        }
        let latency = s.latency
        return """
            {
              "scene": \(quoted(s.kind.rawValue)),
              "device": \(quoted(s.device.rawValue)),
              "network": {"p50Ms": \(Int((latency.p50 * 1000).rounded())), "p95Ms": \(Int((latency.p95 * 1000).rounded())), "failureRate": \(latency.failureRate)},
              "variants": [
            \(variants.joined(separator: ",\n"))
              ]
            }

            """
    }
}
