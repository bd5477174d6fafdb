import Localization

/// The texts of the big preview's onion skin (its switch, its settings) and of the motion path
/// drawn over it.
enum OnionSkinText {
    static let toggle = Message("onion.toggle")
    static let settings = Message("onion.settings")
    static let title = Message("onion.title")
    static let before = Message("onion.before")
    static let after = Message("onion.after")
    static let spacing = Message("onion.spacing")
    static let frames = Message("onion.unit.frames")
    static let cycle = Message("onion.unit.cycle")
    static let hint = Message("onion.hint")
    /// The undo step of a keyframe's dot dragged on the motion path.
    static let moveOnPath = Message("onion.step.moveOnPath")

    static let table: Catalogue.Table = [
        .english: [
            "onion.toggle": "Show or hide the onion skin", "onion.settings": "Onion skin settings",
            "onion.title": "Onion skin", "onion.before": "Ghosts before", "onion.after": "Ghosts after",
            "onion.spacing": "Spacing", "onion.unit.frames": "Frames", "onion.unit.cycle": "% of cycle",
            "onion.hint": "Red before the playhead, blue after it; never in exports.",
            "onion.step.moveOnPath": "Move keyframe on its path",
        ],
        .vietnamese: [
            "onion.toggle": "Hiện hoặc ẩn onion skin", "onion.settings": "Cài đặt onion skin",
            "onion.title": "Onion skin", "onion.before": "Bóng phía trước", "onion.after": "Bóng phía sau",
            "onion.spacing": "Khoảng cách", "onion.unit.frames": "Frame", "onion.unit.cycle": "% cycle",
            "onion.hint": "Màu đỏ trước playhead, màu xanh sau playhead; không bao giờ có trong bản xuất.",
            "onion.step.moveOnPath": "Di chuyển keyframe trên đường chuyển động",
        ],
        .chineseSimplified: [
            "onion.toggle": "显示或隐藏洋葱皮", "onion.settings": "洋葱皮设置", "onion.title": "洋葱皮",
            "onion.before": "之前的残影", "onion.after": "之后的残影", "onion.spacing": "间隔",
            "onion.unit.frames": "帧", "onion.unit.cycle": "周期的 %",
            "onion.hint": "播放头之前为红色，之后为蓝色；导出时从不包含。",
            "onion.step.moveOnPath": "在运动路径上移动关键帧",
        ],
        .french: [
            "onion.toggle": "Afficher ou masquer la pelure d’oignon",
            "onion.settings": "Réglages de la pelure d’oignon", "onion.title": "Pelure d’oignon",
            "onion.before": "Fantômes avant", "onion.after": "Fantômes après", "onion.spacing": "Espacement",
            "onion.unit.frames": "Images", "onion.unit.cycle": "% du cycle",
            "onion.hint": "En rouge avant la tête de lecture, en bleu après\u{202F}; jamais dans les exports.",
            "onion.step.moveOnPath": "Déplacer l’image clé sur sa trajectoire",
        ],
    ]
}
