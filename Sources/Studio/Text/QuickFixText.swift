import Localization

/// The quick fixes of the Problems panel: the workspace engine's fixes, in the studio's words
/// (the engine's own titles stay English for the language server).
enum QuickFixText {
    static func remove(_ name: String) -> Message { Message("fix.remove", ["name": .text(name)]) }
    static let keyTimes = Message("fix.keyTimes")
    static let endOnFirst = Message("fix.endOnFirst")
    static let radians = Message("fix.radians")

    static let table: Catalogue.Table = [
        .english: [
            "fix.remove": "Remove {name} (LoaderKit ignores it)", "fix.keyTimes": "Run keyTimes from 0 to 1",
            "fix.endOnFirst": "End on the first value", "fix.radians": "Convert degrees to radians",
        ],
        .vietnamese: [
            "fix.remove": "Xóa {name} (LoaderKit bỏ qua nó)", "fix.keyTimes": "Cho keyTimes chạy từ 0 đến 1",
            "fix.endOnFirst": "Kết thúc bằng giá trị đầu tiên", "fix.radians": "Đổi độ sang radian",
        ],
        .chineseSimplified: [
            "fix.remove": "删除 {name}（LoaderKit 会忽略它）", "fix.keyTimes": "让 keyTimes 从 0 到 1",
            "fix.endOnFirst": "以第一个值结束", "fix.radians": "将角度转换为弧度",
        ],
        .french: [
            "fix.remove": "Supprimer {name} (LoaderKit l’ignore)", "fix.keyTimes": "Faire aller les keyTimes de 0 à 1",
            "fix.endOnFirst": "Finir sur la première valeur", "fix.radians": "Convertir les degrés en radians",
        ],
    ]
}
