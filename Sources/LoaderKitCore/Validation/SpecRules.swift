/// The names that LoaderKit's rules check fields against, in the order its messages list them.
enum SpecRules {
    static let layoutTypes = ["single", "stack", "row", "grid", "ring"]
    static let shapeTypes = ["circle", "rect", "ring", "triangle", "line"]

    /// Layout fields per type: required first, then optional, each in checking order.
    static let layoutFields: [String: (required: [String], optional: [String])] = [
        "single": ([], ["size", "width", "height", "x", "y"]),
        "stack": (["count"], ["size", "width", "height", "x", "y"]),
        "row": (["count", "gap"], ["itemWidth", "itemHeight"]),
        "grid": (["columns", "rows", "gap"], []),
        "ring": (["count", "itemSize"], ["itemWidth", "itemHeight", "startAngle"]),
    ]

    /// Shape fields per type: required first, then optional, each in checking order.
    static let shapeFields: [String: (required: [String], optional: [String])] = [
        "circle": ([], ["startAngle", "sweep"]),
        "rect": ([], ["cornerRadius"]),
        "ring": (["strokeWidth"], ["startAngle", "sweep", "segments"]),
        "triangle": ([], []),
        "line": ([], []),
    ]

    static let elementProperties = [
        "scale", "scaleX", "scaleY", "opacity", "rotate", "rotateX", "rotateY", "translateX",
        "translateY", "strokeStart", "strokeEnd",
    ]
    static let groupProperties = ["scale", "scaleX", "scaleY", "opacity", "rotate", "translateX", "translateY"]
    static let strokeProperties: Set<String> = ["strokeStart", "strokeEnd"]
    static let groupFields = ["layout", "shape", "tracks", "stagger", "durations", "rest", "groupTracks"]
    static let easingNames = ["linear", "ease", "easeIn", "easeOut", "easeInOut"]

    /// The largest sweep accepted: 2π plus a little rounding room (radians).
    static let maximumSweep = 2 * Double.pi + 1e-9
}
