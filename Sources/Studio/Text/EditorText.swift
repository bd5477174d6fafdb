import Foundation
import Localization
import UI

/// The texts of the Editor's panels: inspector, timeline, lanes, outline, problems, preview, and its undo names.
enum EditorText {
    // MARK: Inspector (Tune tab)

    static let tabTune = Message("editor.tab.tune")
    static let tabDesign = Message("editor.tab.design")
    static let tabsTip = Message("editor.tabs.tip")
    static let params = Message("editor.inspector.params")
    static let colour = Message("editor.inspector.colour")
    static let playback = Message("editor.inspector.playback")
    static let size = Message("editor.inspector.size")
    static let speed = Message("editor.inspector.speed")
    static let side = Message("editor.inspector.side")
    static let hides = Message("editor.inspector.hides")
    static let respects = Message("editor.inspector.respects")
    static let simulates = Message("editor.inspector.simulates")
    static let stop = Message("editor.inspector.stop")
    static let saveParams = Message("editor.inspector.save")
    static let export = Message("editor.inspector.export")
    static let code = Message("editor.inspector.code")
    static let saveTip = Message("editor.inspector.saveTip")
    static let exportTip = Message("editor.inspector.exportTip")
    static let codeTip = Message("editor.inspector.codeTip")
    static let saveBuiltin = Message("editor.inspector.saveBuiltin")
    static let saveFixFirst = Message("editor.inspector.saveFixFirst")
    static let saveNothing = Message("editor.inspector.saveNothing")
    static let noParams = Message("editor.inspector.noParams")
    static let paramsLater = Message("editor.inspector.paramsLater")
    /// A param's reset button: "Reset count to 5".
    static func reset(_ name: String, to value: String) -> Message {
        Message("editor.param.reset", ["name": .text(name), "value": .text(value)])
    }

    // MARK: Colours

    static let addColour = Message("editor.colours.add")
    static let automaticColour = Message("editor.colours.automatic")
    static let removeColour = Message("editor.colours.remove")
    static let colourUp = Message("editor.colours.up")
    static let colourDown = Message("editor.colours.down")

    // MARK: Columns and side panel

    static let railOutline = Message("editor.rail.outline")
    static let railSource = Message("editor.rail.source")
    static let railInspector = Message("editor.rail.inspector")
    static let showOutline = Message("editor.rail.showOutline")
    static let showSource = Message("editor.rail.showSource")
    static let showInspector = Message("editor.rail.showInspector")
    static let outlineHeader = Message("editor.side.outline")
    static let noIndicator = Message("editor.side.noIndicator")
    static let builtin = Message("editor.side.builtin")
    static let notSaved = Message("editor.side.notSaved")
    static let elementHeader = Message("editor.element.header")
    static let elementHint = Message("editor.element.hint")
    static func element(_ index: Int) -> Message {
        Message("editor.element.numbered", ["index": .text(String(index))])
    }

    // MARK: Outline

    static let outlineSpec = Message("editor.outline.spec")
    static let outlineLayout = Message("editor.outline.layout")
    static let outlineShape = Message("editor.outline.shape")
    static let outlineDuration = Message("editor.outline.duration")
    static let outlineStagger = Message("editor.outline.stagger")
    static let outlineDurations = Message("editor.outline.durations")
    static let outlineRest = Message("editor.outline.rest")
    static let outlineTracks = Message("editor.outline.tracks")
    static let outlineGroupTracks = Message("editor.outline.groupTracks")
    static func outlinePart(_ number: Int) -> Message {
        Message("editor.outline.part", ["number": .text(String(number))])
    }
    static func outlineElements(_ count: Int) -> Message {
        Message("editor.outline.elements", ["count": .count(count)])
    }
    static func outlineKeyframes(_ count: Int) -> Message {
        Message("editor.outline.keyframes", ["count": .count(count)])
    }
    static func outlineOffsets(_ count: Int) -> Message {
        Message("editor.outline.offsets", ["count": .count(count)])
    }
    /// A stagger's detail: "each 0.1 s".
    static func staggerEach(_ each: String) -> Message {
        Message("editor.outline.each", ["each": .text(each)])
    }
    /// A stagger's detail with its start: "each 0.1 s from 0.2 s".
    static func staggerEachFrom(_ each: String, _ start: String) -> Message {
        Message("editor.outline.eachFrom", ["each": .text(each), "start": .text(start)])
    }

    // MARK: Problems

    static let problemsHeader = Message("editor.problems.header")
    static let noProblems = Message("editor.problems.none")
    static let open = Message("editor.problems.open")
    static let fix = Message("editor.problems.fix")
    static let wholeFile = Message("editor.problems.file")
    static let copyPath = Message("editor.problems.copyPath")
    /// A problem with the tuned params, around LoaderKit's own sentence.
    static func withParams(_ problem: String) -> Message {
        Message("editor.problems.withParams", ["problem": .text(problem)])
    }
    static func copied(_ text: String) -> Message {
        Message("editor.problems.copied", ["text": .text(text)])
    }
    static func opened(_ file: String, line: Int, editor: String) -> Message {
        Message("editor.problems.opened", ["file": .text(file), "line": .text(String(line)), "editor": .text(editor)])
    }
    static func openIn(_ editor: String, line: Int) -> Message {
        Message("editor.problems.openIn", ["editor": .text(editor), "line": .text(String(line))])
    }
    static func rowTip(_ path: String) -> Message {
        Message("editor.problems.rowTip", ["path": .text(path)])
    }

    // MARK: Preview

