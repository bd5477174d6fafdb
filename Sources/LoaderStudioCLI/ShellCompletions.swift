import Foundation
import LoaderKitCore
import StudioCommandLine

/// Completion scripts for bash, zsh and fish, made from the declarations: the commands, each
/// command's options, an option's values (choices, files, folders) and the operands (spec files
/// and the built-ins' names).
enum ShellCompletions {
    enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

    static func script(for shell: Shell, commands: [CommandDeclaration]) -> String {
        switch shell {
        case .bash: bash(commands)
        case .zsh: zsh(commands)
        case .fish: fish(commands)
        }
    }

    /// The subcommands' names.
    static func commandNames(_ commands: [CommandDeclaration]) -> [String] {
        commands.map(\.name).filter { !$0.isEmpty }
    }

    /// A word list for a shell's single quotes.
    static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ").replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: bash

    static func bash(_ commands: [CommandDeclaration]) -> String {
        let names = commandNames(commands)
        var valueCases: [String] = []
        var optionCases: [String] = []
        var operandCases: [String] = []
        for command in commands {
            let key = command.name.isEmpty ? "window" : command.name
            for option in command.allOptions where !option.isFlag {
                valueCases.append("        \(key):--\(option.name)) \(bashAction(option.completion, names: names)) ;;")
            }
            let options = command.allOptions.map { "--" + $0.name } + ["--help"]
            optionCases.append("        \(key)) options=\(quoted(options)) ;;")
            let operand = command.forms.flatMap(\.operands).first?.completion ?? .nothing
            operandCases.append("        \(key)) \(bashAction(operand, names: names)) ;;")
        }
        return """
            # bash completion for loader-studio (made by `loader-studio completions bash`)
            _loader_studio() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=window i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        \(names.joined(separator: "|"))) command=${COMP_WORDS[i]}; break ;;
                        -*) ;;
                        *) break ;;
                    esac
                done
                COMPREPLY=()
                case $command:$prev in
            \(valueCases.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    local options=''
                    case $command in
            \(optionCases.joined(separator: "\n"))
                    esac
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                    return
                fi
                if [[ $command == window && $COMP_CWORD == 1 ]]; then
                    COMPREPLY=($(compgen -W \(quoted(names)) -- "$cur"))
                fi
                case $command in
            \(operandCases.joined(separator: "\n"))
                esac
            }
            complete -o filenames -F _loader_studio loader-studio

            """
    }

    /// What bash adds to COMPREPLY for a completion (returning when it is an option's value).
    static func bashAction(_ completion: Completion, names: [String]) -> String {
        func add(_ command: String) -> String { "COMPREPLY+=($(\(command) -- \"$cur\"))" }
        let words = completion.words
        switch completion.kind {
        case .nothing: return "return"
        case .choices: return add("compgen -W \(quoted(words))") + "; return"
        case .commandNames: return add("compgen -W \(quoted(names))") + "; return"
        case .folders: return add("compgen -d") + "; return"
        case .files:
            let files = words.isEmpty ? [add("compgen -f")] : words.map { add("compgen -f -X '!*.\($0)'") }
            return ([add("compgen -d")] + files).joined(separator: "; ") + "; return"
        case .specOrBuiltin:
            return add("compgen -W \(quoted(IndicatorSpec.builtinNames))") + "; " + add("compgen -d") + "; "
                + add("compgen -f -X '!*.json'") + "; return"
        }
    }

    // MARK: zsh

