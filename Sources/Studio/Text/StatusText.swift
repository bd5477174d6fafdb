import Localization

/// The texts of the toolbar's status, the Export button's words, and the app's toasts.
enum StatusText {
    static func progressDesigns(_ count: Int) -> Message { Message("status.progressDesigns", ["count": .count(count)]) }
    static let skeleton = Message("status.skeleton")
    static func indicators(_ count: Int) -> Message { Message("status.indicators", ["count": .count(count)]) }
    static func indicatorsWithFiles(_ count: Int, files: Int) -> Message {
        Message("status.indicatorsWithFiles", ["count": .count(count), "files": .count(files)])
    }
    static func needAttention(_ count: Int) -> Message { Message("status.needAttention", ["count": .count(count)]) }
    static let missing = Message("status.missing")
    static func stale(problems: Int) -> Message { Message("status.stale", ["count": .count(problems)]) }
    static func problems(_ count: Int) -> Message { Message("status.problems", ["count": .count(count)]) }
    /// The undo and redo buttons' action with the step's name ("Undo Change speed").
    static func undoNamed(_ name: String) -> Message { Message("status.undoNamed", ["name": .text(name)]) }
    static func redoNamed(_ name: String) -> Message { Message("status.redoNamed", ["name": .text(name)]) }

    // The Export button.
    static let exportProgress = Message("status.export.progress")
    static func exportNamed(_ name: String) -> Message { Message("status.export.named", ["name": .text(name)]) }
    static let selectProgressDesign = Message("status.export.selectProgress")
    static let skeletonHasNothing = Message("status.export.skeleton")
    static let focusACard = Message("status.export.focusCard")
    static func namedHasProblems(_ name: String) -> Message {
        Message("status.export.namedProblems", ["name": .text(name)])
    }
    static let specHasProblems = Message("status.export.specProblems")
    static func stillLoading(_ name: String) -> Message { Message("status.export.loading", ["name": .text(name)]) }

    // After an export.
    static func isAFolder(_ path: String) -> Message { Message("status.export.isFolder", ["path": .text(path)]) }
    static func noSuchFolder(_ path: String) -> Message { Message("status.export.noFolder", ["path": .text(path)]) }
    static func frames(_ count: Int, first: String, last: String) -> Message {
        Message("status.export.frames", ["count": .count(count), "first": .text(first), "last": .text(last)])
    }
    static func exported(_ what: String, folder: String) -> Message {
        Message("status.export.done", ["what": .text(what), "folder": .text(folder)])
    }
    static func exportedWithLimit(_ what: String, folder: String, limit: String) -> Message {
        Message("status.export.doneLimited", ["what": .text(what), "folder": .text(folder), "limit": .text(limit)])
    }
    static func exportFailed(_ reason: String) -> Message { Message("status.export.failed", ["reason": .text(reason)]) }
    static let showInFolder = Message("status.export.showInFolder")
    static let noFileManager = Message("status.export.noFileManager")
    static func copiedPath(_ path: String, reason: String) -> Message {
        Message("status.export.copiedPath", ["path": .text(path), "reason": .text(reason)])
    }

