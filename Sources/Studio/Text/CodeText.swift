import Localization

/// The texts of the Code panel: its title, buttons, toasts and subtitles. The platforms keep
/// their names (React, SwiftUI…) and the snippets are code: neither is translated.
enum CodeText {
    static let title = Message("code.title")
    static let copy = Message("code.copy")
    static let copyJSON = Message("code.copyJSON")
    static let copyLink = Message("code.copyLink")
    static let close = Message("code.close")
    static let scrollTooltip = Message("code.scroll.tooltip")
    /// The toasts after a copy.
    static func copiedCode(_ platform: String) -> Message {
        Message("code.copied.code", ["platform": .text(platform)])
    }
    static let copiedJSON = Message("code.copied.json")
    static let copiedLink = Message("code.copied.link")
    /// The subtitles: what the code is of.
    static let noIndicator = Message("code.describe.noIndicator")
    static func problems(_ name: String) -> Message { Message("code.describe.problems", ["name": .text(name)]) }
    static func indicator(_ name: String) -> Message { Message("code.describe.indicator", ["name": .text(name)]) }
    static let noDesign = Message("code.describe.noDesign")
    static func design(_ title: String) -> Message { Message("code.describe.design", ["title": .text(title)]) }

    static let table: Catalogue.Table = [
        .english: [
            "code.title": "Code", "code.copy": "Copy", "code.copyJSON": "Copy JSON",
            "code.copyLink": "Copy share link", "code.close": "Close",
            "code.scroll.tooltip": "Shift+wheel (or a sideways wheel) scrolls long lines",
            "code.copied.code": "Copied the {platform} code", "code.copied.json": "Copied the spec's JSON",
            "code.copied.link": "Copied the share link",
            "code.describe.noIndicator": "Open an indicator to see its code",
            "code.describe.problems": "{name} has problems: no code until they are fixed",
            "code.describe.indicator": "{name}: what differs from the defaults",
            "code.describe.noDesign": "Select a design to see its code",
            "code.describe.design": "{title}: the options that differ from the defaults",
        ],
        .vietnamese: [
            "code.title": "Code", "code.copy": "Sao chép", "code.copyJSON": "Sao chép JSON",
            "code.copyLink": "Sao chép link chia sẻ", "code.close": "Đóng",
            "code.scroll.tooltip": "Shift+lăn chuột (hoặc lăn ngang) để cuộn dòng dài",
            "code.copied.code": "Đã sao chép code {platform}", "code.copied.json": "Đã sao chép JSON của spec",
            "code.copied.link": "Đã sao chép link chia sẻ",
            "code.describe.noIndicator": "Mở một indicator để xem code",
            "code.describe.problems": "{name} có lỗi: chưa có code cho đến khi sửa xong",
            "code.describe.indicator": "{name}: những gì khác mặc định",
            "code.describe.noDesign": "Chọn một mẫu để xem code",
            "code.describe.design": "{title}: các tùy chọn khác mặc định",
        ],
        .chineseSimplified: [
            "code.title": "代码", "code.copy": "复制", "code.copyJSON": "复制 JSON",
            "code.copyLink": "复制分享链接", "code.close": "关闭",
            "code.scroll.tooltip": "Shift+滚轮（或横向滚轮）可滚动长行",
            "code.copied.code": "已复制 {platform} 代码", "code.copied.json": "已复制 spec 的 JSON",
            "code.copied.link": "已复制分享链接",
            "code.describe.noIndicator": "打开一个指示器以查看其代码",
            "code.describe.problems": "{name} 有问题：修复后才会生成代码",
            "code.describe.indicator": "{name}：与默认值不同之处",
            "code.describe.noDesign": "选择一个样式以查看其代码",
            "code.describe.design": "{title}：与默认值不同的选项",
        ],
        .french: [
            "code.title": "Code", "code.copy": "Copier", "code.copyJSON": "Copier le JSON",
            "code.copyLink": "Copier le lien", "code.close": "Fermer",
            "code.scroll.tooltip": "Maj+molette (ou une molette latérale) fait défiler les longues lignes",
            "code.copied.code": "Code {platform} copié", "code.copied.json": "JSON de la spec copié",
            "code.copied.link": "Lien de partage copié",
            "code.describe.noIndicator": "Ouvrez un indicateur pour voir son code",
            "code.describe.problems": "{name} a des problèmes\u{00A0}: pas de code avant leur correction",
            "code.describe.indicator": "{name}\u{00A0}: ce qui diffère des valeurs par défaut",
            "code.describe.noDesign": "Sélectionnez un modèle pour voir son code",
            "code.describe.design": "{title}\u{00A0}: les options qui diffèrent des valeurs par défaut",
        ],
    ]
}
