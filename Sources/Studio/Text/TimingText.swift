import Localization

/// The texts of timing edits at scale in the keyframe lanes: the selection's header (its count,
/// Time and Values scales, Easing, Reverse, Loop), the group edits' undo names and the
/// clipboard's toasts.
enum TimingText {
    static let moveStep = Message("timing.step.move")
    static let scaleTimeStep = Message("timing.step.scaleTime")
    static let offsetValuesStep = Message("timing.step.offsetValues")
    static let scaleValuesStep = Message("timing.step.scaleValues")
    static let easingStep = Message("timing.step.easing")
    static let reverseStep = Message("timing.step.reverse")
    static let loopStep = Message("timing.step.loop")
    static let deleteStep = Message("timing.step.delete")
    static let pasteKeyframesStep = Message("timing.step.pasteKeyframes")
    static let pasteTrackStep = Message("timing.step.pasteTrack")
    static let pastePartStep = Message("timing.step.pastePart")

    static func copiedKeyframes(_ count: Int) -> Message { Message("timing.copied", ["count": .count(count)]) }
    static let copiedTrack = Message("timing.copiedTrack")
    static let copiedPart = Message("timing.copiedPart")
    static let selectTrackToPaste = Message("timing.selectTrack")
    static func clipboardUnreadable(_ problem: String) -> Message {
        Message("timing.clipboard", ["problem": .text(problem)])
    }

    static func selected(_ count: Int) -> Message { Message("timing.selected", ["count": .count(count)]) }
    static let time = Message("timing.time")
    static let values = Message("timing.values")
    static let easing = Message("timing.easing")
    static let reverse = Message("timing.reverse")
    static let loop = Message("timing.loop")
    static let timeTip = Message("timing.time.tip")
    static let valuesTip = Message("timing.values.tip")
    static let easingTip = Message("timing.easing.tip")
    static let reverseTip = Message("timing.reverse.tip")
    static let loopTip = Message("timing.loop.tip")
    static let typePercent = Message("timing.typePercent")
    static let aboutFirst = Message("timing.aboutFirst")
    static let aboutPlayhead = Message("timing.aboutPlayhead")