    static let backgroundLight = Message("editor.background.light")
    static let backgroundDark = Message("editor.background.dark")
    static let backgroundChecker = Message("editor.background.checker")
    static let backgroundCustom = Message("editor.background.custom")
    static let customTip = Message("editor.background.customTip")
    static let stale = Message("editor.preview.stale")
    /// The caption above the previews: "spinner · 1.20 s cycle".
    static func caption(_ name: String, cycle: String) -> Message {
        Message("editor.preview.caption", ["name": .text(name), "cycle": .text(cycle)])
    }

    // MARK: Timeline

    static let reducedMotion = Message("editor.timeline.reducedMotion")
    static let reducedMotionTip = Message("editor.timeline.reducedMotionTip")
    static let freeze = Message("editor.timeline.freeze")
    static let freezeTip = Message("editor.timeline.freezeTip")
    static let inPoint = Message("editor.timeline.in")
    static let outPoint = Message("editor.timeline.out")
    static let inTip = Message("editor.timeline.inTip")
    static let outTip = Message("editor.timeline.outTip")
    static let loop = Message("editor.timeline.loop")
    static let loopTip = Message("editor.timeline.loopTip")
    static let pingPong = Message("editor.timeline.pingPong")
    static let pingPongTip = Message("editor.timeline.pingPongTip")
    static let toStart = Message("editor.timeline.start")
    /// "Back one frame (←; Shift: a tenth of a cycle)".
    static func back(key: String, shift: String) -> Message {
        Message("editor.timeline.back", ["key": .text(key), "shift": .text(shift)])
    }
    static func forward(key: String, shift: String) -> Message {
        Message("editor.timeline.forward", ["key": .text(key), "shift": .text(shift)])
    }
    /// The cycle progress readout: "cycle 0.500".
    static func cycle(_ value: String) -> Message {
        Message("editor.timeline.cycle", ["value": .text(value)])
    }

    // MARK: Keyframe lanes

    static let keyframes = Message("editor.lanes.title")
    static let selectHint = Message("editor.lanes.hint")
    static let valuePlaceholder = Message("editor.lanes.value")
    static let useParam = Message("editor.lanes.useParam")
    static let useNumber = Message("editor.lanes.useNumber")
    static let zoomFitTip = Message("editor.lanes.zoomFit")
    static let typeNumber = Message("editor.lanes.typeNumber")
    static let overOneCycle = Message("editor.lanes.overOneCycle")
    /// The collapsed lanes' hint: "3 lanes hidden: Ctrl+K shows them".
    static func lanesHidden(_ count: Int, shortcut: String) -> Message {
        Message("editor.lanes.hidden", ["count": .count(count), "shortcut": .text(shortcut)])
    }
    static func zoomOutTip(ctrl: String) -> Message {
        Message("editor.lanes.zoomOut", ["ctrl": .text(ctrl)])
    }
    static func zoomInTip(ctrl: String, shift: String) -> Message {
        Message("editor.lanes.zoomIn", ["ctrl": .text(ctrl), "shift": .text(shift)])
    }
    /// The zoom shown as a percentage: "150%".
    static func percent(_ value: Double) -> Message {
        Message("editor.lanes.percent", ["value": .text(String(Int(value)))])
    }
    static func paramValue(_ name: String) -> Message {
        Message("editor.lanes.paramValue", ["name": .text(name)])
    }
    static func copiedKeyframe(_ json: String) -> Message {
        Message("editor.lanes.copied", ["json": .text(json)])
    }
    /// A group track's lane: "opacity (group)".
    static func groupLane(_ property: String) -> Message {
        Message("editor.lanes.group", ["property": .text(property)])
    }
    /// The graph's end that is up on screen, for a value that grows down: "-20 up".
    static func graphUp(_ value: String) -> Message { Message("editor.lanes.up", ["value": .text(value)]) }
    static func graphDown(_ value: String) -> Message { Message("editor.lanes.down", ["value": .text(value)]) }

    // MARK: Undo steps and refusals

    /// A step named by text the Editor does not know (another area's, the source pane's).
    static func verbatim(_ name: String) -> Message { Message("editor.step.verbatim", ["name": .text(name)]) }
    static func changeParam(_ name: String) -> Message { Message("editor.step.param", ["name": .text(name)]) }
    static let changeColours = Message("editor.step.colours")
    static let changeSpeed = Message("editor.step.speed")
    static let changeSize = Message("editor.step.size")
    static let changeBackground = Message("editor.step.background")
    static let hidesOn = Message("editor.step.hidesOn")
    static let hidesOff = Message("editor.step.hidesOff")
    static let respectsOn = Message("editor.step.respectsOn")
    static let respectsOff = Message("editor.step.respectsOff")
    static let simulatesOn = Message("editor.step.simulatesOn")
    static let simulatesOff = Message("editor.step.simulatesOff")
    static let saveParamsStep = Message("editor.step.saveParams")
    static func reload(_ file: String) -> Message { Message("editor.step.reload", ["file": .text(file)]) }
    static let typing = Message("editor.step.typing")
    static let editText = Message("editor.step.editText")
    static let moveKeyframe = Message("editor.step.moveKeyframe")
    static let changeKeyframeValue = Message("editor.step.keyframeValue")
    static let addKeyframe = Message("editor.step.addKeyframe")
    static let pasteKeyframe = Message("editor.step.pasteKeyframe")
    static let deleteKeyframe = Message("editor.step.deleteKeyframe")
    static let openFirst = Message("editor.refusal.openFirst")
    static let noFix = Message("editor.refusal.noFix")
    static let textNotOpen = Message("editor.refusal.textNotOpen")
    static let textLacksStep = Message("editor.refusal.textLacksStep")
    static func savedParams(_ file: String) -> Message {
        Message("editor.saved.params", ["file": .text(file)])
    }

