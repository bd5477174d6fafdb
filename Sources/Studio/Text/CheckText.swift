import ArtworkAccessibility
import Localization

/// The texts of the artwork checks: the Editor's Check tab, Progress mode's Accessibility
/// section, and the preview's colour-vision simulation.
enum CheckText {
    static let tab = Message("check.tab")
    static let checking = Message("check.checking")
    static let nothingToCheck = Message("check.nothing")
    static let backgrounds = Message("check.section.backgrounds")
    static let contrast = Message("check.section.contrast")
    static let flashing = Message("check.section.flashing")
    static let reducedMotion = Message("check.section.reducedMotion")
    static let colorVision = Message("check.section.colorVision")
    static let accessibility = Message("check.section.accessibility")
    static let scene = Message("check.background.scene")
    static let backgroundsTip = Message("check.backgrounds.tip")
    static let show = Message("check.show")
    static let fix = Message("check.fix")
    static let simulate = Message("check.simulate")
    static let simulationOff = Message("check.simulate.off")
    static let stillFrame = Message("check.stillFrame")
    static let fixStep = Message("check.fix.step")
    static let noBackground = Message("check.noBackground")

    static func verdict(_ verdict: CheckVerdict) -> Message { Message("check.verdict.\(verdict.rawValue)") }
    static func deficiency(_ deficiency: ColorVisionDeficiency) -> Message {
        Message("check.deficiency.\(deficiency.rawValue)")
    }
    static func simulating(_ name: String) -> Message { Message("check.simulating", ["name": .text(name)]) }

    static func ratio(_ ratio: Double) -> MessageArgument { .number((ratio * 100).rounded(.down) / 100, decimals: 2) }
    static func seconds(_ t: Double) -> MessageArgument { .quantity(t, unit: "s", decimals: 2) }

    static func contrastPass(ratio r: Double, element: Int, time: Double, background: String) -> Message {
        Message(
            "check.contrast.pass",
            ["ratio": ratio(r), "element": .count(element), "time": seconds(time), "background": .text(background)])
    }
    static func contrastFail(
        ratio r: Double, element: Int, color: String, opacity: Double, time: Double, background: String
    ) -> Message {
        Message(
            "check.contrast.fail",
            [
                "ratio": ratio(r), "element": .count(element), "color": .text(color),
                "opacity": .number(opacity, decimals: 2), "time": seconds(time), "background": .text(background),
            ])
    }
    static func contrastFix(_ color: String) -> Message { Message("check.contrast.fix", ["color": .text(color)]) }
    static func contrastNoFix(opacity: Double) -> Message {
        Message("check.contrast.noFix", ["opacity": .number(opacity, decimals: 2)])
    }
    static func contrastMore(_ count: Int) -> Message { Message("check.contrast.more", ["count": .count(count)]) }
    static let contrastNothing = Message("check.contrast.nothing")
    static func contrastTint(ratio r: Double, elements: String, opacity: Double, background: String) -> Message {
        Message(
            "check.contrast.tint",
            [
                "ratio": ratio(r), "elements": .text(elements), "opacity": .number(opacity, decimals: 2),
                "background": .text(background),
            ])
    }
    static func contrastAlso(_ elements: String) -> Message {
        Message("check.contrast.also", ["elements": .text(elements)])
    }
    static let contrastAutomatic = Message("check.contrast.automatic")

    static func flashPass(rate: Int, size: Double, background: String, share: Double) -> Message {
        Message(
            "check.flashing.pass",
            [
                "rate": .count(rate), "size": .number(size, decimals: 0), "background": .text(background),
                "share": .number(share * 100, decimals: 1),
            ])
    }
    static func flashFail(rate: Int, area: Double, share: Double, size: Double, background: String) -> Message {
        Message(
            "check.flashing.fail",
            [
                "rate": .count(rate), "area": .number(area, decimals: 0),
                "share": .number(share * 100, decimals: 1), "size": .number(size, decimals: 0),
                "background": .text(background),
            ])
    }

