import Foundation
import StudioCommandLine

/// The manual page loader-studio(1) in roff, made from the declarations: the window's synopsis,
/// description and options, then each command with its forms and options, the exit status, the
/// files and the examples.
enum CommandManual {
    /// The release the page describes, and its date.
    static let version = "0.1.0"
    static let date = "2026-12-04"

    static func page(_ declarations: [CommandDeclaration]) -> String {
        guard let window = declarations.first(where: { $0.name.isEmpty }) else { return "" }
        let commands = declarations.filter { !$0.name.isEmpty }
        var lines = [
            #".TH LOADER-STUDIO 1 "\#(date)" "LoaderStudio \#(version)" "User Commands""#,
            ".nh",
            ".ad l",
            ".SH NAME",
            #"loader-studio \- design, preview and export LoaderKit loading indicators"#,
            ".SH SYNOPSIS",
        ]
        for command in [window] + commands {
            for form in command.forms {
                lines.append(".B loader-studio" + (command.name.isEmpty ? "" : " " + command.name))
                if !form.synopsis.isEmpty { lines.append(escaped(form.synopsis)) }
                lines.append(".br")
            }
        }
        lines.append(".SH DESCRIPTION")
        lines += paragraphs(window.forms.map(\.description).joined(separator: "\n\n"))
        lines.append(".SH OPTIONS")
        for form in window.forms { lines += items(form) }
        lines.append(".SH COMMANDS")
        for command in commands {
            lines.append(".SS " + escaped(command.name))
            lines += paragraphs(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")
            for form in command.forms {
                lines.append(".PP")
                lines.append(
                    #"\fBloader-studio \#(escaped(command.name))\fR"#
                        + (form.synopsis.isEmpty ? "" : " " + escaped(form.synopsis)))
                lines += paragraphs(form.description)
                lines += items(form)
            }
            if !command.notes.isEmpty { lines += paragraphs(command.notes) }
        }
        lines.append(".SH EXIT STATUS")
        lines += paragraphs(
            "0 success; 1 a spec has problems (or, for edit, the result would have); 2 a usage mistake or an I/O error."
        )
        lines.append(".SH FILES")
        lines.append(".TP")
        lines.append(escaped("$XDG_CONFIG_HOME/loader-studio/settings.json"))
        lines.append(escaped("the window's settings (theme, mode, panes, recent files)"))
        lines.append(".TP")
        lines.append(escaped("$XDG_STATE_HOME/loader-studio/"))
        lines.append(escaped("drafts of unsaved text, offered back after a crash"))
        lines.append(".SH EXAMPLES")
        for example in commands.flatMap(\.examples) {
            lines.append(".PP")
            lines.append(".nf")
            lines.append(escaped("$ " + example))
            lines.append(".fi")
        }
        return lines.joined(separator: "\n")
    }

    /// The operands and options of a form as tagged paragraphs.
    static func items(_ form: CommandForm) -> [String] {
        var lines: [String] = []
        for operand in form.operands {
            lines += [".TP", #"\fI\#(escaped(operand.placeholder))\fR"#, escaped(operand.help)]
        }
        for option in form.options {
            let value = option.placeholder.map { #" \fI\#(escaped($0))\fR"# } ?? ""
            lines += [".TP", #"\fB\-\-\#(escaped(option.name))\fR"# + value, escaped(option.help)]
        }
        return lines
    }

    /// Blank-line separated paragraphs, each `.PP` and its text (line breaks kept as spaces).
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { paragraph -> [String] in
            let joined = paragraph.split(separator: "\n").joined(separator: " ")
            return joined.isEmpty ? [] : [".PP", escaped(joined)]
        }
    }

    /// Text safe in roff: backslashes as `\e`, option dashes as `\-`, a line that would start
    /// with a control character guarded, and characters outside ASCII as `\[uXXXX]`.
    static func escaped(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "\\", with: "\\e")
        out = out.replacingOccurrences(of: "--", with: "\\-\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        // Every character outside ASCII as its Unicode escape, which any roff reads.
        return out.unicodeScalars.map { $0.isASCII ? String($0) : "\\[u" + hex($0.value) + "]" }.joined()
    }

    /// Four or more upper-case hexadecimal digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
