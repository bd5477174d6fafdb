/// Start offsets of a part's elements, in seconds.
public enum Stagger: Sendable, Hashable {
    /// Element i starts at `offsets[i]`.
    case offsets([Double])
    /// Element i starts at `start + each·i`.
    case each(Double, start: Double = 0)

    /// The offset of element `i` (its index within the part), in seconds.
    public func offset(ofElement i: Int) -> Double {
        switch self {
        case .offsets(let list): return i < list.count ? list[i] : 0
        case .each(let each, let start): return start + each * Double(i)
        }
    }
}