    static func stillPass(visible: Int, count: Int) -> Message {
        Message("check.still.pass", ["visible": .count(visible), "count": .count(count)])
    }
    static func stillEmpty(ink: Double) -> Message {
        Message("check.still.empty", ["ink": .number(ink * 100, decimals: 0)])
    }
    static func stillAlike(visible: Int) -> Message { Message("check.still.alike", ["visible": .count(visible)]) }
    static func stillSuggestion(_ progress: Double) -> Message {
        Message("check.still.suggestion", ["progress": .number(progress, decimals: 2)])
    }

    static func visionPass(ratio r: Double, deficiency: String) -> Message {
        Message("check.vision.pass", ["ratio": ratio(r), "deficiency": .text(deficiency)])
    }
    static func visionLoss(ratio r: Double, deficiency: String, element: Int, background: String) -> Message {
        Message(
            "check.vision.loss",
            [
                "ratio": ratio(r), "deficiency": .text(deficiency), "element": .count(element),
                "background": .text(background),
            ])
    }
    static func visionCollision(first: Int, second: Int, deficiency: String, deltaE: Double, normal: Double) -> Message
    {
        Message(
            "check.vision.collision",
            [
                "first": .count(first + 1), "second": .count(second + 1), "deficiency": .text(deficiency),
                "delta": .number(deltaE, decimals: 1), "normal": .number(normal, decimals: 1),
            ])
    }
    static let visionNothing = Message("check.vision.nothing")

    static func progressContrast(ratio r: Double, background: String) -> Message {
        Message("check.progress.contrast", ["ratio": ratio(r), "background": .text(background)])
    }
    static func progressTrack(ratio r: Double, background: String) -> Message {
        Message("check.progress.track", ["ratio": ratio(r), "background": .text(background)])
    }
    static let progressTrackAdvice = Message("check.progress.trackAdvice")

