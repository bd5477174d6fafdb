import Localization
import SpecLanguage

/// The texts of the Design tab's forms (Screens/Editor/Authoring) and of its index. JSON field
/// names, property names, easing names and layout or shape types stay as LoaderKit writes them;
/// the undo names are rendered when the edit is made.
enum EditorFormsText {
    // MARK: The index and the headers

    /// A section of the Design tab, as its index button names it.
    static func section(_ section: DesignIndex.Section) -> Message {
        switch section {
        case .spec: Message("editorForms.section.spec")
        case .tracks: Message("editorForms.section.tracks")
        case .layout: Message("editorForms.section.layout")
        case .shape: Message("editorForms.section.shape")
        case .timing: Message("editorForms.section.timing")
        }
    }
    /// The index button's tooltip.
    static func scrollTo(_ section: String) -> Message {
        Message("editorForms.section.scrollTo", ["section": .text(section)])
    }
    static let specHeader = Message("editorForms.header.spec")
    static let paramsHeader = Message("editorForms.header.params")
    static let partHeader = Message("editorForms.header.part")
    /// "PART 2 OF 3".
    static func partOf(_ index: Int, _ count: Int) -> Message {
        Message("editorForms.header.partOf", ["index": .count(index), "count": .count(count)])
    }
    static let tracksHeader = Message("editorForms.header.tracks")
    static let layoutHeader = Message("editorForms.header.layout")
    static let shapeHeader = Message("editorForms.header.shape")
    static let timingHeader = Message("editorForms.header.timing")
    static let restHeader = Message("editorForms.header.rest")
    static let easingHeader = Message("editorForms.header.easing")
    /// "EASING · scale".
    static func easingOf(_ property: String) -> Message {
        Message("editorForms.header.easingOf", ["property": .text(property)])
    }
    static let noSpec = Message("editorForms.noSpec")

    // MARK: Easing

    static let oneForAll = Message("editorForms.easing.oneForAll")
    static let perSegment = Message("editorForms.easing.perSegment")
    static let custom = Message("editorForms.easing.custom")
    static let undoEasingPerSegment = Message("editorForms.undo.easingPerSegment")
    static let undoOneEasing = Message("editorForms.undo.oneEasing")
    static func undoEasing(_ name: String) -> Message {
        Message("editorForms.undo.easing", ["name": .text(name)])
    }
    static let undoEasingCurve = Message("editorForms.undo.easingCurve")

    // MARK: Number rows, the layout diagram, the layout and shape forms

    static let bindTooltip = Message("editorForms.row.bind")
    static func remove(_ name: String) -> Message { Message("editorForms.row.remove", ["name": .text(name)]) }
    static let literal = Message("editorForms.row.literal")
    static let diagramTooltip = Message("editorForms.diagram.tooltip")
    /// "Layout gap", "Shape circle": a layout's or a shape's field or type set.
    static func undoSet(_ kind: SchemaForms.Kind, _ name: String) -> Message {
        switch kind {
        case .layout: Message("editorForms.undo.layout", ["name": .text(name)])
        case .shape: Message("editorForms.undo.shape", ["name": .text(name)])
        }
    }
    /// "Layout x and y": two layout fields set by one handle.
    static func undoLayoutTwo(_ first: String, _ second: String) -> Message {
        Message("editorForms.undo.layoutTwo", ["first": .text(first), "second": .text(second)])
    }
    static func undoAsNumber(_ field: String) -> Message {
        Message("editorForms.undo.asNumber", ["field": .text(field)])
    }
    static func undoBound(_ field: String, to param: String) -> Message {
        Message("editorForms.undo.bound", ["field": .text(field), "param": .text(param)])
    }

    // MARK: Parts and tracks

    static let add = Message("editorForms.part.add")
    static let duplicate = Message("editorForms.part.duplicate")
    static let delete = Message("editorForms.part.delete")
    static let addPartTooltip = Message("editorForms.part.addTip")
    static let duplicateTooltip = Message("editorForms.part.duplicateTip")
    static let deleteTooltip = Message("editorForms.part.deleteTip")
    static let upTooltip = Message("editorForms.part.upTip")
    static let downTooltip = Message("editorForms.part.downTip")
    static let addTrackFor = Message("editorForms.track.addFor")
    static let eachElement = Message("editorForms.track.eachElement")
    static let theGroup = Message("editorForms.track.theGroup")
    static let startFromMove = Message("editorForms.track.startFromMove")
    /// A group track's title: "group scale".
    static func groupTrack(_ property: String) -> Message {
        Message("editorForms.track.group", ["property": .text(property)])
    }
    static func selectTrack(_ track: String) -> Message {
        Message("editorForms.track.select", ["track": .text(track)])
    }
    static func removeTrackTooltip(_ track: String) -> Message {
        Message("editorForms.track.removeTip", ["track": .text(track)])
    }
    static func undoRemoveTrack(_ track: String) -> Message {
        Message("editorForms.undo.removeTrack", ["track": .text(track)])
    }
    static func undoAddTrack(_ property: String) -> Message {
        Message("editorForms.undo.addTrack", ["property": .text(property)])
    }
    static let undoAddPart = Message("editorForms.undo.addPart")
    static let undoDuplicatePart = Message("editorForms.undo.duplicatePart")
    static let undoDeletePart = Message("editorForms.undo.deletePart")
    static let undoMovePartUp = Message("editorForms.undo.movePartUp")
    static let undoMovePartDown = Message("editorForms.undo.movePartDown")

