import Localization
import StudioCommandLine

/// The texts of the Skeleton mode: the inspector's sections, controls and tooltips, the debug
/// tree's notes, and the mock app screen's content (its stories, paragraphs and list rows).
enum SkeletonText {
    static let title = Message("skeleton.title")
    static let show = Message("skeleton.show")
    static let hide = Message("skeleton.hide")
    static let showTooltip = Message("skeleton.show.tooltip")
    static let transitionNone = Message("skeleton.transition.none")
    static let crossfade = Message("skeleton.transition.crossfade")

    enum Section: CaseIterable {
        case transition, look, direction, colour, bones, time, debug
        var title: Message {
            switch self {
            case .transition: Message("skeleton.section.transition")
            case .look: Message("skeleton.section.look")
            case .direction: Message("skeleton.section.direction")
            case .colour: Message("skeleton.section.colour")
            case .bones: Message("skeleton.section.bones")
            case .time: Message("skeleton.section.time")
            case .debug: Message("skeleton.section.debug")
            }
        }
    }

    /// The labels of the rows with a slider.
    enum Field: CaseIterable {
        case duration, delay, cornerRadius, lastLine, lineRadius, lineSpacing, lineHeight, padding, time
        var title: Message {
            switch self {
            case .duration: Message("skeleton.field.duration")
            case .delay: Message("skeleton.field.delay")
            case .cornerRadius: Message("skeleton.field.cornerRadius")
            case .lastLine: Message("skeleton.field.lastLine")
            case .lineRadius: Message("skeleton.field.lineRadius")
            case .lineSpacing: Message("skeleton.field.lineSpacing")
            case .lineHeight: Message("skeleton.field.lineHeight")
            case .padding: Message("skeleton.field.padding")
            case .time: Message("skeleton.field.time")
            }
        }
    }

    /// A look's segment title.
    static func look(_ look: SkeletonLook) -> Message {
        switch look {
        case .solid: Message("skeleton.look.solid")
        case .gradient: Message("skeleton.look.gradient")
        case .pulse: Message("skeleton.look.pulse")
        case .sliding: Message("skeleton.look.sliding")
        case .shimmer: Message("skeleton.look.shimmer")
        }
    }

    /// The directions' titles, in `GradientDirection.allCases` order.
    static let directions = [
        Message("skeleton.direction.leftRight"), Message("skeleton.direction.rightLeft"),
        Message("skeleton.direction.topBottom"), Message("skeleton.direction.bottomTop"),
        Message("skeleton.direction.topLeftBottomRight"), Message("skeleton.direction.bottomRightTopLeft"),
    ]

    static let themeDefault = Message("skeleton.themeDefault")
    static let followText = Message("skeleton.followText")
    static let followTextTooltip = Message("skeleton.followText.tooltip")
    static let freeze = Message("skeleton.freeze")
    static let debugTree = Message("skeleton.debugTree")
    static let debugTreeTooltip = Message("skeleton.debugTree.tooltip")
    /// "… 12 more lines on stderr", under the debug tree's first lines.
    static func moreLines(_ count: Int) -> Message { Message("skeleton.debug.more", ["count": .count(count)]) }
    /// The toast after the debug tree was printed.
    static func debugToast(_ count: Int) -> Message { Message("skeleton.debug.toast", ["count": .count(count)]) }

    /// The mock screen: a story's title and reading time, the body's five runs, the button, the
    /// field's placeholder and a list row.
    static func story(_ number: Int) -> Message { Message("skeleton.mock.story", ["number": .count(number)]) }
    static func minutes(_ minutes: Int) -> Message { Message("skeleton.mock.minutes", ["count": .count(minutes)]) }
    static let body = [
        Message("skeleton.mock.body1"), Message("skeleton.mock.body2"), Message("skeleton.mock.body3"),
        Message("skeleton.mock.body4"), Message("skeleton.mock.body5"),
    ]
    static let open = Message("skeleton.mock.open")
    static let comment = Message("skeleton.mock.comment")
    static func item(_ number: Int) -> Message { Message("skeleton.mock.item", ["number": .count(number)]) }

