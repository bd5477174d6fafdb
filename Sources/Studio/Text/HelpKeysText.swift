import Localization
import UI

/// The help's rows for keys the views handle themselves (the grids of Gallery and Progress, and
/// the controls), each with the keys it shows, built from key values in the help's language.
enum HelpKeysText {
    /// A row: the chip's keys and the title's key.
    struct Row: Sendable {
        let keys: Keys
        let title: Message
    }

    /// What a chip shows.
    enum Keys: Sendable {
        /// Text that names no key ("A–Z 0–9", the arrows).
        case literal(String)
        /// Shortcuts, each by its label, separated by spaces.
        case shortcuts([Shortcut])
        /// A modifier's name, then keys: "Shift PgUp PgDn".
        case modifierThen(Modifiers, [Key])

        /// The chip's text in `text`'s language.
        @MainActor func render(_ text: Localizer) -> String {
            switch self {
            case .literal(let literal): return literal
            case .shortcuts(let shortcuts): return shortcuts.map { KeyNameText.label($0, text) }.joined(separator: " ")
            case .modifierThen(let modifiers, let keys):
                return (KeyNameText.modifiers(modifiers, text) + keys.map { KeyNameText.key($0, text) })
                    .joined(separator: " ")
            }
        }
    }

    private static let arrows = Keys.literal("← → ↑ ↓")

    /// What Gallery and Progress do with keys of their own.
    static let gridRows: [Row] = [
        Row(keys: .literal("A–Z 0–9"), title: Message("help.grid.type")),
        Row(keys: arrows, title: Message("help.grid.move")),
        Row(
            keys: .shortcuts([Shortcut(.pageUp), Shortcut(.pageDown), Shortcut(.home), Shortcut(.end)]),
            title: Message("help.grid.page")),
        Row(keys: .shortcuts([Shortcut(.enter), Shortcut(.space)]), title: Message("help.grid.open")),
        Row(keys: .shortcuts([Shortcut(.character("e"), modifiers: .control)]), title: Message("help.grid.export")),
    ]

    /// What the focused control does with keys.
    static let controlRows: [Row] = [
        Row(
            keys: .shortcuts([Shortcut(.tab), Shortcut(.tab, modifiers: .shift)]), title: Message("help.control.next")),
        Row(keys: .shortcuts([Shortcut(.enter), Shortcut(.space)]), title: Message("help.control.press")),
        Row(keys: .shortcuts([Shortcut(.escape)]), title: Message("help.control.escape")),
        Row(keys: arrows, title: Message("help.control.step")),
        Row(keys: .modifierThen(.shift, [.pageUp, .pageDown]), title: Message("help.control.tenSteps")),
        Row(keys: .shortcuts([Shortcut(.home), Shortcut(.end)]), title: Message("help.control.ends")),
        Row(keys: arrows, title: Message("help.control.choices")),
        Row(keys: arrows, title: Message("help.control.divider")),
        Row(
            keys: .shortcuts([Shortcut(.home, modifiers: .control), Shortcut(.end, modifiers: .control)]),
            title: Message("help.control.scrollEnds")),
        Row(
            keys: .shortcuts([Shortcut(.character("a"), modifiers: .control)]), title: Message("help.control.selectAll")
        ),
    ]

