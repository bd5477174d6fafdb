import Localization

/// The texts of the Gallery: its header (filter, look controls, count), its headings, empty
/// state, cards' badges and tooltips, and the undo steps of its look.
enum GalleryText {
    static let filterPlaceholder = Message("gallery.filter.placeholder")
    static let colour = Message("gallery.colour")
    static let speed = Message("gallery.speed")
    static let size = Message("gallery.size")
    static let colourTooltip = Message("gallery.colour.tooltip")
    /// "48 indicators": every indicator is shown.
    static func countAll(_ total: Int) -> Message { Message("gallery.count.all", ["count": .count(total)]) }
    /// "12 of 48": the filter lets some through.
    static func countSome(_ shown: Int, of total: Int) -> Message {
        Message("gallery.count.some", ["shown": .count(shown), "total": .count(total)])
    }
    /// "No indicator matches “ball”".
    static func empty(_ query: String) -> Message { Message("gallery.empty", ["query": .text(query)]) }
    /// The headings: "Your files · 3", "Built-in indicators · 50".
    static func filesHeading(_ count: Int) -> Message { Message("gallery.heading.files", ["count": .count(count)]) }
    static func builtinsHeading(_ count: Int) -> Message {
        Message("gallery.heading.builtins", ["count": .count(count)])
    }
    /// A card's tooltip without a path: "BallPulse (built-in)", "untitled (new spec)".
    static func builtinTooltip(_ name: String) -> Message { Message("gallery.cell.builtin", ["name": .text(name)]) }
    static func newSpecTooltip(_ name: String) -> Message { Message("gallery.cell.newSpec", ["name": .text(name)]) }
    /// A card's tooltip whose text is unsaved: "/path/ball.json, unsaved".
    static func unsavedTooltip(_ what: String) -> Message { Message("gallery.cell.unsaved", ["what": .text(what)]) }
    /// The cards' badges.
    static let missing = Message("gallery.badge.missing")
    static let broken = Message("gallery.badge.broken")
    static let stale = Message("gallery.badge.stale")
    /// The undo steps of the look.
    static let changeColour = Message("gallery.step.colour")
    static let changeSpeed = Message("gallery.step.speed")
    static let changeSize = Message("gallery.step.size")

    /// The export's words shared by the modes: the speed choice ("Tuned (1.25×)", "Speed 1"),
    /// the loop's length, why the tuned speed is not used, and the refusals and failures of writing.
    static func exportTuned(_ speed: String) -> Message { Message("gallery.export.tuned", ["speed": .text(speed)]) }
    static let exportSpeedOne = Message("gallery.export.speedOne")
    static func exportLoop(seconds: String, speed: String) -> Message {
        Message("gallery.export.loop", ["seconds": .text(seconds), "speed": .text(speed)])
    }
    static func exportNoLoop(_ speed: String) -> Message { Message("gallery.export.noLoop", ["speed": .text(speed)]) }
    /// An export may not write over an open spec: `name` is it, or `target` is a link to `document`.
    static func exportOverOpenSpec(_ name: String) -> Message {
        Message("gallery.export.openSpec", ["name": .text(name)])
    }
    static func exportOverOpenSpecLink(_ target: String, _ document: String) -> Message {
        Message("gallery.export.openSpecLink", ["target": .text(target), "document": .text(document)])
    }
    /// A file that could not be written, with the system's reason.
    static func exportWriteFailed(_ name: String, reason: String) -> Message {
        Message("gallery.export.writeFailed", ["name": .text(name), "reason": .text(reason)])
    }

    // The frame limit of an animated export (`ExportFrameLimit`, `ExportBudget`).
    static func framesBeyond(_ count: Int, over: Int, maximum: Int) -> Message {
        Message(
            "gallery.limit.frames",
            ["count": .text(String(count)), "over": .text(String(over)), "max": .text(String(maximum))])
    }
    static func framesUncountable(maximum: Int) -> Message {
        Message("gallery.limit.uncountable", ["max": .text(String(maximum))])
    }
    static func loopAt(_ seconds: String, fps: String) -> Message {
        Message("gallery.limit.loop", ["seconds": .text(seconds), "fps": .text(fps)])
    }
    static func loopCut(_ loop: String, frames: String, became: Int) -> Message {
        Message("gallery.limit.cut", ["loop": .text(loop), "frames": .text(frames), "became": .text(String(became))])
    }
    static func loopRefused(_ loop: String, frames: String, offerSpeedOne: Bool) -> Message {
        Message(
            offerSpeedOne ? "gallery.limit.refusedSpeed" : "gallery.limit.refused",
            ["loop": .text(loop), "frames": .text(frames)])
    }
    static func clamped(_ frames: String, became: Int) -> Message {
        Message("gallery.limit.clamped", ["frames": .text(frames), "became": .text(String(became))])
    }