    /// A number of a spec in a label, as `SpecNumber.short` writes it ("0.75"), with the
    /// language's decimal separator ("0,75").
    static func short(_ x: Double, _ text: Localizer) -> String {
        text.decimal(SpecNumber.short(x))
    }

    /// Seconds of a spec in a label: "0.75 s" ("0,75 s" in French).
    static func seconds(_ x: Double, _ text: Localizer) -> String {
        short(x, text) + text.numbers.unitSeparator + "s"
    }

    static let table: Catalogue.Table = [
        .english: english, .vietnamese: vietnamese, .chineseSimplified: chinese, .french: french,
    ]
}

extension EditorText {
    private static let english: [String: String] = [
        "editor.tab.tune": "Tune", "editor.tab.design": "Design",
        "editor.tabs.tip": "Tune the indicator, or design the selected part",
        "editor.inspector.params": "PARAMS", "editor.inspector.colour": "COLOUR",
        "editor.inspector.playback": "PLAYBACK", "editor.inspector.size": "SIZE", "editor.inspector.speed": "Speed",
        "editor.inspector.side": "Side", "editor.inspector.hides": "Hide when stopped",
        "editor.inspector.respects": "Respect reduce motion", "editor.inspector.simulates": "Simulate reduced motion",
        "editor.inspector.stop": "Stop", "editor.inspector.save": "Save params", "editor.inspector.export": "Export…",
        "editor.inspector.code": "Code…",
        "editor.inspector.saveTip": "Write these values as the file's param defaults",
        "editor.inspector.exportTip": "Export a frame, a PNG sequence, a GIF, a Lottie file or an SVG",
        "editor.inspector.codeTip": "The code for a LoaderKit platform, Copy JSON and the share link",
        "editor.inspector.saveBuiltin": "Built-ins have no file; open a spec file to save params",
        "editor.inspector.saveFixFirst": "Fix the file's problems before saving params",
        "editor.inspector.saveNothing": "This spec declares no params: there is nothing to save",
        "editor.inspector.noParams": "This spec declares no params",
        "editor.inspector.paramsLater": "Params appear once the file has a valid version",
        "editor.param.reset": "Reset {name} to {value}",
        "editor.colours.add": "Add colour", "editor.colours.automatic": "Automatic: the background's text colour",
        "editor.colours.remove": "Remove this colour", "editor.colours.up": "Move this colour up",
        "editor.colours.down": "Move this colour down",
        "editor.rail.outline": "Outline", "editor.rail.source": "Source", "editor.rail.inspector": "Inspector",
        "editor.rail.showOutline": "Show the outline", "editor.rail.showSource": "Show the source",
        "editor.rail.showInspector": "Show the inspector",
        "editor.side.outline": "OUTLINE", "editor.side.noIndicator": "No indicator",
        "editor.side.builtin": "Built-in indicator", "editor.side.notSaved": "Not saved yet",
        "editor.element.header": "ELEMENT", "editor.element.hint": "Hover the preview to inspect an element",
        "editor.element.numbered": "ELEMENT {index}",
        "editor.outline.spec": "Spec", "editor.outline.part": "Part {number}", "editor.outline.layout": "Layout",
        "editor.outline.shape": "Shape", "editor.outline.duration": "Duration", "editor.outline.stagger": "Stagger",
        "editor.outline.durations": "Durations", "editor.outline.rest": "Rest", "editor.outline.tracks": "Tracks",
        "editor.outline.groupTracks": "Group tracks",
        "editor.outline.elements": "{count, plural, one {# element} other {# elements}}",
        "editor.outline.keyframes": "{count, plural, one {# keyframe} other {# keyframes}}",
        "editor.outline.offsets": "{count, plural, one {# offset} other {# offsets}}",
        "editor.outline.each": "each {each}", "editor.outline.eachFrom": "each {each} from {start}",
        "editor.problems.header": "PROBLEMS", "editor.problems.none": "No problems", "editor.problems.open": "Open",
        "editor.problems.fix": "Fix", "editor.problems.file": "file",
        "editor.problems.copyPath": "Click to copy the file's path",
        "editor.problems.withParams": "With these params: {problem}", "editor.problems.copied": "Copied {text}",
        "editor.problems.opened": "Opened {file} at line {line} in {editor}",
        "editor.problems.openIn": "Open in {editor} at line {line}",
        "editor.problems.rowTip": "at {path}; click to copy file:line:column",
        "editor.background.light": "Light", "editor.background.dark": "Dark",
        "editor.background.checker": "Checker", "editor.background.custom": "Custom",
        "editor.background.customTip": "Custom background colour",
        "editor.preview.stale": "Stale: showing the last good spec", "editor.preview.caption": "{name} · {cycle} cycle",
        "editor.timeline.reducedMotion": "Reduced motion",
        "editor.timeline.reducedMotionTip": "Reduced motion holds the preview on its first frame",
        "editor.timeline.freeze": "Freeze", "editor.timeline.freezeTip": "Hold this frame (cycleProgress)",
        "editor.timeline.in": "In", "editor.timeline.out": "Out",
        "editor.timeline.inTip": "Set the loop's in point here",
        "editor.timeline.outTip": "Set the loop's out point here",
        "editor.timeline.loop": "Loop", "editor.timeline.loopTip": "Loop between the in and out points",
        "editor.timeline.pingPong": "Ping-pong", "editor.timeline.pingPongTip": "Play forward, then backward",
        "editor.timeline.start": "To the start",
        "editor.timeline.back": "Back one frame ({key}; {shift}: a tenth of a cycle)",
        "editor.timeline.forward": "Forward one frame ({key}; {shift}: a tenth of a cycle)",
        "editor.timeline.cycle": "cycle {value}",
        "editor.lanes.title": "Keyframes", "editor.lanes.hint": "Select a track or a keyframe",
        "editor.lanes.value": "value", "editor.lanes.useParam": "Use param", "editor.lanes.useNumber": "Use number",
        "editor.lanes.zoomFit": "Show the whole cycle",
        "editor.lanes.typeNumber": "Type a number, or $name for a param",
        "editor.lanes.overOneCycle": "over one cycle",
        "editor.lanes.hidden": "{count, plural, one {# lane} other {# lanes}} hidden: {shortcut} shows them",
        "editor.lanes.zoomOut": "Zoom the time axis out ({ctrl}+wheel)",
        "editor.lanes.zoomIn": "Zoom the time axis in ({ctrl}+wheel; {shift}+wheel scrolls it)",
        "editor.lanes.percent": "{value}%",
        "editor.lanes.paramValue": "This value is the param {name}: switch it to a number to drag it",
        "editor.lanes.copied": "Copied the keyframe ({json})", "editor.lanes.group": "{property} (group)",
        "editor.lanes.up": "{value} up", "editor.lanes.down": "{value} down",
        "editor.step.verbatim": "{name}", "editor.step.param": "Change {name}", "editor.step.colours": "Change colours",
        "editor.step.speed": "Change speed", "editor.step.size": "Change size",
        "editor.step.background": "Change background", "editor.step.hidesOn": "Turn on hides when stopped",
        "editor.step.hidesOff": "Turn off hides when stopped",
        "editor.step.respectsOn": "Turn on respects reduce motion",
        "editor.step.respectsOff": "Turn off respects reduce motion",
        "editor.step.simulatesOn": "Turn on simulate reduced motion",
        "editor.step.simulatesOff": "Turn off simulate reduced motion", "editor.step.saveParams": "Save params",
        "editor.step.reload": "Reload {file}", "editor.step.typing": "Typing", "editor.step.editText": "Edit text",
        "editor.step.moveKeyframe": "Move keyframe", "editor.step.keyframeValue": "Change keyframe value",
        "editor.step.addKeyframe": "Add keyframe", "editor.step.pasteKeyframe": "Paste keyframe",
        "editor.step.deleteKeyframe": "Delete keyframe",
        "editor.refusal.openFirst": "Open an indicator first",
        "editor.refusal.noFix": "This warning has no fix in the current text",
        "editor.refusal.textNotOpen": "The text is not open",
        "editor.refusal.textLacksStep": "The text no longer holds this step",
        "editor.saved.params": "Saved params to {file}",
    ]

