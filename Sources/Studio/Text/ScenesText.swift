import LoadingLifecycle
import Localization

/// The texts of Scenes mode: the inspector, the variants' headers and numbers, the guidance, the
/// lifecycle timeline and the exports (the mock app's own content is `SceneMockText`).
enum ScenesText {
    static let title = Message("scenes.title")

    enum Section: CaseIterable {
        case scene, variants, loadingState, timing, network, export
        var title: Message {
            switch self {
            case .scene: Message("scenes.section.scene")
            case .variants: Message("scenes.section.variants")
            case .loadingState: Message("scenes.section.loadingState")
            case .timing: Message("scenes.section.timing")
            case .network: Message("scenes.section.network")
            case .export: Message("scenes.section.export")
            }
        }
    }

    /// The labels of the rows with a control.
    enum Field: CaseIterable {
        case builtin, size, showDelay, minimum, exit, exitDuration, entry, entryDuration, easing, latency, failures
        case requests, seed, gifRequests
        var title: Message {
            switch self {
            case .builtin: Message("scenes.field.builtin")
            case .size: Message("scenes.field.size")
            case .showDelay: Message("scenes.field.showDelay")
            case .minimum: Message("scenes.field.minimum")
            case .exit: Message("scenes.field.exit")
            case .exitDuration: Message("scenes.field.exitDuration")
            case .entry: Message("scenes.field.entry")
            case .entryDuration: Message("scenes.field.entryDuration")
            case .easing: Message("scenes.field.easing")
            case .latency: Message("scenes.field.latency")
            case .failures: Message("scenes.field.failures")
            case .requests: Message("scenes.field.requests")
            case .seed: Message("scenes.field.seed")
            case .gifRequests: Message("scenes.field.gifRequests")
            }
        }
    }

    static func kind(_ kind: SceneKind) -> Message { Message("scenes.kind.\(kind.rawValue)") }
    static func device(_ device: SceneDevice) -> Message { Message("scenes.device.\(device.rawValue)") }
    static let landscape = Message("scenes.landscape")
    static let dark = Message("scenes.dark")

    static func content(_ content: SlotContent.Kind) -> Message { Message("scenes.content.\(content.rawValue)") }
    static func transition(_ kind: TransitionKind) -> Message { Message("scenes.transition.\(kind.rawValue)") }
    static func easing(_ easing: Easing) -> Message { Message("scenes.easing.\(easing.rawValue)") }
    static func latency(_ preset: LatencyPreset) -> Message { Message("scenes.latency.\(preset.rawValue)") }
    static let fixedLatency = Message("scenes.latency.fixed")

