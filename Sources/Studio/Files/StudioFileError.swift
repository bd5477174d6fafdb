import Localization

/// A file operation of the studio that failed, with a sentence for the user: `message` in
/// English, and `localized` when the studio words it itself (else the sentence is the system's
/// or another module's, shown as it is).
package struct StudioFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var localized: Message?
    package init(_ message: String) { self.message = message }
    package init(_ localized: Message) {
        self.localized = localized
        message = StudioCatalogue.english(localized)
    }
    package var description: String { message }

    /// The sentence in the language of `text`.
    func message(_ text: Localizer) -> String { localized.map { text($0) } ?? message }
}
