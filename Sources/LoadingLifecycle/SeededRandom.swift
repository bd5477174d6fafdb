import Foundation

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same numbers on every
/// machine and every run, so a simulated network replays exactly.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    /// The 64-bit state, advanced by the golden-ratio increment at each draw.
    private var state: UInt64

    /// A generator whose numbers depend on `seed` only.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SeededRandom.mix(state)
    }

    /// A uniform number in the open interval (0, 1): never 0 (so its logarithm is finite) and never 1.
    public mutating func uniform() -> Double {
        (Double(next() >> 11) + 0.5) / 9_007_199_254_740_992  // 2^53
    }

    /// A standard normal number (mean 0, standard deviation 1) by the Box–Muller transform of two
    /// uniform numbers; each call draws two and uses one, so the sequence depends on the seed only.
    public mutating func normal() -> Double {
        let u1 = uniform()
        let u2 = uniform()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// SplitMix64's finalizer: a bijective mix of all 64 bits.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The generator of one item of a seeded series (request `index` of a run seeded `seed`): it
    /// depends on the pair only, so item i is the same however many items are drawn.
    static func stream(seed: UInt64, index: Int) -> SeededRandom {
        SeededRandom(seed: mix(seed ^ mix(UInt64(truncatingIfNeeded: index) &+ 0x632B_E59B_D9B4_E019)))
    }
}