    // Files: save, open, drafts.
    static func draftFailed(_ reason: String) -> Message { Message("status.draftFailed", ["reason": .text(reason)]) }
    static func saved(_ name: String) -> Message { Message("status.saved", ["name": .text(name)]) }
    static let jsonName = Message("status.jsonName")
    static func noText(_ name: String) -> Message { Message("status.noText", ["name": .text(name)]) }
    static func openUnsaved(_ name: String) -> Message { Message("status.openUnsaved", ["name": .text(name)]) }
    static func couldNotOpen(_ name: String) -> Message { Message("status.couldNotOpen", ["name": .text(name)]) }
    static let openSpecTitle = Message("status.openSpecTitle")
    static func saveAsTitle(_ name: String) -> Message { Message("status.saveAsTitle", ["name": .text(name)]) }
    static func openChooserFailed(_ reason: String) -> Message {
        Message("status.openChooserFailed", ["reason": .text(reason)])
    }
    static func saveChooserFailed(_ reason: String) -> Message {
        Message("status.saveChooserFailed", ["reason": .text(reason)])
    }
    static func chooserFailed(_ reason: String) -> Message {
        Message("status.chooserFailed", ["reason": .text(reason)])
    }
    static func restored(_ names: String) -> Message { Message("status.restored", ["names": .text(names)]) }
    static func restoredChanged(_ names: String, changed: String) -> Message {
        Message("status.restoredChanged", ["names": .text(names), "changed": .text(changed)])
    }
    static func sharedOpened(_ title: String) -> Message { Message("status.sharedOpened", ["title": .text(title)]) }
    /// Said when a second `loader-studio` hands its files to this window.
    static func openedFromCommandLine(_ files: String) -> Message {
        Message("status.openedFromCommandLine", ["files": .text(files)])
    }
    /// The first file handed over and how many more: "dots.json and 2 more".
    static func firstAndMore(_ first: String, more: Int) -> Message {
        Message("status.firstAndMore", ["first": .text(first), "count": .count(more)])
    }
    static let aShareLink = Message("status.aShareLink")
    /// Said once when the scale asked for would make the smallest window larger than the screen.
    static func scaleLowered(asked: Double, fitted: Double, window: String, screen: String) -> Message {
        Message(
            "status.scaleLowered",
            [
                "asked": .number(asked, decimals: 2), "fitted": .number(fitted, decimals: 2), "window": .text(window),
                "screen": .text(screen),
            ])
    }
    static let noShareInClipboard = Message("status.noShareInClipboard")

