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
        ],
    ]
}