    private static let vietnamese: [String: String] = [
        "editor.tab.tune": "Tinh chỉnh", "editor.tab.design": "Thiết kế",
        "editor.tabs.tip": "Tinh chỉnh indicator, hoặc thiết kế part đang chọn",
        "editor.inspector.params": "PARAMS", "editor.inspector.colour": "MÀU", "editor.inspector.playback": "PHÁT",
        "editor.inspector.size": "KÍCH THƯỚC", "editor.inspector.speed": "Tốc độ", "editor.inspector.side": "Cạnh",
        "editor.inspector.hides": "Ẩn khi dừng", "editor.inspector.respects": "Tôn trọng Giảm chuyển động",
        "editor.inspector.simulates": "Mô phỏng Giảm chuyển động", "editor.inspector.stop": "Dừng",
        "editor.inspector.save": "Lưu params", "editor.inspector.export": "Xuất…", "editor.inspector.code": "Code…",
        "editor.inspector.saveTip": "Ghi các giá trị này làm mặc định của params trong tệp",
        "editor.inspector.exportTip": "Xuất một frame, chuỗi PNG, GIF, tệp Lottie hoặc SVG",
        "editor.inspector.codeTip": "Code cho một nền tảng LoaderKit, Sao chép JSON và liên kết chia sẻ",
        "editor.inspector.saveBuiltin": "Indicator có sẵn không có tệp; hãy mở một tệp spec để lưu params",
        "editor.inspector.saveFixFirst": "Hãy sửa các vấn đề của tệp trước khi lưu params",
        "editor.inspector.saveNothing": "Spec này không khai báo params: không có gì để lưu",
        "editor.inspector.noParams": "Spec này không khai báo params",
        "editor.inspector.paramsLater": "Params sẽ hiện khi tệp có một phiên bản hợp lệ",
        "editor.param.reset": "Đặt lại {name} về {value}",
        "editor.colours.add": "Thêm màu", "editor.colours.automatic": "Tự động: màu chữ của nền",
        "editor.colours.remove": "Xóa màu này", "editor.colours.up": "Đưa màu này lên",
        "editor.colours.down": "Đưa màu này xuống",
        "editor.rail.outline": "Cấu trúc", "editor.rail.source": "Mã nguồn", "editor.rail.inspector": "Inspector",
        "editor.rail.showOutline": "Hiện cấu trúc", "editor.rail.showSource": "Hiện mã nguồn",
        "editor.rail.showInspector": "Hiện inspector",
        "editor.side.outline": "CẤU TRÚC", "editor.side.noIndicator": "Chưa có indicator",
        "editor.side.builtin": "Indicator có sẵn", "editor.side.notSaved": "Chưa lưu",
        "editor.element.header": "PHẦN TỬ", "editor.element.hint": "Rê chuột lên bản xem trước để xem một phần tử",
        "editor.element.numbered": "PHẦN TỬ {index}",
        "editor.outline.spec": "Spec", "editor.outline.part": "Part {number}", "editor.outline.layout": "Bố cục",
        "editor.outline.shape": "Hình dạng", "editor.outline.duration": "Thời lượng",
        "editor.outline.stagger": "Stagger", "editor.outline.durations": "Thời lượng phần tử",
        "editor.outline.rest": "Giá trị nghỉ", "editor.outline.tracks": "Track",
        "editor.outline.groupTracks": "Track nhóm",
        "editor.outline.elements": "{count, plural, other {# phần tử}}",
        "editor.outline.keyframes": "{count, plural, other {# keyframe}}",
        "editor.outline.offsets": "{count, plural, other {# độ lệch}}",
        "editor.outline.each": "mỗi {each}", "editor.outline.eachFrom": "mỗi {each} từ {start}",
        "editor.problems.header": "VẤN ĐỀ", "editor.problems.none": "Không có vấn đề",
        "editor.problems.open": "Mở", "editor.problems.fix": "Sửa", "editor.problems.file": "tệp",
        "editor.problems.copyPath": "Bấm để sao chép đường dẫn của tệp",
        "editor.problems.withParams": "Với các params này: {problem}", "editor.problems.copied": "Đã sao chép {text}",
        "editor.problems.opened": "Đã mở {file} tại dòng {line} trong {editor}",
        "editor.problems.openIn": "Mở trong {editor} tại dòng {line}",
        "editor.problems.rowTip": "tại {path}; bấm để sao chép tệp:dòng:cột",
        "editor.background.light": "Sáng", "editor.background.dark": "Tối",
        "editor.background.checker": "Ô cờ", "editor.background.custom": "Tùy chỉnh",
        "editor.background.customTip": "Màu nền tùy chỉnh",
        "editor.preview.stale": "Cũ: đang hiện spec hợp lệ gần nhất",
        "editor.preview.caption": "{name} · cycle {cycle}",
        "editor.timeline.reducedMotion": "Giảm chuyển động",
        "editor.timeline.reducedMotionTip": "Giảm chuyển động giữ bản xem trước ở frame đầu tiên",
        "editor.timeline.freeze": "Đóng băng", "editor.timeline.freezeTip": "Giữ frame này (cycleProgress)",
        "editor.timeline.in": "Vào", "editor.timeline.out": "Ra",
        "editor.timeline.inTip": "Đặt điểm đầu vòng lặp tại đây",
        "editor.timeline.outTip": "Đặt điểm cuối vòng lặp tại đây",
        "editor.timeline.loop": "Lặp", "editor.timeline.loopTip": "Lặp giữa điểm đầu và điểm cuối",
        "editor.timeline.pingPong": "Ping-pong", "editor.timeline.pingPongTip": "Phát xuôi, rồi phát ngược",
        "editor.timeline.start": "Về đầu",
        "editor.timeline.back": "Lùi một frame ({key}; {shift}: một phần mười cycle)",
        "editor.timeline.forward": "Tiến một frame ({key}; {shift}: một phần mười cycle)",
        "editor.timeline.cycle": "cycle {value}",
        "editor.lanes.title": "Keyframe", "editor.lanes.hint": "Chọn một track hoặc một keyframe",
        "editor.lanes.value": "giá trị", "editor.lanes.useParam": "Dùng param", "editor.lanes.useNumber": "Dùng số",
        "editor.lanes.zoomFit": "Hiện cả cycle", "editor.lanes.typeNumber": "Hãy gõ một số, hoặc $tên cho một param",
        "editor.lanes.overOneCycle": "trong một cycle",
        "editor.lanes.hidden": "{count, plural, other {# làn}} đang ẩn: {shortcut} để hiện",
        "editor.lanes.zoomOut": "Thu nhỏ trục thời gian ({ctrl}+cuộn chuột)",
        "editor.lanes.zoomIn": "Phóng to trục thời gian ({ctrl}+cuộn chuột; {shift}+cuộn chuột để cuộn trục)",
        "editor.lanes.percent": "{value}%",
        "editor.lanes.paramValue": "Giá trị này là param {name}: hãy đổi sang số để kéo",
        "editor.lanes.copied": "Đã sao chép keyframe ({json})", "editor.lanes.group": "{property} (nhóm)",
        "editor.lanes.up": "{value} lên", "editor.lanes.down": "{value} xuống",
        "editor.step.verbatim": "{name}", "editor.step.param": "Đổi {name}", "editor.step.colours": "Đổi màu",
        "editor.step.speed": "Đổi tốc độ", "editor.step.size": "Đổi kích thước", "editor.step.background": "Đổi nền",
        "editor.step.hidesOn": "Bật Ẩn khi dừng", "editor.step.hidesOff": "Tắt Ẩn khi dừng",
        "editor.step.respectsOn": "Bật Tôn trọng Giảm chuyển động",
        "editor.step.respectsOff": "Tắt Tôn trọng Giảm chuyển động",
        "editor.step.simulatesOn": "Bật Mô phỏng Giảm chuyển động",
        "editor.step.simulatesOff": "Tắt Mô phỏng Giảm chuyển động", "editor.step.saveParams": "Lưu params",
        "editor.step.reload": "Tải lại {file}", "editor.step.typing": "Nhập văn bản",
        "editor.step.editText": "Sửa văn bản", "editor.step.moveKeyframe": "Di chuyển keyframe",
        "editor.step.keyframeValue": "Đổi giá trị keyframe", "editor.step.addKeyframe": "Thêm keyframe",
        "editor.step.pasteKeyframe": "Dán keyframe", "editor.step.deleteKeyframe": "Xóa keyframe",
        "editor.refusal.openFirst": "Hãy mở một indicator trước",
        "editor.refusal.noFix": "Cảnh báo này không có cách sửa trong văn bản hiện tại",
        "editor.refusal.textNotOpen": "Văn bản chưa được mở",
        "editor.refusal.textLacksStep": "Văn bản không còn giữ bước này",
        "editor.saved.params": "Đã lưu params vào {file}",
    ]

