import Localization
import UI

/// The texts of the source pane, its find bar, compare view, disk conflicts and New dialog, and
/// the words the studio gives the toolkit's controls (the curve editor's handles, the rails).
enum SourcePaneText {
    static let title = Message("source.title")
    static let format = Message("source.format")
    static let copyJSON = Message("source.copyJSON")
    static let copyTooltip = Message("source.copyTooltip")
    static let wrap = Message("source.wrap")
    static let checking = Message("source.checking")
    static let invalidJSON = Message("source.status.invalidJSON")
    static let valid = Message("source.status.valid")
    static func problems(_ count: Int) -> Message { Message("source.status.problems", ["count": .count(count)]) }
    static func warnings(_ count: Int) -> Message { Message("source.status.warnings", ["count": .count(count)]) }
    /// The status followed by the warnings: "Valid spec · 2 warnings".
    static func withWarnings(_ status: String, _ warnings: String) -> Message {
        Message("source.status.withWarnings", ["status": .text(status), "warnings": .text(warnings)])
    }
    static let formatNeedsJSON = Message("source.formatNeedsJSON")
    /// The first line of a property's hover: "gap: number or { $param }".
    static func hover(name: String, type: String) -> Message {
        Message("source.hover", ["name": .text(name), "type": .text(type)])
    }
    static func copied(bytes: Int) -> Message { Message("source.copied", ["count": .count(bytes)]) }
    static func tooLarge(kib: Int, limitMiB: Int) -> Message {
        Message("source.readOnly.tooLarge", ["size": .count(kib), "limit": .count(limitMiB)])
    }
    static func notUTF8(offset: Int) -> Message { Message("source.readOnly.notUTF8", ["offset": .count(offset)]) }

    /// The names of the text's undo steps the source session takes.
    static func reloadStep(_ name: String) -> Message { Message("source.step.reload", ["name": .text(name)]) }
    static func changeOnDiskStep(_ name: String) -> Message {
        Message("source.step.changeOnDisk", ["name": .text(name)])
    }
    static let keepMineStep = Message("source.step.keepMine")
    /// The name of a step of the code editor: its kind's, or the name it was applied with.
    static func step(_ step: CodeEditStep, _ text: Localizer) -> String {
        if case .named(let name) = step { return name }
        return stepMessage(step).map { text($0) } ?? ""
    }

    /// The message naming a kind of step of the code editor; nil for a step named when applied.
    static func stepMessage(_ step: CodeEditStep) -> Message? {
        switch step {
        case .typing: Message("source.step.typing")
        case .deleting: Message("source.step.deleting")
        case .editing: Message("source.step.editing")
        case .named: nil
        }
    }

    /// The code editor's find bar and go to line, in the language of `text`.
    static func codeEditor(_ text: Localizer) -> CodeEditorStrings {
        CodeEditorStrings(
            find: text(Message("source.find.find")), goToLine: text(Message("source.find.goToLine")),
            matchCase: text(Message("source.find.matchCase")), previous: text(Message("source.find.previous")),
            next: text(Message("source.find.next")), close: text(Message("source.find.close")),
            noResults: text(Message("source.find.noResults")),
            lines: { text(Message("source.find.lines", ["count": .count($0)])) },
            matchIndex: { index, count, more in
                text(
                    Message(
                        "source.find.matchIndex",
                        ["index": .count(index), "count": .count(count), "more": .text(more ? "+" : "")]))
            },
            matchCount: { count, more in
                text(Message("source.find.matchCount", ["count": .count(count), "more": .text(more ? "+" : "")]))
            },
            badLine: { text(Message("source.find.badLine", ["count": .count($0)])) })
    }

    static let conflictLabel = Message("source.conflict.label")
    static let conflictReload = Message("source.conflict.reload")
    static let conflictKeepMine = Message("source.conflict.keepMine")
    static let conflictCompare = Message("source.conflict.compare")

    static func compareTitle(_ name: String) -> Message { Message("source.compare.title", ["name": .text(name)]) }
    static let compareClose = Message("source.compare.close")
    static let compareMine = Message("source.compare.mine")
    static let compareDisk = Message("source.compare.disk")
    static func compareMineCount(_ count: Int) -> Message {
        Message("source.compare.mineCount", ["count": .count(count)])
    }
    static func compareDiskCount(_ count: Int) -> Message {
        Message("source.compare.diskCount", ["count": .count(count)])
    }
    static let lineDiffers = Message("source.compare.lineDiffers")