    static let table: Catalogue.Table = [
        .english: [
            "timing.step.move": "Move keyframes", "timing.step.scaleTime": "Scale keyframes in time",
            "timing.step.offsetValues": "Offset keyframe values", "timing.step.scaleValues": "Scale keyframe values",
            "timing.step.easing": "Apply easing to keyframes", "timing.step.reverse": "Reverse keyframes",
            "timing.step.loop": "Make loop", "timing.step.delete": "Delete keyframes",
            "timing.step.pasteKeyframes": "Paste keyframes", "timing.step.pasteTrack": "Paste track",
            "timing.step.pastePart": "Paste part",
            "timing.copied": "{count, plural, one {Copied # keyframe as JSON} other {Copied # keyframes as JSON}}",
            "timing.copiedTrack": "Copied the track as JSON", "timing.copiedPart": "Copied the part as JSON",
            "timing.selectTrack": "Select a track to paste the keyframes on",
            "timing.clipboard": "The clipboard holds no keyframes, track or part: {problem}",
            "timing.selected": "{count, plural, one {# keyframe} other {# keyframes}}",
            "timing.time": "Time", "timing.values": "Values", "timing.easing": "Easing",
            "timing.reverse": "Reverse", "timing.loop": "Loop",
            "timing.time.tip": "Scale the selected keyframes in time about the first: type a percentage (80, 200)",
            "timing.values.tip": "Scale the selected values of each track about their mean: type a percentage",
            "timing.easing.tip": "Ease every segment between two selected keyframes",
            "timing.reverse.tip": "Mirror the selected keyframes in time",
            "timing.loop.tip": "Set each selected track's last value to its first",
            "timing.typePercent": "Type a percentage above 0, such as 80 or 200",
            "timing.aboutFirst": "about the first", "timing.aboutPlayhead": "about the playhead",
        ],
        .vietnamese: [
            "timing.step.move": "Dời keyframe", "timing.step.scaleTime": "Co giãn thời gian keyframe",
            "timing.step.offsetValues": "Dịch giá trị keyframe", "timing.step.scaleValues": "Co giãn giá trị keyframe",
            "timing.step.easing": "Áp dụng easing cho keyframe", "timing.step.reverse": "Đảo ngược keyframe",
            "timing.step.loop": "Tạo vòng lặp", "timing.step.delete": "Xóa keyframe",
            "timing.step.pasteKeyframes": "Dán keyframe", "timing.step.pasteTrack": "Dán track",
            "timing.step.pastePart": "Dán phần",
            "timing.copied": "{count, plural, other {Đã sao chép # keyframe dưới dạng JSON}}",
            "timing.copiedTrack": "Đã sao chép track dưới dạng JSON",
            "timing.copiedPart": "Đã sao chép phần dưới dạng JSON",
            "timing.selectTrack": "Chọn một track để dán keyframe vào",
            "timing.clipboard": "Bộ nhớ tạm không chứa keyframe, track hay phần nào: {problem}",
            "timing.selected": "{count, plural, other {# keyframe}}",
            "timing.time": "Thời gian", "timing.values": "Giá trị", "timing.easing": "Easing",
            "timing.reverse": "Đảo ngược", "timing.loop": "Lặp",
            "timing.time.tip": "Co giãn thời gian các keyframe đang chọn quanh keyframe đầu: gõ phần trăm (80, 200)",
            "timing.values.tip": "Co giãn giá trị đang chọn của mỗi track quanh trung bình của chúng: gõ phần trăm",
            "timing.easing.tip": "Áp easing cho mọi đoạn giữa hai keyframe đang chọn",
            "timing.reverse.tip": "Lật các keyframe đang chọn theo thời gian",
            "timing.loop.tip": "Đặt giá trị cuối của mỗi track đang chọn bằng giá trị đầu",
            "timing.typePercent": "Gõ một phần trăm lớn hơn 0, như 80 hoặc 200",
            "timing.aboutFirst": "quanh keyframe đầu", "timing.aboutPlayhead": "quanh đầu phát",
        ],
        .chineseSimplified: [
            "timing.step.move": "移动关键帧", "timing.step.scaleTime": "在时间上缩放关键帧",
            "timing.step.offsetValues": "偏移关键帧数值", "timing.step.scaleValues": "缩放关键帧数值",
            "timing.step.easing": "为关键帧应用缓动", "timing.step.reverse": "反转关键帧",
            "timing.step.loop": "首尾相接", "timing.step.delete": "删除关键帧",
            "timing.step.pasteKeyframes": "粘贴关键帧", "timing.step.pasteTrack": "粘贴轨道",
            "timing.step.pastePart": "粘贴部件",
            "timing.copied": "{count, plural, other {已将 # 个关键帧复制为 JSON}}",
            "timing.copiedTrack": "已将轨道复制为 JSON", "timing.copiedPart": "已将部件复制为 JSON",
            "timing.selectTrack": "请选择要粘贴关键帧的轨道",
            "timing.clipboard": "剪贴板中没有关键帧、轨道或部件：{problem}",
            "timing.selected": "{count, plural, other {# 个关键帧}}",
            "timing.time": "时间", "timing.values": "数值", "timing.easing": "缓动",
            "timing.reverse": "反转", "timing.loop": "循环",
            "timing.time.tip": "以第一个所选关键帧为基准在时间上缩放：输入百分比（80、200）",
            "timing.values.tip": "以各轨道所选数值的平均值为中心缩放：输入百分比",
            "timing.easing.tip": "为两个所选关键帧之间的每一段应用缓动",
            "timing.reverse.tip": "在时间上镜像所选关键帧",
            "timing.loop.tip": "将每个所选轨道的最后一个数值设为第一个数值",
            "timing.typePercent": "请输入大于 0 的百分比，例如 80 或 200",
            "timing.aboutFirst": "以第一个为基准", "timing.aboutPlayhead": "以播放头为基准",
        ],
        .french: [
            "timing.step.move": "Déplacer les images clés",
            "timing.step.scaleTime": "Étirer les images clés dans le temps",
            "timing.step.offsetValues": "Décaler les valeurs des images clés",
            "timing.step.scaleValues": "Étirer les valeurs des images clés",
            "timing.step.easing": "Appliquer une accélération aux images clés",
            "timing.step.reverse": "Inverser les images clés", "timing.step.loop": "Boucler",
            "timing.step.delete": "Supprimer les images clés",
            "timing.step.pasteKeyframes": "Coller les images clés", "timing.step.pasteTrack": "Coller la piste",
            "timing.step.pastePart": "Coller la partie",
            "timing.copied":
                "{count, plural, one {# image clé copiée en JSON} other {# images clés copiées en JSON}}",
            "timing.copiedTrack": "Piste copiée en JSON", "timing.copiedPart": "Partie copiée en JSON",
            "timing.selectTrack": "Sélectionnez une piste où coller les images clés",
            "timing.clipboard": "Le presse-papiers ne contient ni images clés, ni piste, ni partie\u{00A0}: {problem}",
            "timing.selected": "{count, plural, one {# image clé} other {# images clés}}",
            "timing.time": "Temps", "timing.values": "Valeurs", "timing.easing": "Accélération",
            "timing.reverse": "Inverser", "timing.loop": "Boucler",
            "timing.time.tip":
                "Étirer dans le temps les images clés sélectionnées depuis la première\u{00A0}: tapez un pourcentage (80, 200)",
            "timing.values.tip":
                "Étirer les valeurs sélectionnées de chaque piste autour de leur moyenne\u{00A0}: tapez un pourcentage",
            "timing.easing.tip": "Appliquer une accélération à chaque segment entre deux images clés sélectionnées",
            "timing.reverse.tip": "Inverser dans le temps les images clés sélectionnées",
            "timing.loop.tip": "Donner à la dernière valeur de chaque piste sélectionnée celle de la première",
            "timing.typePercent": "Tapez un pourcentage supérieur à 0, comme 80 ou 200",
            "timing.aboutFirst": "depuis la première", "timing.aboutPlayhead": "depuis la tête de lecture",
        ],
    ]
}
