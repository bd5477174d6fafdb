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
    /// The undo step of a change of the scene ("Undo Change scene").
    static let changeScene = Message("scenes.change")
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
        case .motionOverFiveSeconds(let p95):
            Message("scenes.hint.motionOverFiveSeconds", ["p95": .quantity(p95, unit: "s", decimals: 1)])
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
    /// What the timeline shows under the pointer: "B · request 3 · Loading 0.42 s".
    static func band(_ letter: String, request: Int, phase: String, seconds: Double) -> Message {
        Message(
            "scenes.timeline.band",
            [
                "letter": .text(letter), "number": .count(request), "phase": .text(phase),
                "seconds": .quantity(seconds, unit: "s", decimals: 2),
            ])
    }

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
    /// Said after an export cut short by the memory its frames may take.
    static func exportCut(megabytes: Int) -> Message { Message("scenes.export.cut", ["megabytes": .count(megabytes)]) }
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
            "scenes.change": "Change scene", "scenes.variant.add": "Add variant", "scenes.variant.remove": "Remove",
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
            "scenes.hint.motionOverFiveSeconds":
                "1 in 20 waits pass {p95} with the screen blocked: motion over 5 s needs a way to stop it (WCAG 2.2.2): give the overlay a Cancel, and stop the indicator (stop, hidesWhenStopped) when the wait ends",
            "scenes.play": "Play", "scenes.pause": "Pause", "scenes.play.tooltip": "Play the seeded requests",
            "scenes.step.back": "One frame back", "scenes.step.forward": "One frame on",
            "scenes.restart": "From the first request",
            "scenes.request": "Request {number} of {count}", "scenes.runTime": "{time} of {total}",
            "scenes.phase.waiting": "Waiting", "scenes.phase.indicator": "Loading", "scenes.phase.holding": "Holding",
            "scenes.phase.exiting": "Exit", "scenes.phase.error": "Error", "scenes.phase.entering": "Entry",
            "scenes.phase.content": "Content",
            "scenes.timeline.tooltip": "Each variant's phases on one time axis; click or drag to go to a moment",
            "scenes.timeline.band": "{letter} · request {number} · {phase} {seconds}",
            "scenes.export.gif": "GIF…",
            "scenes.export.gif.tooltip":
                "The side by side as a GIF of the run's first requests (a .png name writes a PNG sequence)",
            "scenes.export.policy": "Policy…",
            "scenes.export.policy.tooltip": "Each variant's delay, minimum and transitions as JSON, with its code",
            "scenes.export.done": "Exported {path}",
            "scenes.export.gif.done": "Exported {path}: {count, plural, one {# frame} other {# frames}}, {seconds}",
            "scenes.export.failed": "Could not export: {reason}",
            "scenes.export.busy": "A GIF is being rendered; wait for it to finish",
            "scenes.export.gif.suffix": "Name a .gif file, or a .png for a PNG sequence",
            "scenes.export.cut":
                "It stops there: its frames may take {megabytes} MB at most; choose fewer requests for the rest.",
            "scenes.export.policy.suffix": "Name a .json file",
            "scenes.export.progress": "GIF {share}%",
            "scenes.status": "{kind} on a {device} · {count, plural, one {# variant} other {# variants}}",
            "scenes.builtin.unknown": "No built-in is named \"{name}\"",
            "scenes.editorSpec.problems": "The Editor's spec has problems; the slot shows nothing",
        ],
        .vietnamese: [
            "scenes.title": "Cảnh",
            "scenes.section.scene": "Cảnh", "scenes.section.variants": "Biến thể",
            "scenes.section.loadingState": "Trạng thái tải", "scenes.section.timing": "Thời gian",
            "scenes.section.network": "Mạng", "scenes.section.export": "Xuất",
            "scenes.field.builtin": "Có sẵn", "scenes.field.size": "Kích thước",
            "scenes.field.showDelay": "Độ trễ hiện",
            "scenes.field.minimum": "Tối thiểu", "scenes.field.exit": "Thoát",
            "scenes.field.exitDuration": "Độ dài thoát",
            "scenes.field.entry": "Xuất hiện", "scenes.field.entryDuration": "Độ dài hiện",
            "scenes.field.easing": "Easing",
            "scenes.field.latency": "Độ trễ", "scenes.field.failures": "Tỉ lệ lỗi",
            "scenes.field.requests": "Số yêu cầu", "scenes.field.seed": "Seed",
            "scenes.field.gifRequests": "Trong GIF",
            "scenes.kind.button": "Nút", "scenes.kind.list": "Danh sách", "scenes.kind.feed": "Bảng tin",
            "scenes.kind.overlay": "Lớp phủ", "scenes.kind.toolbar": "Thanh công cụ", "scenes.kind.upload": "Tải lên",
            "scenes.device.phone": "Điện thoại", "scenes.device.tablet": "Máy tính bảng",
            "scenes.device.desktop": "Máy tính",
            "scenes.landscape": "Ngang", "scenes.dark": "Ứng dụng tối",
            "scenes.content.editorSpec": "Spec đang sửa", "scenes.content.builtin": "Có sẵn",
            "scenes.content.progress": "Tiến độ", "scenes.content.skeleton": "Skeleton",
            "scenes.transition.none": "Không", "scenes.transition.fade": "Mờ dần", "scenes.transition.scale": "Co giãn",
            "scenes.transition.crossfade": "Hòa mờ",
            "scenes.easing.linear": "Tuyến tính", "scenes.easing.easeIn": "Chậm đầu",
            "scenes.easing.easeOut": "Chậm cuối",
            "scenes.easing.easeInOut": "Chậm hai đầu",
            "scenes.latency.fastWiFi": "Wi-Fi nhanh", "scenes.latency.fourG": "4G", "scenes.latency.slow3G": "3G chậm",
            "scenes.latency.offlineThenOnline": "Mất mạng, rồi có mạng", "scenes.latency.fixed": "Cố định",
            "scenes.change": "Thay đổi cảnh", "scenes.variant.add": "Thêm biến thể", "scenes.variant.remove": "Xóa",
            "scenes.variant.add.tooltip": "Sao chép biến thể đang chọn; tối đa bốn biến thể chạy cạnh nhau",
            "scenes.variant.limit": "Tối đa bốn biến thể",
            "scenes.header": "{letter} · {what}",
            "scenes.policy": "Trễ {delay} ms · tối thiểu {minimum} ms",
            "scenes.numbers.flashes": "Nháy {share}%", "scenes.numbers.neverShown": "không hiện {share}%",
            "scenes.numbers.timeToContent": "Nội dung: trung vị {median}, p95 {p95}",
            "scenes.numbers.tooltip":
                "Trên {count, plural, other {# yêu cầu mô phỏng}} của mạng này: nháy là khi trạng thái tải hiện chưa đến 0,3 s, hoặc ẩn rồi hiện lại trong vòng 0,3 s",
            "scenes.hint.flashes":
                "{share}% yêu cầu bị nháy: độ trễ hiện khoảng 0,3 s hoặc tối thiểu khoảng 0,5 s sẽ khắc phục",
            "scenes.hint.spinnerForLongWait":
                "Một nửa số lần chờ quá {median}: quá 1 s, skeleton hoặc thanh tiến độ giữ mạch suy nghĩ tốt hơn spinner (Nielsen)",
            "scenes.hint.indeterminatePastTenSeconds":
                "Cứ 20 lần chờ có 1 lần quá {p95}: quá 10 s, người dùng cần thấy còn bao lâu (Nielsen)",
            "scenes.hint.delayTooLong": "Độ trễ hiện {delay} khiến màn hình im lặng quá mốc 1 s (Nielsen)",
            "scenes.hint.minimumTooLong": "Tối thiểu {minimum} che mất nội dung đã tải xong",
            "scenes.hint.motionOverFiveSeconds":
                "1 trong 20 lần chờ quá {p95} khi màn hình bị chặn: chuyển động quá 5 s cần có cách dừng (WCAG 2.2.2): thêm nút Huỷ cho lớp phủ, và dừng indicator (stop, hidesWhenStopped) khi chờ xong",
            "scenes.play": "Phát", "scenes.pause": "Tạm dừng", "scenes.play.tooltip": "Phát các yêu cầu mô phỏng",
            "scenes.step.back": "Lùi một frame", "scenes.step.forward": "Tiến một frame",
            "scenes.restart": "Từ yêu cầu đầu tiên",
            "scenes.request": "Yêu cầu {number} trên {count}", "scenes.runTime": "{time} / {total}",
            "scenes.phase.waiting": "Chờ", "scenes.phase.indicator": "Đang tải", "scenes.phase.holding": "Giữ",
            "scenes.phase.exiting": "Thoát", "scenes.phase.error": "Lỗi", "scenes.phase.entering": "Xuất hiện",
            "scenes.phase.content": "Nội dung",
            "scenes.timeline.tooltip":
                "Các pha của từng biến thể trên cùng một trục thời gian; bấm hoặc kéo để đến một thời điểm",
            "scenes.timeline.band": "{letter} · yêu cầu {number} · {phase} {seconds}",
            "scenes.export.gif": "GIF…",
            "scenes.export.gif.tooltip": "Bản so sánh cạnh nhau thành GIF, gồm các yêu cầu đầu tiên của lượt chạy",
            "scenes.export.policy": "Chính sách…",
            "scenes.export.policy.tooltip":
                "Độ trễ, tối thiểu và hiệu ứng chuyển tiếp của từng biến thể dưới dạng JSON, kèm code",
            "scenes.export.done": "Đã xuất {path}",
            "scenes.export.gif.done": "Đã xuất {path}: {count, plural, other {# frame}}, {seconds}",
            "scenes.export.failed": "Không thể xuất: {reason}",
            "scenes.export.busy": "Đang tạo một GIF; hãy chờ đến khi xong",
            "scenes.export.gif.suffix": "Hãy đặt tên tệp .gif, hoặc .png cho chuỗi ảnh PNG",
            "scenes.export.cut": "Dừng ở đó: các khung hình chiếm tối đa {megabytes} MB; hãy chọn ít yêu cầu hơn.",
            "scenes.export.policy.suffix": "Hãy đặt tên tệp .json",
            "scenes.export.progress": "GIF {share}%",
            "scenes.status": "{kind} trên {device} · {count, plural, other {# biến thể}}",
            "scenes.builtin.unknown": "Không có indicator có sẵn nào tên “{name}”",
            "scenes.editorSpec.problems": "Spec trong Chỉnh sửa có vấn đề; chỗ tải để trống",
        ],
        .chineseSimplified: [
            "scenes.title": "场景",
            "scenes.section.scene": "场景", "scenes.section.variants": "方案",
            "scenes.section.loadingState": "加载状态", "scenes.section.timing": "时机",
            "scenes.section.network": "网络", "scenes.section.export": "导出",
            "scenes.field.builtin": "内置", "scenes.field.size": "尺寸", "scenes.field.showDelay": "显示延迟",
            "scenes.field.minimum": "最短显示", "scenes.field.exit": "退场", "scenes.field.exitDuration": "退场时长",
            "scenes.field.entry": "入场", "scenes.field.entryDuration": "入场时长", "scenes.field.easing": "缓动",
            "scenes.field.latency": "延迟", "scenes.field.failures": "失败率",
            "scenes.field.requests": "请求数", "scenes.field.seed": "随机种子",
            "scenes.field.gifRequests": "GIF 请求数",
            "scenes.kind.button": "按钮", "scenes.kind.list": "列表", "scenes.kind.feed": "信息流",
            "scenes.kind.overlay": "浮层", "scenes.kind.toolbar": "工具栏", "scenes.kind.upload": "上传",
            "scenes.device.phone": "手机", "scenes.device.tablet": "平板", "scenes.device.desktop": "电脑",
            "scenes.landscape": "横屏", "scenes.dark": "深色应用",
            "scenes.content.editorSpec": "编辑器 spec", "scenes.content.builtin": "内置",
            "scenes.content.progress": "进度", "scenes.content.skeleton": "骨架屏",
            "scenes.transition.none": "无", "scenes.transition.fade": "淡化", "scenes.transition.scale": "缩放",
            "scenes.transition.crossfade": "交叉淡化",
            "scenes.easing.linear": "线性", "scenes.easing.easeIn": "缓入", "scenes.easing.easeOut": "缓出",
            "scenes.easing.easeInOut": "缓入缓出",
            "scenes.latency.fastWiFi": "快速 Wi-Fi", "scenes.latency.fourG": "4G", "scenes.latency.slow3G": "慢速 3G",
            "scenes.latency.offlineThenOnline": "先断网后恢复", "scenes.latency.fixed": "固定",
            "scenes.change": "更改场景", "scenes.variant.add": "添加方案", "scenes.variant.remove": "移除",
            "scenes.variant.add.tooltip": "复制所选方案；最多四个方案并排播放",
            "scenes.variant.limit": "最多四个方案",
            "scenes.header": "{letter} · {what}",
            "scenes.policy": "延迟 {delay} 毫秒 · 最短 {minimum} 毫秒",
            "scenes.numbers.flashes": "闪现 {share}%", "scenes.numbers.neverShown": "未显示 {share}%",
            "scenes.numbers.timeToContent": "内容：中位数 {median}，p95 {p95}",
            "scenes.numbers.tooltip":
                "基于此网络的 {count, plural, other {# 个模拟请求}}：闪现指加载状态显示不足 0.3 s，或隐藏后 0.3 s 内又重新显示",
            "scenes.hint.flashes": "{share}% 的请求出现闪现：约 0.3 s 的显示延迟或约 0.5 s 的最短显示即可避免",
            "scenes.hint.spinnerForLongWait":
                "半数等待超过 {median}：超过 1 s 时，骨架屏或进度条比旋转指示器更能让用户保持思路（Nielsen）",
            "scenes.hint.indeterminatePastTenSeconds": "每 20 次等待有 1 次超过 {p95}：超过 10 s 时，用户需要知道还要等多久（Nielsen）",
            "scenes.hint.delayTooLong": "{delay} 的显示延迟让屏幕在 1 s 界限之后仍无反馈（Nielsen）",
            "scenes.hint.minimumTooLong": "{minimum} 的最短显示会挡住已加载的内容",
            "scenes.hint.motionOverFiveSeconds":
                "每 20 次等待中有 1 次在屏幕被遮挡时超过 {p95}：超过 5 s 的动画需要停止的方法（WCAG 2.2.2）：为遮罩加一个“取消”，并在等待结束时停止指示器（stop、hidesWhenStopped）",
            "scenes.play": "播放", "scenes.pause": "暂停", "scenes.play.tooltip": "播放模拟请求",
            "scenes.step.back": "后退一帧", "scenes.step.forward": "前进一帧",
            "scenes.restart": "从第一个请求开始",
            "scenes.request": "请求 {number}/{count}", "scenes.runTime": "{time} / {total}",
            "scenes.phase.waiting": "等待", "scenes.phase.indicator": "加载中", "scenes.phase.holding": "保持",
            "scenes.phase.exiting": "退场", "scenes.phase.error": "错误", "scenes.phase.entering": "入场",
            "scenes.phase.content": "内容",
            "scenes.timeline.tooltip": "各方案的阶段位于同一时间轴上；点击或拖动可跳到某一时刻",
            "scenes.timeline.band": "{letter} · 请求 {number} · {phase} {seconds}",
            "scenes.export.gif": "GIF…", "scenes.export.gif.tooltip": "将并排对比导出为 GIF，包含本次运行的前几个请求",
            "scenes.export.policy": "策略…",
            "scenes.export.policy.tooltip": "将各方案的延迟、最短显示和过渡导出为 JSON，并附上代码",
            "scenes.export.done": "已导出 {path}",
            "scenes.export.gif.done": "已导出 {path}：{count, plural, other {# 帧}}，{seconds}",
            "scenes.export.failed": "无法导出：{reason}",
            "scenes.export.busy": "正在生成 GIF，请等待完成",
            "scenes.export.gif.suffix": "请以 .gif 命名文件，或以 .png 命名以导出 PNG 序列",
            "scenes.export.cut": "到此为止：帧最多占用 {megabytes} MB；请减少请求数。",
            "scenes.export.policy.suffix": "请以 .json 命名文件",
            "scenes.export.progress": "GIF {share}%",
            "scenes.status": "{device}上的{kind} · {count, plural, other {# 个方案}}",
            "scenes.builtin.unknown": "没有名为“{name}”的内置指示器",
            "scenes.editorSpec.problems": "编辑器中的 spec 有问题，该位置不显示任何内容",
        ],
        .french: [
            "scenes.title": "Scènes",
            "scenes.section.scene": "Scène", "scenes.section.variants": "Variantes",
            "scenes.section.loadingState": "État de chargement", "scenes.section.timing": "Minutage",
            "scenes.section.network": "Réseau", "scenes.section.export": "Export",
            "scenes.field.builtin": "Intégré", "scenes.field.size": "Taille", "scenes.field.showDelay": "Délai",
            "scenes.field.minimum": "Minimum", "scenes.field.exit": "Sortie",
            "scenes.field.exitDuration": "Durée sortie",
            "scenes.field.entry": "Entrée", "scenes.field.entryDuration": "Durée entrée",
            "scenes.field.easing": "Easing",
            "scenes.field.latency": "Latence", "scenes.field.failures": "Échecs",
            "scenes.field.requests": "Requêtes", "scenes.field.seed": "Graine",
            "scenes.field.gifRequests": "Dans le GIF",
            "scenes.kind.button": "Bouton", "scenes.kind.list": "Liste", "scenes.kind.feed": "Fil",
            "scenes.kind.overlay": "Surcouche", "scenes.kind.toolbar": "Barre d’outils", "scenes.kind.upload": "Envoi",
            "scenes.device.phone": "Téléphone", "scenes.device.tablet": "Tablette",
            "scenes.device.desktop": "Ordinateur",
            "scenes.landscape": "Paysage", "scenes.dark": "Appli sombre",
            "scenes.content.editorSpec": "Spec de l’Éditeur", "scenes.content.builtin": "Intégré",
            "scenes.content.progress": "Progression", "scenes.content.skeleton": "Squelette",
            "scenes.transition.none": "Aucune", "scenes.transition.fade": "Fondu", "scenes.transition.scale": "Zoom",
            "scenes.transition.crossfade": "Fondu enchaîné",
            "scenes.easing.linear": "Linéaire", "scenes.easing.easeIn": "Début lent",
            "scenes.easing.easeOut": "Fin lente", "scenes.easing.easeInOut": "Lent aux bouts",
            "scenes.latency.fastWiFi": "Wi-Fi rapide", "scenes.latency.fourG": "4G",
            "scenes.latency.slow3G": "3G lente",
            "scenes.latency.offlineThenOnline": "Hors ligne, puis en ligne", "scenes.latency.fixed": "Fixe",
            "scenes.change": "Modifier la scène", "scenes.variant.add": "Ajouter", "scenes.variant.remove": "Retirer",
            "scenes.variant.add.tooltip":
                "Copie la variante sélectionnée\u{202F}; jusqu’à quatre se jouent côte à côte",
            "scenes.variant.limit": "Quatre variantes au plus",
            "scenes.header": "{letter} · {what}",
            "scenes.policy": "Délai {delay} ms · minimum {minimum} ms",
            "scenes.numbers.flashes": "Flashs {share}\u{202F}%",
            "scenes.numbers.neverShown": "jamais affiché {share}\u{202F}%",
            "scenes.numbers.timeToContent": "Contenu\u{00A0}: médiane {median}, p95 {p95}",
            "scenes.numbers.tooltip":
                "Sur {count, plural, one {# requête simulée} other {# requêtes simulées}} de ce réseau\u{00A0}: un flash est un état de chargement affiché moins de 0,3\u{00A0}s, ou masqué puis réaffiché en moins de 0,3\u{00A0}s",
            "scenes.hint.flashes":
                "{share}\u{202F}% des requêtes font un flash\u{00A0}: un délai d’environ 0,3\u{00A0}s ou un minimum d’environ 0,5\u{00A0}s l’évite",
            "scenes.hint.spinnerForLongWait":
                "Une attente sur deux dépasse {median}\u{00A0}: passé 1\u{00A0}s, squelette ou progression gardent mieux le fil qu’un indicateur rotatif (Nielsen)",
            "scenes.hint.indeterminatePastTenSeconds":
                "1 attente sur 20 dépasse {p95}\u{00A0}: passé 10\u{00A0}s, il faut montrer le temps restant (Nielsen)",
            "scenes.hint.delayTooLong":
                "Un délai de {delay} laisse l’écran muet au-delà de la limite de 1\u{00A0}s (Nielsen)",
            "scenes.hint.minimumTooLong": "Un minimum de {minimum} masque un contenu déjà arrivé",
            "scenes.hint.motionOverFiveSeconds":
                "1 attente sur 20 dépasse {p95} écran bloqué\u{00A0}: un mouvement de plus de 5 s doit pouvoir s’arrêter (WCAG 2.2.2)\u{00A0}: donnez un Annuler au voile, et arrêtez l’indicateur (stop, hidesWhenStopped) quand l’attente finit",
            "scenes.play": "Lire", "scenes.pause": "Pause", "scenes.play.tooltip": "Lire les requêtes simulées",
            "scenes.step.back": "Reculer d’une image", "scenes.step.forward": "Avancer d’une image",
            "scenes.restart": "Depuis la première requête",
            "scenes.request": "Requête {number} sur {count}", "scenes.runTime": "{time} sur {total}",
            "scenes.phase.waiting": "Attente", "scenes.phase.indicator": "Chargement",
            "scenes.phase.holding": "Maintien",
            "scenes.phase.exiting": "Sortie", "scenes.phase.error": "Erreur", "scenes.phase.entering": "Entrée",
            "scenes.phase.content": "Contenu",
            "scenes.timeline.tooltip":
                "Les phases de chaque variante sur un même axe du temps\u{202F}; cliquez ou faites glisser pour aller à un instant",
            "scenes.timeline.band": "{letter} · requête {number} · {phase} {seconds}",
            "scenes.export.gif": "GIF…",
            "scenes.export.gif.tooltip": "La comparaison côte à côte en GIF, sur les premières requêtes de la série",
            "scenes.export.policy": "Politique…",
            "scenes.export.policy.tooltip":
                "Le délai, le minimum et les transitions de chaque variante en JSON, avec leur code",
            "scenes.export.done": "{path} exporté",
            "scenes.export.gif.done":
                "{path} exporté\u{00A0}: {count, plural, one {# image} other {# images}}, {seconds}",
            "scenes.export.failed": "Impossible d’exporter\u{00A0}: {reason}",
            "scenes.export.busy": "Un GIF est en cours de rendu\u{202F}; attendez qu’il se termine",
            "scenes.export.gif.suffix": "Nommez un fichier .gif, ou .png pour une séquence PNG",
            "scenes.export.cut":
                "L’export s’arrête là\u{202F}: ses images occupent au plus {megabytes}\u{00A0}Mo\u{202F}; choisissez moins de requêtes.",
            "scenes.export.policy.suffix": "Nommez un fichier .json",
            "scenes.export.progress": "GIF {share}\u{202F}%",
            "scenes.status": "{kind} sur {device} · {count, plural, one {# variante} other {# variantes}}",
            "scenes.builtin.unknown": "Aucun indicateur intégré ne s’appelle «\u{00A0}{name}\u{00A0}»",
            "scenes.editorSpec.problems": "La spec de l’Éditeur a des problèmes\u{202F}; l’emplacement reste vide",
        ],
    ]
}
