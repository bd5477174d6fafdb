import Localization
import StudioCommandLine

/// The shortcut help (F1): its title, sections and footnote, and the title of each shortcut the
/// studio registers (the registry holds the message's key; the help renders it, and merges the
/// shortcuts that share a key, such as Left and Right).
enum HelpText {
    static let title = Message("help.title")
    static let close = Message("help.close")
    static let footnote = Message("help.footnote")

    /// Where shortcuts work: the help's sections, in the order shown.
    enum Section: String, CaseIterable {
        case everywhere, editor, lanes, galleryAndProgress, skeleton, scenes, controls
        var title: Message { Message("help.section.\(rawValue)") }
    }

    /// The titles of the registered shortcuts, by key.
    enum Shortcut: String, CaseIterable {
        case showShortcuts, theme, open, new, source, wrap, lanes, onionSkin, tabTune, tabDesign, tabCheck, play,
            stepFrame,
            stepTenth
        case start, speed, freeze, loop, skeleton, undo, redo, save, saveAs, export, code, filter, quit, paste
        case modeGallery, modeEditor, modeProgress, modeSkeleton, modeScenes
        /// The key the shortcut registry holds.
        var key: String { "help.shortcut.\(rawValue)" }
        static func mode(_ mode: StudioMode) -> HelpText.Shortcut {
            switch mode {
            case .gallery: .modeGallery
            case .editor: .modeEditor
            case .progress: .modeProgress
            case .skeleton: .modeSkeleton
            case .scenes: .modeScenes
            }
        }
    }