    static let table: Catalogue.Table = [
        .english: [
            "status.progressDesigns": "{count, plural, one {# progress design} other {# progress designs}}",
            "status.skeleton": "Skeleton over a mock app screen",
            "status.indicators": "{count, plural, one {# indicator} other {# indicators}}",
            "status.indicatorsWithFiles": "{count, plural, one {# indicator} other {# indicators}}, {files} from files",
            "status.needAttention": "{count, plural, other {# need attention}}", "status.missing": "missing",
            "status.stale": "stale · {count, plural, one {# problem} other {# problems}}",
            "status.problems": "{count, plural, one {# problem} other {# problems}}",
            "status.undoNamed": "Undo {name}", "status.redoNamed": "Redo {name}",
            "status.export.progress": "Export this progress design", "status.export.named": "Export {name}",
            "status.export.selectProgress": "Select a progress design to export it",
            "status.export.skeleton":
                "Skeleton mode has nothing to export: export an indicator from the Gallery or the Editor",
            "status.export.focusCard": "Focus a card (Tab, then the arrow keys) to export its indicator",
            "status.export.namedProblems": "{name} has problems: nothing to export",
            "status.export.specProblems": "The spec has problems: nothing to export",
            "status.export.loading": "{name} is still loading: export it once it has loaded",
            "status.export.isFolder": "{path} is a folder: type the name of a file in it",
            "status.export.noFolder": "The folder {path} does not exist: choose a folder that does",
            "status.export.frames": "{count, plural, one {# frame} other {# frames}}, {first} to {last},",
            "status.export.done": "Exported {what} to {folder}",
            "status.export.doneLimited": "Exported {what} to {folder}; {limit}",
            "status.export.failed": "Export failed: {reason}", "status.export.showInFolder": "Show in folder",
            "status.export.noFileManager": "no file manager answers on the session bus",
            "status.export.copiedPath": "Copied {path} to the clipboard ({reason})",
            "status.draftFailed":
                "The crash draft could not be written ({reason}); the text is still unsaved here: save it",
            "status.saved": "Saved {name}",
            "status.jsonName": "Give the file a .json name",
            "status.noText": "{name} has no text to save",
            "status.openUnsaved": "{name} is open with unsaved text; save or close it first",
            "status.couldNotOpen": "{name} could not be opened",
            "status.openSpecTitle": "Open a LoaderKit spec",
            "status.saveAsTitle": "Save {name} as",
            "status.openChooserFailed": "The desktop's Open dialog failed ({reason}); using the studio's",
            "status.saveChooserFailed": "The desktop's Save dialog failed ({reason}); using the studio's",
            "status.chooserFailed": "The desktop's file dialog failed: {reason}",
            "status.restored": "Restored unsaved text: {names}",
            "status.restoredChanged":
                "Restored unsaved text: {names}; {changed} changed on disk since: Reload, Keep mine or Compare",
            "status.sharedOpened": "{title} opened unsaved (Save As writes it)",
            "status.openedFromCommandLine": "Opened {files} from the command line",
            "status.firstAndMore": "{first} and {count, plural, one {# more} other {# more}}",
            "status.aShareLink": "a share link",
            "status.scaleLowered":
                "At scale {asked} the smallest window ({window} pixels) is larger than the screen ({screen}): opened at scale {fitted}",
            "status.noShareInClipboard": "The clipboard holds no share link or spec JSON",
        ],
        .vietnamese: [
            "status.progressDesigns": "{count, plural, other {# mẫu progress}}",
            "status.skeleton": "Skeleton trên màn hình ứng dụng mẫu",
            "status.indicators": "{count, plural, other {# indicator}}",
            "status.indicatorsWithFiles": "{count, plural, other {# indicator}}, {files} từ tệp",
            "status.needAttention": "{count, plural, other {# cần xem lại}}", "status.missing": "không tìm thấy tệp",
            "status.stale": "chưa cập nhật · {count, plural, other {# lỗi}}",
            "status.problems": "{count, plural, other {# lỗi}}",
            "status.undoNamed": "Hoàn tác: {name}", "status.redoNamed": "Làm lại: {name}",
            "status.export.progress": "Xuất mẫu progress này", "status.export.named": "Xuất {name}",
            "status.export.selectProgress": "Chọn một mẫu progress để xuất",
            "status.export.skeleton":
                "Chế độ Skeleton không có gì để xuất: hãy xuất một indicator từ Bộ sưu tập hoặc Chỉnh sửa",
            "status.export.focusCard": "Chọn một thẻ (Tab, rồi các phím mũi tên) để xuất indicator của nó",
            "status.export.namedProblems": "{name} có lỗi: không có gì để xuất",
            "status.export.specProblems": "Spec có lỗi: không có gì để xuất",
            "status.export.loading": "{name} vẫn đang tải: hãy xuất khi đã tải xong",
            "status.export.isFolder": "{path} là một thư mục: hãy gõ tên một tệp trong đó",
            "status.export.noFolder": "Thư mục {path} không tồn tại: hãy chọn một thư mục có thật",
            "status.export.frames": "{count, plural, other {# frame}}, từ {first} đến {last},",
            "status.export.done": "Đã xuất {what} vào {folder}",
            "status.export.doneLimited": "Đã xuất {what} vào {folder}; {limit}",
            "status.export.failed": "Xuất thất bại: {reason}", "status.export.showInFolder": "Mở thư mục",
            "status.export.noFileManager": "không có trình quản lý tệp nào trả lời trên session bus",
            "status.export.copiedPath": "Đã chép {path} vào clipboard ({reason})",
            "status.draftFailed":
                "Không ghi được bản nháp phòng sự cố ({reason}); văn bản vẫn chưa được lưu: hãy lưu nó",
            "status.saved": "Đã lưu {name}",
            "status.jsonName": "Hãy đặt tên tệp có đuôi .json",
            "status.noText": "{name} không có văn bản để lưu",
            "status.openUnsaved": "{name} đang mở với văn bản chưa lưu; hãy lưu hoặc đóng nó trước",
            "status.couldNotOpen": "Không mở được {name}",
            "status.openSpecTitle": "Mở một spec LoaderKit",
            "status.saveAsTitle": "Lưu {name} thành",
            "status.openChooserFailed": "Hộp thoại Mở của desktop bị lỗi ({reason}); dùng hộp thoại của studio",
            "status.saveChooserFailed": "Hộp thoại Lưu của desktop bị lỗi ({reason}); dùng hộp thoại của studio",
            "status.chooserFailed": "Hộp thoại tệp của desktop bị lỗi: {reason}",
            "status.restored": "Đã khôi phục văn bản chưa lưu: {names}",
            "status.restoredChanged":
                "Đã khôi phục văn bản chưa lưu: {names}; {changed} đã đổi trên đĩa từ đó: Tải lại, Giữ bản của tôi hoặc So sánh",
            "status.sharedOpened": "Đã mở {title}, chưa lưu (Lưu thành để ghi ra tệp)",
            "status.openedFromCommandLine": "Đã mở {files} từ dòng lệnh",
            "status.firstAndMore": "{first} và {count, plural, other {# tệp khác}}",
            "status.aShareLink": "một link chia sẻ",
            "status.scaleLowered":
                "Ở tỉ lệ {asked}, cửa sổ nhỏ nhất ({window} pixel) lớn hơn màn hình ({screen}): đã mở ở tỉ lệ {fitted}",
            "status.noShareInClipboard": "Clipboard không có link chia sẻ hay JSON của spec",
        ],
        .chineseSimplified: [
            "status.progressDesigns": "{count, plural, other {# 种进度样式}}",
            "status.skeleton": "模拟应用界面上的骨架屏",
            "status.indicators": "{count, plural, other {# 个 indicator}}",
            "status.indicatorsWithFiles": "{count, plural, other {# 个 indicator}}，其中 {files} 个来自文件",
            "status.needAttention": "{count, plural, other {# 个需要处理}}", "status.missing": "文件缺失",
            "status.stale": "未更新 · {count, plural, other {# 个问题}}",
            "status.problems": "{count, plural, other {# 个问题}}",
            "status.undoNamed": "撤销：{name}", "status.redoNamed": "重做：{name}",
            "status.export.progress": "导出这个进度样式", "status.export.named": "导出 {name}",
            "status.export.selectProgress": "选择一个进度样式即可导出",
            "status.export.skeleton": "骨架屏模式没有可导出的内容：请从图库或编辑器导出 indicator",
            "status.export.focusCard": "先聚焦一张卡片（按 Tab，再用方向键）即可导出它的 indicator",
            "status.export.namedProblems": "{name} 有问题：没有可导出的内容",
            "status.export.specProblems": "Spec 有问题：没有可导出的内容",
            "status.export.loading": "{name} 仍在加载：加载完成后再导出",
            "status.export.isFolder": "{path} 是一个文件夹：请输入其中的文件名",
            "status.export.noFolder": "文件夹 {path} 不存在：请选择一个存在的文件夹",
            "status.export.frames": "{count, plural, other {# 帧}}，从 {first} 到 {last}，",
            "status.export.done": "已将 {what} 导出到 {folder}",
            "status.export.doneLimited": "已将 {what} 导出到 {folder}；{limit}",
            "status.export.failed": "导出失败：{reason}", "status.export.showInFolder": "在文件夹中显示",
            "status.export.noFileManager": "会话总线上没有文件管理器响应",
            "status.export.copiedPath": "已将 {path} 复制到剪贴板（{reason}）",
            "status.draftFailed": "无法写入崩溃草稿（{reason}）；文本仍未保存：请保存",
            "status.saved": "已保存 {name}",
            "status.jsonName": "请为文件使用 .json 扩展名",
            "status.noText": "{name} 没有可保存的文本",
            "status.openUnsaved": "{name} 已打开且有未保存的文本；请先保存或关闭它",
            "status.couldNotOpen": "无法打开 {name}",
            "status.openSpecTitle": "打开 LoaderKit spec",
            "status.saveAsTitle": "将 {name} 另存为",
            "status.openChooserFailed": "桌面的“打开”对话框出错（{reason}）；改用工作室自带的对话框",
            "status.saveChooserFailed": "桌面的“保存”对话框出错（{reason}）；改用工作室自带的对话框",
            "status.chooserFailed": "桌面的文件对话框出错：{reason}",
            "status.restored": "已恢复未保存的文本：{names}",
            "status.restoredChanged": "已恢复未保存的文本：{names}；{changed} 此后在磁盘上已更改：可重新加载、保留我的或比较",
            "status.sharedOpened": "已打开 {title}，尚未保存（用“另存为”写入文件）",
            "status.openedFromCommandLine": "已从命令行打开 {files}",
            "status.firstAndMore": "{first} 等 {count, plural, other {# 个文件}}", "status.aShareLink": "一个分享链接",
            "status.scaleLowered": "缩放 {asked} 时最小窗口（{window} 像素）大于屏幕（{screen}）：已按缩放 {fitted} 打开",
            "status.noShareInClipboard": "剪贴板中没有分享链接或 spec JSON",
        ],
        .french: [
            "status.progressDesigns":
                "{count, plural, one {# modèle de progression} other {# modèles de progression}}",
            "status.skeleton": "Squelette sur un écran d’application fictif",
            "status.indicators": "{count, plural, one {# indicateur} other {# indicateurs}}",
            "status.indicatorsWithFiles":
                "{count, plural, one {# indicateur} other {# indicateurs}}, dont {files} de fichiers",
            "status.needAttention": "{count, plural, one {# à vérifier} other {# à vérifier}}",
            "status.missing": "introuvable",
            "status.stale": "périmé · {count, plural, one {# problème} other {# problèmes}}",
            "status.problems": "{count, plural, one {# problème} other {# problèmes}}",
            "status.undoNamed": "Annuler\u{00A0}: {name}", "status.redoNamed": "Rétablir\u{00A0}: {name}",
            "status.export.progress": "Exporter ce modèle de progression", "status.export.named": "Exporter {name}",
            "status.export.selectProgress": "Sélectionnez un modèle de progression pour l’exporter",
            "status.export.skeleton":
                "Le mode Squelette n’a rien à exporter\u{00A0}: exportez un indicateur depuis la Galerie ou l’Éditeur",
            "status.export.focusCard":
                "Placez le focus sur une carte (Tab, puis les flèches) pour exporter son indicateur",
            "status.export.namedProblems": "{name} a des problèmes\u{00A0}: rien à exporter",
            "status.export.specProblems": "La spec a des problèmes\u{00A0}: rien à exporter",
            "status.export.loading": "{name} est encore en chargement\u{00A0}: exportez-le une fois chargé",
            "status.export.isFolder": "{path} est un dossier\u{00A0}: tapez le nom d’un fichier dedans",
            "status.export.noFolder": "Le dossier {path} n’existe pas\u{00A0}: choisissez un dossier existant",
            "status.export.frames": "{count, plural, one {# image} other {# images}}, de {first} à {last},",
            "status.export.done": "{what} exporté dans {folder}",
            "status.export.doneLimited": "{what} exporté dans {folder}\u{202F}; {limit}",
            "status.export.failed": "Échec de l’export\u{00A0}: {reason}",
            "status.export.showInFolder": "Afficher dans le dossier",
            "status.export.noFileManager": "aucun gestionnaire de fichiers ne répond sur le bus de session",
            "status.export.copiedPath": "{path} copié dans le presse-papiers ({reason})",
            "status.draftFailed":
                "Le brouillon de secours n’a pas pu être écrit ({reason})\u{202F}; le texte n’est toujours pas enregistré\u{00A0}: enregistrez-le",
            "status.saved": "{name} enregistré",
            "status.jsonName": "Donnez au fichier un nom en .json",
            "status.noText": "{name} n’a pas de texte à enregistrer",
            "status.openUnsaved":
                "{name} est ouvert avec du texte non enregistré\u{202F}; enregistrez-le ou fermez-le d’abord",
            "status.couldNotOpen": "{name} n’a pas pu être ouvert",
            "status.openSpecTitle": "Ouvrir une spec LoaderKit",
            "status.saveAsTitle": "Enregistrer {name} sous",
            "status.openChooserFailed":
                "La boîte Ouvrir du bureau a échoué ({reason})\u{202F}; celle du studio la remplace",
            "status.saveChooserFailed":
                "La boîte Enregistrer du bureau a échoué ({reason})\u{202F}; celle du studio la remplace",
            "status.chooserFailed": "La boîte de fichiers du bureau a échoué\u{00A0}: {reason}",
            "status.restored": "Texte non enregistré restauré\u{00A0}: {names}",
            "status.restoredChanged":
                "Texte non enregistré restauré\u{00A0}: {names}\u{202F}; {changed} a changé sur le disque depuis\u{00A0}: Recharger, Garder la mienne ou Comparer",
            "status.sharedOpened": "{title} ouvert sans être enregistré (Enregistrer sous l’écrit)",
            "status.openedFromCommandLine": "Ouvert depuis la ligne de commande\u{00A0}: {files}",
            "status.firstAndMore": "{first} et {count, plural, one {# autre} other {# autres}}",
            "status.aShareLink": "un lien de partage",
            "status.scaleLowered":
                "À l’échelle {asked}, la plus petite fenêtre ({window}\u{00A0}pixels) dépasse l’écran ({screen})\u{00A0}: ouverte à l’échelle {fitted}",
            "status.noShareInClipboard": "Le presse-papiers ne contient ni lien de partage ni JSON de spec",
        ],
    ]
}
