import Localization

/// The texts of the easing library (the Easing form's preset grid, the user's presets, their
/// sharing as JSON). Preset names (`easeInSine`, `easeOut`) and their families are identifiers,
/// not translated; a preset's numbers are written as CSS writes them.
enum EasingLibraryText {
    // MARK: The grid

    static let yours = Message("easingLibrary.yours")
    static let noneYet = Message("easingLibrary.noneYet")
    /// A tile's tooltip: "easeOutBack: cubic-bezier(0.34, 1.56, 0.64, 1)".
    static func tile(_ name: String, curve: String) -> Message {
        Message("easingLibrary.tile", ["name": .text(name), "curve": .text(curve)])
    }
    /// A user preset's tile: the same, and how to remove it.
    static func userTile(_ name: String, curve: String) -> Message {
        Message("easingLibrary.userTile", ["name": .text(name), "curve": .text(curve)])
    }
    static let customTile = Message("easingLibrary.customTile")
    static func remove(_ name: String) -> Message { Message("easingLibrary.remove", ["name": .text(name)]) }

    // MARK: The actions

    static let namePlaceholder = Message("easingLibrary.name")
    /// The name a curve saved without one takes: "Preset 3".
    static func defaultName(_ number: Int) -> Message {
        Message("easingLibrary.defaultName", ["number": .text(String(number))])
    }
    static func nameTooltip(maximum: Int) -> Message {
        Message("easingLibrary.name.tooltip", ["maximum": .count(maximum)])
    }
    static let save = Message("easingLibrary.save")
    static let saveTooltip = Message("easingLibrary.save.tooltip")
    static let copy = Message("easingLibrary.copy")
    static let copyTooltip = Message("easingLibrary.copy.tooltip")
    static let paste = Message("easingLibrary.paste")
    static let pasteTooltip = Message("easingLibrary.paste.tooltip")

    // MARK: What the actions say

    static func saved(_ name: String) -> Message { Message("easingLibrary.saved", ["name": .text(name)]) }
    static func replaced(_ name: String) -> Message { Message("easingLibrary.replaced", ["name": .text(name)]) }
    static func notSaved(_ reason: String) -> Message {
        Message("easingLibrary.notSaved", ["reason": .text(reason)])
    }
    static func copied(_ count: Int) -> Message { Message("easingLibrary.copied", ["count": .count(count)]) }
    static func pasted(_ count: Int) -> Message { Message("easingLibrary.pasted", ["count": .count(count)]) }
    static func notPasted(_ reason: String) -> Message {
        Message("easingLibrary.notPasted", ["reason": .text(reason)])
    }
    static func removed(_ name: String) -> Message { Message("easingLibrary.removed", ["name": .text(name)]) }
    static let putBack = Message("easingLibrary.putBack")

    // MARK: Why presets were not read or kept

    static let emptyText = Message("easingLibrary.problem.empty")
    static func tooLong(kibibytes: Int) -> Message {
        Message(
            "easingLibrary.problem.tooLong",
            ["size": .count(kibibytes), "maximum": .count(EasingPresetJSON.maximumBytes / 1024)])
    }
    static func notJSON(_ reason: String) -> Message {
        Message("easingLibrary.problem.notJSON", ["reason": .text(reason)])
    }
    static let wrongShape = Message("easingLibrary.problem.shape")
    static let otherVersion = Message("easingLibrary.problem.version")
    static func tooMany(_ count: Int) -> Message {
        Message(
            "easingLibrary.problem.tooMany", ["count": .count(count), "maximum": .count(UserEasingPreset.maximumCount)])
    }
    static func badEntry(index: Int) -> Message {
        Message("easingLibrary.problem.entry", ["index": .count(index)])
    }
    static func badName(index: Int) -> Message {
        Message(
            "easingLibrary.problem.name",
            ["index": .count(index), "maximum": .count(UserEasingPreset.maximumNameLength)])
    }
    static let badNameToSave = Message(
        "easingLibrary.problem.nameToSave", ["maximum": .count(UserEasingPreset.maximumNameLength)])
    static func builtInName(_ name: String) -> Message {
        Message("easingLibrary.problem.builtIn", ["name": .text(name)])
    }
    static func xOutOfRange(_ name: String) -> Message {
        Message("easingLibrary.problem.x", ["name": .text(name)])
    }
    static func yOutOfRange(_ name: String) -> Message {
        Message("easingLibrary.problem.y", ["name": .text(name)])
    }
    static let full = Message("easingLibrary.problem.full")

