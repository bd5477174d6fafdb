/// A file operation of the studio that failed, with a sentence for the user.
package struct StudioFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