    private static let chinese: [String: String] = [
        "editor.tab.tune": "调整", "editor.tab.design": "设计", "editor.tabs.tip": "调整指示器，或设计所选部件",
        "editor.inspector.params": "参数", "editor.inspector.colour": "颜色", "editor.inspector.playback": "播放",
        "editor.inspector.size": "尺寸", "editor.inspector.speed": "速度", "editor.inspector.side": "边长",
        "editor.inspector.hides": "停止时隐藏", "editor.inspector.respects": "遵循“减弱动态效果”",
        "editor.inspector.simulates": "模拟减弱动态效果", "editor.inspector.stop": "停止",
        "editor.inspector.save": "保存参数", "editor.inspector.export": "导出…", "editor.inspector.code": "代码…",
        "editor.inspector.saveTip": "将这些值写入文件，作为参数的默认值",
        "editor.inspector.exportTip": "导出单帧、PNG 序列、GIF、Lottie 文件或 SVG",
        "editor.inspector.codeTip": "LoaderKit 各平台的代码、复制 JSON 和分享链接",
        "editor.inspector.saveBuiltin": "内置指示器没有文件；请打开一个 spec 文件来保存参数",
        "editor.inspector.saveFixFirst": "请先修复文件中的问题，再保存参数",
        "editor.inspector.saveNothing": "此 spec 未声明参数：没有可保存的内容",
        "editor.inspector.noParams": "此 spec 未声明参数",
        "editor.inspector.paramsLater": "文件有有效版本后，参数才会显示",
        "editor.param.reset": "将 {name} 重置为 {value}",
        "editor.colours.add": "添加颜色", "editor.colours.automatic": "自动：使用背景的文字颜色",
        "editor.colours.remove": "移除此颜色", "editor.colours.up": "上移此颜色", "editor.colours.down": "下移此颜色",
        "editor.rail.outline": "大纲", "editor.rail.source": "源码", "editor.rail.inspector": "检查器",
        "editor.rail.showOutline": "显示大纲", "editor.rail.showSource": "显示源码",
        "editor.rail.showInspector": "显示检查器",
        "editor.side.outline": "大纲", "editor.side.noIndicator": "没有指示器",
        "editor.side.builtin": "内置指示器", "editor.side.notSaved": "尚未保存",
        "editor.element.header": "元素", "editor.element.hint": "将指针悬停在预览上以查看元素",
        "editor.element.numbered": "元素 {index}",
        "editor.outline.spec": "Spec", "editor.outline.part": "部件 {number}", "editor.outline.layout": "布局",
        "editor.outline.shape": "形状", "editor.outline.duration": "时长", "editor.outline.stagger": "错开",
        "editor.outline.durations": "各元素时长", "editor.outline.rest": "静止值", "editor.outline.tracks": "轨道",
        "editor.outline.groupTracks": "组轨道",
        "editor.outline.elements": "{count, plural, other {# 个元素}}",
        "editor.outline.keyframes": "{count, plural, other {# 个关键帧}}",
        "editor.outline.offsets": "{count, plural, other {# 个偏移}}",
        "editor.outline.each": "每个 {each}", "editor.outline.eachFrom": "每个 {each}，从 {start} 开始",
        "editor.problems.header": "问题", "editor.problems.none": "没有问题", "editor.problems.open": "打开",
        "editor.problems.fix": "修复", "editor.problems.file": "文件",
        "editor.problems.copyPath": "点击复制文件路径",
        "editor.problems.withParams": "使用这些参数时：{problem}", "editor.problems.copied": "已复制 {text}",
        "editor.problems.opened": "已在 {editor} 中打开 {file} 第 {line} 行",
        "editor.problems.openIn": "在 {editor} 中打开第 {line} 行",
        "editor.problems.rowTip": "位于 {path}；点击复制 文件:行:列",
        "editor.background.light": "浅色", "editor.background.dark": "深色",
        "editor.background.checker": "棋盘格", "editor.background.custom": "自定义",
        "editor.background.customTip": "自定义背景颜色",
        "editor.preview.stale": "已过期：显示上一个有效的 spec", "editor.preview.caption": "{name} · 周期 {cycle}",
        "editor.timeline.reducedMotion": "减弱动态效果",
        "editor.timeline.reducedMotionTip": "减弱动态效果时，预览停在第一帧",
        "editor.timeline.freeze": "定格", "editor.timeline.freezeTip": "定格在此帧（cycleProgress）",
        "editor.timeline.in": "入点", "editor.timeline.out": "出点",
        "editor.timeline.inTip": "将循环的入点设在此处", "editor.timeline.outTip": "将循环的出点设在此处",
        "editor.timeline.loop": "循环", "editor.timeline.loopTip": "在入点和出点之间循环",
        "editor.timeline.pingPong": "往返", "editor.timeline.pingPongTip": "先正向播放，再反向播放",
        "editor.timeline.start": "回到开头",
        "editor.timeline.back": "后退一帧（{key}；{shift}：十分之一周期）",
        "editor.timeline.forward": "前进一帧（{key}；{shift}：十分之一周期）",
        "editor.timeline.cycle": "周期 {value}",
        "editor.lanes.title": "关键帧", "editor.lanes.hint": "选择一个轨道或关键帧", "editor.lanes.value": "数值",
        "editor.lanes.useParam": "使用参数", "editor.lanes.useNumber": "使用数值",
        "editor.lanes.zoomFit": "显示整个周期", "editor.lanes.typeNumber": "请输入数字，或用 $名称 引用参数",
        "editor.lanes.overOneCycle": "一个周期内",
        "editor.lanes.hidden": "{count, plural, other {已隐藏 # 条轨道}}：按 {shortcut} 显示",
        "editor.lanes.zoomOut": "缩小时间轴（{ctrl}+滚轮）",
        "editor.lanes.zoomIn": "放大时间轴（{ctrl}+滚轮；{shift}+滚轮可滚动）",
        "editor.lanes.percent": "{value}%",
        "editor.lanes.paramValue": "此值是参数 {name}：请先改为数值再拖动",
        "editor.lanes.copied": "已复制关键帧（{json}）", "editor.lanes.group": "{property}（组）",
        "editor.lanes.up": "{value} 向上", "editor.lanes.down": "{value} 向下",
        "editor.step.verbatim": "{name}", "editor.step.param": "更改 {name}", "editor.step.colours": "更改颜色",
        "editor.step.speed": "更改速度", "editor.step.size": "更改尺寸", "editor.step.background": "更改背景",
        "editor.step.hidesOn": "开启停止时隐藏", "editor.step.hidesOff": "关闭停止时隐藏",
        "editor.step.respectsOn": "开启遵循减弱动态效果", "editor.step.respectsOff": "关闭遵循减弱动态效果",
        "editor.step.simulatesOn": "开启模拟减弱动态效果", "editor.step.simulatesOff": "关闭模拟减弱动态效果",
        "editor.step.saveParams": "保存参数", "editor.step.reload": "重新载入 {file}", "editor.step.typing": "输入",
        "editor.step.editText": "编辑文本", "editor.step.moveKeyframe": "移动关键帧",
        "editor.step.keyframeValue": "更改关键帧数值", "editor.step.addKeyframe": "添加关键帧",
        "editor.step.pasteKeyframe": "粘贴关键帧", "editor.step.deleteKeyframe": "删除关键帧",
        "editor.refusal.openFirst": "请先打开一个指示器",
        "editor.refusal.noFix": "当前文本中，此警告没有可用的修复",
        "editor.refusal.textNotOpen": "文本未打开", "editor.refusal.textLacksStep": "文本中已没有这一步",
        "editor.saved.params": "已将参数保存到 {file}",
    ]

