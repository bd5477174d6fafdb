import Localization

/// The texts of the dialogs: open, save, export, overwrite, quit.
enum DialogText {
    static let cancel = Message("dialog.cancel")

    // Open and Save As.
    static let openTitle = Message("dialog.file.openTitle")
    static let saveAsTitle = Message("dialog.file.saveAsTitle")
    static let open = Message("dialog.file.open")
    static let save = Message("dialog.file.save")
    static let path = Message("dialog.file.path")
    static func openPlaceholder(_ folder: String) -> Message {
        Message("dialog.file.openPlaceholder", ["folder": .text(folder)])
    }
    static let savePlaceholder = Message("dialog.file.savePlaceholder")
    static let typeOpenPath = Message("dialog.file.typeOpenPath")
    static let typeSavePath = Message("dialog.file.typeSavePath")
    static func unreadable(_ folder: String) -> Message { Message("dialog.file.unreadable", ["folder": .text(folder)]) }
    static func recent(_ path: String) -> Message { Message("dialog.file.recent", ["path": .text(path)]) }

    // Export.
    static let exportTitle = Message("dialog.export.title")
    static let export = Message("dialog.export.go")
    static let transparent = Message("dialog.export.transparent")
    static let preview = Message("dialog.export.preview")
    static let custom = Message("dialog.export.custom")
    static let pngFrame = Message("dialog.export.pngFrame")
    static let sequence = Message("dialog.export.sequence")
    static let format = Message("dialog.export.format")
    static let scale = Message("dialog.export.scale")
    static let size = Message("dialog.export.size")
    static let frameRate = Message("dialog.export.frameRate")
    static let background = Message("dialog.export.background")
    static let file = Message("dialog.export.file")
    static let speed = Message("dialog.export.speed")
    static let typeExportName = Message("dialog.export.typeName")
    static func sequenceNames(_ first: String, _ second: String) -> Message {
        Message("dialog.export.sequenceNames", ["first": .text(first), "second": .text(second)])
    }

    // Overwrite.
    static let replace = Message("dialog.overwrite.replace")
    static let keepBoth = Message("dialog.overwrite.keepBoth")
    static func replaceOne(_ file: String) -> Message { Message("dialog.overwrite.titleOne", ["file": .text(file)]) }
    static func replaceFrames(_ count: Int, of total: Int) -> Message {
        Message("dialog.overwrite.titleFrames", ["count": .count(count), "total": .count(total)])
    }
    static func existsOne(_ file: String, folder: String) -> Message {
        Message("dialog.overwrite.existsOne", ["file": .text(file), "folder": .text(folder)])
    }
    static func existsAll(_ total: Int, first: String, folder: String) -> Message {
        Message("dialog.overwrite.existsAll", ["total": .count(total), "first": .text(first), "folder": .text(folder)])
    }
    static func existsSome(_ count: Int, of total: Int, first: String, folder: String) -> Message {
        Message(
            "dialog.overwrite.existsSome",
            ["count": .count(count), "total": .count(total), "first": .text(first), "folder": .text(folder)])
    }
    static func keepBothWrites(_ name: String, many: Bool) -> Message {
        Message(many ? "dialog.overwrite.keepMany" : "dialog.overwrite.keepOne", ["name": .text(name)])
    }
    static func noFreeName(many: Bool) -> Message {
        Message(many ? "dialog.overwrite.noFreeMany" : "dialog.overwrite.noFreeOne")
    }

    // Quit.
    static let quitTitle = Message("dialog.quit.title")
    static func unsavedOne(_ name: String) -> Message { Message("dialog.quit.unsavedOne", ["name": .text(name)]) }
    static func unsavedMany(_ count: Int) -> Message { Message("dialog.quit.unsavedMany", ["count": .count(count)]) }
    static let quitNote = Message("dialog.quit.note")
    static let saveAll = Message("dialog.quit.saveAll")
    static let quitWithoutSaving = Message("dialog.quit.quit")
    static let saveAllAsks = Message("dialog.quit.saveAllAsks")
    static let saveEach = Message("dialog.quit.saveEach")
    static let saveRow = Message("dialog.quit.save")
    static let saveAsRow = Message("dialog.quit.saveAs")
    static let discard = Message("dialog.quit.discard")
    static func writeTo(_ file: String) -> Message { Message("dialog.quit.writeTo", ["file": .text(file)]) }
    static let chooseFile = Message("dialog.quit.chooseFile")
    static let discardTip = Message("dialog.quit.discardTip")
    static let builtinEdited = Message("dialog.quit.builtinEdited")
    static let newNotSaved = Message("dialog.quit.newNotSaved")

