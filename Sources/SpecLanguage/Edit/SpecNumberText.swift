import LoaderKitCore

/// Numbers as spec text.
public enum SpecNumberText {
    /// JavaScript's `Number.prototype.toString` of `x`: the shortest digits that read back as
    /// `x` (`0.35`, `1e-7`, `100000000000000000000`).
    public static func format(_ x: Double) -> String { JSNumberFormat.string(x) }
}