    /// A common move's name.
    static func title(_ move: TrackMove) -> Message {
        switch move {
        case .fadeIn: Message("editorForms.move.fadeIn")
        case .fadeOut: Message("editorForms.move.fadeOut")
        case .pulse: Message("editorForms.move.pulse")
        case .hop: Message("editorForms.move.hop")
        case .spin: Message("editorForms.move.spin")
        case .pingPong: Message("editorForms.move.pingPong")
        }
    }
    /// What a common move does.
    static func summary(_ move: TrackMove) -> Message {
        switch move {
        case .fadeIn: Message("editorForms.move.fadeInSummary")
        case .fadeOut: Message("editorForms.move.fadeOutSummary")
        case .pulse: Message("editorForms.move.pulseSummary", ["scale": .number(0.6, decimals: 2)])
        case .hop: Message("editorForms.move.hopSummary", ["distance": .number(0.2, decimals: 2)])
        case .spin: Message("editorForms.move.spinSummary")
        case .pingPong: Message("editorForms.move.pingPongSummary", ["distance": .number(0.15, decimals: 2)])
        }
    }
    /// A move's tooltip: its summary and the track it adds.
    static func moveTooltip(_ summary: String, property: String) -> Message {
        Message("editorForms.move.tooltip", ["summary": .text(summary), "property": .text(property)])
    }
    /// The undo name of adding a common move.
    static func undoAdd(_ move: TrackMove) -> Message {
        switch move {
        case .fadeIn: Message("editorForms.undo.addFadeIn")
        case .fadeOut: Message("editorForms.undo.addFadeOut")
        case .pulse: Message("editorForms.undo.addPulse")
        case .hop: Message("editorForms.undo.addHop")
        case .spin: Message("editorForms.undo.addSpin")
        case .pingPong: Message("editorForms.undo.addPingPong")
        }
    }

    // MARK: The spec and its params

    static let name = Message("editorForms.spec.name")
    static let nameTooltip = Message("editorForms.spec.nameTip")
    static let noParams = Message("editorForms.spec.noParams")
    static let addParam = Message("editorForms.spec.addParam")
    static let addParamTooltip = Message("editorForms.spec.addParamTip")
    static let paramPlaceholder = Message("editorForms.spec.paramPlaceholder")
    static let paramNameTooltip = Message("editorForms.spec.paramNameTip")
    static let paramValueTooltip = Message("editorForms.spec.paramValueTip")
    static func deleteParamTooltip(_ name: String) -> Message {
        Message("editorForms.spec.deleteParamTip", ["name": .text(name)])
    }
    static let inlineAndDelete = Message("editorForms.spec.inlineAndDelete")
    static func undoName(_ name: String) -> Message { Message("editorForms.undo.name", ["name": .text(name)]) }
    static func undoParamDefault(_ name: String) -> Message {
        Message("editorForms.undo.paramDefault", ["name": .text(name)])
    }
    static func undoAddParam(_ name: String) -> Message {
        Message("editorForms.undo.addParam", ["name": .text(name)])
    }
    static func undoRenameParam(_ old: String, to new: String) -> Message {
        Message("editorForms.undo.renameParam", ["old": .text(old), "new": .text(new)])
    }
    static func undoDeleteParam(_ name: String) -> Message {
        Message("editorForms.undo.deleteParam", ["name": .text(name)])
    }
    static func undoInlineAndDeleteParam(_ name: String) -> Message {
        Message("editorForms.undo.inlineAndDeleteParam", ["name": .text(name)])
    }

    // MARK: Timing and rest values