    static let table: Catalogue.Table = [
        .english: [
            "easingLibrary.yours": "Your presets",
            "easingLibrary.noneYet": "None yet: save the curve below to keep it here",
            "easingLibrary.tile": "{name}: cubic-bezier({curve})",
            "easingLibrary.userTile": "{name}: cubic-bezier({curve}). Delete or × removes it",
            "easingLibrary.customTile": "A curve of your own: drag P1 and P2, or type the numbers",
            "easingLibrary.remove": "Remove {name}",
            "easingLibrary.name": "Preset name",
            "easingLibrary.defaultName": "Preset {number}",
            "easingLibrary.name.tooltip": "The name to keep the curve under, at most {maximum} characters",
            "easingLibrary.save": "Save as preset",
            "easingLibrary.save.tooltip": "Keeps the curve shown as one of your presets, in the settings",
            "easingLibrary.copy": "Copy presets",
            "easingLibrary.copy.tooltip": "Copies your presets to the clipboard as JSON, to share them",
            "easingLibrary.paste": "Paste presets",
            "easingLibrary.paste.tooltip": "Adds the presets in the clipboard's JSON to yours",
            "easingLibrary.saved": "Saved {name} to your presets",
            "easingLibrary.replaced": "{name} now has the curve shown",
            "easingLibrary.notSaved": "Not saved: {reason}",
            "easingLibrary.copied": "{count, plural, one {# preset} other {# presets}} copied as JSON",
            "easingLibrary.pasted": "{count, plural, one {# preset added} other {# presets added}}",
            "easingLibrary.notPasted": "No presets pasted: {reason}",
            "easingLibrary.removed": "Removed {name}",
            "easingLibrary.putBack": "Put back",
            "easingLibrary.problem.empty": "the clipboard holds no text",
            "easingLibrary.problem.tooLong": "the text is {size} KiB, more than presets take ({maximum} KiB)",
            "easingLibrary.problem.notJSON": "the text is not JSON ({reason})",
            "easingLibrary.problem.shape":
                "the text is not presets (an object with loaderKitEasings and a list of presets)",
            "easingLibrary.problem.version": "only presets of loaderKitEasings 1 are read",
            "easingLibrary.problem.tooMany": "{count} presets, more than the {maximum} kept",
            "easingLibrary.problem.entry": "preset {index} needs a name and a curve of four numbers",
            "easingLibrary.problem.name":
                "preset {index} needs a name of 1 to {maximum} characters on one line, without spaces at its ends",
            "easingLibrary.problem.nameToSave":
                "the name needs 1 to {maximum} characters on one line, without spaces at its ends",
            "easingLibrary.problem.builtIn": "{name} is the name of a built-in preset",
            "easingLibrary.problem.x": "{name}: x1 and x2 must be within 0 and 1",
            "easingLibrary.problem.y": "{name}: y1 and y2 must be numbers within −10 and 10",
            "easingLibrary.problem.full": "you have as many presets as are kept: remove one first",
        ],
        .vietnamese: [
            "easingLibrary.yours": "Preset của bạn",
            "easingLibrary.noneYet": "Chưa có: lưu đường cong bên dưới để giữ nó ở đây",
            "easingLibrary.tile": "{name}: cubic-bezier({curve})",
            "easingLibrary.userTile": "{name}: cubic-bezier({curve}). Nhấn Delete hoặc × để xoá",
            "easingLibrary.customTile": "Đường cong của riêng bạn: kéo P1 và P2, hoặc nhập các số",
            "easingLibrary.remove": "Xoá {name}",
            "easingLibrary.name": "Tên preset",
            "easingLibrary.defaultName": "Preset {number}",
            "easingLibrary.name.tooltip": "Tên để lưu đường cong, tối đa {maximum} ký tự",
            "easingLibrary.save": "Lưu thành preset",
            "easingLibrary.save.tooltip": "Giữ đường cong đang hiện thành một preset của bạn, trong phần cài đặt",
            "easingLibrary.copy": "Sao chép preset",
            "easingLibrary.copy.tooltip": "Sao chép các preset của bạn vào bộ nhớ tạm dưới dạng JSON để chia sẻ",
            "easingLibrary.paste": "Dán preset",
            "easingLibrary.paste.tooltip": "Thêm các preset trong JSON ở bộ nhớ tạm vào preset của bạn",
            "easingLibrary.saved": "Đã lưu {name} vào preset của bạn",
            "easingLibrary.replaced": "{name} giờ có đường cong đang hiện",
            "easingLibrary.notSaved": "Chưa lưu: {reason}",
            "easingLibrary.copied": "Đã sao chép {count, plural, other {# preset}} dưới dạng JSON",
            "easingLibrary.pasted": "Đã thêm {count, plural, other {# preset}}",
            "easingLibrary.notPasted": "Không dán được preset: {reason}",
            "easingLibrary.removed": "Đã xoá {name}",
            "easingLibrary.putBack": "Hoàn tác",
            "easingLibrary.problem.empty": "bộ nhớ tạm không có văn bản",
            "easingLibrary.problem.tooLong": "văn bản dài {size} KiB, quá mức của preset ({maximum} KiB)",
            "easingLibrary.problem.notJSON": "văn bản không phải JSON ({reason})",
            "easingLibrary.problem.shape":
                "văn bản không phải preset (một object có loaderKitEasings và danh sách presets)",
            "easingLibrary.problem.version": "chỉ đọc preset có loaderKitEasings 1",
            "easingLibrary.problem.tooMany": "{count} preset, nhiều hơn mức {maximum} được giữ",
            "easingLibrary.problem.entry": "preset {index} cần một tên và một đường cong gồm bốn số",
            "easingLibrary.problem.name":
                "preset {index} cần tên dài 1 đến {maximum} ký tự trên một dòng, không có khoảng trắng ở hai đầu",
            "easingLibrary.problem.nameToSave":
                "tên cần dài 1 đến {maximum} ký tự trên một dòng, không có khoảng trắng ở hai đầu",
            "easingLibrary.problem.builtIn": "{name} là tên của một preset có sẵn",
            "easingLibrary.problem.x": "{name}: x1 và x2 phải nằm trong khoảng 0 đến 1",
            "easingLibrary.problem.y": "{name}: y1 và y2 phải là số trong khoảng −10 đến 10",
            "easingLibrary.problem.full": "bạn đã có số preset tối đa được giữ: hãy xoá một preset trước",
        ],
        .chineseSimplified: [
            "easingLibrary.yours": "我的预设",
            "easingLibrary.noneYet": "暂无：保存下方的曲线即可放在这里",
            "easingLibrary.tile": "{name}：cubic-bezier({curve})",
            "easingLibrary.userTile": "{name}：cubic-bezier({curve})。按 Delete 或 × 删除",
            "easingLibrary.customTile": "自定义曲线：拖动 P1 和 P2，或输入数值",
            "easingLibrary.remove": "删除 {name}",
            "easingLibrary.name": "预设名称",
            "easingLibrary.defaultName": "预设 {number}",
            "easingLibrary.name.tooltip": "保存曲线所用的名称，最多 {maximum} 个字符",
            "easingLibrary.save": "存为预设",
            "easingLibrary.save.tooltip": "把当前曲线保存为你的预设，存于设置中",
            "easingLibrary.copy": "复制预设",
            "easingLibrary.copy.tooltip": "以 JSON 格式把你的预设复制到剪贴板，方便分享",
            "easingLibrary.paste": "粘贴预设",
            "easingLibrary.paste.tooltip": "把剪贴板 JSON 中的预设加入你的预设",
            "easingLibrary.saved": "已将 {name} 存入你的预设",
            "easingLibrary.replaced": "{name} 已改为当前曲线",
            "easingLibrary.notSaved": "未保存：{reason}",
            "easingLibrary.copied": "已以 JSON 格式复制 {count, plural, other {# 个预设}}",
            "easingLibrary.pasted": "已添加 {count, plural, other {# 个预设}}",
            "easingLibrary.notPasted": "未粘贴预设：{reason}",
            "easingLibrary.removed": "已删除 {name}",
            "easingLibrary.putBack": "恢复",
            "easingLibrary.problem.empty": "剪贴板中没有文本",
            "easingLibrary.problem.tooLong": "文本有 {size} KiB，超过预设的上限（{maximum} KiB）",
            "easingLibrary.problem.notJSON": "文本不是 JSON（{reason}）",
            "easingLibrary.problem.shape": "文本不是预设（需要含 loaderKitEasings 和 presets 列表的对象）",
            "easingLibrary.problem.version": "只读取 loaderKitEasings 为 1 的预设",
            "easingLibrary.problem.tooMany": "{count} 个预设，超过可保留的 {maximum} 个",
            "easingLibrary.problem.entry": "第 {index} 个预设需要名称和由四个数组成的曲线",
            "easingLibrary.problem.name": "第 {index} 个预设需要 1 到 {maximum} 个字符的单行名称，首尾不能有空格",
            "easingLibrary.problem.nameToSave": "名称需为 1 到 {maximum} 个字符的单行文字，首尾不能有空格",
            "easingLibrary.problem.builtIn": "{name} 是内置预设的名称",
            "easingLibrary.problem.x": "{name}：x1 和 x2 必须在 0 到 1 之间",
            "easingLibrary.problem.y": "{name}：y1 和 y2 必须是 −10 到 10 之间的数",
            "easingLibrary.problem.full": "预设数量已达上限：请先删除一个",
        ],
        .french: [
            "easingLibrary.yours": "Vos préréglages",
            "easingLibrary.noneYet":
                "Aucun pour l’instant\u{00A0}: enregistrez la courbe ci-dessous pour la garder ici",
            "easingLibrary.tile": "{name}\u{00A0}: cubic-bezier({curve})",
            "easingLibrary.userTile": "{name}\u{00A0}: cubic-bezier({curve}). Suppr ou × le retire",
            "easingLibrary.customTile": "Une courbe à vous\u{00A0}: faites glisser P1 et P2, ou tapez les nombres",
            "easingLibrary.remove": "Retirer {name}",
            "easingLibrary.name": "Nom du préréglage",
            "easingLibrary.defaultName": "Préréglage {number}",
            "easingLibrary.name.tooltip": "Le nom sous lequel garder la courbe, {maximum} caractères au plus",
            "easingLibrary.save": "Enregistrer le préréglage",
            "easingLibrary.save.tooltip": "Garde la courbe affichée parmi vos préréglages, dans les réglages",
            "easingLibrary.copy": "Copier les préréglages",
            "easingLibrary.copy.tooltip": "Copie vos préréglages dans le presse-papiers en JSON, pour les partager",
            "easingLibrary.paste": "Coller des préréglages",
            "easingLibrary.paste.tooltip": "Ajoute aux vôtres les préréglages du JSON du presse-papiers",
            "easingLibrary.saved": "{name} enregistré dans vos préréglages",
            "easingLibrary.replaced": "{name} a maintenant la courbe affichée",
            "easingLibrary.notSaved": "Non enregistré\u{00A0}: {reason}",
            "easingLibrary.copied":
                "{count, plural, one {# préréglage copié} other {# préréglages copiés}} en JSON",
            "easingLibrary.pasted": "{count, plural, one {# préréglage ajouté} other {# préréglages ajoutés}}",
            "easingLibrary.notPasted": "Aucun préréglage collé\u{00A0}: {reason}",
            "easingLibrary.removed": "{name} retiré",
            "easingLibrary.putBack": "Remettre",
            "easingLibrary.problem.empty": "le presse-papiers ne contient pas de texte",
            "easingLibrary.problem.tooLong":
                "le texte fait {size}\u{00A0}Kio, plus que des préréglages ({maximum}\u{00A0}Kio)",
            "easingLibrary.problem.notJSON": "le texte n’est pas du JSON ({reason})",
            "easingLibrary.problem.shape":
                "le texte n’est pas un jeu de préréglages (un objet avec loaderKitEasings et une liste presets)",
            "easingLibrary.problem.version": "seuls les préréglages loaderKitEasings 1 sont lus",
            "easingLibrary.problem.tooMany": "{count} préréglages, plus que les {maximum} gardés",
            "easingLibrary.problem.entry": "le préréglage {index} demande un nom et une courbe de quatre nombres",
            "easingLibrary.problem.name":
                "le préréglage {index} demande un nom de 1 à {maximum} caractères sur une ligne, sans espace aux bouts",
            "easingLibrary.problem.nameToSave":
                "le nom doit avoir de 1 à {maximum} caractères sur une ligne, sans espace aux bouts",
            "easingLibrary.problem.builtIn": "{name} est le nom d’un préréglage fourni",
            "easingLibrary.problem.x": "{name}\u{00A0}: x1 et x2 doivent être entre 0 et 1",
            "easingLibrary.problem.y": "{name}\u{00A0}: y1 et y2 doivent être des nombres entre −10 et 10",
            "easingLibrary.problem.full": "vous avez autant de préréglages que possible\u{00A0}: retirez-en un d’abord",
        ],
    ]
}
