/// The evaluated state of one element at one time: LoaderKit's 21 fields.
///
/// Lengths are in box units (fractions of the box side), angles in radians. Nothing is clamped:
/// the renderer clamps opacity and stroke trims when drawing. Encodes as one JSON object keyed by
/// the 21 field names (`index` and `part` as integers), as in the golden vectors.
public struct ElementState: Sendable, Hashable, Encodable {
    /// Global element index (numbering carries on across parts).
    public var index: Int
    /// Index of the element's part.
    public var part: Int
    public var cx: Double
    public var cy: Double
    public var width: Double
    public var height: Double
    /// `scale · scaleX`.
    public var scaleX: Double
    /// `scale · scaleY`.
    public var scaleY: Double
    /// Element opacity · group opacity.
    public var opacity: Double
    /// Layout rotation + `rotate`.
    public var rotate: Double
    public var rotateX: Double
    public var rotateY: Double
    public var translateX: Double
    public var translateY: Double
    public var strokeStart: Double
    public var strokeEnd: Double
    public var groupScaleX: Double
    public var groupScaleY: Double
    public var groupRotate: Double
    public var groupTranslateX: Double
    public var groupTranslateY: Double

    public init(
        index: Int = 0, part: Int = 0, cx: Double = 0.5, cy: Double = 0.5, width: Double = 1, height: Double = 1,
        scaleX: Double = 1, scaleY: Double = 1, opacity: Double = 1, rotate: Double = 0, rotateX: Double = 0,
        rotateY: Double = 0, translateX: Double = 0, translateY: Double = 0, strokeStart: Double = 0,
        strokeEnd: Double = 1, groupScaleX: Double = 1, groupScaleY: Double = 1, groupRotate: Double = 0,
        groupTranslateX: Double = 0, groupTranslateY: Double = 0
    ) {
        self.index = index
        self.part = part
        self.cx = cx
        self.cy = cy
        self.width = width
        self.height = height
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.opacity = opacity
        self.rotate = rotate
        self.rotateX = rotateX
        self.rotateY = rotateY
        self.translateX = translateX
        self.translateY = translateY
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        self.groupScaleX = groupScaleX
        self.groupScaleY = groupScaleY
        self.groupRotate = groupRotate
        self.groupTranslateX = groupTranslateX
        self.groupTranslateY = groupTranslateY
    }

    /// The field names in the golden vectors' key order.
    public static let fieldNames = [
        "index", "part", "cx", "cy", "width", "height", "scaleX", "scaleY", "opacity", "rotate", "rotateX",
        "rotateY", "translateX", "translateY", "strokeStart", "strokeEnd", "groupScaleX", "groupScaleY",
        "groupRotate", "groupTranslateX", "groupTranslateY",
    ]

    /// The 21 values in `fieldNames` order (index and part as doubles).
    public var fieldValues: [Double] {
        [
            Double(index), Double(part), cx, cy, width, height, scaleX, scaleY, opacity, rotate, rotateX, rotateY,
            translateX, translateY, strokeStart, strokeEnd, groupScaleX, groupScaleY, groupRotate, groupTranslateX,
            groupTranslateY,
        ]
    }
}
