/// How long each step of the file chooser may take, in seconds.
public struct FileChooserTimeouts: Equatable, Sendable {
    /// Connecting to the session bus and asking whether the portal runs, together.
    public var availability: Double
    /// The portal's reply to the OpenFile or SaveFile call (it answers at once with a handle).
    public var call: Double
    /// The user's choice, from the start of the request.
    public var choice: Double

    public init(availability: Double = 0.2, call: Double = 5, choice: Double = 600) {
        self.availability = availability
        self.call = call
        self.choice = choice
    }

    /// `seconds` as the messages say it: "5 s", "0.25 s", "10 minutes".
    package static func describe(_ seconds: Double) -> String {
        if seconds >= 120, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) minutes" }
        if seconds == seconds.rounded() { return "\(Int(seconds)) s" }
        return "\(seconds) s"
    }
}
