import Localization

/// The texts of the Progress mode: its header, the inspector's sections and controls, the
/// readout, the rhythms of a simulated task and the gallery's "Upload" chip. The designs'
/// titles, types, variants and option names are LoaderKit's names and stay as they are.
enum ProgressText {
    static let filterPlaceholder = Message("progress.filter.placeholder")
    /// "30 designs", or "12 of 30 designs".
    static func designs(_ total: Int) -> Message { Message("progress.count.all", ["count": .count(total)]) }
    static func designs(_ shown: Int, of total: Int) -> Message {
        Message("progress.count.some", ["shown": .count(shown), "total": .count(total)])
    }
    /// The header's line, longest first: the designs, then what the grid holds and does.
    static func infoPairs(_ designs: String) -> Message { Message("progress.info.pairs", ["designs": .text(designs)]) }
    static func infoSimulates(_ designs: String) -> Message {
        Message("progress.info.simulates", ["designs": .text(designs)])
    }

    enum Section: String {
        case value, simulate, type, variant, options, colours
        var title: Message {
            switch self {
            case .value: Message("progress.section.value")
            case .simulate: Message("progress.section.simulate")
            case .type: Message("progress.section.type")
            case .variant: Message("progress.section.variant")
            case .options: Message("progress.section.options")
            case .colours: Message("progress.section.colours")
            }
        }
    }

    static let value = Message("progress.value")
    static let buffer = Message("progress.buffer")
    static let indeterminate = Message("progress.indeterminate")
    static let smooth = Message("progress.smooth")
    static let reducedMotion = Message("progress.reducedMotion")
    static let simulate = Message("progress.simulate")
    static let stopTask = Message("progress.stopTask")
    static let simulateTooltip = Message("progress.simulate.tooltip")
    static let showLabel = Message("progress.showLabel")
    static let stopIndicator = Message("progress.stopIndicator")
    static let roundCaps = Message("progress.caps.round")
    static let buttCaps = Message("progress.caps.butt")
    static let coloursCaption = Message("progress.colours.caption")
    static let reset = Message("progress.reset")
    /// The undo step of a change of the selected design ("Undo Change design").
    static let changeDesign = Message("progress.change")
    static let export = Message("progress.export")
    static let exportTooltip = Message("progress.export.tooltip")
    static let code = Message("progress.code")
    static let codeTooltip = Message("progress.code.tooltip")
    static let close = Message("progress.close")
    /// The readout: what assistive technology reads, and the value drawn.
    static func readout(reads: String, drawn: String) -> Message {
        Message("progress.readout", ["reads": .text(reads), "drawn": .text(drawn)])
    }
    /// "62%" ("62 %" in French).
    static func percent(_ value: String) -> Message { Message("progress.percent", ["value": .text(value)]) }
    /// What is read while indeterminate ("In progress"), and drawn ("indeterminate").
    static let inProgress = Message("progress.inProgress")
    static let drawnIndeterminate = Message("progress.drawn.indeterminate")
    /// A dimmed option's tooltip.
    static func optionUnused(_ option: String) -> Message {
        Message("progress.option.unused", ["option": .text(option)])
    }
    /// The rhythm's title.
    static func rhythm(_ rhythm: ProgressRhythm) -> Message {
        switch rhythm {
        case .steady: Message("progress.rhythm.steady")
        case .bursty: Message("progress.rhythm.bursty")
        case .jumpBack: Message("progress.rhythm.jumpBack")
        case .download: Message("progress.rhythm.download")
        }
    }
    /// The chip a border design goes around.
    static let upload = Message("progress.upload")