    static let table: Catalogue.Table = [
        .english: [
            "gallery.export.tuned": "Tuned ({speed})", "gallery.export.speedOne": "Speed 1",
            "gallery.export.loop": "Loop {seconds} s at {speed}",
            "gallery.export.noLoop": "The preview's speed, {speed}, makes no loop: the export plays at speed 1.",
            "gallery.export.openSpec":
                "{name} is a spec open in the studio: an export never writes over it. Choose another name.",
            "gallery.export.openSpecLink":
                "{target} is the same file as {document}, a spec open in the studio: an export never writes over it. Choose another name.",
            "gallery.export.writeFailed":
                "{name} could not be written: {reason}. Any file already there is unchanged.",
            "gallery.filter.placeholder": "Filter by name", "gallery.colour": "Colour", "gallery.speed": "Speed",
            "gallery.size": "Size", "gallery.colour.tooltip": "Colour of every indicator",
            "gallery.count.all": "{count, plural, one {# indicator} other {# indicators}}",
            "gallery.count.some": "{shown} of {total}", "gallery.empty": "No indicator matches “{query}”",
            "gallery.heading.files": "Your files · {count}",
            "gallery.heading.builtins": "Built-in indicators · {count}",
            "gallery.cell.builtin": "{name} (built-in)", "gallery.cell.newSpec": "{name} (new spec)",
            "gallery.cell.unsaved": "{what}, unsaved", "gallery.badge.missing": "missing",
            "gallery.badge.broken": "broken", "gallery.badge.stale": "stale", "gallery.step.colour": "Change colour",
            "gallery.step.speed": "Change speed", "gallery.step.size": "Change size",
            "gallery.limit.frames": "{count} frames, {over} more than the {max} an export may have",
            "gallery.limit.uncountable": "too many frames to count, far more than the {max} an export may have",
            "gallery.limit.loop": "A loop of {seconds} s at {fps} fps",
            "gallery.limit.cut": "{loop} is {frames}: this one has {became}, each shown longer.",
            "gallery.limit.refused": "{loop} is {frames}: choose a lower frame rate.",
            "gallery.limit.refusedSpeed": "{loop} is {frames}: choose a lower frame rate or speed 1.",
            "gallery.limit.clamped": "one cycle would be {frames}, so it has {became}, each shown longer",
        ],
        .vietnamese: [
            "gallery.export.tuned": "Đã chỉnh ({speed})", "gallery.export.speedOne": "Tốc độ 1",
            "gallery.export.loop": "Vòng lặp {seconds} s ở {speed}",
            "gallery.export.noLoop": "Tốc độ xem trước, {speed}, không tạo được vòng lặp: bản xuất chạy ở tốc độ 1.",
            "gallery.export.openSpec":
                "{name} là một spec đang mở trong studio: bản xuất không bao giờ ghi đè lên nó. Hãy chọn tên khác.",
            "gallery.export.openSpecLink":
                "{target} là cùng một tệp với {document}, một spec đang mở trong studio: bản xuất không bao giờ ghi đè lên nó. Hãy chọn tên khác.",
            "gallery.export.writeFailed":
                "Không ghi được {name}: {reason}. Tệp đã có ở đó (nếu có) vẫn giữ nguyên.",
            "gallery.filter.placeholder": "Lọc theo tên", "gallery.colour": "Màu", "gallery.speed": "Tốc độ",
            "gallery.size": "Kích thước", "gallery.colour.tooltip": "Màu của mọi indicator",
            "gallery.count.all": "{count, plural, other {# indicator}}",
            "gallery.count.some": "{shown} / {total}", "gallery.empty": "Không có indicator nào khớp với “{query}”",
            "gallery.heading.files": "Tệp của bạn · {count}", "gallery.heading.builtins": "Indicator có sẵn · {count}",
            "gallery.cell.builtin": "{name} (có sẵn)", "gallery.cell.newSpec": "{name} (spec mới)",
            "gallery.cell.unsaved": "{what}, chưa lưu", "gallery.badge.missing": "mất tệp",
            "gallery.badge.broken": "lỗi", "gallery.badge.stale": "cũ", "gallery.step.colour": "Đổi màu",
            "gallery.step.speed": "Đổi tốc độ", "gallery.step.size": "Đổi kích thước",
            "gallery.limit.frames": "{count} frame, nhiều hơn {over} so với mức {max} frame một lần xuất được phép",
            "gallery.limit.uncountable": "quá nhiều frame để đếm, vượt xa mức {max} frame một lần xuất được phép",
            "gallery.limit.loop": "Một vòng lặp {seconds} s ở {fps} fps",
            "gallery.limit.cut": "{loop} là {frames}: bản này có {became} frame, mỗi frame hiện lâu hơn.",
            "gallery.limit.refused": "{loop} là {frames}: hãy chọn số frame/giây thấp hơn.",
            "gallery.limit.refusedSpeed": "{loop} là {frames}: hãy chọn số frame/giây thấp hơn hoặc tốc độ 1.",
            "gallery.limit.clamped": "một cycle sẽ là {frames}, nên bản xuất có {became} frame, mỗi frame hiện lâu hơn",
        ],
        .chineseSimplified: [
            "gallery.export.tuned": "已调整（{speed}）", "gallery.export.speedOne": "速度 1",
            "gallery.export.loop": "循环 {seconds} 秒，速度 {speed}",
            "gallery.export.noLoop": "预览速度 {speed} 无法形成循环：导出将以速度 1 播放。",
            "gallery.export.openSpec": "{name} 是工作室中打开的 spec：导出绝不会覆盖它。请换一个名称。",
            "gallery.export.openSpecLink":
                "{target} 与 {document} 是同一个文件，是工作室中打开的 spec：导出绝不会覆盖它。请换一个名称。",
            "gallery.export.writeFailed": "无法写入 {name}：{reason}。原有的文件保持不变。",
            "gallery.filter.placeholder": "按名称筛选", "gallery.colour": "颜色", "gallery.speed": "速度",
            "gallery.size": "尺寸", "gallery.colour.tooltip": "所有指示器的颜色",
            "gallery.count.all": "{count, plural, other {# 个指示器}}",
            "gallery.count.some": "{shown} / {total}", "gallery.empty": "没有与“{query}”匹配的指示器",
            "gallery.heading.files": "你的文件 · {count}", "gallery.heading.builtins": "内置指示器 · {count}",
            "gallery.cell.builtin": "{name}（内置）", "gallery.cell.newSpec": "{name}（新 spec）",
            "gallery.cell.unsaved": "{what}，未保存", "gallery.badge.missing": "缺失",
            "gallery.badge.broken": "损坏", "gallery.badge.stale": "过期", "gallery.step.colour": "更改颜色",
            "gallery.step.speed": "更改速度", "gallery.step.size": "更改尺寸",
            "gallery.limit.frames": "{count} 帧，比一次导出允许的 {max} 帧多 {over} 帧",
            "gallery.limit.uncountable": "帧数多到无法计算，远超一次导出允许的 {max} 帧",
            "gallery.limit.loop": "{seconds} 秒的循环、每秒 {fps} 帧",
            "gallery.limit.cut": "{loop}共 {frames}：本次导出 {became} 帧，每帧显示更久。",
            "gallery.limit.refused": "{loop}共 {frames}：请选择更低的帧率。",
            "gallery.limit.refusedSpeed": "{loop}共 {frames}：请选择更低的帧率或速度 1。",
            "gallery.limit.clamped": "一个周期将有 {frames}，因此导出 {became} 帧，每帧显示更久",
        ],
        .french: [
            "gallery.export.tuned": "Réglée ({speed})", "gallery.export.speedOne": "Vitesse 1",
            "gallery.export.loop": "Boucle de {seconds}\u{00A0}s à {speed}",
            "gallery.export.noLoop":
                "La vitesse de l’aperçu, {speed}, ne fait pas de boucle\u{00A0}: l’export est lu à la vitesse 1.",
            "gallery.export.openSpec":
                "{name} est une spec ouverte dans le studio\u{00A0}: un export ne l’écrase jamais. Choisissez un autre nom.",
            "gallery.export.openSpecLink":
                "{target} est le même fichier que {document}, une spec ouverte dans le studio\u{00A0}: un export ne l’écrase jamais. Choisissez un autre nom.",
            "gallery.export.writeFailed":
                "{name} n’a pas pu être écrit\u{00A0}: {reason}. Tout fichier déjà présent est inchangé.",
            "gallery.filter.placeholder": "Filtrer par nom", "gallery.colour": "Couleur", "gallery.speed": "Vitesse",
            "gallery.size": "Taille", "gallery.colour.tooltip": "Couleur de tous les indicateurs",
            "gallery.count.all": "{count, plural, one {# indicateur} other {# indicateurs}}",
            "gallery.count.some": "{shown} sur {total}",
            "gallery.empty": "Aucun indicateur ne correspond à «\u{00A0}{query}\u{00A0}»",
            "gallery.heading.files": "Vos fichiers · {count}",
            "gallery.heading.builtins": "Indicateurs intégrés · {count}",
            "gallery.cell.builtin": "{name} (intégré)", "gallery.cell.newSpec": "{name} (nouvelle spec)",
            "gallery.cell.unsaved": "{what}, non enregistré", "gallery.badge.missing": "introuvable",
            "gallery.badge.broken": "invalide", "gallery.badge.stale": "périmé",
            "gallery.step.colour": "Changer la couleur", "gallery.step.speed": "Changer la vitesse",
            "gallery.step.size": "Changer la taille",
            "gallery.limit.frames": "{count}\u{00A0}images, {over} de plus que les {max} permises par export",
            "gallery.limit.uncountable": "trop d’images pour les compter, bien plus que les {max} permises par export",
            "gallery.limit.loop": "Une boucle de {seconds}\u{00A0}s à {fps}\u{00A0}images/s",
            "gallery.limit.cut":
                "{loop} fait {frames}\u{00A0}: celle-ci en a {became}, chacune affichée plus longtemps.",
            "gallery.limit.refused": "{loop} fait {frames}\u{00A0}: choisissez une fréquence d’images plus basse.",
            "gallery.limit.refusedSpeed":
                "{loop} fait {frames}\u{00A0}: choisissez une fréquence d’images plus basse ou la vitesse 1.",
            "gallery.limit.clamped": "un cycle ferait {frames}, il en a donc {became}, chacune affichée plus longtemps",
        ],
    ]
}
