/// One command of a `DisplayList`.
public enum DrawCommand: Hashable, Sendable {
    /// Fills a path (its user space mapped to pixels by `transform`).
    case fill(Path, paint: Paint, rule: FillRule, transform: Transform)
    /// Strokes a path; the stroke is built in user space, then mapped by `transform`.
    case stroke(Path, style: StrokeStyle, paint: Paint, transform: Transform)
    /// Restricts drawing to the intersection of the current clip and a pixel rect until `popClip`.
    case pushClip(IntRect)
    /// Restores the clip in force before the matching `pushClip` or `pushPathClip`.
    case popClip
    /// Restricts drawing to the current clip intersected with the anti-aliased inside of a path
    /// (its user space mapped to pixels by `transform`) until the matching `popClip`.
    case pushPathClip(Path, rule: FillRule, transform: Transform)
    /// Multiplies the alpha of everything drawn until `popAlpha` by a factor in 0...1.
    case pushAlpha(Double)
    /// Restores the alpha in force before the matching `pushAlpha`.
    case popAlpha
    /// Blends a colour through a coverage mask whose top-left pixel lands on `at` (device pixels,
    /// rounded to whole pixels); no transform applies.
    case drawMask(AlphaMask, at: Point, color: Color)
}