    static func variantName(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index))) }
    static let addVariant = Message("scenes.variant.add")
    static let removeVariant = Message("scenes.variant.remove")
    static let addVariantTooltip = Message("scenes.variant.add.tooltip")
    static let variantLimit = Message("scenes.variant.limit")

    /// A variant column's header: its letter and what it shows ("A · BallPulse").
    static func header(_ letter: String, _ what: String) -> Message {
        Message("scenes.header", ["letter": .text(letter), "what": .text(what)])
    }
    /// The policy under the header: "Delay 300 ms · minimum 500 ms" (the unit in the pattern).
    static func policy(delay: Double, minimum: Double) -> Message {
        Message(
            "scenes.policy",
            [
                "delay": .number((delay * 1000).rounded(), decimals: 0),
                "minimum": .number((minimum * 1000).rounded(), decimals: 0),
            ])
    }
    /// The figures over 1,000 seeded requests.
    static func flashes(_ share: Double) -> Message {
        Message("scenes.numbers.flashes", ["share": .number(share * 100, decimals: 0)])
    }
    static func neverShown(_ share: Double) -> Message {
        Message("scenes.numbers.neverShown", ["share": .number(share * 100, decimals: 0)])
    }
    static func timeToContent(median: Double, p95: Double) -> Message {
        Message(
            "scenes.numbers.timeToContent",
            ["median": .quantity(median, unit: "s", decimals: 2), "p95": .quantity(p95, unit: "s", decimals: 2)])
    }
    static func numbersTooltip(_ count: Int) -> Message { Message("scenes.numbers.tooltip", ["count": .count(count)]) }

    /// The guidance a variant's numbers raise.
    static func hint(_ hint: GuidanceHint) -> Message {
        switch hint {
        case .flashes(let share): Message("scenes.hint.flashes", ["share": .number(share * 100, decimals: 0)])
        case .spinnerForLongWait(let median):
            Message("scenes.hint.spinnerForLongWait", ["median": .quantity(median, unit: "s", decimals: 1)])
        case .indeterminatePastTenSeconds(let p95):
            Message("scenes.hint.indeterminatePastTenSeconds", ["p95": .quantity(p95, unit: "s", decimals: 1)])
        case .delayTooLong(let delay):
            Message("scenes.hint.delayTooLong", ["delay": .quantity(delay, unit: "s", decimals: 1)])
        case .minimumTooLong(let minimum):
            Message("scenes.hint.minimumTooLong", ["minimum": .quantity(minimum, unit: "s", decimals: 1)])
        }
    }

    static let play = Message("scenes.play")
    static let pause = Message("scenes.pause")
    static let playTooltip = Message("scenes.play.tooltip")
    static let stepBack = Message("scenes.step.back")
    static let stepForward = Message("scenes.step.forward")
    static let restart = Message("scenes.restart")
    static func request(_ number: Int, of count: Int) -> Message {
        Message("scenes.request", ["number": .count(number), "count": .count(count)])
    }
    static func runTime(_ seconds: Double, of total: Double) -> Message {
        Message(
            "scenes.runTime",
            ["time": .quantity(seconds, unit: "s", decimals: 2), "total": .quantity(total, unit: "s", decimals: 1)])
    }
    static func phase(_ phase: LifecyclePhase) -> Message { Message("scenes.phase.\(phase.rawValue)") }
    static let timelineTooltip = Message("scenes.timeline.tooltip")

    static let exportGIF = Message("scenes.export.gif")
    static let exportGIFTooltip = Message("scenes.export.gif.tooltip")
    static let exportPolicy = Message("scenes.export.policy")
    static let exportPolicyTooltip = Message("scenes.export.policy.tooltip")
    static func exported(_ path: String) -> Message { Message("scenes.export.done", ["path": .text(path)]) }
    static func exportedFrames(_ path: String, frames: Int, seconds: Double) -> Message {
        Message(
            "scenes.export.gif.done",
            ["path": .text(path), "count": .count(frames), "seconds": .quantity(seconds, unit: "s", decimals: 1)])
    }
    static func exportFailed(_ reason: String) -> Message { Message("scenes.export.failed", ["reason": .text(reason)]) }
    static let exportBusy = Message("scenes.export.busy")
    static let framesSuffix = Message("scenes.export.gif.suffix")
    static let policySuffix = Message("scenes.export.policy.suffix")
    static func exportProgress(_ fraction: Double) -> Message {
        Message("scenes.export.progress", ["share": .number((fraction * 100).rounded(.down), decimals: 0)])
    }
    static func status(_ kind: String, _ device: String, variants: Int) -> Message {
        Message("scenes.status", ["kind": .text(kind), "device": .text(device), "count": .count(variants)])
    }
    static func unknownBuiltin(_ name: String) -> Message { Message("scenes.builtin.unknown", ["name": .text(name)]) }
    static let editorSpecHasProblems = Message("scenes.editorSpec.problems")

    static let table: Catalogue.Table = [
        .english: [
            "scenes.title": "Scenes",
            "scenes.section.scene": "Scene", "scenes.section.variants": "Variants",
            "scenes.section.loadingState": "Loading state", "scenes.section.timing": "Timing",
            "scenes.section.network": "Network", "scenes.section.export": "Export",
            "scenes.field.builtin": "Built-in", "scenes.field.size": "Size", "scenes.field.showDelay": "Show delay",
            "scenes.field.minimum": "Minimum", "scenes.field.exit": "Exit", "scenes.field.exitDuration": "Exit time",
            "scenes.field.entry": "Entry", "scenes.field.entryDuration": "Entry time", "scenes.field.easing": "Easing",
            "scenes.field.latency": "Latency", "scenes.field.failures": "Failures",
            "scenes.field.requests": "Requests", "scenes.field.seed": "Seed",
            "scenes.field.gifRequests": "In the GIF",
            "scenes.kind.button": "Button", "scenes.kind.list": "List", "scenes.kind.feed": "Feed",
            "scenes.kind.overlay": "Overlay", "scenes.kind.toolbar": "Toolbar", "scenes.kind.upload": "Upload",
            "scenes.device.phone": "Phone", "scenes.device.tablet": "Tablet", "scenes.device.desktop": "Desktop",
            "scenes.landscape": "Landscape", "scenes.dark": "Dark app",
            "scenes.content.editorSpec": "Editor spec", "scenes.content.builtin": "Built-in",
            "scenes.content.progress": "Progress", "scenes.content.skeleton": "Skeleton",
            "scenes.transition.none": "None", "scenes.transition.fade": "Fade", "scenes.transition.scale": "Scale",
            "scenes.transition.crossfade": "Crossfade",
            "scenes.easing.linear": "Linear", "scenes.easing.easeIn": "Ease in", "scenes.easing.easeOut": "Ease out",
            "scenes.easing.easeInOut": "Ease in-out",
            "scenes.latency.fastWiFi": "Fast Wi-Fi", "scenes.latency.fourG": "4G", "scenes.latency.slow3G": "Slow 3G",
            "scenes.latency.offlineThenOnline": "Offline, then online", "scenes.latency.fixed": "Fixed",
            "scenes.variant.add": "Add variant", "scenes.variant.remove": "Remove",
            "scenes.variant.add.tooltip": "Copies the selected variant; up to four play side by side",
            "scenes.variant.limit": "Four variants at most",
            "scenes.header": "{letter} · {what}",
            "scenes.policy": "Delay {delay} ms · minimum {minimum} ms",
            "scenes.numbers.flashes": "Flashes {share}%", "scenes.numbers.neverShown": "never shown {share}%",
            "scenes.numbers.timeToContent": "Content: median {median}, p95 {p95}",
            "scenes.numbers.tooltip":
                "Over {count, plural, one {# seeded request} other {# seeded requests}} of this network: a flash is a loading state shown for less than 0.3 s, or hidden and shown again within 0.3 s",
            "scenes.hint.flashes":
                "{share}% of requests flash: a show delay of about 0.3 s or a minimum of about 0.5 s stops it",
            "scenes.hint.spinnerForLongWait":
                "Half the waits pass {median}: past 1 s a skeleton or progress keeps the flow better than a spinner (Nielsen)",
            "scenes.hint.indeterminatePastTenSeconds":
                "1 in 20 waits pass {p95}: past 10 s people need to see how long is left (Nielsen)",
            "scenes.hint.delayTooLong": "A show delay of {delay} leaves the screen silent past the 1 s limit (Nielsen)",
            "scenes.hint.minimumTooLong": "A minimum of {minimum} hides content that has arrived",
            "scenes.play": "Play", "scenes.pause": "Pause", "scenes.play.tooltip": "Play the seeded requests",
            "scenes.step.back": "One frame back", "scenes.step.forward": "One frame on",
            "scenes.restart": "From the first request",
            "scenes.request": "Request {number} of {count}", "scenes.runTime": "{time} of {total}",
            "scenes.phase.waiting": "Waiting", "scenes.phase.indicator": "Loading", "scenes.phase.holding": "Holding",
            "scenes.phase.exiting": "Exit", "scenes.phase.error": "Error", "scenes.phase.entering": "Entry",
            "scenes.phase.content": "Content",
            "scenes.timeline.tooltip": "Each variant's phases on one time axis; click or drag to go to a moment",
            "scenes.export.gif": "GIF…",
            "scenes.export.gif.tooltip": "The side by side as a GIF of the run's first requests (a .png name writes a PNG sequence)",
            "scenes.export.policy": "Policy…",
            "scenes.export.policy.tooltip": "Each variant's delay, minimum and transitions as JSON, with its code",
            "scenes.export.done": "Exported {path}",
            "scenes.export.gif.done": "Exported {path}: {count, plural, one {# frame} other {# frames}}, {seconds}",
            "scenes.export.failed": "Could not export: {reason}",
            "scenes.export.busy": "A GIF is being rendered; wait for it to finish",
            "scenes.export.gif.suffix": "Name a .gif file, or a .png for a PNG sequence",
            "scenes.export.policy.suffix": "Name a .json file",
            "scenes.export.progress": "GIF {share}%",
            "scenes.status": "{kind} on a {device} · {count, plural, one {# variant} other {# variants}}",
            "scenes.builtin.unknown": "No built-in is named \"{name}\"",
            "scenes.editorSpec.problems": "The Editor's spec has problems; the slot shows nothing",
        ]
    ]
}
