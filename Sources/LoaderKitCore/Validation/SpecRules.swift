/// The names that LoaderKit's rules check fields against, in the order its messages list them.
///
/// Names are `StaticString`s: the checks compare them with the input's bytes, and make a `String`
/// only for a message.
enum SpecRules {
    /// Layout types and their fields.
    static let layoutRules = [
        FieldRule("single", required: [], optional: ["size", "width", "height", "x", "y"]),
        FieldRule("stack", required: ["count"], optional: ["size", "width", "height", "x", "y"]),
        FieldRule("row", required: ["count", "gap"], optional: ["itemWidth", "itemHeight"]),
        FieldRule("grid", required: ["columns", "rows", "gap"], optional: []),
        FieldRule("ring", required: ["count", "itemSize"], optional: ["itemWidth", "itemHeight", "startAngle"]),
    ]

    /// Shape types and their fields.
    static let shapeRules = [
        FieldRule("circle", required: [], optional: ["startAngle", "sweep"]),
        FieldRule("rect", required: [], optional: ["cornerRadius"]),
        FieldRule("ring", required: ["strokeWidth"], optional: ["startAngle", "sweep", "segments"]),
        FieldRule("triangle", required: [], optional: []),
        FieldRule("line", required: [], optional: []),
    ]

    static let elementProperties: [StaticString] = [
        "scale", "scaleX", "scaleY", "opacity", "rotate", "rotateX", "rotateY", "translateX",
        "translateY", "strokeStart", "strokeEnd",
    ]
    static let groupProperties: [StaticString] = [
        "scale", "scaleX", "scaleY", "opacity", "rotate", "translateX", "translateY",
    ]
    static let strokeProperties: [StaticString] = ["strokeStart", "strokeEnd"]
    static let groupFields: [StaticString] = [
        "layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks",
    ]
    static let easingNames: [StaticString] = ["linear", "ease", "easeIn", "easeOut", "easeInOut"]

    /// The largest sweep accepted: 2π plus a little rounding room (radians).
    static let maximumSweep = 2 * Double.pi + 1e-9
}

/// A layout or shape type and the fields it reads: required first, then optional, each in
/// checking order. A class, so that choosing a rule retains one reference, not its three arrays.
final class FieldRule: Sendable {
    let type: StaticString
    let required: [StaticString]
    let optional: [StaticString]
    /// The required, then the optional fields, read in one pass (`JSONTape.lookups`).
    let keys: JSONKeySet

    init(_ type: StaticString, required: [StaticString], optional: [StaticString]) {
        self.type = type
        self.required = required
        self.optional = optional
        keys = JSONKeySet(required + optional)
    }
}
