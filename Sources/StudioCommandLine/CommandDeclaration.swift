/// A command of `loader-studio`, declared once: its name, what it does, its forms (synopsis,
/// operands, options, prose). Parsing (`ArgumentScanner`), `--help`, the program's usage, the
/// man page and the shell completions are all made from the declarations.
public struct CommandDeclaration: Sendable {
    /// The subcommand's word; empty for the window.
    public var name: String
    /// What it does, in a few words (the program's usage and the man page's list).
    public var summary: String
    /// Its ways of being called, in the order the help shows them.
    public var forms: [CommandForm]
    /// Exit statuses and other closing remarks, after every form.
    public var notes: String
    /// Command lines that show it in use (the man page's examples).
    public var examples: [String]

    public init(name: String, summary: String, forms: [CommandForm], notes: String = "", examples: [String] = []) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.notes = notes
        self.examples = examples
    }

    /// Every option of every form, each name once, in the order declared (`[CommandForm].options`).
    public var allOptions: [OptionDeclaration] { forms.options }
}

/// One way of calling a command: its synopsis after `loader-studio NAME`, what it does, what
/// its operands stand for and the options it takes.
public struct CommandForm: Sendable {
    /// The arguments after the command's name, one line (the help wraps it).
    public var synopsis: String
    /// The paragraphs before the options.
    public var description: String
    /// What the words that are not options stand for.
    public var operands: [OperandDeclaration]
    public var options: [OptionDeclaration]

    public init(
        synopsis: String, description: String, operands: [OperandDeclaration] = [], options: [OptionDeclaration] = []
    ) {
        self.synopsis = synopsis
        self.description = description
        self.operands = operands
        self.options = options
    }
}

extension [CommandForm] {
    /// The options of these forms, each name once, in the order declared; an option two forms
    /// declare offers the choices of both.
    public var options: [OptionDeclaration] {
        var merged: [OptionDeclaration] = []
        for option in flatMap(\.options) {
            guard let index = merged.firstIndex(where: { $0.name == option.name }) else {
                merged.append(option)
                continue
            }
            let first = merged[index].completion, more = option.completion
            if first.kind == .choices, more.kind == .choices {
                merged[index].completion = .choices(first.words + more.words.filter { !first.words.contains($0) })
            }
        }
        return merged
    }
}

/// A word of a command line that is not an option (a file, a built-in's name, a link).
public struct OperandDeclaration: Sendable {
    /// How the synopsis writes it ("SPEC|NAME", "FILE|FOLDER").
    public var placeholder: String
    public var help: String
    public var completion: Completion

    public init(_ placeholder: String, completion: Completion, help: String) {
        self.placeholder = placeholder
        self.help = help
        self.completion = completion
    }
}

/// An option: `--name`, with a value or as a flag.
public struct OptionDeclaration: Sendable {
    /// The name without its dashes.
    public var name: String
    /// How the help writes the value ("N", "HEX", "k=v,..."); nil for a flag.
    public var placeholder: String?
    public var help: String
    /// What a shell offers for its value.
    public var completion: Completion
    /// True when it may be given more than once (each value kept, in order).
    public var repeats: Bool

    /// A flag: no value.
    public static func flag(_ name: String, help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, placeholder: nil, help: help, completion: .nothing, repeats: false)
    }

    /// An option with a value.
    public static func value(
        _ name: String, _ placeholder: String, completion: Completion = .nothing, repeats: Bool = false, help: String
    ) -> OptionDeclaration {
        OptionDeclaration(name: name, placeholder: placeholder, help: help, completion: completion, repeats: repeats)
    }

    /// True when it takes no value.
    public var isFlag: Bool { placeholder == nil }

    /// "--name PLACEHOLDER", as the help lists it.
    public var label: String { "--" + name + (placeholder.map { " " + $0 } ?? "") }
}

/// What a shell's completion offers for a word. A struct, not an enum with payloads: the
/// declarations live in globals, and LeakSanitizer (the fuzzer's) cannot see an array kept in
/// an enum's payload, whose pointer carries tag bits.
public struct Completion: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Nothing: the user types it.
        case nothing
        /// One of `words`.
        case choices
        /// File names (with the extensions in `words`, or any when empty) and folders.
        case files
        /// Folder names.
        case folders
        /// A spec file (`.json`) or a built-in's name.
        case specOrBuiltin
        /// The name of one of the program's commands.
        case commandNames
    }

    public var kind: Kind
    /// The choices, or the file extensions.
    public var words: [String]

    public static let nothing = Completion(kind: .nothing, words: [])
    public static let folders = Completion(kind: .folders, words: [])
    public static let specOrBuiltin = Completion(kind: .specOrBuiltin, words: [])
    public static let commandNames = Completion(kind: .commandNames, words: [])
    /// One of `words`.
    public static func choices(_ words: [String]) -> Completion { Completion(kind: .choices, words: words) }
    /// Files with these extensions (any when empty) and folders.
    public static func files(_ extensions: [String]) -> Completion { Completion(kind: .files, words: extensions) }
}