    static let table: Catalogue.Table = [
        .english: [
            "help.grid.type": "Type to filter (Gallery, Progress)", "help.grid.move": "Move between the cards",
            "help.grid.page": "A page of cards; the first or last",
            "help.grid.open": "Open a card; in Progress, its options",
            "help.grid.export": "Export the selected design (Progress)",
            "help.control.next": "Next or previous control",
            "help.control.press": "Press the focused button or switch",
            "help.control.escape": "Close a dialog; undo typing in a field",
            "help.control.step": "Step a slider, segments or the timeline",
            "help.control.tenSteps": "Ten steps on a slider; a page in a panel",
            "help.control.ends": "A slider's or the segments' ends",
            "help.control.choices": "Move among colours, modes or choices",
            "help.control.divider": "Move the focused divider between panes (Shift: farther)",
            "help.control.scrollEnds": "Scroll a panel to its top or end",
            "help.control.selectAll": "Select all the text of a field",
            "help.lanes.delete": "Delete the selected keyframes",
            "help.lanes.copy": "Copy the selected keyframes, or the selected track, as JSON",
            "help.lanes.paste": "Paste keyframes at the playhead, or a track or part",
            "help.lanes.selectAll": "Select every keyframe of the selected track or part",
            "help.lanes.clearSelection": "Keep only the last keyframe clicked selected",
            "help.lanes.nudge": "Move the selected keyframes by one frame",
            "help.lanes.nudgeFar": "Move the selected keyframes by ten frames",
            "help.lanes.addToSelection": "Add a keyframe to the selection",
            "help.lanes.toggleSelection": "Add a keyframe to the selection or take it out",
            "help.lanes.rubberBand": "Select every keyframe a rectangle touches, across lanes",
            "help.lanes.scaleTime": "Scale the selected keyframes in time about the first",
            "help.gesture.click": "Click", "help.gesture.dragEmpty": "Drag on empty lane",
            "help.lanes.select": "Select the previous or next keyframe",
            "help.lanes.add": "Add a keyframe on a lane",
            "help.lanes.drag": "Move a keyframe in time, a graph handle in value",
            "help.lanes.dragFreely": "Drag without snapping; finer steps on the graph",
            "help.gesture.doubleClick": "Double-click", "help.gesture.drag": "Drag",
        ],
        .vietnamese: [
            "help.grid.type": "Gõ để lọc (Bộ sưu tập, Tiến độ)", "help.grid.move": "Di chuyển giữa các thẻ",
            "help.grid.page": "Một trang thẻ; thẻ đầu hoặc cuối",
            "help.grid.open": "Mở một thẻ; ở Tiến độ là các tùy chọn của nó",
            "help.grid.export": "Xuất mẫu đang chọn (Tiến độ)",
            "help.control.next": "Điều khiển kế tiếp hoặc trước đó",
            "help.control.press": "Nhấn nút hoặc công tắc đang được chọn",
            "help.control.escape": "Đóng hộp thoại; hoàn tác nội dung vừa gõ trong ô",
            "help.control.step": "Chỉnh thanh trượt, nhóm lựa chọn hoặc timeline",
            "help.control.tenSteps": "Mười bước trên thanh trượt; một trang trong bảng",
            "help.control.ends": "Hai đầu của thanh trượt hoặc nhóm lựa chọn",
            "help.control.choices": "Di chuyển giữa các màu, chế độ hoặc lựa chọn",
            "help.control.divider": "Dời đường chia khung đang chọn (Shift: xa hơn)",
            "help.control.scrollEnds": "Cuộn bảng lên đầu hoặc xuống cuối",
            "help.control.selectAll": "Chọn toàn bộ văn bản trong ô",
            "help.lanes.delete": "Xóa các keyframe đang chọn",
            "help.lanes.copy": "Sao chép các keyframe đang chọn, hoặc track đang chọn, dưới dạng JSON",
            "help.lanes.paste": "Dán keyframe tại đầu phát, hoặc một track hay một phần",
            "help.lanes.selectAll": "Chọn mọi keyframe của track hoặc phần đang chọn",
            "help.lanes.clearSelection": "Chỉ giữ keyframe vừa nhấp",
            "help.lanes.nudge": "Dời các keyframe đang chọn một khung hình",
            "help.lanes.nudgeFar": "Dời các keyframe đang chọn mười khung hình",
            "help.lanes.addToSelection": "Thêm một keyframe vào vùng chọn",
            "help.lanes.toggleSelection": "Thêm một keyframe vào vùng chọn hoặc bỏ nó ra",
            "help.lanes.rubberBand": "Chọn mọi keyframe mà hình chữ nhật chạm tới, qua nhiều làn",
            "help.lanes.scaleTime": "Co giãn thời gian các keyframe đang chọn quanh keyframe đầu",
            "help.gesture.click": "Nhấp", "help.gesture.dragEmpty": "Kéo trên chỗ trống của làn",
            "help.lanes.select": "Chọn keyframe trước hoặc sau", "help.lanes.add": "Thêm keyframe trên một làn",
            "help.lanes.drag": "Dời keyframe theo thời gian, điểm điều khiển của đồ thị theo giá trị",
            "help.lanes.dragFreely": "Kéo không bám; bước nhỏ hơn trên đồ thị",
            "help.gesture.doubleClick": "Nhấp đúp", "help.gesture.drag": "Kéo",
        ],
        .chineseSimplified: [
            "help.grid.type": "输入即可筛选（图库、进度）", "help.grid.move": "在卡片之间移动",
            "help.grid.page": "翻一页卡片；跳到第一张或最后一张", "help.grid.open": "打开卡片；在进度模式中打开其选项",
            "help.grid.export": "导出所选样式（进度）", "help.control.next": "下一个或上一个控件",
            "help.control.press": "按下当前聚焦的按钮或开关", "help.control.escape": "关闭对话框；撤销输入框中的输入",
            "help.control.step": "调节滑块、分段控件或时间轴", "help.control.tenSteps": "滑块一次调十步；面板中翻一页",
            "help.control.ends": "滑块或分段控件的两端", "help.control.choices": "在颜色、模式或选项之间移动",
            "help.control.divider": "移动当前聚焦的面板分隔线（Shift：移得更远）",
            "help.control.scrollEnds": "将面板滚动到顶部或底部", "help.control.selectAll": "全选输入框中的文本",
            "help.lanes.delete": "删除所选关键帧", "help.lanes.copy": "以 JSON 复制所选关键帧或所选轨道",
            "help.lanes.paste": "在播放头处粘贴关键帧，或粘贴轨道或部件",
            "help.lanes.selectAll": "选择所选轨道或部件的全部关键帧", "help.lanes.clearSelection": "只保留最后点击的关键帧",
            "help.lanes.nudge": "将所选关键帧移动一帧", "help.lanes.nudgeFar": "将所选关键帧移动十帧",
            "help.lanes.addToSelection": "将关键帧加入选择", "help.lanes.toggleSelection": "将关键帧加入选择或移出选择",
            "help.lanes.rubberBand": "框选矩形触及的全部关键帧（可跨轨道）",
            "help.lanes.scaleTime": "以第一个关键帧为基准在时间上缩放所选关键帧",
            "help.gesture.click": "单击", "help.gesture.dragEmpty": "在轨道空白处拖动",
            "help.lanes.select": "选择上一个或下一个关键帧",
            "help.lanes.add": "在轨道上添加关键帧", "help.lanes.drag": "在时间上移动关键帧，在数值上移动曲线手柄",
            "help.lanes.dragFreely": "拖动时不吸附；在曲线上步长更细",
            "help.gesture.doubleClick": "双击", "help.gesture.drag": "拖动",
        ],
        .french: [
            "help.grid.type": "Tapez pour filtrer (Galerie, Progression)",
            "help.grid.move": "Passer d’une carte à l’autre",
            "help.grid.page": "Une page de cartes\u{202F}; la première ou la dernière",
            "help.grid.open": "Ouvrir une carte\u{202F}; dans Progression, ses options",
            "help.grid.export": "Exporter le modèle sélectionné (Progression)",
            "help.control.next": "Contrôle suivant ou précédent",
            "help.control.press": "Activer le bouton ou l’interrupteur actif",
            "help.control.escape": "Fermer une boîte de dialogue\u{202F}; annuler la saisie d’un champ",
            "help.control.step": "Faire varier un curseur, des segments ou la timeline",
            "help.control.tenSteps": "Dix pas sur un curseur\u{202F}; une page dans un panneau",
            "help.control.ends": "Les extrémités d’un curseur ou des segments",
            "help.control.choices": "Passer d’une couleur, d’un mode ou d’un choix à l’autre",
            "help.control.divider": "Déplacer le séparateur actif entre les volets (Maj\u{00A0}: plus loin)",
            "help.control.scrollEnds": "Faire défiler un panneau jusqu’en haut ou en bas",
            "help.control.selectAll": "Sélectionner tout le texte d’un champ",
            "help.lanes.delete": "Supprimer les images clés sélectionnées",
            "help.lanes.copy": "Copier les images clés sélectionnées, ou la piste sélectionnée, en JSON",
            "help.lanes.paste": "Coller des images clés à la tête de lecture, ou une piste ou une partie",
            "help.lanes.selectAll": "Sélectionner toutes les images clés de la piste ou de la partie sélectionnée",
            "help.lanes.clearSelection": "Ne garder sélectionnée que la dernière image clé cliquée",
            "help.lanes.nudge": "Déplacer les images clés sélectionnées d’une image",
            "help.lanes.nudgeFar": "Déplacer les images clés sélectionnées de dix images",
            "help.lanes.addToSelection": "Ajouter une image clé à la sélection",
            "help.lanes.toggleSelection": "Ajouter une image clé à la sélection ou l’en retirer",
            "help.lanes.rubberBand": "Sélectionner les images clés touchées par un rectangle, sur plusieurs pistes",
            "help.lanes.scaleTime": "Étirer dans le temps les images clés sélectionnées depuis la première",
            "help.gesture.click": "Clic", "help.gesture.dragEmpty": "Glisser sur une piste vide",
            "help.lanes.select": "Sélectionner l’image clé précédente ou suivante",
            "help.lanes.add": "Ajouter une image clé sur une piste",
            "help.lanes.drag": "Déplacer une image clé dans le temps, une poignée du graphe en valeur",
            "help.lanes.dragFreely": "Glisser sans aimantation\u{202F}; pas plus fins sur le graphe",
            "help.gesture.doubleClick": "Double-clic", "help.gesture.drag": "Glisser",
        ],
    ]
}