    static let useOffsets = Message("editorForms.timing.useOffsets")
    static let useDurations = Message("editorForms.timing.useDurations")
    static let offsetsTooltip = Message("editorForms.timing.offsetsTip")
    static let durationsTooltip = Message("editorForms.timing.durationsTip")
    static let staggerEach = Message("editorForms.timing.each")
    static let staggerStart = Message("editorForms.timing.start")
    static let partDuration = Message("editorForms.timing.partDuration")
    static let duration = Message("editorForms.timing.duration")
    static func offsetOfElement(_ index: Int) -> Message {
        Message("editorForms.timing.offsetOf", ["index": .count(index)])
    }
    static func durationOfElement(_ index: Int) -> Message {
        Message("editorForms.timing.durationOf", ["index": .count(index)])
    }
    /// "Stagger each": `key` is the JSON name.
    static func undoStagger(_ key: String) -> Message { Message("editorForms.undo.stagger", ["key": .text(key)]) }
    static let undoDuration = Message("editorForms.undo.duration")
    static let undoOffsetsOn = Message("editorForms.undo.offsetsOn")
    static let undoOffsetsOff = Message("editorForms.undo.offsetsOff")
    static let undoDurationsOn = Message("editorForms.undo.durationsOn")
    static let undoDurationsOff = Message("editorForms.undo.durationsOff")
    static let undoStaggerOffset = Message("editorForms.undo.staggerOffset")
    static let undoElementDuration = Message("editorForms.undo.elementDuration")
    static func undoRest(_ property: String) -> Message {
        Message("editorForms.undo.rest", ["property": .text(property)])
    }
    static func undoRemoveRest(_ property: String) -> Message {
        Message("editorForms.undo.removeRest", ["property": .text(property)])
    }

    static let table: Catalogue.Table = [
        .english: english,
        .vietnamese: vietnamese,
        .chineseSimplified: chinese,
        .french: french,
    ]
}

extension EditorFormsText {
    fileprivate static let english: [String: String] = [
        "editorForms.section.spec": "Spec", "editorForms.section.tracks": "Tracks",
        "editorForms.section.layout": "Layout", "editorForms.section.shape": "Shape",
        "editorForms.section.timing": "Timing", "editorForms.section.scrollTo": "Scroll to the {section} section",
        "editorForms.header.spec": "SPEC", "editorForms.header.params": "PARAMS", "editorForms.header.part": "PART",
        "editorForms.header.partOf": "PART {index} OF {count}", "editorForms.header.tracks": "TRACKS",
        "editorForms.header.layout": "LAYOUT", "editorForms.header.shape": "SHAPE",
        "editorForms.header.timing": "TIMING", "editorForms.header.rest": "REST VALUES",
        "editorForms.header.easing": "EASING", "editorForms.header.easingOf": "EASING · {property}",
        "editorForms.noSpec": "The forms appear once the text is a valid spec",
        "editorForms.easing.oneForAll": "One for all", "editorForms.easing.perSegment": "Per segment",
        "editorForms.easing.custom": "Custom", "editorForms.undo.easingPerSegment": "Easing per segment",
        "editorForms.undo.oneEasing": "One easing", "editorForms.undo.easing": "Easing {name}",
        "editorForms.undo.easingCurve": "Easing curve",
        "editorForms.row.bind": "Bind to a param, or back to a number", "editorForms.row.remove": "Remove {name}",
        "editorForms.row.literal": "Literal",
        "editorForms.diagram.tooltip": "Element boxes at the playhead; drag a handle",
        "editorForms.undo.layout": "Layout {name}", "editorForms.undo.shape": "Shape {name}",
        "editorForms.undo.layoutTwo": "Layout {first} and {second}",
        "editorForms.undo.asNumber": "{field} as a number", "editorForms.undo.bound": "{field} bound to {param}",
        "editorForms.part.add": "Add", "editorForms.part.duplicate": "Duplicate", "editorForms.part.delete": "Delete",
        "editorForms.part.addTip": "Add a part (a dot in the middle)",
        "editorForms.part.duplicateTip": "Duplicate this part", "editorForms.part.deleteTip": "Delete this part",
        "editorForms.part.upTip": "Draw this part earlier", "editorForms.part.downTip": "Draw this part later",
        "editorForms.track.addFor": "Add a track for", "editorForms.track.eachElement": "Each element",
        "editorForms.track.theGroup": "The group", "editorForms.track.startFromMove": "Or start from a move",
        "editorForms.track.group": "group {property}", "editorForms.track.select": "Select the {track} track",
        "editorForms.track.removeTip": "Remove the {track} track",
        "editorForms.undo.removeTrack": "Remove {track} track", "editorForms.undo.addTrack": "Add {property} track",
        "editorForms.undo.addPart": "Add part", "editorForms.undo.duplicatePart": "Duplicate part",
        "editorForms.undo.deletePart": "Delete part", "editorForms.undo.movePartUp": "Move part up",
        "editorForms.undo.movePartDown": "Move part down",
        "editorForms.move.fadeIn": "Fade in", "editorForms.move.fadeOut": "Fade out", "editorForms.move.pulse": "Pulse",
        "editorForms.move.hop": "Hop", "editorForms.move.spin": "Spin", "editorForms.move.pingPong": "Ping-pong",
        "editorForms.move.fadeInSummary": "Opacity from 0 to 1",
        "editorForms.move.fadeOutSummary": "Opacity from 1 to 0",
        "editorForms.move.pulseSummary": "Scale down to {scale} and back",
        "editorForms.move.hopSummary": "Up by {distance} of the box and down again",
        "editorForms.move.spinSummary": "A whole turn, at an even speed",
        "editorForms.move.pingPongSummary": "Left and right by {distance} of the box, and back",
        "editorForms.move.tooltip": "{summary} (a {property} track)",
        "editorForms.undo.addFadeIn": "Add fade in", "editorForms.undo.addFadeOut": "Add fade out",
        "editorForms.undo.addPulse": "Add pulse", "editorForms.undo.addHop": "Add hop",
        "editorForms.undo.addSpin": "Add spin", "editorForms.undo.addPingPong": "Add ping-pong",
        "editorForms.spec.name": "Name", "editorForms.spec.nameTip": "The indicator's name (the spec's \"name\")",
        "editorForms.spec.noParams": "No params yet: add one, then bind a field to it with $",
        "editorForms.spec.addParam": "Add param",
        "editorForms.spec.addParamTip": "Declare a param (a number the spec's fields can be bound to)",
        "editorForms.spec.paramPlaceholder": "name",
        "editorForms.spec.paramNameTip": "The param's name: a new one renames every use",
        "editorForms.spec.paramValueTip": "The param's default",
        "editorForms.spec.deleteParamTip": "Delete the param {name}",
        "editorForms.spec.inlineAndDelete": "Inline and delete",
        "editorForms.undo.name": "Name {name}", "editorForms.undo.paramDefault": "Param {name} default",
        "editorForms.undo.addParam": "Add param {name}", "editorForms.undo.renameParam": "Rename param {old} to {new}",
        "editorForms.undo.deleteParam": "Delete param {name}",
        "editorForms.undo.inlineAndDeleteParam": "Inline and delete param {name}",
        "editorForms.timing.useOffsets": "Use per-element offsets",
        "editorForms.timing.useDurations": "Use per-element durations",
        "editorForms.timing.offsetsTip": "A stagger offset per element, starting from the current ones",
        "editorForms.timing.durationsTip": "A cycle per element, starting from the part's duration",
        "editorForms.timing.each": "Stagger each (s)", "editorForms.timing.start": "Stagger start (s)",
        "editorForms.timing.partDuration": "Part duration (s)", "editorForms.timing.duration": "Duration (s)",
        "editorForms.timing.offsetOf": "Offset of element {index} (s)",
        "editorForms.timing.durationOf": "Duration of element {index} (s)",
        "editorForms.undo.stagger": "Stagger {key}", "editorForms.undo.duration": "Duration",
        "editorForms.undo.offsetsOn": "Per-element offsets", "editorForms.undo.offsetsOff": "Per-element offsets off",
        "editorForms.undo.durationsOn": "Per-element durations",
        "editorForms.undo.durationsOff": "Per-element durations off",
        "editorForms.undo.staggerOffset": "Stagger offset", "editorForms.undo.elementDuration": "Element duration",
        "editorForms.undo.rest": "Rest {property}", "editorForms.undo.removeRest": "Remove rest {property}",
    ]