    static let table: Catalogue.Table = [
        .english: [
            "dialog.cancel": "Cancel",
            "dialog.file.openTitle": "Open", "dialog.file.saveAsTitle": "Save As", "dialog.file.open": "Open",
            "dialog.file.save": "Save", "dialog.file.path": "Path",
            "dialog.file.openPlaceholder": "A spec file or folder, from {folder}, or a share link",
            "dialog.file.savePlaceholder": "The file to write",
            "dialog.file.typeOpenPath": "Type the path of a spec file or a folder",
            "dialog.file.typeSavePath": "Type the path of the file to write",
            "dialog.file.unreadable": "{folder} cannot be read", "dialog.file.recent": "Recent: {path}",
            "dialog.export.title": "Export", "dialog.export.go": "Export",
            "dialog.export.transparent": "Transparent", "dialog.export.preview": "Preview",
            "dialog.export.custom": "Custom", "dialog.export.pngFrame": "PNG frame",
            "dialog.export.sequence": "Sequence", "dialog.export.format": "Format", "dialog.export.scale": "Scale (×)",
            "dialog.export.size": "Size (px)", "dialog.export.frameRate": "Frame rate",
            "dialog.export.background": "Background", "dialog.export.file": "File", "dialog.export.speed": "Speed",
            "dialog.export.typeName": "Type the name of the file to write",
            "dialog.export.sequenceNames": "Writes one file a frame: {first}, {second}, …",
            "dialog.overwrite.replace": "Replace", "dialog.overwrite.keepBoth": "Keep both",
            "dialog.overwrite.titleOne": "Replace {file}?",
            "dialog.overwrite.titleFrames": "Replace {count} of {total} frame files?",
            "dialog.overwrite.existsOne": "{file} already exists in {folder}. Replace overwrites it",
            "dialog.overwrite.existsAll":
                "All {total} frame files ({first}) already exist in {folder}. Replace overwrites them",
            "dialog.overwrite.existsSome":
                "{count} of the {total} frame files ({first}) already exist in {folder}. Replace overwrites them",
            "dialog.overwrite.keepOne": "; Keep both writes {name} beside it.",
            "dialog.overwrite.keepMany": "; Keep both writes {name} beside them.",
            "dialog.overwrite.noFreeOne": "; no free name is left beside it to keep both.",
            "dialog.overwrite.noFreeMany": "; no free name is left beside them to keep both.",
            "dialog.quit.title": "Quit with unsaved text?", "dialog.quit.unsavedOne": "{name} has unsaved text.",
            "dialog.quit.unsavedMany": "{count, plural, other {# documents have unsaved text.}}",
            "dialog.quit.note":
                "Quit without saving keeps each text as a draft, offered back on the next start; Discard throws it away.",
            "dialog.quit.saveAll": "Save all", "dialog.quit.quit": "Quit without saving",
            "dialog.quit.saveAllAsks": "Save each text; a new spec or an edited built-in asks for a file",
            "dialog.quit.saveEach": "Save each text", "dialog.quit.save": "Save", "dialog.quit.saveAs": "Save As…",
            "dialog.quit.discard": "Discard", "dialog.quit.writeTo": "Write the text to {file}",
            "dialog.quit.chooseFile": "Choose a file for the text",
            "dialog.quit.discardTip": "Throw this text away when the studio quits",
            "dialog.quit.builtinEdited": "Built-in indicator, edited",
            "dialog.quit.newNotSaved": "New spec, not saved yet",
        ],
        .vietnamese: [
            "dialog.cancel": "Hủy",
            "dialog.file.openTitle": "Mở", "dialog.file.saveAsTitle": "Lưu thành", "dialog.file.open": "Mở",
            "dialog.file.save": "Lưu", "dialog.file.path": "Đường dẫn",
            "dialog.file.openPlaceholder": "Một tệp spec hoặc thư mục, tính từ {folder}, hoặc một link chia sẻ",
            "dialog.file.savePlaceholder": "Tệp sẽ ghi",
            "dialog.file.typeOpenPath": "Hãy gõ đường dẫn của một tệp spec hoặc thư mục",
            "dialog.file.typeSavePath": "Hãy gõ đường dẫn của tệp sẽ ghi",
            "dialog.file.unreadable": "Không đọc được {folder}", "dialog.file.recent": "Gần đây: {path}",
            "dialog.export.title": "Xuất", "dialog.export.go": "Xuất",
            "dialog.export.transparent": "Trong suốt", "dialog.export.preview": "Như xem trước",
            "dialog.export.custom": "Tùy chỉnh", "dialog.export.pngFrame": "Frame PNG",
            "dialog.export.sequence": "Chuỗi PNG", "dialog.export.format": "Định dạng",
            "dialog.export.scale": "Tỉ lệ (×)", "dialog.export.size": "Kích thước (px)",
            "dialog.export.frameRate": "Số frame/giây", "dialog.export.background": "Nền", "dialog.export.file": "Tệp",
            "dialog.export.speed": "Tốc độ", "dialog.export.typeName": "Hãy gõ tên tệp sẽ ghi",
            "dialog.export.sequenceNames": "Mỗi frame một tệp: {first}, {second}, …",
            "dialog.overwrite.replace": "Thay thế", "dialog.overwrite.keepBoth": "Giữ cả hai",
            "dialog.overwrite.titleOne": "Thay thế {file}?",
            "dialog.overwrite.titleFrames": "Thay thế {count} trên {total} tệp frame?",
            "dialog.overwrite.existsOne": "{file} đã có trong {folder}. Thay thế sẽ ghi đè lên nó",
            "dialog.overwrite.existsAll":
                "Cả {total} tệp frame ({first}) đã có trong {folder}. Thay thế sẽ ghi đè lên chúng",
            "dialog.overwrite.existsSome":
                "{count} trên {total} tệp frame ({first}) đã có trong {folder}. Thay thế sẽ ghi đè lên chúng",
            "dialog.overwrite.keepOne": "; Giữ cả hai sẽ ghi {name} bên cạnh nó.",
            "dialog.overwrite.keepMany": "; Giữ cả hai sẽ ghi {name} bên cạnh chúng.",
            "dialog.overwrite.noFreeOne": "; không còn tên trống nào bên cạnh nó để giữ cả hai.",
            "dialog.overwrite.noFreeMany": "; không còn tên trống nào bên cạnh chúng để giữ cả hai.",
            "dialog.quit.title": "Thoát khi còn văn bản chưa lưu?",
            "dialog.quit.unsavedOne": "{name} có văn bản chưa lưu.",
            "dialog.quit.unsavedMany": "{count, plural, other {# tài liệu có văn bản chưa lưu.}}",
            "dialog.quit.note":
                "Thoát không lưu sẽ giữ mỗi văn bản thành bản nháp, được mở lại ở lần chạy sau; Bỏ sẽ xóa nó đi.",
            "dialog.quit.saveAll": "Lưu tất cả", "dialog.quit.quit": "Thoát không lưu",
            "dialog.quit.saveAllAsks": "Lưu từng văn bản; spec mới hoặc indicator có sẵn đã sửa sẽ hỏi tệp để lưu",
            "dialog.quit.saveEach": "Lưu từng văn bản", "dialog.quit.save": "Lưu", "dialog.quit.saveAs": "Lưu thành…",
            "dialog.quit.discard": "Bỏ", "dialog.quit.writeTo": "Ghi văn bản vào {file}",
            "dialog.quit.chooseFile": "Chọn tệp để lưu văn bản",
            "dialog.quit.discardTip": "Bỏ văn bản này khi thoát studio",
            "dialog.quit.builtinEdited": "Indicator có sẵn, đã sửa",
            "dialog.quit.newNotSaved": "Spec mới, chưa lưu",
        ],
        .chineseSimplified: [
            "dialog.cancel": "取消",
            "dialog.file.openTitle": "打开", "dialog.file.saveAsTitle": "另存为", "dialog.file.open": "打开",
            "dialog.file.save": "保存", "dialog.file.path": "路径",
            "dialog.file.openPlaceholder": "spec 文件或文件夹（相对于 {folder}），或分享链接",
            "dialog.file.savePlaceholder": "要写入的文件", "dialog.file.typeOpenPath": "请输入 spec 文件或文件夹的路径",
            "dialog.file.typeSavePath": "请输入要写入的文件路径", "dialog.file.unreadable": "无法读取 {folder}",
            "dialog.file.recent": "最近：{path}",
            "dialog.export.title": "导出", "dialog.export.go": "导出", "dialog.export.transparent": "透明",
            "dialog.export.preview": "同预览", "dialog.export.custom": "自定义", "dialog.export.pngFrame": "PNG 单帧",
            "dialog.export.sequence": "PNG 序列", "dialog.export.format": "格式", "dialog.export.scale": "缩放（×）",
            "dialog.export.size": "尺寸（px）", "dialog.export.frameRate": "帧率", "dialog.export.background": "背景",
            "dialog.export.file": "文件", "dialog.export.speed": "速度", "dialog.export.typeName": "请输入要写入的文件名",
            "dialog.export.sequenceNames": "每帧一个文件：{first}、{second}……",
            "dialog.overwrite.replace": "替换", "dialog.overwrite.keepBoth": "两者都保留",
            "dialog.overwrite.titleOne": "替换 {file}？", "dialog.overwrite.titleFrames": "替换 {total} 个帧文件中的 {count} 个？",
            "dialog.overwrite.existsOne": "{folder} 中已存在 {file}。替换会覆盖它",
            "dialog.overwrite.existsAll": "{folder} 中已存在全部 {total} 个帧文件（{first}）。替换会覆盖它们",
            "dialog.overwrite.existsSome": "{folder} 中已存在 {total} 个帧文件中的 {count} 个（{first}）。替换会覆盖它们",
            "dialog.overwrite.keepOne": "；两者都保留会在它旁边写入 {name}。",
            "dialog.overwrite.keepMany": "；两者都保留会在它们旁边写入 {name}。",
            "dialog.overwrite.noFreeOne": "；它旁边已没有可用的名称，无法两者都保留。",
            "dialog.overwrite.noFreeMany": "；它们旁边已没有可用的名称，无法两者都保留。",
            "dialog.quit.title": "有未保存的文本，仍要退出？", "dialog.quit.unsavedOne": "{name} 有未保存的文本。",
            "dialog.quit.unsavedMany": "{count, plural, other {# 个文档有未保存的文本。}}",
            "dialog.quit.note": "“不保存并退出”会把每段文本保留为草稿，下次启动时恢复；“丢弃”会删除它。",
            "dialog.quit.saveAll": "全部保存", "dialog.quit.quit": "不保存并退出",
            "dialog.quit.saveAllAsks": "逐个保存文本；新 spec 或修改过的内置 indicator 会询问保存位置",
            "dialog.quit.saveEach": "逐个保存文本", "dialog.quit.save": "保存", "dialog.quit.saveAs": "另存为…",
            "dialog.quit.discard": "丢弃", "dialog.quit.writeTo": "将文本写入 {file}",
            "dialog.quit.chooseFile": "为文本选择一个文件", "dialog.quit.discardTip": "退出时丢弃这段文本",
            "dialog.quit.builtinEdited": "内置 indicator，已修改", "dialog.quit.newNotSaved": "新 spec，尚未保存",
        ],
        .french: [
            "dialog.cancel": "Annuler",
            "dialog.file.openTitle": "Ouvrir", "dialog.file.saveAsTitle": "Enregistrer sous",
            "dialog.file.open": "Ouvrir", "dialog.file.save": "Enregistrer", "dialog.file.path": "Chemin",
            "dialog.file.openPlaceholder": "Un fichier de spec ou un dossier, depuis {folder}, ou un lien de partage",
            "dialog.file.savePlaceholder": "Le fichier à écrire",
            "dialog.file.typeOpenPath": "Tapez le chemin d’un fichier de spec ou d’un dossier",
            "dialog.file.typeSavePath": "Tapez le chemin du fichier à écrire",
            "dialog.file.unreadable": "{folder} est illisible", "dialog.file.recent": "Récent\u{00A0}: {path}",
            "dialog.export.title": "Exporter", "dialog.export.go": "Exporter",
            "dialog.export.transparent": "Transparent", "dialog.export.preview": "Aperçu",
            "dialog.export.custom": "Personnalisé", "dialog.export.pngFrame": "Image PNG",
            "dialog.export.sequence": "Séquence", "dialog.export.format": "Format",
            "dialog.export.scale": "Échelle (×)", "dialog.export.size": "Taille (px)",
            "dialog.export.frameRate": "Images/s", "dialog.export.background": "Fond",
            "dialog.export.file": "Fichier", "dialog.export.speed": "Vitesse",
            "dialog.export.typeName": "Tapez le nom du fichier à écrire",
            "dialog.export.sequenceNames": "Écrit un fichier par image\u{00A0}: {first}, {second}, …",
            "dialog.overwrite.replace": "Remplacer", "dialog.overwrite.keepBoth": "Garder les deux",
            "dialog.overwrite.titleOne": "Remplacer {file}\u{202F}?",
            "dialog.overwrite.titleFrames": "Remplacer {count} des {total} fichiers d’images\u{202F}?",
            "dialog.overwrite.existsOne": "{file} existe déjà dans {folder}. Remplacer l’écrase",
            "dialog.overwrite.existsAll":
                "Les {total} fichiers d’images ({first}) existent déjà dans {folder}. Remplacer les écrase",
            "dialog.overwrite.existsSome":
                "{count} des {total} fichiers d’images ({first}) existent déjà dans {folder}. Remplacer les écrase",
            "dialog.overwrite.keepOne": "\u{202F}; Garder les deux écrit {name} à côté.",
            "dialog.overwrite.keepMany": "\u{202F}; Garder les deux écrit {name} à côté.",
            "dialog.overwrite.noFreeOne": "\u{202F}; aucun nom libre ne reste à côté pour garder les deux.",
            "dialog.overwrite.noFreeMany": "\u{202F}; aucun nom libre ne reste à côté pour garder les deux.",
            "dialog.quit.title": "Quitter avec du texte non enregistré\u{202F}?",
            "dialog.quit.unsavedOne": "{name} a du texte non enregistré.",
            "dialog.quit.unsavedMany":
                "{count, plural, one {# document a du texte non enregistré.} other {# documents ont du texte non enregistré.}}",
            "dialog.quit.note":
                "Quitter sans enregistrer garde chaque texte en brouillon, proposé au prochain lancement\u{202F}; Abandonner le supprime.",
            "dialog.quit.saveAll": "Tout enregistrer", "dialog.quit.quit": "Quitter sans enregistrer",
            "dialog.quit.saveAllAsks":
                "Enregistrer chaque texte\u{202F}; une nouvelle spec ou un indicateur intégré modifié demande un fichier",
            "dialog.quit.saveEach": "Enregistrer chaque texte", "dialog.quit.save": "Enregistrer",
            "dialog.quit.saveAs": "Enregistrer sous…", "dialog.quit.discard": "Abandonner",
            "dialog.quit.writeTo": "Écrire le texte dans {file}",
            "dialog.quit.chooseFile": "Choisir un fichier pour le texte",
            "dialog.quit.discardTip": "Supprimer ce texte quand le studio se ferme",
            "dialog.quit.builtinEdited": "Indicateur intégré, modifié",
            "dialog.quit.newNotSaved": "Nouvelle spec, pas encore enregistrée",
        ],
    ]
}
