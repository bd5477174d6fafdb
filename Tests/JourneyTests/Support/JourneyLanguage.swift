import Foundation
import Localization
import UI
import TestSupport
import XCTest
import XSession

@testable import Studio

/// The language the journeys run the studio in: `JOURNEY_LANGUAGE` names it (`en`, `vi`,
/// `zh-Hans`, `fr`; English when unset or empty), and `rotate` gives each journey class the
/// language a stable hash of its name picks, so one run of the suite speaks every language.
enum JourneyLanguage {
    /// The languages in rotation's order.
    static let all = Language.allCases

    /// The language for the journey class `name` under `setting` (the value of `JOURNEY_LANGUAGE`).
    static func language(for name: String, setting: String?) throws -> Language {
        guard let setting, !setting.isEmpty else { return .english }
        if setting == "rotate" { return all[Int(stableHash(name) % UInt64(all.count))] }
        guard let language = Language(rawValue: setting) else {
            throw JourneyError(
                "JOURNEY_LANGUAGE=\(setting) names no language; use rotate or one of "
                    + all.map(\.rawValue).joined(separator: ", "))
        }
        return language
    }

    /// The language for the journey class `name` under this process's `JOURNEY_LANGUAGE`.
    static func language(for name: String) throws -> Language {
        try language(for: name, setting: ProcessInfo.processInfo.environment["JOURNEY_LANGUAGE"])
    }

    /// FNV-1a of `text`'s UTF-8 bytes: the same for a name in every run and on every machine
    /// (Swift's `hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// The variables that choose the studio's language: an environment a journey passes with any
    /// of them set chooses its own language.
    static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
}

/// The text the studio shows, rendered from its catalogue in the session's language, so a journey
/// compares what it reads with the message it expects in whichever language it runs.
extension StudioSession {
    /// The session's `Localizer`.
    var localizer: Localizer { Localizer(language, catalogue: StudioCatalogue.catalogue) }

    /// `message` in the session's language.
    func text(_ message: Message) -> String { localizer(message) }

    /// The history's name of a step of the text (`state.history.undo`): the pane names its steps
    /// in English whatever the language (the toolbar renders them from their message).
    func stepName(_ message: Message) -> String { StudioCatalogue.english(message) }

    /// `shortcut`'s label in the session's language ("Ctrl+Maj+S" in French).
    func label(_ shortcuts: Shortcut...) -> String {
        let localizer = localizer
        return MainActor.assumeIsolated { shortcuts.map { KeyNameText.label($0, localizer) }.joined(separator: " ") }
    }

    /// The names of `modifiers` as shortcuts show them ("Maj" for Shift in French).
    func names(of modifiers: Modifiers) -> [String] {
        let localizer = localizer
        return MainActor.assumeIsolated { KeyNameText.modifiers(modifiers, localizer) }
    }

    /// A pointer gesture with the modifiers held, as the help's chip shows it ("Shift+Drag").
    func gesture(_ gesture: Message, _ modifiers: Modifiers = []) -> String {
        (names(of: modifiers) + [text(gesture)]).joined(separator: "+")
    }

    /// Whether `shown` is the message `key` with some arguments, in the session's language.
    func isMessage(_ shown: String, _ key: String) -> Bool {
        MessageMatcher(key, localizer).matches(shown)
    }

    /// Whether `shown` is `message` in the session's language, any text standing for the arguments
    /// named in `free` (a duration measured as the studio ran, a system's reason).
    func isMessage(_ shown: String, _ message: Message, free: Set<String>) -> Bool {
        var arguments = message.arguments
        for name in free { arguments[name] = .text("\u{1}") }
        let pieces = text(Message(message.key, arguments)).components(separatedBy: "\u{1}")
        let pattern = "^" + pieces.map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*?") + "\\z"
        let expression = try? NSRegularExpression(pattern: pattern, options: .dotMatchesLineSeparators)
        return expression?.firstMatch(in: shown, range: NSRange(location: 0, length: (shown as NSString).length)) != nil
    }

    /// Whether `shown` begins as the message `key` does, with some arguments.
    func startsAsMessage(_ shown: String, _ key: String) -> Bool {
        MessageMatcher(key, localizer).matchesPrefix(shown)
    }
}