    fileprivate static let vietnamese: [String: String] = [
        "editorForms.section.spec": "Spec", "editorForms.section.tracks": "Track",
        "editorForms.section.layout": "Bố cục", "editorForms.section.shape": "Hình dạng",
        "editorForms.section.timing": "Thời gian", "editorForms.section.scrollTo": "Cuộn đến mục {section}",
        "editorForms.header.spec": "SPEC", "editorForms.header.params": "PARAMS", "editorForms.header.part": "PART",
        "editorForms.header.partOf": "PART {index}/{count}", "editorForms.header.tracks": "TRACK",
        "editorForms.header.layout": "BỐ CỤC", "editorForms.header.shape": "HÌNH DẠNG",
        "editorForms.header.timing": "THỜI GIAN", "editorForms.header.rest": "GIÁ TRỊ NGHỈ",
        "editorForms.header.easing": "EASING", "editorForms.header.easingOf": "EASING · {property}",
        "editorForms.noSpec": "Các biểu mẫu sẽ hiện khi văn bản là một spec hợp lệ",
        "editorForms.easing.oneForAll": "Chung cho tất cả", "editorForms.easing.perSegment": "Từng đoạn",
        "editorForms.easing.custom": "Tùy chỉnh", "editorForms.undo.easingPerSegment": "Easing theo từng đoạn",
        "editorForms.undo.oneEasing": "Một easing chung", "editorForms.undo.easing": "Easing {name}",
        "editorForms.undo.easingCurve": "Đường cong easing",
        "editorForms.row.bind": "Gắn với một param, hoặc trở lại số", "editorForms.row.remove": "Xóa {name}",
        "editorForms.row.literal": "Số cố định",
        "editorForms.diagram.tooltip": "Khung các phần tử tại đầu phát; kéo một tay nắm để chỉnh",
        "editorForms.undo.layout": "Bố cục {name}", "editorForms.undo.shape": "Hình dạng {name}",
        "editorForms.undo.layoutTwo": "Bố cục {first} và {second}",
        "editorForms.undo.asNumber": "{field} thành số", "editorForms.undo.bound": "Gắn {field} với {param}",
        "editorForms.part.add": "Thêm", "editorForms.part.duplicate": "Nhân bản", "editorForms.part.delete": "Xóa",
        "editorForms.part.addTip": "Thêm một part (một chấm ở giữa)",
        "editorForms.part.duplicateTip": "Nhân bản part này", "editorForms.part.deleteTip": "Xóa part này",
        "editorForms.part.upTip": "Vẽ part này trước", "editorForms.part.downTip": "Vẽ part này sau",
        "editorForms.track.addFor": "Thêm track cho", "editorForms.track.eachElement": "Từng phần tử",
        "editorForms.track.theGroup": "Cả nhóm", "editorForms.track.startFromMove": "Hoặc bắt đầu từ một chuyển động",
        "editorForms.track.group": "nhóm {property}", "editorForms.track.select": "Chọn track {track}",
        "editorForms.track.removeTip": "Xóa track {track}",
        "editorForms.undo.removeTrack": "Xóa track {track}", "editorForms.undo.addTrack": "Thêm track {property}",
        "editorForms.undo.addPart": "Thêm part", "editorForms.undo.duplicatePart": "Nhân bản part",
        "editorForms.undo.deletePart": "Xóa part", "editorForms.undo.movePartUp": "Đưa part lên",
        "editorForms.undo.movePartDown": "Đưa part xuống",
        "editorForms.move.fadeIn": "Hiện dần", "editorForms.move.fadeOut": "Mờ dần",
        "editorForms.move.pulse": "Nhịp đập",
        "editorForms.move.hop": "Nảy", "editorForms.move.spin": "Xoay", "editorForms.move.pingPong": "Qua lại",
        "editorForms.move.fadeInSummary": "Độ mờ từ 0 đến 1",
        "editorForms.move.fadeOutSummary": "Độ mờ từ 1 về 0",
        "editorForms.move.pulseSummary": "Thu nhỏ còn {scale} rồi trở lại",
        "editorForms.move.hopSummary": "Lên {distance} khung rồi xuống lại",
        "editorForms.move.spinSummary": "Một vòng trọn, tốc độ đều",
        "editorForms.move.pingPongSummary": "Sang trái, sang phải {distance} khung rồi trở lại",
        "editorForms.move.tooltip": "{summary} (một track {property})",
        "editorForms.undo.addFadeIn": "Thêm hiện dần", "editorForms.undo.addFadeOut": "Thêm mờ dần",
        "editorForms.undo.addPulse": "Thêm nhịp đập", "editorForms.undo.addHop": "Thêm nảy",
        "editorForms.undo.addSpin": "Thêm xoay", "editorForms.undo.addPingPong": "Thêm qua lại",
        "editorForms.spec.name": "Tên", "editorForms.spec.nameTip": "Tên của indicator (trường \"name\" của spec)",
        "editorForms.spec.noParams": "Chưa có params: hãy thêm một param, rồi gắn một trường vào nó bằng $",
        "editorForms.spec.addParam": "Thêm param",
        "editorForms.spec.addParamTip": "Khai báo một param (một số mà các trường của spec có thể gắn vào)",
        "editorForms.spec.paramPlaceholder": "tên",
        "editorForms.spec.paramNameTip": "Tên của param: đổi tên sẽ đổi ở mọi chỗ dùng",
        "editorForms.spec.paramValueTip": "Giá trị mặc định của param",
        "editorForms.spec.deleteParamTip": "Xóa param {name}",
        "editorForms.spec.inlineAndDelete": "Thay giá trị và xóa",
        "editorForms.undo.name": "Tên {name}", "editorForms.undo.paramDefault": "Mặc định của param {name}",
        "editorForms.undo.addParam": "Thêm param {name}",
        "editorForms.undo.renameParam": "Đổi tên param {old} thành {new}",
        "editorForms.undo.deleteParam": "Xóa param {name}",
        "editorForms.undo.inlineAndDeleteParam": "Thay giá trị và xóa param {name}",
        "editorForms.timing.useOffsets": "Độ trễ riêng cho từng phần tử",
        "editorForms.timing.useDurations": "Thời lượng từng phần tử",
        "editorForms.timing.offsetsTip": "Mỗi phần tử một độ trễ, bắt đầu từ các giá trị hiện tại",
        "editorForms.timing.durationsTip": "Mỗi phần tử một chu kỳ, bắt đầu từ thời lượng của part",
        "editorForms.timing.each": "Độ trễ giữa các phần tử (s)", "editorForms.timing.start": "Độ trễ ban đầu (s)",
        "editorForms.timing.partDuration": "Thời lượng part (s)", "editorForms.timing.duration": "Thời lượng (s)",
        "editorForms.timing.offsetOf": "Độ trễ phần tử {index} (s)",
        "editorForms.timing.durationOf": "Thời lượng phần tử {index} (s)",
        "editorForms.undo.stagger": "Độ trễ {key}", "editorForms.undo.duration": "Thời lượng",
        "editorForms.undo.offsetsOn": "Độ trễ riêng từng phần tử",
        "editorForms.undo.offsetsOff": "Bỏ độ trễ riêng từng phần tử",
        "editorForms.undo.durationsOn": "Thời lượng riêng từng phần tử",
        "editorForms.undo.durationsOff": "Bỏ thời lượng riêng từng phần tử",
        "editorForms.undo.staggerOffset": "Độ trễ phần tử", "editorForms.undo.elementDuration": "Thời lượng phần tử",
        "editorForms.undo.rest": "Giá trị nghỉ {property}",
        "editorForms.undo.removeRest": "Xóa giá trị nghỉ {property}",
    ]