    static let table: Catalogue.Table = [
        .english: [
            "help.title": "Keyboard", "help.close": "Esc to close",
            "help.footnote":
                "Single keys other than ? and / work in the Editor, Skeleton and Scenes; in Gallery and Progress, letters and digits type into the filter.",
            "help.section.everywhere": "Everywhere", "help.section.editor": "Editor",
            "help.section.lanes": "Keyframe lanes", "help.section.galleryAndProgress": "Gallery and Progress",
            "help.section.skeleton": "Skeleton", "help.section.scenes": "Scenes",
            "help.section.controls": "Controls",
            "help.shortcut.showShortcuts": "Show the shortcuts", "help.shortcut.theme": "Light or dark theme",
            "help.shortcut.open": "Open a file or folder", "help.shortcut.new": "New spec (blank or a copy)",
            "help.shortcut.source": "Show or hide the source pane",
            "help.shortcut.wrap": "Wrap long lines in the source pane",
            "help.shortcut.lanes": "Show or hide the keyframe lanes",
            "help.shortcut.onionSkin": "Show or hide the onion skin in the preview",
            "help.shortcut.tabTune": "The inspector's Tune tab",
            "help.shortcut.tabDesign": "The inspector's Design tab",
            "help.shortcut.tabCheck": "The inspector's Check tab",
            "help.shortcut.play": "Play or pause", "help.shortcut.stepFrame": "Step one frame",
            "help.shortcut.stepTenth": "Step a tenth of a cycle", "help.shortcut.start": "Go to the start",
            "help.shortcut.speed": "Halve or double the speed", "help.shortcut.freeze": "Freeze on this frame",
            "help.shortcut.loop": "Loop in and out points", "help.shortcut.skeleton": "Show or hide the skeleton",
            "help.shortcut.undo": "Undo", "help.shortcut.redo": "Redo",
            "help.shortcut.save": "Save the text, or the tuned params, to the file",
            "help.shortcut.saveAs": "Save as a new file", "help.shortcut.export": "Export",
            "help.shortcut.code": "Code for a platform (Editor, Progress)",
            "help.shortcut.filter": "Filter the gallery or the progress designs", "help.shortcut.quit": "Quit",
            "help.shortcut.paste": "Open a share link or spec JSON from the clipboard (Gallery)",
            "help.shortcut.modeGallery": "Gallery mode", "help.shortcut.modeEditor": "Editor mode",
            "help.shortcut.modeProgress": "Progress mode", "help.shortcut.modeSkeleton": "Skeleton mode",
            "help.shortcut.modeScenes": "Scenes mode",
        ],
        .vietnamese: [
            "help.title": "Phím tắt", "help.close": "Esc để đóng",
            "help.footnote":
                "Các phím đơn (trừ ? và /) dùng trong Chỉnh sửa, Skeleton và Cảnh; ở Bộ sưu tập và Tiến độ, chữ và số được gõ vào ô lọc.",
            "help.section.everywhere": "Mọi nơi", "help.section.editor": "Chỉnh sửa",
            "help.section.lanes": "Làn keyframe", "help.section.galleryAndProgress": "Bộ sưu tập và Tiến độ",
            "help.section.skeleton": "Skeleton", "help.section.scenes": "Cảnh",
            "help.section.controls": "Điều khiển",
            "help.shortcut.showShortcuts": "Hiện phím tắt", "help.shortcut.theme": "Giao diện sáng hoặc tối",
            "help.shortcut.open": "Mở tệp hoặc thư mục", "help.shortcut.new": "Spec mới (trống hoặc bản sao)",
            "help.shortcut.source": "Hiện hoặc ẩn khung mã nguồn",
            "help.shortcut.wrap": "Ngắt dòng dài trong khung mã nguồn",
            "help.shortcut.lanes": "Hiện hoặc ẩn các làn keyframe",
            "help.shortcut.onionSkin": "Hiện hoặc ẩn onion skin trong bản xem trước",
            "help.shortcut.tabTune": "Thẻ Tinh chỉnh của inspector",
            "help.shortcut.tabDesign": "Thẻ Thiết kế của inspector",
            "help.shortcut.tabCheck": "Thẻ Kiểm tra của inspector",
            "help.shortcut.play": "Chạy hoặc tạm dừng", "help.shortcut.stepFrame": "Lùi hoặc tiến một frame",
            "help.shortcut.stepTenth": "Lùi hoặc tiến một phần mười cycle", "help.shortcut.start": "Về đầu",
            "help.shortcut.speed": "Giảm một nửa hoặc tăng gấp đôi tốc độ",
            "help.shortcut.freeze": "Dừng ở frame này", "help.shortcut.loop": "Điểm đầu và điểm cuối vòng lặp",
            "help.shortcut.skeleton": "Hiện hoặc ẩn skeleton", "help.shortcut.undo": "Hoàn tác",
            "help.shortcut.redo": "Làm lại", "help.shortcut.save": "Lưu văn bản, hoặc các params đã chỉnh, vào tệp",
            "help.shortcut.saveAs": "Lưu thành tệp mới", "help.shortcut.export": "Xuất",
            "help.shortcut.code": "Code cho một nền tảng (Chỉnh sửa, Tiến độ)",
            "help.shortcut.filter": "Lọc bộ sưu tập hoặc các mẫu progress", "help.shortcut.quit": "Thoát",
            "help.shortcut.paste": "Mở link chia sẻ hoặc JSON của spec từ clipboard (Bộ sưu tập)",
            "help.shortcut.modeGallery": "Chế độ Bộ sưu tập", "help.shortcut.modeEditor": "Chế độ Chỉnh sửa",
            "help.shortcut.modeProgress": "Chế độ Tiến độ", "help.shortcut.modeSkeleton": "Chế độ Skeleton",
            "help.shortcut.modeScenes": "Chế độ Cảnh",
        ],
        .chineseSimplified: [
            "help.title": "键盘快捷键", "help.close": "按 Esc 关闭",
            "help.footnote": "除 ? 和 / 外，单个按键只在编辑器、骨架屏和场景中生效；在图库和进度模式中，字母和数字会输入到筛选框。",
            "help.section.everywhere": "全局", "help.section.editor": "编辑器", "help.section.lanes": "关键帧轨道",
            "help.section.galleryAndProgress": "图库和进度", "help.section.skeleton": "骨架屏", "help.section.scenes": "场景",
            "help.section.controls": "控件",
            "help.shortcut.showShortcuts": "显示快捷键", "help.shortcut.theme": "浅色或深色主题",
            "help.shortcut.open": "打开文件或文件夹", "help.shortcut.new": "新建 spec（空白或副本）",
            "help.shortcut.source": "显示或隐藏源码面板", "help.shortcut.wrap": "源码面板中长行自动换行",
            "help.shortcut.lanes": "显示或隐藏关键帧轨道", "help.shortcut.onionSkin": "在预览中显示或隐藏洋葱皮",
            "help.shortcut.tabTune": "检查器的“调整”标签页",
            "help.shortcut.tabDesign": "检查器的“设计”标签页", "help.shortcut.tabCheck": "检查器的“检查”标签页",
            "help.shortcut.play": "播放或暂停",
            "help.shortcut.stepFrame": "前进或后退一帧", "help.shortcut.stepTenth": "前进或后退十分之一周期",
            "help.shortcut.start": "回到开头", "help.shortcut.speed": "速度减半或加倍",
            "help.shortcut.freeze": "定格在这一帧", "help.shortcut.loop": "循环的入点和出点",
            "help.shortcut.skeleton": "显示或隐藏骨架屏", "help.shortcut.undo": "撤销", "help.shortcut.redo": "重做",
            "help.shortcut.save": "将文本或调整后的 params 保存到文件", "help.shortcut.saveAs": "另存为新文件",
            "help.shortcut.export": "导出", "help.shortcut.code": "某个平台的代码（编辑器、进度）",
            "help.shortcut.filter": "筛选图库或进度样式", "help.shortcut.quit": "退出",
            "help.shortcut.paste": "从剪贴板打开分享链接或 spec JSON（图库）",
            "help.shortcut.modeGallery": "图库模式", "help.shortcut.modeEditor": "编辑器模式",
            "help.shortcut.modeProgress": "进度模式", "help.shortcut.modeSkeleton": "骨架屏模式",
            "help.shortcut.modeScenes": "场景模式",
        ],
        .french: [
            "help.title": "Clavier", "help.close": "Échap pour fermer",
            "help.footnote":
                "Les touches seules (sauf «\u{00A0}?\u{00A0}» et «\u{00A0}/\u{00A0}») agissent dans l’Éditeur, Squelette et Scènes\u{202F}; dans Galerie et Progression, lettres et chiffres vont dans le filtre.",
            "help.section.everywhere": "Partout", "help.section.editor": "Éditeur",
            "help.section.lanes": "Pistes d’images clés", "help.section.galleryAndProgress": "Galerie et Progression",
            "help.section.skeleton": "Squelette", "help.section.scenes": "Scènes",
            "help.section.controls": "Contrôles",
            "help.shortcut.showShortcuts": "Afficher les raccourcis", "help.shortcut.theme": "Thème clair ou sombre",
            "help.shortcut.open": "Ouvrir un fichier ou un dossier",
            "help.shortcut.new": "Nouvelle spec (vide ou copie)",
            "help.shortcut.source": "Afficher ou masquer le volet source",
            "help.shortcut.wrap": "Renvoyer les longues lignes du volet source",
            "help.shortcut.lanes": "Afficher ou masquer les pistes d’images clés",
            "help.shortcut.onionSkin": "Afficher ou masquer la pelure d’oignon de l’aperçu",
            "help.shortcut.tabTune": "L’onglet Réglages de l’inspecteur",
            "help.shortcut.tabDesign": "L’onglet Conception de l’inspecteur",
            "help.shortcut.tabCheck": "L’onglet Vérifier de l’inspecteur",
            "help.shortcut.play": "Lecture ou pause", "help.shortcut.stepFrame": "Avancer ou reculer d’une image",
            "help.shortcut.stepTenth": "Avancer ou reculer d’un dixième de cycle",
            "help.shortcut.start": "Aller au début", "help.shortcut.speed": "Diviser ou doubler la vitesse",
            "help.shortcut.freeze": "Figer sur cette image",
            "help.shortcut.loop": "Points d’entrée et de sortie de la boucle",
            "help.shortcut.skeleton": "Afficher ou masquer le squelette", "help.shortcut.undo": "Annuler",
            "help.shortcut.redo": "Rétablir",
            "help.shortcut.save": "Enregistrer le texte, ou les params réglés, dans le fichier",
            "help.shortcut.saveAs": "Enregistrer sous un nouveau fichier", "help.shortcut.export": "Exporter",
            "help.shortcut.code": "Code pour une plateforme (Éditeur, Progression)",
            "help.shortcut.filter": "Filtrer la galerie ou les modèles de progression",
            "help.shortcut.quit": "Quitter",
            "help.shortcut.paste": "Ouvrir un lien de partage ou le JSON d’une spec du presse-papiers (Galerie)",
            "help.shortcut.modeGallery": "Mode Galerie", "help.shortcut.modeEditor": "Mode Éditeur",
            "help.shortcut.modeProgress": "Mode Progression", "help.shortcut.modeSkeleton": "Mode Squelette",
            "help.shortcut.modeScenes": "Mode Scènes",
        ],
    ]
}
