import Graphics
import LoaderKitCore
import Localization

/// What changed in the Progress mode's model.
package struct ProgressChange: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Another design was selected (or none).
    package static let selection = ProgressChange(rawValue: 1)
    /// The selected design's options or colours.
    package static let options = ProgressChange(rawValue: 2)
    /// The inspector's value, indeterminate switch, buffer, smooth, task or motion switch.
    package static let value = ProgressChange(rawValue: 4)
    /// The grid's shared download value.
    package static let gallery = ProgressChange(rawValue: 8)
}

/// The Progress mode's state: the 50 designs with their edited options, the grid's simulated
/// download, the selected design and what the inspector sets for it.
@MainActor
package final class ProgressModel {
    /// The gallery designs, in order.
    package let designs = ProgressDesign.all
    /// Each design's options as edited (type and variant always set).
    package private(set) var options: [ProgressOptions]
    /// Undo and redo of the designs' options (each change one step, a drag of one control
    /// coalesced); an undone change selects its design again.
    package let history = EditHistory()
    /// The selected design's index.
    package private(set) var selected: Int?
    /// The grid's value (the gallery's download).
    private(set) var galleryValue: Double
    /// The selected design's value (0…1) and whether it is indeterminate.
    package private(set) var value = 0.4
    package private(set) var indeterminate = false
    /// The selected design's buffer (0 = none).
    package private(set) var buffer = 0.0
    /// Whether value changes glide.
    package private(set) var smooth = true
    /// Simulated reduced motion for the selected design's preview.
    package private(set) var simulateReducedMotion = false
    /// The rhythm "simulate a task" uses, and the task running (nil when none).
    package private(set) var rhythm: ProgressRhythm = .steady
    package private(set) var task: ProgressTaskSimulator?
    private var download = ProgressTaskSimulator(rhythm: .download)
    /// Called after each change.
    package var onChange: (@MainActor (ProgressChange) -> Void)?

    package init() {
        options = ProgressDesign.all.map { design in
            var o = design.options
            o.type = design.type
            o.variant = design.variant
            return o
        }
        galleryValue = download.value
    }

    /// The selected design.
    var selectedDesign: ProgressDesign? { selected.map { designs[$0] } }
    /// The selected design's options.
    package var selectedOptions: ProgressOptions? { selected.map { options[$0] } }

    /// What a design shows in the grid: nil while indeterminate.
    func gridValue(_ index: Int) -> Double? {
        designs[index].alwaysIndeterminate ? nil : galleryValue
    }

    /// The buffer a design shows in the grid (the buffer design: value + 0.25).
    func gridBuffer(_ index: Int) -> Double? {
        designs[index].showsBuffer ? min(1, galleryValue + 0.25) : nil
    }

    /// Selects a design (nil closes the inspector); its value starts at the grid's.
    package func select(_ index: Int?) {
        let index = index.flatMap { designs.indices.contains($0) ? $0 : nil }
        guard index != selected else { return }
        selected = index
        task = nil
        if let index {
            value = (galleryValue * 100).rounded() / 100
            indeterminate = designs[index].alwaysIndeterminate
            buffer = designs[index].showsBuffer ? min(1, value + 0.25) : 0
        }
        onChange?([.selection, .value])
    }

    /// Changes the selected design's options: one step of `history` named `step`, joined to the
    /// step before while the same `coalescingKey` (one control's drag) keeps coming.
    package func update(
        _ body: (inout ProgressOptions) -> Void, step: Message = ProgressText.changeDesign,
        coalescingKey: String? = nil
    ) {
        guard let selected else { return }
        var copy = options[selected]
        body(&copy)
        guard copy != options[selected] else { return }
        history.perform(
            .change(step, coalescingKey: coalescingKey, from: options[selected], to: copy) { [weak self] value in
                self?.setOptions(value, of: selected)
            })
    }

    /// Changes the selected design's options (`update` with its defaults).
    package func update(_ body: (inout ProgressOptions) -> Void) { update(body, step: ProgressText.changeDesign) }

    /// Sets design `index`'s options, selecting it when it is not (an undo shows what it undid).
    private func setOptions(_ value: ProgressOptions, of index: Int) {
        guard options.indices.contains(index) else { return }
        if selected != index { select(index) }
        options[index] = value
        onChange?(.options)
    }

    /// Restores the selected design's options as the gallery has them.
    func resetOptions() {
        guard let selected else { return }
        let design = designs[selected]
        update(
            { o in
                o = design.options
                o.type = design.type
                o.variant = design.variant
            }, step: ProgressText.reset)
    }

    /// Sets the value (a manual change stops a running task and leaves indeterminate).
    package func setValue(_ v: Double, fromTask: Bool = false) {
        if !fromTask { task = nil }
        value = min(1, max(0, v))
        indeterminate = false
        onChange?(.value)
    }

    package func setIndeterminate(_ on: Bool) {
        indeterminate = on
        if on { task = nil }
        onChange?(.value)
    }

    func setBuffer(_ v: Double) {
        buffer = min(1, max(0, v))
        onChange?(.value)
    }

    func setSmooth(_ on: Bool) {
        smooth = on
        onChange?(.value)
    }

    func setSimulateReducedMotion(_ on: Bool) {
        simulateReducedMotion = on
        onChange?(.value)
    }

    func setRhythm(_ r: ProgressRhythm) {
        rhythm = r
        if task != nil { startTask() } else { onChange?(.value) }
    }

    /// Starts a task from 0 at the chosen rhythm (determinate).
    func startTask() {
        task = ProgressTaskSimulator(rhythm: rhythm)
        indeterminate = false
        value = 0
        onChange?(.value)
    }

    func stopTask() {
        task = nil
        onChange?(.value)
    }

    /// Advances the grid's download and the running task by `dt` seconds.
    package func advance(by dt: Double) {
        if download.advance(by: dt).last != nil {
            galleryValue = download.value
            onChange?(.gallery)
        }
        guard var running = task else { return }
        let reported = running.advance(by: dt)
        task = running.isFinished ? nil : running
        if let last = reported.last { setValue(last, fromTask: true) } else if running.isFinished { onChange?(.value) }
    }
}