    fileprivate static let chinese: [String: String] = [
        "editorForms.section.spec": "Spec", "editorForms.section.tracks": "轨道",
        "editorForms.section.layout": "布局", "editorForms.section.shape": "形状",
        "editorForms.section.timing": "时间", "editorForms.section.scrollTo": "滚动到“{section}”部分",
        "editorForms.header.spec": "SPEC", "editorForms.header.params": "PARAMS", "editorForms.header.part": "部件",
        "editorForms.header.partOf": "部件 {index}/{count}", "editorForms.header.tracks": "轨道",
        "editorForms.header.layout": "布局", "editorForms.header.shape": "形状",
        "editorForms.header.timing": "时间", "editorForms.header.rest": "静止值",
        "editorForms.header.easing": "缓动", "editorForms.header.easingOf": "缓动 · {property}",
        "editorForms.noSpec": "文本成为有效的 spec 后即显示表单",
        "editorForms.easing.oneForAll": "全部统一", "editorForms.easing.perSegment": "逐段设置",
        "editorForms.easing.custom": "自定义", "editorForms.undo.easingPerSegment": "逐段缓动",
        "editorForms.undo.oneEasing": "统一缓动", "editorForms.undo.easing": "缓动 {name}",
        "editorForms.undo.easingCurve": "缓动曲线",
        "editorForms.row.bind": "绑定到 param，或改回数字", "editorForms.row.remove": "移除 {name}",
        "editorForms.row.literal": "固定值",
        "editorForms.diagram.tooltip": "播放头处的元素框；拖动手柄进行调整",
        "editorForms.undo.layout": "布局 {name}", "editorForms.undo.shape": "形状 {name}",
        "editorForms.undo.layoutTwo": "布局 {first} 和 {second}",
        "editorForms.undo.asNumber": "{field} 改为数字", "editorForms.undo.bound": "{field} 绑定到 {param}",
        "editorForms.part.add": "添加", "editorForms.part.duplicate": "复制", "editorForms.part.delete": "删除",
        "editorForms.part.addTip": "添加部件（中间一个圆点）",
        "editorForms.part.duplicateTip": "复制此部件", "editorForms.part.deleteTip": "删除此部件",
        "editorForms.part.upTip": "提前绘制此部件", "editorForms.part.downTip": "延后绘制此部件",
        "editorForms.track.addFor": "添加轨道，作用于", "editorForms.track.eachElement": "每个元素",
        "editorForms.track.theGroup": "整组", "editorForms.track.startFromMove": "或从常用动作开始",
        "editorForms.track.group": "组 {property}", "editorForms.track.select": "选择 {track} 轨道",
        "editorForms.track.removeTip": "移除 {track} 轨道",
        "editorForms.undo.removeTrack": "移除 {track} 轨道", "editorForms.undo.addTrack": "添加 {property} 轨道",
        "editorForms.undo.addPart": "添加部件", "editorForms.undo.duplicatePart": "复制部件",
        "editorForms.undo.deletePart": "删除部件", "editorForms.undo.movePartUp": "上移部件",
        "editorForms.undo.movePartDown": "下移部件",
        "editorForms.move.fadeIn": "淡入", "editorForms.move.fadeOut": "淡出", "editorForms.move.pulse": "脉冲",
        "editorForms.move.hop": "跳动", "editorForms.move.spin": "旋转", "editorForms.move.pingPong": "往返",
        "editorForms.move.fadeInSummary": "不透明度从 0 到 1",
        "editorForms.move.fadeOutSummary": "不透明度从 1 到 0",
        "editorForms.move.pulseSummary": "缩小到 {scale} 再复原",
        "editorForms.move.hopSummary": "上移框高的 {distance} 再落下",
        "editorForms.move.spinSummary": "匀速旋转一整圈",
        "editorForms.move.pingPongSummary": "左右各移动框宽的 {distance}，再回到原位",
        "editorForms.move.tooltip": "{summary}（{property} 轨道）",
        "editorForms.undo.addFadeIn": "添加淡入", "editorForms.undo.addFadeOut": "添加淡出",
        "editorForms.undo.addPulse": "添加脉冲", "editorForms.undo.addHop": "添加跳动",
        "editorForms.undo.addSpin": "添加旋转", "editorForms.undo.addPingPong": "添加往返",
        "editorForms.spec.name": "名称", "editorForms.spec.nameTip": "indicator 的名称（spec 的 \"name\"）",
        "editorForms.spec.noParams": "还没有 params：先添加一个，再用 $ 把字段绑定到它",
        "editorForms.spec.addParam": "添加 param",
        "editorForms.spec.addParamTip": "声明一个 param（spec 的字段可以绑定到的数字）",
        "editorForms.spec.paramPlaceholder": "名称",
        "editorForms.spec.paramNameTip": "param 的名称：改名会同时更新所有引用",
        "editorForms.spec.paramValueTip": "param 的默认值",
        "editorForms.spec.deleteParamTip": "删除 param {name}",
        "editorForms.spec.inlineAndDelete": "内联并删除",
        "editorForms.undo.name": "名称 {name}", "editorForms.undo.paramDefault": "param {name} 默认值",
        "editorForms.undo.addParam": "添加 param {name}",
        "editorForms.undo.renameParam": "将 param {old} 重命名为 {new}",
        "editorForms.undo.deleteParam": "删除 param {name}",
        "editorForms.undo.inlineAndDeleteParam": "内联并删除 param {name}",
        "editorForms.timing.useOffsets": "每个元素单独设置偏移",
        "editorForms.timing.useDurations": "每个元素单独设置时长",
        "editorForms.timing.offsetsTip": "每个元素一个错开偏移，以当前值为起点",
        "editorForms.timing.durationsTip": "每个元素一个周期，以部件的时长为起点",
        "editorForms.timing.each": "错开间隔（秒）", "editorForms.timing.start": "错开起点（秒）",
        "editorForms.timing.partDuration": "部件时长（秒）", "editorForms.timing.duration": "时长（秒）",
        "editorForms.timing.offsetOf": "元素 {index} 的偏移（秒）",
        "editorForms.timing.durationOf": "元素 {index} 的时长（秒）",
        "editorForms.undo.stagger": "错开 {key}", "editorForms.undo.duration": "时长",
        "editorForms.undo.offsetsOn": "逐元素偏移", "editorForms.undo.offsetsOff": "关闭逐元素偏移",
        "editorForms.undo.durationsOn": "逐元素时长", "editorForms.undo.durationsOff": "关闭逐元素时长",
        "editorForms.undo.staggerOffset": "错开偏移", "editorForms.undo.elementDuration": "元素时长",
        "editorForms.undo.rest": "静止值 {property}", "editorForms.undo.removeRest": "移除静止值 {property}",
    ]

