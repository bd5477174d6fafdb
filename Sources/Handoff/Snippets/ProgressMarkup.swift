import Foundation

/// The playground's tag layout for progress snippets: the opening tag on one line, or one
/// attribute per line (two spaces in) when the one-line form would be longer than 64
/// characters; content on its own lines two spaces in, or an empty or self-closing tag.
enum ProgressMarkup {
    static func tag(_ name: String, _ attributes: [String], inner: String?, selfClosing: Bool = true) -> String {
        let line = "<" + name + attributes.map { " " + $0 }.joined()
        let multiline = line.utf16.count > 64
        let open = multiline ? "<\(name)\n" + attributes.map { "  " + $0 }.joined(separator: "\n") + "\n" : line
        if let inner { return open + ">\n  " + indent(inner, 2) + "\n</\(name)>" }
        if selfClosing { return open + (multiline ? "/>" : " />") }
        return open + "></\(name)>"
    }

    /// `text` with `spaces` spaces after every line break.
    static func indent(_ text: String, _ spaces: Int) -> String {
        text.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: spaces))
    }
}
