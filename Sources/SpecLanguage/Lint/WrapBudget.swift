/// How many element states the loop rules may evaluate in one lint pass, shared by every wrap
/// they look at, so a huge spec whose every track loops oddly is linted in bounded time (the
/// tracks past the budget are not judged).
final class WrapBudget {
    /// Element states per lint pass: 4 million is about 0.3 s of evaluation in a release build.
    static let elementStates = 4_000_000
    private var remaining = WrapBudget.elementStates

    /// Takes `count` element states from the budget; false (taking nothing) when too few are left.
    func spend(_ count: Int) -> Bool {
        guard count <= remaining else { return false }
        remaining -= count
        return true
    }
}
