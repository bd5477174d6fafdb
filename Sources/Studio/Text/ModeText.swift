import Localization
import StudioCommandLine

/// The modes' names, as the mode bar and the help show them.
enum ModeText {
    static func title(_ mode: StudioMode) -> Message { Message("mode.\(mode.rawValue)") }

    static let table: Catalogue.Table = [
        .english: [
            "mode.gallery": "Gallery", "mode.editor": "Editor", "mode.progress": "Progress",
            "mode.skeleton": "Skeleton", "mode.scenes": "Scenes",
        ],
        .vietnamese: [
            "mode.gallery": "Bộ sưu tập", "mode.editor": "Chỉnh sửa", "mode.progress": "Tiến độ",
            "mode.skeleton": "Skeleton", "mode.scenes": "Cảnh",
        ],
        .chineseSimplified: [
            "mode.gallery": "图库", "mode.editor": "编辑器", "mode.progress": "进度", "mode.skeleton": "骨架屏",
            "mode.scenes": "场景",
        ],
        .french: [
            "mode.gallery": "Galerie", "mode.editor": "Éditeur", "mode.progress": "Progression",
            "mode.skeleton": "Squelette", "mode.scenes": "Scènes",
        ],
    ]
}
