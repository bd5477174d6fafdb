/// The scales a window is drawn at, in device pixels per point: the one range the `--scale`
/// flag, the scale setting and the desktop's scale are all kept in.
public enum WindowScale {
    /// The smallest and largest scale, in device pixels per point.
    public static let range: ClosedRange<Double> = 1...4

    /// The range as people write it, "1 to 4", for the usage and its errors.
    static let rangeText = "\(text(range.lowerBound)) to \(text(range.upperBound))"

    /// A scale as people write it: "2", "1.5".
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