    static let newTitle = Message("source.new.title")
    static let newBlank = Message("source.new.blank")
    static func copyOf(_ name: String) -> Message { Message("source.new.copyOf", ["name": .text(name)]) }
    static let copyIndicator = Message("source.new.copyIndicator")
    static let startFrom = Message("source.new.startFrom")
    static let builtins = Message("source.new.builtins")
    static let examples = Message("source.new.examples")
    static let filter = Message("source.new.filter")
    static let newCopy = Message("source.new.copy")
    static let newCancel = Message("source.new.cancel")
    static func rowTooltip(_ name: String) -> Message { Message("source.new.rowTooltip", ["name": .text(name)]) }
    static let typeName = Message("source.new.typeName")
    static func noSuchName(_ name: String) -> Message { Message("source.new.noSuchName", ["name": .text(name)]) }

    /// The curve editor's handles' tooltips, P1's then P2's.
    static func curveHandleTooltips(_ text: Localizer = StudioCatalogue.english) -> [String] {
        ["P1", "P2"].map { text(Message("source.controls.curveHandle", ["handle": .text($0)])) }
    }

    /// What a click on a collapsed pane's rail does ("Show the inspector"), by the pane's name.
    static func railTooltip(_ pane: String, _ text: Localizer = StudioCatalogue.english) -> String {
        switch pane {
        case "outline": text(Message("source.controls.rail.outline"))
        case "source": text(Message("source.controls.rail.source"))
        default: text(Message("source.controls.rail.inspector"))
        }
    }

