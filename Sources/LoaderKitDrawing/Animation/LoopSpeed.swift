import Foundation

/// The playback speed an exported loop plays its cycle at, the one statement of it for the
/// studio's Export and the command line's `render --speed`: at speed S one loop of a cycle of C
/// seconds lasts C / S seconds (1.25× plays a 0.75 s cycle in 0.6 s). The frames still sample
/// the cycle evenly (frame k shows cycle progress k / count); only how long the loop lasts, and
/// so how many frames it gets at a frame rate, changes.
public enum LoopSpeed {
    /// Whether `speed` can make a loop: finite and above 0 (at 0 the cycle never ends).
    public static func canLoop(_ speed: Double) -> Bool { speed.isFinite && speed > 0 }

    /// Seconds one loop of a `cycleSeconds` cycle lasts at `speed` (which `canLoop`):
    /// cycleSeconds / speed.
    public static func loopSeconds(cycleSeconds: Double, speed: Double) -> Double { cycleSeconds / speed }

    /// Why `speed` cannot make a loop, or nil when it can (`canLoop`): for an error message.
    public static func refusal(_ speed: Double) -> String? {
        guard !canLoop(speed) else { return nil }
        return "a speed of \(text(speed)) makes no loop (the cycle would never end); the speed must be above 0"
    }

    /// `speed` as a designer reads it: up to three decimals, no trailing zeros, and "×"
    /// ("1.25×", "1×", "0.125×").
    public static func text(_ speed: Double) -> String {
        guard speed.isFinite else { return "\(speed)×" }
        var text = String(format: "%.3f", speed)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return (text == "-0" ? "0" : text) + "×"
    }

    /// `seconds` as a loop length reads: up to three decimals, no trailing zeros ("0.6", "2").
    public static func secondsText(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e9 else { return "\(seconds)" }
        var text = String(format: "%.3f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