    static let table: Catalogue.Table = [
        .english: [
            "skeleton.title": "Skeleton", "skeleton.show": "Show skeleton", "skeleton.hide": "Hide skeleton",
            "skeleton.show.tooltip": "Show the skeleton in place of the content, or the content again",
            "skeleton.transition.none": "None", "skeleton.transition.crossfade": "Crossfade",
            "skeleton.section.transition": "TRANSITION", "skeleton.section.look": "LOOK",
            "skeleton.section.direction": "DIRECTION", "skeleton.section.colour": "COLOUR",
            "skeleton.section.bones": "BONES AND LINES", "skeleton.section.time": "SKELETON TIME",
            "skeleton.section.debug": "DEBUG",
            "skeleton.field.duration": "Duration", "skeleton.field.delay": "Delay",
            "skeleton.field.cornerRadius": "Corner radius", "skeleton.field.lastLine": "Last line %",
            "skeleton.field.lineRadius": "Line radius", "skeleton.field.lineSpacing": "Line spacing",
            "skeleton.field.lineHeight": "Line height", "skeleton.field.padding": "Padding",
            "skeleton.field.time": "Time (s)",
            "skeleton.look.solid": "Solid", "skeleton.look.gradient": "Gradient", "skeleton.look.pulse": "Pulse",
            "skeleton.look.sliding": "Sliding", "skeleton.look.shimmer": "Shimmer",
            "skeleton.direction.leftRight": "left-right", "skeleton.direction.rightLeft": "right-left",
            "skeleton.direction.topBottom": "top-bottom", "skeleton.direction.bottomTop": "bottom-top",
            "skeleton.direction.topLeftBottomRight": "TL-BR", "skeleton.direction.bottomRightTopLeft": "BR-TL",
            "skeleton.themeDefault": "Theme default", "skeleton.followText": "Lines follow the real text",
            "skeleton.followText.tooltip": "On: bars where the text's lines are. Off: SkeletonView's line formulas",
            "skeleton.freeze": "Freeze at the time below", "skeleton.debugTree": "Show debug tree",
            "skeleton.debugTree.tooltip":
                "Show the skeleton tree under this button (a copy goes to stderr, for tests and scripts)",
            "skeleton.debug.more": "… {count, plural, one {# more line} other {# more lines}} on stderr",
            "skeleton.debug.toast":
                "Skeleton debug tree: {count, plural, one {# line} other {# lines}}, shown under its button (and on stderr)",
            "skeleton.mock.story": "Story {number} ", "skeleton.mock.minutes": "· {count} min",
            "skeleton.mock.body1": "Loading indicators should feel ", "skeleton.mock.body2": "calm",
            "skeleton.mock.body3": " and exact; this card shows how a skeleton covers ",
            "skeleton.mock.body4": "rich text", "skeleton.mock.body5": " that wraps over several lines.",
            "skeleton.mock.open": "Open", "skeleton.mock.comment": "Write a comment",
            "skeleton.mock.item": "Item {number}",
        ],
        .vietnamese: [
            "skeleton.title": "Skeleton", "skeleton.show": "Hiện skeleton", "skeleton.hide": "Ẩn skeleton",
            "skeleton.show.tooltip": "Hiện skeleton thay cho nội dung, hoặc hiện lại nội dung",
            "skeleton.transition.none": "Không", "skeleton.transition.crossfade": "Hòa mờ",
            "skeleton.section.transition": "CHUYỂN CẢNH", "skeleton.section.look": "KIỂU",
            "skeleton.section.direction": "HƯỚNG", "skeleton.section.colour": "MÀU",
            "skeleton.section.bones": "KHỐI VÀ DÒNG", "skeleton.section.time": "THỜI GIAN SKELETON",
            "skeleton.section.debug": "GỠ LỖI",
            "skeleton.field.duration": "Thời lượng", "skeleton.field.delay": "Độ trễ",
            "skeleton.field.cornerRadius": "Bo góc", "skeleton.field.lastLine": "Dòng cuối %",
            "skeleton.field.lineRadius": "Bo dòng", "skeleton.field.lineSpacing": "Giãn dòng",
            "skeleton.field.lineHeight": "Cao dòng", "skeleton.field.padding": "Lề trong",
            "skeleton.field.time": "Thời điểm (s)",
            "skeleton.look.solid": "Đơn sắc", "skeleton.look.gradient": "Gradient", "skeleton.look.pulse": "Nhịp",
            "skeleton.look.sliding": "Trượt", "skeleton.look.shimmer": "Lấp lánh",
            "skeleton.direction.leftRight": "trái-phải", "skeleton.direction.rightLeft": "phải-trái",
            "skeleton.direction.topBottom": "trên-dưới", "skeleton.direction.bottomTop": "dưới-trên",
            "skeleton.direction.topLeftBottomRight": "chéo xuống", "skeleton.direction.bottomRightTopLeft": "chéo lên",
            "skeleton.themeDefault": "Mặc định của giao diện", "skeleton.followText": "Dòng theo văn bản thật",
            "skeleton.followText.tooltip": "Bật: thanh nằm đúng các dòng chữ. Tắt: công thức dòng của SkeletonView",
            "skeleton.freeze": "Dừng ở thời điểm bên dưới", "skeleton.debugTree": "Hiện cây gỡ lỗi",
            "skeleton.debugTree.tooltip":
                "Hiện cây skeleton dưới nút này (một bản sao ra stderr, cho test và script)",
            "skeleton.debug.more": "… còn {count, plural, other {# dòng}} trong stderr",
            "skeleton.debug.toast":
                "Cây gỡ lỗi skeleton: {count, plural, other {# dòng}}, hiện dưới nút của nó (và trong stderr)",
            "skeleton.mock.story": "Bài {number} ", "skeleton.mock.minutes": "· {count} phút",
            "skeleton.mock.body1": "Indicator tải nên tạo cảm giác ", "skeleton.mock.body2": "nhẹ nhàng",
            "skeleton.mock.body3": " và chính xác; thẻ này cho thấy skeleton phủ lên ",
            "skeleton.mock.body4": "văn bản định dạng", "skeleton.mock.body5": " trải dài nhiều dòng ra sao.",
            "skeleton.mock.open": "Mở", "skeleton.mock.comment": "Viết bình luận",
            "skeleton.mock.item": "Mục {number}",
        ],
        .chineseSimplified: [
            "skeleton.title": "骨架屏", "skeleton.show": "显示骨架屏", "skeleton.hide": "隐藏骨架屏",
            "skeleton.show.tooltip": "用骨架屏替换内容，或重新显示内容",
            "skeleton.transition.none": "无", "skeleton.transition.crossfade": "交叉淡化",
            "skeleton.section.transition": "过渡", "skeleton.section.look": "样式",
            "skeleton.section.direction": "方向", "skeleton.section.colour": "颜色",
            "skeleton.section.bones": "骨块和文本行", "skeleton.section.time": "骨架屏时间",
            "skeleton.section.debug": "调试",
            "skeleton.field.duration": "时长", "skeleton.field.delay": "延迟",
            "skeleton.field.cornerRadius": "圆角", "skeleton.field.lastLine": "末行 %",
            "skeleton.field.lineRadius": "行圆角", "skeleton.field.lineSpacing": "行间距",
            "skeleton.field.lineHeight": "行高", "skeleton.field.padding": "内边距",
            "skeleton.field.time": "时间 (s)",
            "skeleton.look.solid": "纯色", "skeleton.look.gradient": "渐变", "skeleton.look.pulse": "脉冲",
            "skeleton.look.sliding": "滑动", "skeleton.look.shimmer": "闪光",
            "skeleton.direction.leftRight": "左到右", "skeleton.direction.rightLeft": "右到左",
            "skeleton.direction.topBottom": "上到下", "skeleton.direction.bottomTop": "下到上",
            "skeleton.direction.topLeftBottomRight": "左上到右下", "skeleton.direction.bottomRightTopLeft": "右下到左上",
            "skeleton.themeDefault": "主题默认", "skeleton.followText": "文本行跟随真实文本",
            "skeleton.followText.tooltip": "开：色条位于文本的各行。关：使用 SkeletonView 的行公式",
            "skeleton.freeze": "定格在下方的时间", "skeleton.debugTree": "显示调试树",
            "skeleton.debugTree.tooltip": "在此按钮下显示骨架屏树（副本输出到 stderr，供测试和脚本使用）",
            "skeleton.debug.more": "… stderr 中还有 {count, plural, other {# 行}}",
            "skeleton.debug.toast": "骨架屏调试树：{count, plural, other {# 行}}，显示在其按钮下方（并输出到 stderr）",
            "skeleton.mock.story": "故事 {number} ", "skeleton.mock.minutes": "· {count} 分钟",
            "skeleton.mock.body1": "加载指示器应当给人", "skeleton.mock.body2": "平静",
            "skeleton.mock.body3": "而精确的感觉；这张卡片展示骨架屏如何覆盖",
            "skeleton.mock.body4": "富文本", "skeleton.mock.body5": "，即使它换行为多行。",
            "skeleton.mock.open": "打开", "skeleton.mock.comment": "写评论",
            "skeleton.mock.item": "项目 {number}",
        ],
        .french: [
            "skeleton.title": "Squelette", "skeleton.show": "Afficher le squelette",
            "skeleton.hide": "Masquer le squelette",
            "skeleton.show.tooltip": "Afficher le squelette à la place du contenu, ou de nouveau le contenu",
            "skeleton.transition.none": "Aucune", "skeleton.transition.crossfade": "Fondu enchaîné",
            "skeleton.section.transition": "TRANSITION", "skeleton.section.look": "STYLE",
            "skeleton.section.direction": "DIRECTION", "skeleton.section.colour": "COULEUR",
            "skeleton.section.bones": "BLOCS ET LIGNES", "skeleton.section.time": "TEMPS DU SQUELETTE",
            "skeleton.section.debug": "DÉBOGAGE",
            "skeleton.field.duration": "Durée", "skeleton.field.delay": "Délai",
            "skeleton.field.cornerRadius": "Rayon d’angle", "skeleton.field.lastLine": "Dern. ligne %",
            "skeleton.field.lineRadius": "Rayon ligne", "skeleton.field.lineSpacing": "Interligne",
            "skeleton.field.lineHeight": "Haut. ligne", "skeleton.field.padding": "Marge int.",
            "skeleton.field.time": "Temps (s)",
            "skeleton.look.solid": "Uni", "skeleton.look.gradient": "Dégradé", "skeleton.look.pulse": "Pulsation",
            "skeleton.look.sliding": "Glissant", "skeleton.look.shimmer": "Reflet",
            "skeleton.direction.leftRight": "gauche-droite", "skeleton.direction.rightLeft": "droite-gauche",
            "skeleton.direction.topBottom": "haut-bas", "skeleton.direction.bottomTop": "bas-haut",
            "skeleton.direction.topLeftBottomRight": "HG-BD", "skeleton.direction.bottomRightTopLeft": "BD-HG",
            "skeleton.themeDefault": "Couleur du thème", "skeleton.followText": "Lignes selon le vrai texte",
            "skeleton.followText.tooltip":
                "Activé\u{00A0}: barres sur les lignes du texte. Désactivé\u{00A0}: formules de lignes de SkeletonView",
            "skeleton.freeze": "Figer au temps ci-dessous", "skeleton.debugTree": "Afficher l’arbre de débogage",
            "skeleton.debugTree.tooltip":
                "Afficher l’arbre du squelette sous ce bouton (une copie va sur stderr, pour les tests et les scripts)",
            "skeleton.debug.more": "… {count, plural, one {# ligne de plus} other {# lignes de plus}} sur stderr",
            "skeleton.debug.toast":
                "Arbre de débogage du squelette\u{00A0}: {count, plural, one {# ligne} other {# lignes}}, affiché sous son bouton (et sur stderr)",
            "skeleton.mock.story": "Article {number} ", "skeleton.mock.minutes": "· {count}\u{00A0}min",
            "skeleton.mock.body1": "Un indicateur de chargement doit paraître ", "skeleton.mock.body2": "calme",
            "skeleton.mock.body3": " et précis\u{202F}; cette carte montre comment un squelette couvre du ",
            "skeleton.mock.body4": "texte enrichi", "skeleton.mock.body5": " réparti sur plusieurs lignes.",
            "skeleton.mock.open": "Ouvrir", "skeleton.mock.comment": "Écrire un commentaire",
            "skeleton.mock.item": "Élément {number}",
        ],
    ]
}