    fileprivate static let french: [String: String] = [
        "editorForms.section.spec": "Spec", "editorForms.section.tracks": "Pistes",
        "editorForms.section.layout": "Disposition", "editorForms.section.shape": "Forme",
        "editorForms.section.timing": "Minutage", "editorForms.section.scrollTo": "Aller à la section {section}",
        "editorForms.header.spec": "SPEC", "editorForms.header.params": "PARAMS",
        "editorForms.header.part": "PARTIE", "editorForms.header.partOf": "PARTIE {index} SUR {count}",
        "editorForms.header.tracks": "PISTES", "editorForms.header.layout": "DISPOSITION",
        "editorForms.header.shape": "FORME", "editorForms.header.timing": "MINUTAGE",
        "editorForms.header.rest": "VALEURS AU REPOS", "editorForms.header.easing": "EASING",
        "editorForms.header.easingOf": "EASING · {property}",
        "editorForms.noSpec": "Les formulaires apparaissent dès que le texte est une spec valide",
        "editorForms.easing.oneForAll": "Un pour tous", "editorForms.easing.perSegment": "Par segment",
        "editorForms.easing.custom": "Personnalisé", "editorForms.undo.easingPerSegment": "Easing par segment",
        "editorForms.undo.oneEasing": "Easing unique", "editorForms.undo.easing": "Easing {name}",
        "editorForms.undo.easingCurve": "Courbe d’easing",
        "editorForms.row.bind": "Lier à un param, ou revenir à un nombre", "editorForms.row.remove": "Supprimer {name}",
        "editorForms.row.literal": "Valeur fixe",
        "editorForms.diagram.tooltip": "Cadres des éléments à la tête de lecture\u{202F}; faites glisser une poignée",
        "editorForms.undo.layout": "Disposition {name}", "editorForms.undo.shape": "Forme {name}",
        "editorForms.undo.layoutTwo": "Disposition {first} et {second}",
        "editorForms.undo.asNumber": "{field} en nombre", "editorForms.undo.bound": "{field} lié à {param}",
        "editorForms.part.add": "Ajouter", "editorForms.part.duplicate": "Copier",
        "editorForms.part.delete": "Retirer", "editorForms.part.addTip": "Ajouter une partie (un point au centre)",
        "editorForms.part.duplicateTip": "Dupliquer cette partie",
        "editorForms.part.deleteTip": "Supprimer cette partie",
        "editorForms.part.upTip": "Dessiner cette partie plus tôt",
        "editorForms.part.downTip": "Dessiner cette partie plus tard",
        "editorForms.track.addFor": "Ajouter une piste pour", "editorForms.track.eachElement": "Chaque élément",
        "editorForms.track.theGroup": "Le groupe", "editorForms.track.startFromMove": "Ou partir d’un mouvement",
        "editorForms.track.group": "groupe {property}", "editorForms.track.select": "Sélectionner la piste {track}",
        "editorForms.track.removeTip": "Supprimer la piste {track}",
        "editorForms.undo.removeTrack": "Supprimer la piste {track}",
        "editorForms.undo.addTrack": "Ajouter la piste {property}",
        "editorForms.undo.addPart": "Ajouter une partie", "editorForms.undo.duplicatePart": "Dupliquer la partie",
        "editorForms.undo.deletePart": "Supprimer la partie", "editorForms.undo.movePartUp": "Monter la partie",
        "editorForms.undo.movePartDown": "Descendre la partie",
        "editorForms.move.fadeIn": "Apparition", "editorForms.move.fadeOut": "Disparition",
        "editorForms.move.pulse": "Pulsation", "editorForms.move.hop": "Saut", "editorForms.move.spin": "Rotation",
        "editorForms.move.pingPong": "Va-et-vient",
        "editorForms.move.fadeInSummary": "Opacité de 0 à 1",
        "editorForms.move.fadeOutSummary": "Opacité de 1 à 0",
        "editorForms.move.pulseSummary": "Réduction à {scale} puis retour",
        "editorForms.move.hopSummary": "Monte de {distance} du cadre puis redescend",
        "editorForms.move.spinSummary": "Un tour complet, à vitesse constante",
        "editorForms.move.pingPongSummary": "À gauche et à droite de {distance} du cadre, puis retour",
        "editorForms.move.tooltip": "{summary} (une piste {property})",
        "editorForms.undo.addFadeIn": "Ajouter une apparition",
        "editorForms.undo.addFadeOut": "Ajouter une disparition",
        "editorForms.undo.addPulse": "Ajouter une pulsation", "editorForms.undo.addHop": "Ajouter un saut",
        "editorForms.undo.addSpin": "Ajouter une rotation", "editorForms.undo.addPingPong": "Ajouter un va-et-vient",
        "editorForms.spec.name": "Nom",
        "editorForms.spec.nameTip": "Le nom de l’indicateur (le «\u{00A0}name\u{00A0}» de la spec)",
        "editorForms.spec.noParams": "Aucun param pour l’instant\u{00A0}: ajoutez-en un, puis liez-y un champ avec $",
        "editorForms.spec.addParam": "Nouveau param",
        "editorForms.spec.addParamTip": "Déclarer un param (un nombre auquel lier les champs de la spec)",
        "editorForms.spec.paramPlaceholder": "nom",
        "editorForms.spec.paramNameTip": "Le nom du param\u{00A0}: le changer renomme chaque usage",
        "editorForms.spec.paramValueTip": "La valeur par défaut du param",
        "editorForms.spec.deleteParamTip": "Supprimer le param {name}",
        "editorForms.spec.inlineAndDelete": "Remplacer et supprimer",
        "editorForms.undo.name": "Nom {name}", "editorForms.undo.paramDefault": "Défaut du param {name}",
        "editorForms.undo.addParam": "Ajouter le param {name}",
        "editorForms.undo.renameParam": "Renommer le param {old} en {new}",
        "editorForms.undo.deleteParam": "Supprimer le param {name}",
        "editorForms.undo.inlineAndDeleteParam": "Remplacer et supprimer le param {name}",
        "editorForms.timing.useOffsets": "Décalage par élément",
        "editorForms.timing.useDurations": "Durée par élément",
        "editorForms.timing.offsetsTip": "Un décalage par élément, à partir des décalages actuels",
        "editorForms.timing.durationsTip": "Un cycle par élément, à partir de la durée de la partie",
        "editorForms.timing.each": "Décalage entre éléments (s)", "editorForms.timing.start": "Décalage initial (s)",
        "editorForms.timing.partDuration": "Durée de la partie (s)", "editorForms.timing.duration": "Durée (s)",
        "editorForms.timing.offsetOf": "Décalage de l’élément {index} (s)",
        "editorForms.timing.durationOf": "Durée de l’élément {index} (s)",
        "editorForms.undo.stagger": "Décalage {key}", "editorForms.undo.duration": "Durée",
        "editorForms.undo.offsetsOn": "Décalages par élément",
        "editorForms.undo.offsetsOff": "Sans décalages par élément",
        "editorForms.undo.durationsOn": "Durées par élément",
        "editorForms.undo.durationsOff": "Sans durées par élément",
        "editorForms.undo.staggerOffset": "Décalage d’élément", "editorForms.undo.elementDuration": "Durée d’élément",
        "editorForms.undo.rest": "Repos {property}", "editorForms.undo.removeRest": "Supprimer le repos {property}",
    ]
}
