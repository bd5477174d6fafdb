extension SchemaDescriptions {
    /// The descriptions in simplified Chinese, by the places that have them: full-width
    /// punctuation, a space between Han characters and Latin words or numbers.
    static let chinese: [String: String] = table([
        ([""], "以数据描述的加载指示器，schema 版本 1。坐标为单位框的比例（原点在左上角，y 轴向下），角度以弧度（radians）为单位（正方向为顺时针），时间以速度 1 下的秒数计。"),
        (["/properties/$schema"], "此 JSON Schema 的 URL，供编辑器使用。引擎会忽略它。"),
        (["/properties/schemaVersion"], "spec 的 schema 版本。"),
        (["/properties/name"], "加载指示器的名称。"),
        (["/properties/duration"], "速度为 1 时一个周期的时长，以秒计。"),
        (["/properties/params"], "参数的默认值，以 `{ \"$param\": \"name\" }` 引用。用户可按名称覆盖。"),
        (["/properties/perspective"], "rotateX 和 rotateY 中观察者到框的距离，以框为单位。默认 2.5。"),
        (["/properties/parts"], "按顺序绘制的元素组。元素索引（以及颜色）跨部件连续编号。"),
        (["/properties/tracks", "/definitions/part/properties/tracks"], "应用于组内每个元素的轨道。每个属性最多只能有一条轨道。"),
        (
            ["/properties/stagger", "/definitions/part/properties/stagger"],
            "每个元素的起始偏移：按元素索引排列的偏移秒数列表，或 `{ each, start? }`。"
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/each",
                "/definitions/part/properties/stagger/anyOf/1/properties/each",
            ], "元素 i 在第 `start + each * i` 秒开始。"
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/start",
                "/definitions/part/properties/stagger/anyOf/1/properties/start",
            ], "元素 0 的偏移，默认 0。"
        ),
        (["/properties/durations", "/definitions/part/properties/durations"], "按索引排列的每个元素的周期时长（秒）。必须覆盖所有元素。"),
        (["/properties/rest", "/definitions/part/properties/rest"], "没有轨道驱动的属性的值，元素开始前也显示这些值。"),
        (["/properties/groupTracks", "/definitions/part/properties/groupTracks"], "让整个组绕框中心运动的轨道，按组的周期运行，不受错开影响。"),
        (["/definitions/paramRef"], "对 `params` 中某个值的引用。"),
        (["/definitions/paramRef/properties/$param"], "spec 的 `params` 中的一个键名。"),
        (["/definitions/part"], "共用同一布局、形状和轨道的一组元素。"),
        (["/definitions/part/properties/duration"], "此组的周期时长（秒）。默认：spec 的时长。"),
        (["/definitions/layout"], "元素在单位框内的位置。"),
        (["/definitions/layout/oneOf/0"], "单个元素。"),
        (
            ["/definitions/layout/oneOf/0/properties/size", "/definitions/layout/oneOf/1/properties/size"],
            "元素的边长，默认 1。"
        ),
        (
            ["/definitions/layout/oneOf/0/properties/width", "/definitions/layout/oneOf/1/properties/width"],
            "元素宽度，默认 `size`。"
        ),
        (
            ["/definitions/layout/oneOf/0/properties/height", "/definitions/layout/oneOf/1/properties/height"],
            "元素高度，默认 `size`。"
        ),
        (
            ["/definitions/layout/oneOf/0/properties/x", "/definitions/layout/oneOf/1/properties/x"],
            "元素中心的 x 坐标，默认 0.5。"
        ),
        (
            ["/definitions/layout/oneOf/0/properties/y", "/definitions/layout/oneOf/1/properties/y"],
            "元素中心的 y 坐标，默认 0.5。"
        ),
        (["/definitions/layout/oneOf/1"], "`count` 个元素相互叠放，全部位于同一位置。"),
        (
            [
                "/definitions/layout/oneOf/1/properties/count", "/definitions/layout/oneOf/2/properties/count",
                "/definitions/layout/oneOf/4/properties/count",
            ], "元素数量。"
        ),
        (["/definitions/layout/oneOf/2"], "元素从左到右并排，垂直居中。"),
        (["/definitions/layout/oneOf/2/properties/gap"], "两个元素之间的间距。"),
        (["/definitions/layout/oneOf/2/properties/itemWidth"], "元素宽度。默认：元素和间距填满整个框。指定宽度时该行居中。"),
        (["/definitions/layout/oneOf/2/properties/itemHeight"], "元素高度。默认：等于元素宽度。"),
        (["/definitions/layout/oneOf/3"], "元素按行列排布并填满框，逐行编号。"),
        (["/definitions/layout/oneOf/3/properties/columns"], "列数。"),
        (["/definitions/layout/oneOf/3/properties/rows"], "行数。"),
        (["/definitions/layout/oneOf/3/properties/gap"], "两个单元格之间的间距。"),
        (["/definitions/layout/oneOf/4"], "元素沿圆周按顺时针均匀分布。"),
        (["/definitions/layout/oneOf/4/properties/itemSize"], "每个元素的边长。各元素中心位于半径为 `0.5 - itemSize / 2` 的圆上。"),
        (["/definitions/layout/oneOf/4/properties/itemWidth"], "元素宽度，默认 `itemSize`。"),
        (["/definitions/layout/oneOf/4/properties/itemHeight"], "元素高度，默认 `itemSize`。"),
        (["/definitions/layout/oneOf/4/properties/startAngle"], "第一个元素的角度，默认 0（中心的正右方）。"),
        (["/definitions/layout/oneOf/4/properties/orient"], "将每个元素旋转其角度加 π/2，使其顶部背向中心。"),
        (["/definitions/shape"], "每个元素绘制的图形，填满其所在的框。"),
        (["/definitions/shape/oneOf/0"], "填充的椭圆；`sweep` 小于 2π 时为被弦截下的那一部分。"),
        (["/definitions/shape/oneOf/0/properties/startAngle"], "圆弧的起点，以弧度计，从正右方按顺时针量起。默认 -π/2（顶部）。"),
        (["/definitions/shape/oneOf/0/properties/sweep"], "圆弧所覆盖的角度，以弧度计，范围 (0, 2π]。默认 2π。"),
        (["/definitions/shape/oneOf/1"], "填充的矩形。"),
        (["/definitions/shape/oneOf/1/properties/cornerRadius"], "圆角半径，为元素短边的比例，0 到 0.5。"),
        (["/definitions/shape/oneOf/2"], "描边的圆或其中的若干段圆弧。strokeStart 和 strokeEnd 会裁剪每段圆弧。"),
        (["/definitions/shape/oneOf/2/properties/strokeWidth"], "描边宽度，为元素短边的比例。"),
        (["/definitions/shape/oneOf/2/properties/startAngle"], "第一段圆弧的起点，默认 -π/2（顶部）。圆弧按顺时针方向排列。"),
        (["/definitions/shape/oneOf/2/properties/sweep"], "每段圆弧所覆盖的角度，以弧度计，范围 (0, 2π]。默认 2π。"),
        (["/definitions/shape/oneOf/2/properties/segments"], "圆弧的段数，沿圆周均匀分布。默认 1。"),
        (["/definitions/shape/oneOf/3"], "顶点朝上的等腰三角形，填满元素。"),
        (["/definitions/shape/oneOf/4"], "两端为全圆角的条形。"),
        (["/definitions/easing/anyOf/0"], "具名缓动。`ease` 是 CSS 的默认缓动。"),
        (["/definitions/easing/anyOf/1"], "三次贝塞尔曲线 `[x1, y1, x2, y2]`，与 CSS 的 cubic-bezier() 相同。"),
        (["/definitions/track"], "元素的某一属性在一个周期内的关键帧。"),
        (["/definitions/track/properties/property", "/definitions/groupTrack/properties/property"], "要动画的属性。"),
        (
            ["/definitions/track/properties/keyTimes", "/definitions/groupTrack/properties/keyTimes"],
            "周期内 [0, 1] 范围的非递减时间点，每个值对应一个。通常从 0 开始，到 1 结束。"
        ),
        (
            ["/definitions/track/properties/values", "/definitions/groupTrack/properties/values"],
            "每个关键时间点的值。角度以弧度计，长度为框的比例。"
        ),
        (
            ["/definitions/track/properties/easing", "/definitions/groupTrack/properties/easing"],
            "所有分段共用一个缓动，或为每段各指定一个缓动的列表（`keyTimes.length - 1` 个）。默认 linear。"
        ),
        (["/definitions/groupTrack"], "组的某一属性在组周期内的关键帧。"),
    ])
}
