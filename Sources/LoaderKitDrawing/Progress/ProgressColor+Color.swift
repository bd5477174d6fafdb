import Graphics
import LoaderKitCore

/// A progress option's colour (LoaderKitCore has no colour type of its own) as the drawing's
/// colour, and back.
extension ProgressColor {
    public init(_ c: Color) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
    public var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
