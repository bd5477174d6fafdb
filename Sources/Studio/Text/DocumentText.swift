import Localization

/// The texts of documents, files and history: their messages and names.
enum DocumentText {
    /// Shown for a document whose file is being read ("Loading…").
    static let loading = Message("document.loading")

    /// Why Save params refused or failed (`ParamsSaveError`).
    static func paramsBuiltin(_ name: String) -> Message { Message("document.params.builtin", ["name": .text(name)]) }
    static func paramsUnavailable(_ name: String) -> Message {
        Message("document.params.unavailable", ["name": .text(name)])
    }
    static func paramsLoading(_ name: String) -> Message { Message("document.params.loading", ["name": .text(name)]) }
    static func paramsProblems(_ name: String) -> Message { Message("document.params.problems", ["name": .text(name)]) }
    static func paramsChangedOnDisk(_ name: String) -> Message {
        Message("document.params.changedOnDisk", ["name": .text(name)])
    }
    static func paramsNone(_ name: String) -> Message { Message("document.params.none", ["name": .text(name)]) }
    /// `list` names `count` params the file's `params` lacks.
    static func paramsUndeclared(_ list: String, count: Int, file: String) -> Message {
        Message("document.params.undeclared", ["list": .text(list), "count": .count(count), "file": .text(file)])
    }
    static func paramsNotFinite(_ param: String) -> Message {
        Message("document.params.notFinite", ["param": .text(param)])
    }
    static func paramsWriteFailed(_ reason: String) -> Message {
        Message("document.params.writeFailed", ["reason": .text(reason)])
    }

    // The studio's own sentences about files (the system's reason stays as it says it).
    static func noFileYet(_ name: String) -> Message { Message("document.save.noFile", ["name": .text(name)]) }
    static func changedBeforeSave(_ name: String) -> Message {
        Message("document.save.changedOnDisk", ["name": .text(name)])
    }
    static func unreadableAfterWrite(_ name: String, reason: String) -> Message {
        Message("document.save.unreadable", ["name": .text(name), "reason": .text(reason)])
    }
    static func deletedNoSpec(_ name: String) -> Message {
        Message("document.read.deletedNoSpec", ["name": .text(name)])
    }
    static func deletedShowingLast(_ name: String) -> Message {
        Message("document.read.deletedShowingLast", ["name": .text(name)])
    }
    static func isDirectory(_ name: String) -> Message { Message("document.read.directory", ["name": .text(name)]) }
    static func notRegular(_ name: String) -> Message { Message("document.read.notRegular", ["name": .text(name)]) }
    static func tooLarge(_ name: String, size: Int, limit: Int, mebibytes: Int) -> Message {
        Message(
            "document.read.tooLarge",
            [
                "name": .text(name), "size": .text(String(size)), "limit": .text(String(limit)),
                "mib": .text(String(mebibytes)),
            ])
    }
    static func unreadable(_ name: String, reason: String) -> Message {
        Message("document.read.unreadable", ["name": .text(name), "reason": .text(reason)])
    }
    static func untitled(_ number: Int) -> Message { Message("document.untitled", ["number": .text(String(number))]) }
    static let notWatched = Message("document.watch.unavailable")
    static func cannotWatch(_ folder: String, reason: String) -> Message {
        Message("document.watch.cannot", ["folder": .text(folder), "reason": .text(reason)])
    }
    static func didYouMean(_ name: String) -> Message { Message("document.didYouMean", ["name": .text(name)]) }
    static func cannotStartEditor(_ name: String) -> Message {
        Message("document.editor.notOnPath", ["name": .text(name)])
    }
    static func editorFailed(_ name: String, reason: String) -> Message {
        Message("document.editor.failed", ["name": .text(name), "reason": .text(reason)])
    }

    // Settings and drafts that could not be read when the studio started.
    static func settingsUnreadable(_ reason: String) -> Message {
        Message("document.settings.unreadable", ["reason": .text(reason)])
    }
    static func settingsCorrupt(_ path: String, kept: String) -> Message {
        Message("document.settings.corrupt", ["path": .text(path), "kept": .text(kept)])
    }
    static func settingsCorruptUnwritten(_ path: String, kept: String, reason: String) -> Message {
        Message(
            "document.settings.corruptUnwritten", ["path": .text(path), "kept": .text(kept), "reason": .text(reason)])
    }
    static func draftUnreadable(_ reason: String) -> Message {
        Message("document.draft.unreadable", ["reason": .text(reason)])
    }
    static func draftNotADraft(_ file: String) -> Message { Message("document.draft.notADraft", ["file": .text(file)]) }

