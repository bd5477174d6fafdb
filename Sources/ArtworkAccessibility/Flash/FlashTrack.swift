/// One pixel's tracking of one measure: the extremes since its last counted transition and that transition's
/// direction (12 bytes).
struct FlashPixelState: Sendable {
    /// The highest value since the last transition (the extreme tracked after a rise, and before any transition).
    var high: Float = 0
    /// The lowest value since the last transition (the extreme tracked after a fall, and before any transition).
    var low: Float = 0
    /// 1 when the last counted transition rose, -1 when it fell, 0 before the first.
    var direction: Int8 = 0
    /// Red only: bit 0 set when the `high` state is a saturated red, bit 1 when the `low` state is.
    var saturated: UInt8 = 0
}

/// One measure's transitions for every pixel: the state of each, its transition count in the current window, and
/// a ring of one bitset per frame of the window (the pixels that made a transition in that frame), so that a
/// frame's transitions come off the counts when it leaves the window. About 14 bytes per pixel, plus one bit per
/// pixel per frame of the window.
struct FlashTrack: Sendable {
    private var states: [FlashPixelState]
    /// Transitions per pixel in the current window (at most one per frame).
    private(set) var counts: [UInt16]
    /// `window` bitsets of `words` words each; slot `frame % window` holds that frame's transitions.
    private var marks: [UInt64]
    private let words: Int

    init(pixels: Int, window: Int) {
        words = (pixels + 63) / 64
        states = [FlashPixelState](repeating: FlashPixelState(), count: pixels)
        counts = [UInt16](repeating: 0, count: pixels)
        marks = [UInt64](repeating: 0, count: words * window)
    }

    /// Starts every pixel at the first frame's value, with no transition yet; `saturation` (1 for a saturated red
    /// state) for the red measure only.
    mutating func start(_ values: [Float], saturation: [UInt8]?) {
        for i in 0..<values.count {
            let flags = (saturation?[i] ?? 0) * 3
            states[i] = FlashPixelState(high: values[i], low: values[i], direction: 0, saturated: flags)
        }
    }

    /// Takes the transitions of the frame in `slot` off the counts and clears the slot.
    mutating func forget(slot: Int) {
        let base = slot * words, words = self.words
        withBuffers { _, counts, marks in
            for word in 0..<words {
                var bits = marks[base + word]
                guard bits != 0 else { continue }
                marks[base + word] = 0
                while bits != 0 {
                    counts[word << 6 | bits.trailingZeroBitCount] &-= 1
                    bits &= bits &- 1
                }
            }
        }
    }

    /// The next frame's relative luminance, by the general flash rule: a transition moves 0.1 or more from the
    /// extreme, the other way than the last, and the darker of the two states is below 0.80.
    mutating func stepLuminance(_ values: [Float], slot: Int) {
        let change = Float(FlashReference.luminanceChange), darker = Float(FlashReference.darkerBelow)
        let base = slot * words
        values.withUnsafeBufferPointer { values in
            withBuffers { states, counts, marks in
                for i in 0..<values.count {
                    let value = values[i]
                    var state = states[i]
                    let rises = state.direction <= 0 && value - state.low >= change && state.low < darker
                    let falls = !rises && state.direction >= 0 && state.high - value >= change && value < darker
                    if rises || falls {
                        state = FlashPixelState(high: value, low: value, direction: rises ? 1 : -1, saturated: 0)
                        Self.mark(i, base: base, counts: counts, marks: marks)
                    } else {
                        state.high = max(state.high, value)
                        state.low = min(state.low, value)
                    }
                    states[i] = state
                }
            }
        }
    }

    /// The next frame's red measure, (R − G − B) × 320 with negatives at 0, by the red flash rule: a transition
    /// moves more than 20 from the extreme, the other way than the last, and either state is a saturated red
    /// (`saturation` 1).
    mutating func stepRed(_ values: [Float], saturation: [UInt8], slot: Int) {
        let change = Float(FlashReference.redChange)
        let base = slot * words
        values.withUnsafeBufferPointer { values in
            saturation.withUnsafeBufferPointer { saturation in
                withBuffers { states, counts, marks in
                    for i in 0..<values.count {
                        let value = values[i], red = saturation[i]
                        var state = states[i]
                        let rises =
                            state.direction <= 0 && value - state.low > change
                            && (state.saturated & 2 != 0 || red != 0)
                        let falls =
                            !rises && state.direction >= 0 && state.high - value > change
                            && (state.saturated & 1 != 0 || red != 0)
                        if rises || falls {
                            state = FlashPixelState(
                                high: value, low: value, direction: rises ? 1 : -1, saturated: red * 3)
                            Self.mark(i, base: base, counts: counts, marks: marks)
                        } else {
                            if value > state.high {
                                state.high = value
                                state.saturated = state.saturated & 2 | red
                            } else if value == state.high {
                                state.saturated |= red
                            }
                            if value < state.low {
                                state.low = value
                                state.saturated = state.saturated & 1 | red << 1
                            } else if value == state.low {
                                state.saturated |= red << 1
                            }
                        }
                        states[i] = state
                    }
                }
            }
        }
    }

    /// Counts a transition of pixel `i` in the frame whose bitset starts at word `base`.
    @inline(__always)
    private static func mark(
        _ i: Int, base: Int, counts: UnsafeMutableBufferPointer<UInt16>, marks: UnsafeMutableBufferPointer<UInt64>
    ) {
        counts[i] &+= 1
        marks[base + (i >> 6)] |= 1 << UInt64(i & 63)
    }

    private mutating func withBuffers(
        _ body: (
            UnsafeMutableBufferPointer<FlashPixelState>, UnsafeMutableBufferPointer<UInt16>,
            UnsafeMutableBufferPointer<UInt64>
        ) -> Void
    ) {
        states.withUnsafeMutableBufferPointer { states in
            counts.withUnsafeMutableBufferPointer { counts in
                marks.withUnsafeMutableBufferPointer { marks in body(states, counts, marks) }
            }
        }
    }
}
