import Localization
import TestSupport

@testable import Studio

/// What the studio shows, checked against its catalogue in the app's language: a test names the
/// message it expects by its key, whatever the arguments are (a system's reason, a size).
extension StudioApp {
    /// Whether `shown` is the message `key` with some arguments.
    func isMessage(_ shown: String?, _ key: String) -> Bool {
        shown.map(MessageMatcher(key, text).matches) ?? false
    }

    /// Whether `shown` begins as the message `key` does, with some arguments.
    func startsAsMessage(_ shown: String?, _ key: String) -> Bool {
        shown.map(MessageMatcher(key, text).matchesPrefix) ?? false
    }
}
