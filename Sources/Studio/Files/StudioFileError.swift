/// A file operation of the studio that failed, with a sentence for the user.
public struct StudioFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