    static let table: Catalogue.Table = [
        .english: [
            "check.tab": "Check",
            "check.checking": "Checking…", "check.nothing": "Open a valid spec to check its artwork",
            "check.section.backgrounds": "DESIGNED FOR", "check.section.contrast": "CONTRAST",
            "check.section.flashing": "FLASHING", "check.section.reducedMotion": "REDUCED MOTION",
            "check.section.colorVision": "COLOUR VISION", "check.section.accessibility": "ACCESSIBILITY",
            "check.background.scene": "Scene",
            "check.backgrounds.tip": "The backgrounds the indicator must stand out on: each is checked",
            "check.show": "Show", "check.fix": "Fix", "check.simulate": "Simulate", "check.simulate.off": "Off",
            "check.stillFrame": "Reduce Motion", "check.fix.step": "Fix contrast",
            "check.noBackground": "Choose at least one background",
            "check.verdict.pass": "Pass", "check.verdict.warning": "Warning", "check.verdict.fail": "Fail",
            "check.deficiency.protanopia": "Protanopia", "check.deficiency.deuteranopia": "Deuteranopia",
            "check.deficiency.tritanopia": "Tritanopia", "check.deficiency.achromatopsia": "Achromatopsia",
            "check.simulating": "Simulated: {name}",
            "check.contrast.pass":
                "Lowest {ratio}:1, element {element} at t = {time} on {background}; graphics need 3:1 (WCAG 1.4.11)",
            "check.contrast.fail":
                "{ratio}:1: element {element} ({color}, opacity {opacity}) at t = {time} on {background}; needs 3:1",
            "check.contrast.fix":
                "Fix sets {color}, the nearest colour of the same hue that passes on every background (under the colour-vision simulations too, when one does)",
            "check.contrast.noFix": "No colour of this hue reaches 3:1 on every background at opacity {opacity}",
            "check.contrast.more": "{count, plural, one {# more element fails} other {# more elements fail}}",
            "check.contrast.nothing": "No element is ever visible",
            "check.contrast.tint":
                "{ratio}:1: elements {elements} stay at opacity {opacity} on {background}, a constant tint (a track, rail or shadow?): decoration needs no 3:1, but anything that carries meaning does",
            "check.contrast.also": "The same for elements {elements}",
            "check.contrast.automatic": "The colour is automatic: Fix sets one colour for every background",
            "check.flashing.pass":
                "At most {rate, plural, one {# flash} other {# flashes}} a second at {size} pt on {background}; {share}% of the 341×256 field flashes more than 3 times a second (limit 25%, WCAG 2.3.1)",
            "check.flashing.fail":
                "{rate, plural, one {# flash} other {# flashes}} a second over {area} pt² ({share}% of the 341×256 field) at {size} pt on {background}: more than 3 a second over 25% can trigger seizures",
            "check.still.pass":
                "The still frame shown under Reduce Motion has {visible} of {count} elements visible, and it reads as busy (elements that differ, or an arc)",
            "check.still.empty":
                "The still frame shown under Reduce Motion has {ink}% of the cycle's ink: for those users the indicator all but vanishes",
            "check.still.alike":
                "The still frame's {visible, plural, one {# element is} other {# elements are}} all alike: it reads as a picture, not as work going on",
            "check.still.suggestion":
                "Cycle progress {progress} reads better: move every track's keyframes {progress} of the cycle earlier so that frame comes first",
            "check.vision.pass": "Lowest contrast {ratio}:1, under {deficiency}",
            "check.vision.loss": "Contrast falls to {ratio}:1 under {deficiency} (element {element} on {background})",
            "check.vision.collision":
                "Colours {first} and {second} look alike under {deficiency} (ΔE00 {delta}, {normal} in normal vision; below 10 they look alike)",
            "check.vision.nothing": "No element reaches 3:1 to simulate",
            "check.progress.contrast":
                "The progress colour: {ratio}:1 on {background}; graphics need 3:1 (WCAG 1.4.11)",
            "check.progress.track": "The fill against its track: {ratio}:1 on {background}",
            "check.progress.trackAdvice": "A darker track or no track lets the fill stand out: set trackColor",
        ],
        .vietnamese: [
            "check.tab": "Kiểm tra",
            "check.checking": "Đang kiểm tra…", "check.nothing": "Mở một spec hợp lệ để kiểm tra hình vẽ",
            "check.section.backgrounds": "DÀNH CHO NỀN", "check.section.contrast": "ĐỘ TƯƠNG PHẢN",
            "check.section.flashing": "NHẤP NHÁY", "check.section.reducedMotion": "GIẢM CHUYỂN ĐỘNG",
            "check.section.colorVision": "THỊ GIÁC MÀU", "check.section.accessibility": "TRỢ NĂNG",
            "check.background.scene": "Cảnh",
            "check.backgrounds.tip": "Các nền mà indicator phải nổi bật trên đó: mỗi nền đều được kiểm tra",
            "check.show": "Xem", "check.fix": "Sửa", "check.simulate": "Mô phỏng", "check.simulate.off": "Tắt",
            "check.stillFrame": "Giảm chuyển động", "check.fix.step": "Sửa độ tương phản",
            "check.noBackground": "Chọn ít nhất một nền",
            "check.verdict.pass": "Đạt", "check.verdict.warning": "Cảnh báo", "check.verdict.fail": "Không đạt",
            "check.deficiency.protanopia": "Mù màu đỏ", "check.deficiency.deuteranopia": "Mù màu lục",
            "check.deficiency.tritanopia": "Mù màu lam", "check.deficiency.achromatopsia": "Mù màu hoàn toàn",
            "check.simulating": "Đang mô phỏng: {name}",
            "check.contrast.pass":
                "Thấp nhất {ratio}:1, phần tử {element} lúc t = {time} trên nền {background}; đồ hoạ cần 3:1 (WCAG 1.4.11)",
            "check.contrast.fail":
                "{ratio}:1: phần tử {element} ({color}, độ mờ {opacity}) lúc t = {time} trên nền {background}; cần 3:1",
            "check.contrast.fix":
                "Sửa sẽ đặt {color}, màu gần nhất cùng sắc độ đạt yêu cầu trên mọi nền (cả khi mô phỏng thị giác màu, nếu có màu như vậy)",
            "check.contrast.noFix": "Không màu nào cùng sắc độ đạt 3:1 trên mọi nền ở độ mờ {opacity}",
            "check.contrast.more": "Còn {count, plural, other {# phần tử}} không đạt",
            "check.contrast.nothing": "Không phần tử nào hiện ra",
            "check.contrast.tint":
                "{ratio}:1: các phần tử {elements} luôn ở độ mờ {opacity} trên nền {background}, một lớp tô cố định (rãnh, thanh ray hay bóng?): trang trí không cần 3:1, nhưng thứ gì mang ý nghĩa thì cần",
            "check.contrast.also": "Tương tự với các phần tử {elements}",
            "check.contrast.automatic": "Màu đang tự động: Sửa sẽ đặt một màu cho mọi nền",
            "check.flashing.pass":
                "Nhiều nhất {rate, plural, other {# lần nháy}} mỗi giây ở {size} pt trên nền {background}; {share}% vùng 341×256 nháy hơn 3 lần mỗi giây (giới hạn 25%, WCAG 2.3.1)",
            "check.flashing.fail":
                "{rate, plural, other {# lần nháy}} mỗi giây trên {area} pt² ({share}% vùng 341×256) ở {size} pt trên nền {background}: hơn 3 lần mỗi giây trên 25% có thể gây co giật",
            "check.still.pass":
                "Khung tĩnh khi bật Giảm chuyển động hiện {visible}/{count} phần tử, và trông vẫn như đang bận (các phần tử khác nhau, hoặc có một cung)",
            "check.still.empty":
                "Khung tĩnh khi bật Giảm chuyển động chỉ có {ink}% lượng mực của chu kỳ: với những người dùng này indicator gần như biến mất",
            "check.still.alike":
                "{visible, plural, other {# phần tử}} của khung tĩnh giống hệt nhau: trông như một hình, không như đang xử lý",
            "check.still.suggestion":
                "Tiến độ chu kỳ {progress} dễ hiểu hơn: dời keyframe của mọi track sớm hơn {progress} chu kỳ để khung đó đứng đầu",
            "check.vision.pass": "Độ tương phản thấp nhất {ratio}:1, với {deficiency}",
            "check.vision.loss":
                "Độ tương phản giảm còn {ratio}:1 với {deficiency} (phần tử {element} trên nền {background})",
            "check.vision.collision":
                "Màu {first} và {second} trông giống nhau với {deficiency} (ΔE00 {delta}, {normal} với thị giác bình thường; dưới 10 là khó phân biệt)",
            "check.vision.nothing": "Không phần tử nào đạt 3:1 để mô phỏng",
            "check.progress.contrast": "Màu tiến độ: {ratio}:1 trên nền {background}; đồ hoạ cần 3:1 (WCAG 1.4.11)",
            "check.progress.track": "Phần đầy so với rãnh: {ratio}:1 trên nền {background}",
            "check.progress.trackAdvice": "Rãnh tối hơn hoặc không có rãnh giúp phần đầy nổi bật: đặt trackColor",
        ],
        .chineseSimplified: [
            "check.tab": "检查",
            "check.checking": "正在检查…", "check.nothing": "打开一个有效的 spec 以检查其图形",
            "check.section.backgrounds": "适用背景", "check.section.contrast": "对比度",
            "check.section.flashing": "闪烁", "check.section.reducedMotion": "减弱动态效果",
            "check.section.colorVision": "色觉", "check.section.accessibility": "无障碍",
            "check.background.scene": "场景",
            "check.backgrounds.tip": "指示器需要在其上清晰可见的背景：逐一检查",
            "check.show": "查看", "check.fix": "修复", "check.simulate": "模拟", "check.simulate.off": "关",
            "check.stillFrame": "减弱动态效果", "check.fix.step": "修复对比度",
            "check.noBackground": "请至少选择一个背景",
            "check.verdict.pass": "通过", "check.verdict.warning": "警告", "check.verdict.fail": "未通过",
            "check.deficiency.protanopia": "红色盲", "check.deficiency.deuteranopia": "绿色盲",
            "check.deficiency.tritanopia": "蓝色盲", "check.deficiency.achromatopsia": "全色盲",
            "check.simulating": "正在模拟：{name}",
            "check.contrast.pass": "最低 {ratio}:1，元素 {element}，t = {time}，背景 {background}；图形需要 3:1（WCAG 1.4.11）",
            "check.contrast.fail": "{ratio}:1：元素 {element}（{color}，不透明度 {opacity}），t = {time}，背景 {background}；需要 3:1",
            "check.contrast.fix": "修复将设为 {color}：同色相中在所有背景上都通过的最接近颜色（若有，在各种色觉模拟下也通过）",
            "check.contrast.noFix": "在不透明度 {opacity} 下，此色相没有颜色能在所有背景上达到 3:1",
            "check.contrast.more": "另有 {count, plural, other {# 个元素}}未通过",
            "check.contrast.nothing": "没有元素可见",
            "check.contrast.tint":
                "{ratio}:1：元素 {elements} 在背景 {background} 上始终为不透明度 {opacity}，是固定的淡色（轨道、导轨或阴影？）：装饰不需要 3:1，但承载含义的部分需要",
            "check.contrast.also": "元素 {elements} 同样如此",
            "check.contrast.automatic": "颜色为自动：修复会为所有背景设定一种颜色",
            "check.flashing.pass":
                "在 {size} pt、背景 {background} 上每秒最多闪烁 {rate, plural, other {# 次}}；341×256 区域中每秒闪烁超过 3 次的占 {share}%（上限 25%，WCAG 2.3.1）",
            "check.flashing.fail":
                "在 {size} pt、背景 {background} 上，{area} pt²（341×256 区域的 {share}%）每秒闪烁 {rate, plural, other {# 次}}：超过 25% 的区域每秒闪烁超过 3 次可能诱发癫痫",
            "check.still.pass": "减弱动态效果时显示的静止帧有 {visible}/{count} 个元素可见，看得出正在忙（元素彼此不同，或有一段弧）",
            "check.still.empty": "减弱动态效果时显示的静止帧只有周期中 {ink}% 的笔墨：对这些用户，指示器几乎消失",
            "check.still.alike": "静止帧的 {visible, plural, other {# 个元素}}完全相同：看起来像一张图，而不像正在进行的工作",
            "check.still.suggestion": "周期进度 {progress} 的画面更易读：把每条轨道的关键帧提前 {progress} 个周期，让这一帧排在最前",
            "check.vision.pass": "最低对比度 {ratio}:1，在{deficiency}下",
            "check.vision.loss": "在{deficiency}下对比度降至 {ratio}:1（元素 {element}，背景 {background}）",
            "check.vision.collision":
                "颜色 {first} 和 {second} 在{deficiency}下看起来相同（ΔE00 {delta}，正常视觉 {normal}；低于 10 即难以区分）",
            "check.vision.nothing": "没有达到 3:1 的元素可供模拟",
            "check.progress.contrast": "进度颜色：在 {background} 上 {ratio}:1；图形需要 3:1（WCAG 1.4.11）",
            "check.progress.track": "填充与轨道：在 {background} 上 {ratio}:1",
            "check.progress.trackAdvice": "更深的轨道或去掉轨道能让填充更醒目：设置 trackColor",
        ],
        .french: [
            "check.tab": "Vérifier",
            "check.checking": "Vérification…", "check.nothing": "Ouvrez une spec valide pour vérifier son dessin",
            "check.section.backgrounds": "FONDS PRÉVUS", "check.section.contrast": "CONTRASTE",
            "check.section.flashing": "FLASHS", "check.section.reducedMotion": "ANIMATIONS RÉDUITES",
            "check.section.colorVision": "VISION DES COULEURS", "check.section.accessibility": "ACCESSIBILITÉ",
            "check.background.scene": "Scène",
            "check.backgrounds.tip": "Les fonds sur lesquels l’indicateur doit ressortir\u{00A0}: chacun est vérifié",
            "check.show": "Voir", "check.fix": "Corriger", "check.simulate": "Simuler", "check.simulate.off": "Non",
            "check.stillFrame": "Animations réduites", "check.fix.step": "Corriger le contraste",
            "check.noBackground": "Choisissez au moins un fond",
            "check.verdict.pass": "Réussi", "check.verdict.warning": "Attention", "check.verdict.fail": "Échec",
            "check.deficiency.protanopia": "Protanopie", "check.deficiency.deuteranopia": "Deutéranopie",
            "check.deficiency.tritanopia": "Tritanopie", "check.deficiency.achromatopsia": "Achromatopsie",
            "check.simulating": "Simulation\u{00A0}: {name}",
            "check.contrast.pass":
                "Au plus bas {ratio}:1, élément {element} à t = {time} sur {background}\u{202F}; les graphismes demandent 3:1 (WCAG 1.4.11)",
            "check.contrast.fail":
                "{ratio}:1\u{00A0}: élément {element} ({color}, opacité {opacity}) à t = {time} sur {background}\u{202F}; il faut 3:1",
            "check.contrast.fix":
                "Corriger met {color}, la couleur de même teinte la plus proche qui passe sur chaque fond (et sous les simulations de la vision des couleurs, s’il en existe une)",
            "check.contrast.noFix":
                "Aucune couleur de cette teinte n’atteint 3:1 sur chaque fond à l’opacité {opacity}",
            "check.contrast.more":
                "{count, plural, one {# autre élément échoue} other {# autres éléments échouent}}",
            "check.contrast.nothing": "Aucun élément n’est jamais visible",
            "check.contrast.tint":
                "{ratio}:1\u{00A0}: les éléments {elements} restent à l’opacité {opacity} sur {background}, une teinte constante (piste, rail ou ombre\u{202F}?)\u{00A0}: un décor n’a pas besoin de 3:1, mais tout ce qui porte un sens en a besoin",
            "check.contrast.also": "De même pour les éléments {elements}",
            "check.contrast.automatic":
                "La couleur est automatique\u{00A0}: Corriger fixe une couleur pour tous les fonds",
            "check.flashing.pass":
                "Au plus {rate, plural, one {# flash} other {# flashs}} par seconde à {size}\u{00A0}pt sur {background}\u{202F}; {share} % du champ 341×256 flashe plus de 3 fois par seconde (limite 25 %, WCAG 2.3.1)",
            "check.flashing.fail":
                "{rate, plural, one {# flash} other {# flashs}} par seconde sur {area}\u{00A0}pt² ({share} % du champ 341×256) à {size}\u{00A0}pt sur {background}\u{00A0}: plus de 3 par seconde sur plus de 25 % peut déclencher des crises",
            "check.still.pass":
                "L’image fixe montrée avec Animations réduites a {visible} éléments visibles sur {count}, et on voit que ça travaille (des éléments qui diffèrent, ou un arc)",
            "check.still.empty":
                "L’image fixe montrée avec Animations réduites a {ink} % de l’encre du cycle\u{00A0}: pour ces personnes, l’indicateur disparaît presque",
            "check.still.alike":
                "{visible, plural, one {Le seul élément de l’image fixe est au repos} other {Les # éléments de l’image fixe sont identiques}}\u{00A0}: on dirait une image, pas un travail en cours",
            "check.still.suggestion":
                "La progression {progress} du cycle se lit mieux\u{00A0}: avancez les keyframes de chaque piste de {progress} cycle pour que cette image vienne en premier",
            "check.vision.pass": "Contraste le plus bas {ratio}:1, en {deficiency}",
            "check.vision.loss": "Le contraste tombe à {ratio}:1 en {deficiency} (élément {element} sur {background})",
            "check.vision.collision":
                "Les couleurs {first} et {second} se confondent en {deficiency} (ΔE00 {delta}, {normal} en vision normale\u{202F}; sous 10 elles se confondent)",
            "check.vision.nothing": "Aucun élément n’atteint 3:1 à simuler",
            "check.progress.contrast":
                "La couleur de progression\u{00A0}: {ratio}:1 sur {background}\u{202F}; les graphismes demandent 3:1 (WCAG 1.4.11)",
            "check.progress.track": "Le remplissage contre sa piste\u{00A0}: {ratio}:1 sur {background}",
            "check.progress.trackAdvice":
                "Une piste plus sombre, ou aucune, fait ressortir le remplissage\u{00A0}: réglez trackColor",
        ],
    ]
}