    static func zsh(_ commands: [CommandDeclaration]) -> String {
        let names = commandNames(commands)
        var cases: [String] = []
        var windowSpecs: [String] = []
        for command in commands {
            var specs = command.allOptions.map { zshOption($0, names: names) }
            specs.append("'--help[print the usage]'")
            if let operand = command.forms.flatMap(\.operands).first {
                specs.append("'*:\(zshText(operand.placeholder)):\(zshAction(operand.completion, names: names))'")
            }
            if command.name.isEmpty {
                windowSpecs = specs
            } else {
                cases.append("        \(command.name)) _arguments \(specs.joined(separator: " ")) ;;")
            }
        }
        let described = commands.filter { !$0.name.isEmpty }.map { "'\($0.name):\(zshText($0.summary))'" }
        return """
            #compdef loader-studio
            # zsh completion for loader-studio (made by `loader-studio completions zsh`)
            _loader_studio() {
                local -a commands
                commands=(\(described.joined(separator: " ")))
                if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                    _describe 'command' commands
                    _files -g '*.json'
                    return
                fi
                if (( ${+commands[(r)$words[2]:*]} )); then
                    local command=$words[2]
                    shift words
                    (( CURRENT-- ))
                    case $command in
            \(cases.joined(separator: "\n"))
                    esac
                else
                    _arguments \(windowSpecs.joined(separator: " "))
                fi
            }
            _loader_studio "$@"

            """
    }

    /// An `_arguments` spec: `'--name[help]:value:action'` (`*` first when it repeats).
    static func zshOption(_ option: OptionDeclaration, names: [String]) -> String {
        let head = (option.repeats ? "*" : "") + "--" + option.name + "[\(zshText(firstClause(option.help)))]"
        guard let placeholder = option.placeholder else { return "'\(head)'" }
        return "'\(head):\(zshText(placeholder)):\(zshAction(option.completion, names: names))'"
    }

    static func zshAction(_ completion: Completion, names: [String]) -> String {
        let words = completion.words
        switch completion.kind {
        case .nothing: return " "
        case .choices: return "(\(words.joined(separator: " ")))"
        case .commandNames: return "(\(names.joined(separator: " ")))"
        case .folders: return "_directories"
        case .files:
            return words.isEmpty ? "_files" : "_files -g \"*.(\(words.joined(separator: "|")))\""
        case .specOrBuiltin:
            return "{_files -g \"*.json\"; compadd -- \(IndicatorSpec.builtinNames.joined(separator: " "))}"
        }
    }

    /// Text for a zsh spec inside single quotes: no quotes, brackets or colons.
    static func zshText(_ text: String) -> String {
        String(text.map { "'[]:\\".contains($0) ? " " : $0 })
    }

    /// The help up to its first semicolon or parenthesis, at most 60 characters.
    static func firstClause(_ help: String) -> String {
        let clause = help.split(whereSeparator: { $0 == ";" || $0 == "(" }).first.map(String.init) ?? help
        let trimmed = clause.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(59)) + "…" : trimmed
    }

    // MARK: fish

    static func fish(_ commands: [CommandDeclaration]) -> String {
        let names = commandNames(commands)
        var lines = [
            "# fish completion for loader-studio (made by `loader-studio completions fish`)",
            "complete -c loader-studio -f",
        ]
        for command in commands where !command.name.isEmpty {
            lines.append(
                "complete -c loader-studio -n __fish_use_subcommand -a \(command.name) -d \(quoted([firstClause(command.summary)]))"
            )
        }
        for command in commands {
            let condition =
                command.name.isEmpty
                ? "__fish_use_subcommand" : "'__fish_seen_subcommand_from \(command.name)'"
            for option in command.allOptions {
                var line = "complete -c loader-studio -n \(condition) -l \(option.name)"
                if !option.isFlag { line += " " + fishValue(option.completion, names: names) }
                line += " -d \(quoted([firstClause(option.help)]))"
                lines.append(line)
            }
            if let operand = command.forms.flatMap(\.operands).first, operand.completion != .nothing {
                lines.append("complete -c loader-studio -n \(condition) \(fishValue(operand.completion, names: names))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// fish's flags for a value: `-x -a 'words'` for choices, `-r -F` for files.
    static func fishValue(_ completion: Completion, names: [String]) -> String {
        switch completion.kind {
        case .nothing: return "-x"
        case .choices: return "-x -a \(quoted(completion.words))"
        case .commandNames: return "-x -a \(quoted(names))"
        case .folders: return "-x -a '(__fish_complete_directories)'"
        case .files: return "-r -F"
        case .specOrBuiltin: return "-F -a \(quoted(IndicatorSpec.builtinNames))"
        }
    }
}
