import Foundation
import StudioCommandLine

/// The help texts made from the declarations: a command's `--help`, the program's usage and
/// the README's synopsis block. Lines are wrapped at `width` columns.
enum CommandHelp {
    /// The widest line the help writes, in columns.
    static let width = 100
    /// The column option help starts at, when the option's label leaves room.
    static let helpColumn = 29

    /// `loader-studio NAME --help`: every form's synopsis, then each form's prose and options,
    /// then the notes.
    static func usage(of command: CommandDeclaration) -> String {
        var text = synopses(of: command, first: "usage: ", then: "       ")
        for form in command.forms {
            text += "\n\n" + form.description
            let rows = form.operands.map { ($0.placeholder, $0.help) } + form.options.map { ($0.label, $0.help) }
            if !rows.isEmpty { text += "\n\n" + table(rows) }
        }
        if !command.notes.isEmpty { text += "\n\n" + command.notes }
        return text
    }

    /// Each form's synopsis after `loader-studio NAME`, wrapped: the first line starts with
    /// `first`, the others with `then`; continuation lines line up after the command's name.
    static func synopses(of command: CommandDeclaration, first: String, then: String) -> String {
        command.forms.enumerated().map { index, form in
            let lead = (index == 0 ? first : then) + "loader-studio " + (command.name.isEmpty ? "" : command.name + " ")
            let hanging = String(
                repeating: " ", count: then.count + 14 + (command.name.isEmpty ? 0 : command.name.count + 1))
            let words = synopsisWords(form.synopsis)
            return words.isEmpty ? String(lead.dropLast()) : wrap(words: words, lead: lead, hanging: hanging)
        }.joined(separator: "\n")
    }

    /// Rows of label and help: the help from `helpColumn` (or under a long label), wrapped.
    static func table(_ rows: [(String, String)]) -> String {
        let column = min(helpColumn, 2 + (rows.map(\.0.count).max() ?? 0) + 2)
        let hanging = String(repeating: " ", count: column)
        return rows.map { label, help in
            let words = help.split(separator: " ").map(String.init)
            let head = "  " + label
            if head.count + 1 > column {
                return head + "\n" + wrap(words: words, lead: hanging, hanging: hanging)
            }
            return wrap(
                words: words, lead: head.padding(toLength: column, withPad: " ", startingAt: 0), hanging: hanging)
        }.joined(separator: "\n")
    }

    /// Words laid out from `lead`, a new line (starting with `hanging`) before a word that
    /// would pass `width`.
    static func wrap(words: [String], lead: String, hanging: String) -> String {
        var lines: [String] = []
        var line = lead
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = hanging + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// A synopsis split at its spaces outside brackets, so "[--t T | --cycle-progress P]"
    /// stays on one line.
    static func synopsisWords(_ synopsis: String) -> [String] {
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in synopsis {
            if character == "[" { depth += 1 }
            if character == "]" { depth = max(0, depth - 1) }
            if character == " ", depth == 0 {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
