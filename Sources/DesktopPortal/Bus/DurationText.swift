/// Durations as the messages say them.
package enum DurationText {
    /// `seconds` as "5 s", "0.25 s" or, for whole minutes from 2 up, "10 minutes".
    package static func describe(_ seconds: Double) -> String {
        if seconds >= 120, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) minutes" }
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return "\(Int(seconds)) s" }
        return "\(seconds) s"
    }
}
