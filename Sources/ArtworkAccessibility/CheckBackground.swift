import Graphics

/// A background the artwork is designed to sit on: its name as the user knows it ("Light",
/// "Dark", "#1B1B1F", a scene's surface) and its colour, drawn opaque.
public struct CheckBackground: Hashable, Sendable {
    public var name: String
    public var color: Color
    /// The colour an indicator with no colour of its own (the automatic colour) takes on this
    /// background, or nil when it takes the colour checked.
    public var automaticColor: Color?

    public init(name: String, color: Color, automaticColor: Color? = nil) {
        self.name = name
        self.color = Color(red: color.red, green: color.green, blue: color.blue)
        self.automaticColor = automaticColor
    }

    /// The colour element `index` is drawn in on this background: `colors[index mod n]`, else the
    /// automatic colour when there is one, else `color`.
    public func drawingColor(element index: Int, color: Color, colors: [Color]) -> Color {
        colors.isEmpty ? automaticColor ?? color : colors[index % colors.count]
    }

    /// A background named by its colour's hex form (`#RRGGBB`).
    public init(_ color: Color) {
        self.init(name: String(color.hexString.prefix(7)), color: color)
    }
}