    private static let french: [String: String] = [
        "editor.tab.tune": "Réglages", "editor.tab.design": "Conception",
        "editor.tabs.tip": "Régler l’indicateur, ou concevoir la partie sélectionnée",
        "editor.inspector.params": "PARAMÈTRES", "editor.inspector.colour": "COULEUR",
        "editor.inspector.playback": "LECTURE", "editor.inspector.size": "TAILLE",
        "editor.inspector.speed": "Vitesse", "editor.inspector.side": "Côté",
        "editor.inspector.hides": "Masquer à l’arrêt",
        "editor.inspector.respects": "Suivre le réglage système",
        "editor.inspector.simulates": "Simuler moins d’animations", "editor.inspector.stop": "Arrêter",
        "editor.inspector.save": "Sauver les params", "editor.inspector.export": "Exporter…",
        "editor.inspector.code": "Code…",
        "editor.inspector.saveTip": "Écrire ces valeurs comme valeurs par défaut des paramètres du fichier",
        "editor.inspector.exportTip": "Exporter une image, une séquence PNG, un GIF, un fichier Lottie ou un SVG",
        "editor.inspector.codeTip": "Le code pour une plateforme LoaderKit, Copier le JSON et le lien de partage",
        "editor.inspector.saveBuiltin":
            "Les indicateurs intégrés n’ont pas de fichier\u{202F}; ouvrez un fichier de spec pour enregistrer les paramètres",
        "editor.inspector.saveFixFirst": "Corrigez les problèmes du fichier avant d’enregistrer les paramètres",
        "editor.inspector.saveNothing": "Cette spec ne déclare aucun paramètre\u{00A0}: rien à enregistrer",
        "editor.inspector.noParams": "Cette spec ne déclare aucun paramètre",
        "editor.inspector.paramsLater": "Les paramètres apparaîtront quand le fichier aura une version valide",
        "editor.param.reset": "Remettre {name} à {value}",
        "editor.colours.add": "Ajouter", "editor.colours.automatic": "Automatique\u{00A0}: la couleur du texte du fond",
        "editor.colours.remove": "Retirer cette couleur", "editor.colours.up": "Monter cette couleur",
        "editor.colours.down": "Descendre cette couleur",
        "editor.rail.outline": "Structure", "editor.rail.source": "Source", "editor.rail.inspector": "Inspecteur",
        "editor.rail.showOutline": "Afficher la structure", "editor.rail.showSource": "Afficher la source",
        "editor.rail.showInspector": "Afficher l’inspecteur",
        "editor.side.outline": "STRUCTURE", "editor.side.noIndicator": "Aucun indicateur",
        "editor.side.builtin": "Indicateur intégré", "editor.side.notSaved": "Pas encore enregistré",
        "editor.element.header": "ÉLÉMENT", "editor.element.hint": "Survolez l’aperçu pour inspecter un élément",
        "editor.element.numbered": "ÉLÉMENT {index}",
        "editor.outline.spec": "Spec", "editor.outline.part": "Partie {number}",
        "editor.outline.layout": "Disposition", "editor.outline.shape": "Forme", "editor.outline.duration": "Durée",
        "editor.outline.stagger": "Décalage", "editor.outline.durations": "Durées", "editor.outline.rest": "Repos",
        "editor.outline.tracks": "Pistes", "editor.outline.groupTracks": "Pistes de groupe",
        "editor.outline.elements": "{count, plural, one {# élément} other {# éléments}}",
        "editor.outline.keyframes": "{count, plural, one {# image clé} other {# images clés}}",
        "editor.outline.offsets": "{count, plural, one {# décalage} other {# décalages}}",
        "editor.outline.each": "tous les {each}", "editor.outline.eachFrom": "tous les {each} dès {start}",
        "editor.problems.header": "PROBLÈMES", "editor.problems.none": "Aucun problème",
        "editor.problems.open": "Ouvrir", "editor.problems.fix": "Corriger", "editor.problems.file": "fichier",
        "editor.problems.copyPath": "Cliquez pour copier le chemin du fichier",
        "editor.problems.withParams": "Avec ces paramètres\u{00A0}: {problem}",
        "editor.problems.copied": "Copié\u{00A0}: {text}",
        "editor.problems.opened": "{file} ouvert à la ligne {line} dans {editor}",
        "editor.problems.openIn": "Ouvrir dans {editor} à la ligne {line}",
        "editor.problems.rowTip": "dans {path}\u{202F}; cliquez pour copier fichier:ligne:colonne",
        "editor.background.light": "Clair", "editor.background.dark": "Sombre",
        "editor.background.checker": "Damier", "editor.background.custom": "Autre",
        "editor.background.customTip": "Couleur de fond personnalisée",
        "editor.preview.stale": "Périmé\u{00A0}: dernière spec valide affichée",
        "editor.preview.caption": "{name} · cycle de {cycle}",
        "editor.timeline.reducedMotion": "Animations réduites",
        "editor.timeline.reducedMotionTip": "Avec les animations réduites, l’aperçu reste sur sa première image",
        "editor.timeline.freeze": "Figer", "editor.timeline.freezeTip": "Figer cette image (cycleProgress)",
        "editor.timeline.in": "Entrée", "editor.timeline.out": "Sortie",
        "editor.timeline.inTip": "Placer ici le point d’entrée de la boucle",
        "editor.timeline.outTip": "Placer ici le point de sortie de la boucle",
        "editor.timeline.loop": "Boucle", "editor.timeline.loopTip": "Boucler entre les points d’entrée et de sortie",
        "editor.timeline.pingPong": "Ping-pong", "editor.timeline.pingPongTip": "Lire en avant, puis en arrière",
        "editor.timeline.start": "Au début",
        "editor.timeline.back": "Reculer d’une image ({key}\u{202F}; {shift}\u{00A0}: un dixième de cycle)",
        "editor.timeline.forward": "Avancer d’une image ({key}\u{202F}; {shift}\u{00A0}: un dixième de cycle)",
        "editor.timeline.cycle": "cycle {value}",
        "editor.lanes.title": "Images clés", "editor.lanes.hint": "Sélectionnez une piste ou une image clé",
        "editor.lanes.value": "valeur", "editor.lanes.useParam": "Paramètre", "editor.lanes.useNumber": "Nombre",
        "editor.lanes.zoomFit": "Afficher tout le cycle",
        "editor.lanes.typeNumber": "Tapez un nombre, ou $nom pour un paramètre",
        "editor.lanes.overOneCycle": "sur un cycle",
        "editor.lanes.hidden":
            "{count, plural, one {# piste masquée} other {# pistes masquées}}\u{00A0}: {shortcut} pour les afficher",
        "editor.lanes.zoomOut": "Dézoomer l’axe du temps ({ctrl}+molette)",
        "editor.lanes.zoomIn":
            "Zoomer sur l’axe du temps ({ctrl}+molette\u{202F}; {shift}+molette pour le faire défiler)",
        "editor.lanes.percent": "{value}\u{202F}%",
        "editor.lanes.paramValue":
            "Cette valeur est le paramètre {name}\u{00A0}: passez-la en nombre pour la faire glisser",
        "editor.lanes.copied": "Image clé copiée ({json})", "editor.lanes.group": "{property} (groupe)",
        "editor.lanes.up": "{value} en haut", "editor.lanes.down": "{value} en bas",
        "editor.step.verbatim": "{name}", "editor.step.param": "Modifier {name}",
        "editor.step.colours": "Modifier les couleurs", "editor.step.speed": "Modifier la vitesse",
        "editor.step.size": "Modifier la taille", "editor.step.background": "Modifier le fond",
        "editor.step.hidesOn": "Activer «\u{00A0}Masquer à l’arrêt\u{00A0}»",
        "editor.step.hidesOff": "Désactiver «\u{00A0}Masquer à l’arrêt\u{00A0}»",
        "editor.step.respectsOn": "Activer «\u{00A0}Respecter Réduire les animations\u{00A0}»",
        "editor.step.respectsOff": "Désactiver «\u{00A0}Respecter Réduire les animations\u{00A0}»",
        "editor.step.simulatesOn": "Activer la simulation des animations réduites",
        "editor.step.simulatesOff": "Désactiver la simulation des animations réduites",
        "editor.step.saveParams": "Enregistrer les paramètres", "editor.step.reload": "Recharger {file}",
        "editor.step.typing": "Saisie", "editor.step.editText": "Modifier le texte",
        "editor.step.moveKeyframe": "Déplacer l’image clé",
        "editor.step.keyframeValue": "Modifier la valeur de l’image clé",
        "editor.step.addKeyframe": "Ajouter une image clé", "editor.step.pasteKeyframe": "Coller l’image clé",
        "editor.step.deleteKeyframe": "Supprimer l’image clé",
        "editor.refusal.openFirst": "Ouvrez d’abord un indicateur",
        "editor.refusal.noFix": "Cet avertissement n’a pas de correctif dans le texte actuel",
        "editor.refusal.textNotOpen": "Le texte n’est pas ouvert",
        "editor.refusal.textLacksStep": "Le texte ne contient plus cette étape",
        "editor.saved.params": "Paramètres enregistrés dans {file}",
    ]
}
