/// A failure to start or talk to a private X server, an X tool or the studio's control socket.
public struct XSessionError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