    static let table: Catalogue.Table = [
        .english: [
            "source.title": "Source",
            "source.format": "Format",
            "source.copyJSON": "Copy JSON",
            "source.copyTooltip": "Copy the whole text as JSON",
            "source.wrap": "Wrap long lines",
            "source.checking": "Checking…",
            "source.status.invalidJSON": "Not valid JSON",
            "source.status.valid": "Valid spec",
            "source.status.problems": "{count, plural, one {# problem} other {# problems}}",
            "source.status.warnings": "{count, plural, one {# warning} other {# warnings}}",
            "source.status.withWarnings": "{status} · {warnings}",
            "source.formatNeedsJSON": "Format needs valid JSON: fix the syntax error first",
            "source.hover": "{name}: {type}",
            "source.copied": "Copied the JSON ({count, plural, one {# byte} other {# bytes}})",
            "source.readOnly.tooLarge": "Read-only: {size} KiB is above the {limit} MiB that can be edited here",
            "source.readOnly.notUTF8": "Read-only: not UTF-8 text (byte {offset} is not valid UTF-8)",
            "source.step.reload": "Reload {name}",
            "source.step.changeOnDisk": "Change on disk of {name}",
            "source.step.keepMine": "Keep mine",
            "source.step.typing": "Typing",
            "source.step.deleting": "Deleting",
            "source.step.editing": "Edit text",
            "source.find.find": "Find",
            "source.find.goToLine": "Line or line:column",
            "source.find.matchCase": "Match case",
            "source.find.previous": "Previous",
            "source.find.next": "Next",
            "source.find.close": "Close",
            "source.find.noResults": "No results",
            "source.find.lines": "Lines 1 to {count}",
            "source.find.matchIndex": "{index} of {count}{more}",
            "source.find.matchCount": "{count, plural, one {#{more} match} other {#{more} matches}}",
            "source.find.badLine": "Type a line from 1 to {count}, or line:column",
            "source.conflict.label": "Changed on disk",
            "source.conflict.reload": "Reload",
            "source.conflict.keepMine": "Keep mine",
            "source.conflict.compare": "Compare",
            "source.compare.title": "Compare {name}",
            "source.compare.close": "Close",
            "source.compare.mine": "Yours (unsaved)",
            "source.compare.disk": "On disk",
            "source.compare.mineCount": "Yours (unsaved): {count, plural, one {# line differs} other {# lines differ}}",
            "source.compare.diskCount": "On disk: {count, plural, one {# line differs} other {# lines differ}}",
            "source.compare.lineDiffers": "This line differs",
            "source.new.title": "New spec",
            "source.new.blank": "Blank spec",
            "source.new.copyOf": "Copy of {name}",
            "source.new.copyIndicator": "Copy of the indicator",
            "source.new.startFrom": "Or start from a built-in or an example",
            "source.new.builtins": "BUILT-INS",
            "source.new.examples": "EXAMPLES",
            "source.new.filter": "Filter: BallPulse, layout-ring…",
            "source.new.copy": "Copy",
            "source.new.cancel": "Cancel",
            "source.new.rowTooltip": "A copy of {name}",
            "source.new.typeName": "Type a built-in's or an example's name",
            "source.new.noSuchName": "No built-in or example is called {name}",
            "source.controls.curveHandle": "{handle}: drag, or arrows to nudge (Shift: ×10)",
            "source.controls.rail.outline": "Show the outline",
            "source.controls.rail.source": "Show the source",
            "source.controls.rail.inspector": "Show the inspector",
        ],
        .vietnamese: [
            "source.title": "Mã nguồn",
            "source.format": "Định dạng",
            "source.copyJSON": "Sao chép JSON",
            "source.copyTooltip": "Sao chép toàn bộ văn bản dưới dạng JSON",
            "source.wrap": "Ngắt dòng dài",
            "source.checking": "Đang kiểm tra…",
            "source.status.invalidJSON": "JSON không hợp lệ",
            "source.status.valid": "Spec hợp lệ",
            "source.status.problems": "{count, plural, other {# lỗi}}",
            "source.status.warnings": "{count, plural, other {# cảnh báo}}",
            "source.status.withWarnings": "{status} · {warnings}",
            "source.formatNeedsJSON": "Cần JSON hợp lệ để định dạng: hãy sửa lỗi cú pháp trước",
            "source.hover": "{name}: {type}",
            "source.copied": "Đã sao chép JSON ({count, plural, other {# byte}})",
            "source.readOnly.tooLarge": "Chỉ đọc: {size} KiB vượt quá giới hạn {limit} MiB có thể chỉnh sửa ở đây",
            "source.readOnly.notUTF8": "Chỉ đọc: không phải văn bản UTF-8 (byte {offset} không phải UTF-8 hợp lệ)",
            "source.step.reload": "Tải lại {name}",
            "source.step.changeOnDisk": "Thay đổi trên đĩa của {name}",
            "source.step.keepMine": "Giữ bản của tôi",
            "source.step.typing": "Gõ chữ",
            "source.step.deleting": "Xóa chữ",
            "source.step.editing": "Sửa văn bản",
            "source.find.find": "Tìm",
            "source.find.goToLine": "Dòng hoặc dòng:cột",
            "source.find.matchCase": "Phân biệt hoa thường",
            "source.find.previous": "Trước",
            "source.find.next": "Tiếp",
            "source.find.close": "Đóng",
            "source.find.noResults": "Không có kết quả",
            "source.find.lines": "Dòng 1 đến {count}",
            "source.find.matchIndex": "{index}/{count}{more}",
            "source.find.matchCount": "{count, plural, other {#{more} kết quả}}",
            "source.find.badLine": "Nhập một dòng từ 1 đến {count}, hoặc dòng:cột",
            "source.conflict.label": "Đã thay đổi trên đĩa",
            "source.conflict.reload": "Tải lại",
            "source.conflict.keepMine": "Giữ bản của tôi",
            "source.conflict.compare": "So sánh",
            "source.compare.title": "So sánh {name}",
            "source.compare.close": "Đóng",
            "source.compare.mine": "Của bạn (chưa lưu)",
            "source.compare.disk": "Trên đĩa",
            "source.compare.mineCount": "Của bạn (chưa lưu): {count, plural, other {# dòng khác}}",
            "source.compare.diskCount": "Trên đĩa: {count, plural, other {# dòng khác}}",
            "source.compare.lineDiffers": "Dòng này khác",
            "source.new.title": "Spec mới",
            "source.new.blank": "Spec trống",
            "source.new.copyOf": "Bản sao của {name}",
            "source.new.copyIndicator": "Bản sao của indicator",
            "source.new.startFrom": "Hoặc bắt đầu từ một built-in hoặc một ví dụ",
            "source.new.builtins": "BUILT-IN",
            "source.new.examples": "VÍ DỤ",
            "source.new.filter": "Lọc: BallPulse, layout-ring…",
            "source.new.copy": "Sao chép",
            "source.new.cancel": "Hủy",
            "source.new.rowTooltip": "Một bản sao của {name}",
            "source.new.typeName": "Nhập tên một built-in hoặc một ví dụ",
            "source.new.noSuchName": "Không có built-in hay ví dụ nào tên {name}",
            "source.controls.curveHandle": "{handle}: kéo, hoặc dùng phím mũi tên để dịch nhẹ (Shift: ×10)",
            "source.controls.rail.outline": "Hiện dàn ý",
            "source.controls.rail.source": "Hiện mã nguồn",
            "source.controls.rail.inspector": "Hiện inspector",
        ],
        .chineseSimplified: [
            "source.title": "源码",
            "source.format": "格式化",
            "source.copyJSON": "复制 JSON",
            "source.copyTooltip": "将全文复制为 JSON",
            "source.wrap": "长行自动换行",
            "source.checking": "正在检查…",
            "source.status.invalidJSON": "JSON 无效",
            "source.status.valid": "spec 有效",
            "source.status.problems": "{count, plural, other {# 个问题}}",
            "source.status.warnings": "{count, plural, other {# 个警告}}",
            "source.status.withWarnings": "{status} · {warnings}",
            "source.formatNeedsJSON": "格式化需要有效的 JSON：请先修复语法错误",
            "source.hover": "{name}：{type}",
            "source.copied": "已复制 JSON（{count, plural, other {# 字节}}）",
            "source.readOnly.tooLarge": "只读：{size} KiB 超过了此处可编辑的上限 {limit} MiB",
            "source.readOnly.notUTF8": "只读：不是 UTF-8 文本（字节 {offset} 不是有效的 UTF-8）",
            "source.step.reload": "重新加载 {name}",
            "source.step.changeOnDisk": "{name} 在磁盘上的更改",
            "source.step.keepMine": "保留我的版本",
            "source.step.typing": "输入",
            "source.step.deleting": "删除",
            "source.step.editing": "编辑文本",
            "source.find.find": "查找",
            "source.find.goToLine": "行或 行:列",
            "source.find.matchCase": "区分大小写",
            "source.find.previous": "上一个",
            "source.find.next": "下一个",
            "source.find.close": "关闭",
            "source.find.noResults": "无结果",
            "source.find.lines": "第 1 至 {count} 行",
            "source.find.matchIndex": "第 {index} 个，共 {count}{more} 个",
            "source.find.matchCount": "{count, plural, other {#{more} 个匹配项}}",
            "source.find.badLine": "请输入 1 到 {count} 之间的行号，或 行:列",
            "source.conflict.label": "磁盘上的文件已更改",
            "source.conflict.reload": "重新加载",
            "source.conflict.keepMine": "保留我的",
            "source.conflict.compare": "比较",
            "source.compare.title": "比较 {name}",
            "source.compare.close": "关闭",
            "source.compare.mine": "你的版本（未保存）",
            "source.compare.disk": "磁盘上的版本",
            "source.compare.mineCount": "你的版本（未保存）：{count, plural, other {# 行不同}}",
            "source.compare.diskCount": "磁盘上的版本：{count, plural, other {# 行不同}}",
            "source.compare.lineDiffers": "此行不同",
            "source.new.title": "新建 spec",
            "source.new.blank": "空白 spec",
            "source.new.copyOf": "{name} 副本",
            "source.new.copyIndicator": "indicator 副本",
            "source.new.startFrom": "或从内置样式或示例开始",
            "source.new.builtins": "内置样式",
            "source.new.examples": "示例",
            "source.new.filter": "筛选：BallPulse、layout-ring…",
            "source.new.copy": "复制",
            "source.new.cancel": "取消",
            "source.new.rowTooltip": "{name} 的副本",
            "source.new.typeName": "请输入内置样式或示例的名称",
            "source.new.noSuchName": "没有名为 {name} 的内置样式或示例",
            "source.controls.curveHandle": "{handle}：拖动，或用方向键微调（Shift：×10）",
            "source.controls.rail.outline": "显示大纲",
            "source.controls.rail.source": "显示源码",
            "source.controls.rail.inspector": "显示检查器",
        ],
        .french: [
            "source.title": "Source",
            "source.format": "Formater",
            "source.copyJSON": "Copier le JSON",
            "source.copyTooltip": "Copier tout le texte en JSON",
            "source.wrap": "Renvoyer les longues lignes",
            "source.checking": "Vérification…",
            "source.status.invalidJSON": "JSON non valide",
            "source.status.valid": "Spec valide",
            "source.status.problems": "{count, plural, one {# problème} other {# problèmes}}",
            "source.status.warnings": "{count, plural, one {# avertissement} other {# avertissements}}",
            "source.status.withWarnings": "{status} · {warnings}",
            "source.formatNeedsJSON": "Formater demande un JSON valide\u{00A0}: corrigez d’abord l’erreur de syntaxe",
            "source.hover": "{name}\u{00A0}: {type}",
            "source.copied": "JSON copié ({count, plural, one {# octet} other {# octets}})",
            "source.readOnly.tooLarge": "Lecture seule\u{00A0}: {size} Kio dépasse les {limit} Mio modifiables ici",
            "source.readOnly.notUTF8":
                "Lecture seule\u{00A0}: texte non UTF-8 (l’octet {offset} n’est pas de l’UTF-8 valide)",
            "source.step.reload": "Recharger {name}",
            "source.step.changeOnDisk": "Modification sur le disque de {name}",
            "source.step.keepMine": "Garder la mienne",
            "source.step.typing": "Saisie",
            "source.step.deleting": "Suppression",
            "source.step.editing": "Modifier le texte",
            "source.find.find": "Rechercher",
            "source.find.goToLine": "Ligne ou ligne:colonne",
            "source.find.matchCase": "Respecter la casse",
            "source.find.previous": "Précédent",
            "source.find.next": "Suivant",
            "source.find.close": "Fermer",
            "source.find.noResults": "Aucun résultat",
            "source.find.lines": "Lignes 1 à {count}",
            "source.find.matchIndex": "{index} sur {count}{more}",
            "source.find.matchCount": "{count, plural, one {#{more} résultat} other {#{more} résultats}}",
            "source.find.badLine": "Saisissez une ligne de 1 à {count}, ou ligne:colonne",
            "source.conflict.label": "Modifié sur le disque",
            "source.conflict.reload": "Recharger",
            "source.conflict.keepMine": "Garder la mienne",
            "source.conflict.compare": "Comparer",
            "source.compare.title": "Comparer {name}",
            "source.compare.close": "Fermer",
            "source.compare.mine": "Votre version (non enregistrée)",
            "source.compare.disk": "Sur le disque",
            "source.compare.mineCount":
                "Votre version (non enregistrée)\u{00A0}: {count, plural, one {# ligne diffère} other {# lignes diffèrent}}",
            "source.compare.diskCount":
                "Sur le disque\u{00A0}: {count, plural, one {# ligne diffère} other {# lignes diffèrent}}",
            "source.compare.lineDiffers": "Cette ligne diffère",
            "source.new.title": "Nouvelle spec",
            "source.new.blank": "Spec vide",
            "source.new.copyOf": "Copie de {name}",
            "source.new.copyIndicator": "Copie de l’indicateur",
            "source.new.startFrom": "Ou partir d’un modèle intégré ou d’un exemple",
            "source.new.builtins": "INTÉGRÉS",
            "source.new.examples": "EXEMPLES",
            "source.new.filter": "Filtrer\u{00A0}: BallPulse, layout-ring…",
            "source.new.copy": "Copier",
            "source.new.cancel": "Annuler",
            "source.new.rowTooltip": "Une copie de {name}",
            "source.new.typeName": "Saisissez le nom d’un modèle intégré ou d’un exemple",
            "source.new.noSuchName": "Aucun modèle intégré ni exemple ne s’appelle {name}",
            "source.controls.curveHandle":
                "{handle}\u{00A0}: faites glisser, ou ajustez avec les flèches (Maj\u{00A0}: ×10)",
            "source.controls.rail.outline": "Afficher le plan",
            "source.controls.rail.source": "Afficher la source",
            "source.controls.rail.inspector": "Afficher l’inspecteur",
        ],
    ]
}
