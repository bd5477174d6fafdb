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
}
