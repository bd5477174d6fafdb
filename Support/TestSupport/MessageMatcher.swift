import Foundation
import Localization

/// Matches shown text against one message's pattern in one language, any text standing for each
/// argument (a plural stands for any of its forms).
public struct MessageMatcher {
    private let whole: NSRegularExpression?
    private let start: NSRegularExpression?

    /// The matcher of message `key` in `localizer`'s language (English's pattern when the language
    /// lacks the key, as the localizer renders it; nothing matches a key no language has).
    public init(_ key: String, _ localizer: Localizer) {
        let pieces = localizer.catalogue.pattern(key, in: localizer.language)?.pieces
        let regex = pieces.map(Self.regex)
        whole = regex.flatMap {
            try? NSRegularExpression(pattern: "^" + $0 + "\\z", options: .dotMatchesLineSeparators)
        }
        start = regex.flatMap { try? NSRegularExpression(pattern: "^" + $0, options: .dotMatchesLineSeparators) }
    }

    /// Whether `text` is the whole message.
    public func matches(_ text: String) -> Bool { Self.found(whole, in: text) }

    /// Whether `text` begins with the message.
    public func matchesPrefix(_ text: String) -> Bool { Self.found(start, in: text) }

    private static func found(_ expression: NSRegularExpression?, in text: String) -> Bool {
        expression?.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    private static func regex(_ pieces: [MessagePattern.Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return NSRegularExpression.escapedPattern(for: text)
            case .count, .argument: return "(?:.*?)"
            case .plural(_, let forms): return "(?:" + forms.values.map { regex($0) }.joined(separator: "|") + ")"
            }
        }
        .joined()
    }
}