    static let table: Catalogue.Table = [
        .english: [
            "progress.filter.placeholder": "Filter by title",
            "progress.count.all": "{count, plural, one {# design} other {# designs}}",
            "progress.count.some": "{shown} of {total, plural, one {# design} other {# designs}}",
            "progress.info.pairs": "{designs} · 10 types, 42 type/variant pairs",
            "progress.info.simulates": "{designs} · 10 types, 42 type/variant pairs · the grid simulates a download",
            "progress.section.value": "VALUE", "progress.section.simulate": "SIMULATE A TASK",
            "progress.section.type": "TYPE", "progress.section.variant": "VARIANT",
            "progress.section.options": "OPTIONS", "progress.section.colours": "COLOURS",
            "progress.value": "Value", "progress.buffer": "Buffer", "progress.indeterminate": "Indeterminate",
            "progress.smooth": "Smooth glide", "progress.reducedMotion": "Simulate reduced motion",
            "progress.simulate": "Simulate a task", "progress.stopTask": "Stop the task",
            "progress.simulate.tooltip": "Stream values at the chosen rhythm to judge the glide",
            "progress.showLabel": "Show label", "progress.stopIndicator": "Stop indicator",
            "progress.caps.round": "Round caps", "progress.caps.butt": "Butt caps",
            "progress.colours.caption": "colour · track · label", "progress.reset": "Reset to the gallery's",
            "progress.change": "Change design",
            "progress.export": "Export…", "progress.export.tooltip": "Export the design as a PNG or a GIF",
            "progress.code": "Code…", "progress.code.tooltip": "The code for a LoaderKit platform",
            "progress.close": "Close the inspector", "progress.readout": "reads \"{reads}\" · drawn {drawn}",
            "progress.percent": "{value}%", "progress.inProgress": "In progress",
            "progress.drawn.indeterminate": "indeterminate",
            "progress.option.unused": "{option} does not change this design",
            "progress.rhythm.steady": "Steady", "progress.rhythm.bursty": "Bursty",
            "progress.rhythm.jumpBack": "Jump back", "progress.rhythm.download": "Download",
            "progress.upload": "Upload",
        ],
        .vietnamese: [
            "progress.filter.placeholder": "Lọc theo tiêu đề",
            "progress.count.all": "{count, plural, other {# mẫu}}",
            "progress.count.some": "{shown} / {total, plural, other {# mẫu}}",
            "progress.info.pairs": "{designs} · 10 type, 42 cặp type/variant",
            "progress.info.simulates": "{designs} · 10 type, 42 cặp type/variant · lưới giả lập tải file",
            "progress.section.value": "GIÁ TRỊ", "progress.section.simulate": "GIẢ LẬP TÁC VỤ",
            "progress.section.type": "TYPE", "progress.section.variant": "VARIANT",
            "progress.section.options": "TÙY CHỌN", "progress.section.colours": "MÀU",
            "progress.value": "Value", "progress.buffer": "Buffer", "progress.indeterminate": "Vô định",
            "progress.smooth": "Chuyển mượt", "progress.reducedMotion": "Giả lập giảm chuyển động",
            "progress.simulate": "Giả lập tác vụ", "progress.stopTask": "Dừng tác vụ",
            "progress.simulate.tooltip": "Phát các value theo nhịp đã chọn để đánh giá độ mượt",
            "progress.showLabel": "Hiện nhãn", "progress.stopIndicator": "Nút dừng",
            "progress.caps.round": "Đầu tròn", "progress.caps.butt": "Đầu vuông",
            "progress.colours.caption": "màu · track · nhãn", "progress.reset": "Đặt lại như bộ sưu tập",
            "progress.change": "Đổi thiết kế",
            "progress.export": "Xuất…", "progress.export.tooltip": "Xuất mẫu thành PNG hoặc GIF",
            "progress.code": "Code…", "progress.code.tooltip": "Code cho một nền tảng LoaderKit",
            "progress.close": "Đóng inspector", "progress.readout": "đọc là “{reads}” · vẽ {drawn}",
            "progress.percent": "{value}%", "progress.inProgress": "Đang xử lý",
            "progress.drawn.indeterminate": "vô định",
            "progress.option.unused": "{option} không đổi mẫu này",
            "progress.rhythm.steady": "Đều", "progress.rhythm.bursty": "Từng đợt",
            "progress.rhythm.jumpBack": "Lùi lại", "progress.rhythm.download": "Giả lập tải file",
            "progress.upload": "Tải lên",
        ],
        .chineseSimplified: [
            "progress.filter.placeholder": "按标题筛选",
            "progress.count.all": "{count, plural, other {# 个样式}}",
            "progress.count.some": "{shown} / {total, plural, other {# 个样式}}",
            "progress.info.pairs": "{designs} · 10 种 type，42 组 type/variant",
            "progress.info.simulates": "{designs} · 10 种 type，42 组 type/variant · 网格模拟下载",
            "progress.section.value": "值", "progress.section.simulate": "模拟任务",
            "progress.section.type": "TYPE", "progress.section.variant": "VARIANT",
            "progress.section.options": "选项", "progress.section.colours": "颜色",
            "progress.value": "value", "progress.buffer": "缓冲", "progress.indeterminate": "不确定",
            "progress.smooth": "平滑过渡", "progress.reducedMotion": "模拟减弱动态效果",
            "progress.simulate": "模拟任务", "progress.stopTask": "停止任务",
            "progress.simulate.tooltip": "按所选节奏推送值，以检查过渡是否平滑",
            "progress.showLabel": "显示标签", "progress.stopIndicator": "停止按钮",
            "progress.caps.round": "圆头端点", "progress.caps.butt": "平头端点",
            "progress.colours.caption": "颜色 · 轨道 · 标签", "progress.reset": "重置为图库设置", "progress.change": "更改设计",
            "progress.export": "导出…", "progress.export.tooltip": "将样式导出为 PNG 或 GIF",
            "progress.code": "代码…", "progress.code.tooltip": "某个 LoaderKit 平台的代码",
            "progress.close": "关闭检查器", "progress.readout": "读作“{reads}” · 绘制 {drawn}",
            "progress.percent": "{value}%", "progress.inProgress": "进行中",
            "progress.drawn.indeterminate": "不确定",
            "progress.option.unused": "{option} 不影响此样式",
            "progress.rhythm.steady": "匀速", "progress.rhythm.bursty": "突发",
            "progress.rhythm.jumpBack": "回退", "progress.rhythm.download": "模拟下载",
            "progress.upload": "上传",
        ],
        .french: [
            "progress.filter.placeholder": "Filtrer par titre",
            "progress.count.all": "{count, plural, one {# modèle} other {# modèles}}",
            "progress.count.some": "{shown} sur {total, plural, one {# modèle} other {# modèles}}",
            "progress.info.pairs": "{designs} · 10 types, 42 paires type/variante",
            "progress.info.simulates":
                "{designs} · 10 types, 42 paires type/variante · la grille simule un téléchargement",
            "progress.section.value": "VALEUR", "progress.section.simulate": "SIMULER UNE TÂCHE",
            "progress.section.type": "TYPE", "progress.section.variant": "VARIANTE",
            "progress.section.options": "OPTIONS", "progress.section.colours": "COULEURS",
            "progress.value": "Valeur", "progress.buffer": "Tampon", "progress.indeterminate": "Indéterminé",
            "progress.smooth": "Glissement fluide", "progress.reducedMotion": "Simuler le mouvement réduit",
            "progress.simulate": "Simuler une tâche", "progress.stopTask": "Arrêter la tâche",
            "progress.simulate.tooltip": "Envoie des valeurs au rythme choisi pour juger le glissement",
            "progress.showLabel": "Afficher le libellé", "progress.stopIndicator": "Bouton d’arrêt",
            "progress.caps.round": "Bouts ronds", "progress.caps.butt": "Bouts plats",
            "progress.colours.caption": "couleur · piste · libellé", "progress.reset": "Revenir à la galerie",
            "progress.change": "Modifier le design",
            "progress.export": "Exporter…", "progress.export.tooltip": "Exporter le modèle en PNG ou en GIF",
            "progress.code": "Code…", "progress.code.tooltip": "Le code pour une plateforme LoaderKit",
            "progress.close": "Fermer l’inspecteur",
            "progress.readout": "lu «\u{00A0}{reads}\u{00A0}» · dessiné {drawn}",
            "progress.percent": "{value}\u{202F}%", "progress.inProgress": "En cours",
            "progress.drawn.indeterminate": "indéterminé",
            "progress.option.unused": "{option} ne change pas ce modèle",
            "progress.rhythm.steady": "Régulier", "progress.rhythm.bursty": "Par à-coups",
            "progress.rhythm.jumpBack": "Retour arrière", "progress.rhythm.download": "Téléchargement",
            "progress.upload": "Envoyer",
        ],
    ]
}
