import LoaderKitCore

/// The lint rules: each flags a spec that is valid but probably not what its author meant.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
    /// A rotation value above 4 turns (|value| > 8π): degrees where LoaderKit wants radians.
    case rotationInDegrees
    /// A translation above 2 box units: pixels where LoaderKit wants fractions of the box.
    case translationInPixels
    /// An element whose box lies far outside the unit box at some sampled time.
    case elementOutsideBox
    /// keyTimes that start after 0 or end before 1 while the held values differ, so the element
    /// sits still and then jumps.
    case keyTimesSpan
    /// A moving or turning track whose last value differs visibly from its first.
    case loopJump
    /// Several elements at the same place with the same clock, so they draw as one.
    case samePosition
    /// A stagger that spreads the start offsets over more than one cycle.
    case staggerSpan
}

extension SpecProblem {
    /// The rule of a lint warning (its `code`), nil for any other problem.
    public var lintRule: LintRule? { stage == .lint ? LintRule(rawValue: code) : nil }
}