    static let table: Catalogue.Table = [
        .english: [
            "document.loading": "Loading…",
            "document.params.builtin": "{name} is a built-in: there is no file to save params into",
            "document.params.unavailable": "{name} cannot be read right now, so its params were not saved",
            "document.params.loading": "{name} is still loading; params can be saved once it has loaded",
            "document.params.problems": "{name} has problems; fix them (or undo the bad save) before saving params",
            "document.params.changedOnDisk":
                "{name} changed on disk since it was loaded; params were not saved so that change is not lost",
            "document.params.none": "{name} declares no params: there is nothing to save",
            "document.params.undeclared":
                "{file} does not declare {count, plural, one {the param} other {the params}} {list} in its params; nothing was saved",
            "document.params.notFinite": "The value of {param} is not a finite number; nothing was saved",
            "document.params.writeFailed": "Params were not saved: {reason}",
            "document.save.noFile": "{name} has no file yet: use Save As",
            "document.save.changedOnDisk":
                "{name} changed on disk: choose Reload or Keep mine (or Compare) before saving",
            "document.save.unreadable": "{name} was written but cannot be read back: {reason}",
            "document.read.deletedNoSpec": "{name} was deleted; it opens again when it comes back",
            "document.read.deletedShowingLast": "{name} was deleted; showing the last good version until it comes back",
            "document.read.directory": "{name} is a directory, not a spec file",
            "document.read.notRegular": "{name} is not a regular file (a FIFO, socket or device); it is not read",
            "document.read.tooLarge":
                "{name} is {size} bytes, more than the {limit} bytes ({mib} MiB) a spec file may have",
            "document.read.unreadable": "{name} cannot be read: {reason}",
            "document.untitled": "Untitled {number}",
            "document.watch.unavailable": "files are not watched: inotify is unavailable",
            "document.watch.cannot": "cannot watch {folder}: {reason}",
            "document.didYouMean": "did you mean {name}?",
            "document.editor.notOnPath": "Cannot start {name}: it is not an executable on PATH",
            "document.editor.failed": "Cannot start {name}: {reason}",
            "document.settings.unreadable": "Settings not loaded: {reason}. Using the defaults.",
            "document.settings.corrupt":
                "Settings file {path} was not valid JSON settings; it was moved to {kept} and replaced with the defaults.",
            "document.settings.corruptUnwritten":
                "Settings file {path} was not valid JSON settings; it was moved to {kept} and replaced with the defaults. (The defaults could not be written: {reason}.)",
            "document.draft.unreadable": "Draft not restored: {reason}",
            "document.draft.notADraft": "Draft not restored: {file} is not a draft file",
        ],
        .vietnamese: [
            "document.loading": "Đang tải…",
            "document.params.builtin": "{name} là built-in: không có tệp nào để lưu params vào",
            "document.params.unavailable": "Hiện không đọc được {name}, nên params của nó chưa được lưu",
            "document.params.loading": "{name} vẫn đang tải; có thể lưu params khi tải xong",
            "document.params.problems": "{name} có lỗi; hãy sửa (hoặc hoàn tác lần lưu hỏng) trước khi lưu params",
            "document.params.changedOnDisk":
                "{name} đã thay đổi trên đĩa kể từ khi tải; params chưa được lưu để không mất thay đổi đó",
            "document.params.none": "{name} không khai báo params: không có gì để lưu",
            "document.params.undeclared":
                "{file} không khai báo {count, plural, other {param}} {list} trong params; chưa lưu gì",
            "document.params.notFinite": "Giá trị của {param} không phải số hữu hạn; chưa lưu gì",
            "document.params.writeFailed": "Chưa lưu được params: {reason}",
            "document.save.noFile": "{name} chưa có tệp: hãy dùng Lưu thành",
            "document.save.changedOnDisk":
                "{name} đã đổi trên đĩa: hãy chọn Tải lại hoặc Giữ bản của tôi (hoặc So sánh) trước khi lưu",
            "document.save.unreadable": "{name} đã được ghi nhưng không đọc lại được: {reason}",
            "document.read.deletedNoSpec": "{name} đã bị xóa; nó sẽ mở lại khi tệp quay lại",
            "document.read.deletedShowingLast":
                "{name} đã bị xóa; đang hiện phiên bản tốt gần nhất cho đến khi tệp quay lại",
            "document.read.directory": "{name} là thư mục, không phải tệp spec",
            "document.read.notRegular":
                "{name} không phải tệp thường (FIFO, socket hoặc thiết bị); studio không đọc nó",
            "document.read.tooLarge":
                "{name} có {size} byte, nhiều hơn mức {limit} byte ({mib} MiB) mà một tệp spec được phép",
            "document.read.unreadable": "Không đọc được {name}: {reason}",
            "document.untitled": "Chưa đặt tên {number}",
            "document.watch.unavailable": "không theo dõi được tệp: inotify không khả dụng",
            "document.watch.cannot": "không theo dõi được {folder}: {reason}",
            "document.didYouMean": "có phải ý bạn là {name}?",
            "document.editor.notOnPath": "Không khởi động được {name}: không có tệp thực thi này trong PATH",
            "document.editor.failed": "Không khởi động được {name}: {reason}",
            "document.settings.unreadable": "Chưa nạp được cài đặt: {reason}. Dùng giá trị mặc định.",
            "document.settings.corrupt":
                "Tệp cài đặt {path} không phải JSON cài đặt hợp lệ; nó đã được chuyển sang {kept} và thay bằng giá trị mặc định.",
            "document.settings.corruptUnwritten":
                "Tệp cài đặt {path} không phải JSON cài đặt hợp lệ; nó đã được chuyển sang {kept} và thay bằng giá trị mặc định. (Không ghi được giá trị mặc định: {reason}.)",
            "document.draft.unreadable": "Chưa khôi phục bản nháp: {reason}",
            "document.draft.notADraft": "Chưa khôi phục bản nháp: {file} không phải tệp nháp",
        ],
        .chineseSimplified: [
            "document.loading": "正在加载…",
            "document.params.builtin": "{name} 是内置样式：没有可保存 params 的文件",
            "document.params.unavailable": "暂时无法读取 {name}，因此未保存其 params",
            "document.params.loading": "{name} 仍在加载；加载完成后即可保存 params",
            "document.params.problems": "{name} 存在问题；请先修复（或撤销那次有问题的保存），再保存 params",
            "document.params.changedOnDisk": "{name} 自加载后已在磁盘上更改；为免丢失该更改，未保存 params",
            "document.params.none": "{name} 未声明 params：没有可保存的内容",
            "document.params.undeclared":
                "{file} 的 params 中未声明{count, plural, other {参数}} {list}；未保存任何内容",
            "document.params.notFinite": "{param} 的值不是有限数；未保存任何内容",
            "document.params.writeFailed": "未保存 params：{reason}",
            "document.save.noFile": "{name} 还没有文件：请使用“另存为”",
            "document.save.changedOnDisk": "{name} 在磁盘上已更改：保存前请选择重新加载或保留我的（或比较）",
            "document.save.unreadable": "{name} 已写入，但无法读回：{reason}",
            "document.read.deletedNoSpec": "{name} 已被删除；文件恢复后会重新打开",
            "document.read.deletedShowingLast": "{name} 已被删除；在文件恢复前显示最后一个可用版本",
            "document.read.directory": "{name} 是文件夹，不是 spec 文件",
            "document.read.notRegular": "{name} 不是普通文件（FIFO、套接字或设备）；不会读取它",
            "document.read.tooLarge": "{name} 有 {size} 字节，超过了 spec 文件允许的 {limit} 字节（{mib} MiB）",
            "document.read.unreadable": "无法读取 {name}：{reason}",
            "document.untitled": "未命名 {number}",
            "document.watch.unavailable": "文件未被监视：inotify 不可用",
            "document.watch.cannot": "无法监视 {folder}：{reason}",
            "document.didYouMean": "你是不是想写 {name}？",
            "document.editor.notOnPath": "无法启动 {name}：PATH 中没有这个可执行文件",
            "document.editor.failed": "无法启动 {name}：{reason}",
            "document.settings.unreadable": "未能载入设置：{reason}。改用默认设置。",
            "document.settings.corrupt": "设置文件 {path} 不是有效的 JSON 设置；已将其移到 {kept}，并以默认设置替换。",
            "document.settings.corruptUnwritten":
                "设置文件 {path} 不是有效的 JSON 设置；已将其移到 {kept}，并以默认设置替换。（无法写入默认设置：{reason}。）",
            "document.draft.unreadable": "未恢复草稿：{reason}",
            "document.draft.notADraft": "未恢复草稿：{file} 不是草稿文件",
        ],
        .french: [
            "document.loading": "Chargement…",
            "document.params.builtin":
                "{name} est un modèle intégré\u{00A0}: il n’y a aucun fichier où enregistrer les params",
            "document.params.unavailable": "{name} est illisible pour l’instant, ses params n’ont pas été enregistrés",
            "document.params.loading":
                "{name} est encore en chargement\u{202F}; les params pourront être enregistrés ensuite",
            "document.params.problems":
                "{name} a des problèmes\u{202F}; corrigez-les (ou annulez l’enregistrement fautif) avant d’enregistrer les params",
            "document.params.changedOnDisk":
                "{name} a changé sur le disque depuis son chargement\u{202F}; les params n’ont pas été enregistrés pour ne pas perdre ce changement",
            "document.params.none": "{name} ne déclare aucun param\u{00A0}: rien à enregistrer",
            "document.params.undeclared":
                "{file} ne déclare pas {count, plural, one {le param} other {les params}} {list} dans ses params\u{202F}; rien n’a été enregistré",
            "document.params.notFinite":
                "La valeur de {param} n’est pas un nombre fini\u{202F}; rien n’a été enregistré",
            "document.params.writeFailed": "Les params n’ont pas été enregistrés\u{00A0}: {reason}",
            "document.save.noFile": "{name} n’a pas encore de fichier\u{00A0}: utilisez Enregistrer sous",
            "document.save.changedOnDisk":
                "{name} a changé sur le disque\u{00A0}: choisissez Recharger ou Garder la mienne (ou Comparer) avant d’enregistrer",
            "document.save.unreadable": "{name} a été écrit mais ne peut pas être relu\u{00A0}: {reason}",
            "document.read.deletedNoSpec": "{name} a été supprimé\u{202F}; il se rouvre quand il revient",
            "document.read.deletedShowingLast":
                "{name} a été supprimé\u{202F}; la dernière version valide reste affichée jusqu’à son retour",
            "document.read.directory": "{name} est un dossier, pas un fichier de spec",
            "document.read.notRegular":
                "{name} n’est pas un fichier ordinaire (FIFO, socket ou périphérique)\u{202F}; il n’est pas lu",
            "document.read.tooLarge":
                "{name} fait {size}\u{00A0}octets, plus que les {limit}\u{00A0}octets ({mib}\u{00A0}Mio) permis pour un fichier de spec",
            "document.read.unreadable": "{name} est illisible\u{00A0}: {reason}",
            "document.untitled": "Sans titre {number}",
            "document.watch.unavailable": "les fichiers ne sont pas surveillés\u{00A0}: inotify est indisponible",
            "document.watch.cannot": "impossible de surveiller {folder}\u{00A0}: {reason}",
            "document.didYouMean": "vouliez-vous dire {name}\u{202F}?",
            "document.editor.notOnPath": "Impossible de lancer {name}\u{00A0}: ce n’est pas un exécutable du PATH",
            "document.editor.failed": "Impossible de lancer {name}\u{00A0}: {reason}",
            "document.settings.unreadable":
                "Réglages non chargés\u{00A0}: {reason}. Les valeurs par défaut sont utilisées.",
            "document.settings.corrupt":
                "Le fichier de réglages {path} n’était pas un JSON de réglages valide\u{202F}; il a été déplacé vers {kept} et remplacé par les valeurs par défaut.",
            "document.settings.corruptUnwritten":
                "Le fichier de réglages {path} n’était pas un JSON de réglages valide\u{202F}; il a été déplacé vers {kept} et remplacé par les valeurs par défaut. (Les valeurs par défaut n’ont pas pu être écrites\u{00A0}: {reason}.)",
            "document.draft.unreadable": "Brouillon non restauré\u{00A0}: {reason}",
            "document.draft.notADraft": "Brouillon non restauré\u{00A0}: {file} n’est pas un fichier de brouillon",
        ],
    ]
}
