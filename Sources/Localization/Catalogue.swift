/// Every message's text in each language: tables of patterns by key, merged from the parts an
/// app declares (one per area of its interface). English is the reference: the other languages
/// must have the same keys with the same placeholders (the catalogue tests check it).
public struct Catalogue: Sendable {
    /// The parsed patterns by language and key.
    public private(set) var patterns: [Language: [String: MessagePattern]] = [:]
    /// The keys defined twice, and the patterns that do not parse (key, language, why).
    public private(set) var faults: [String] = []

    /// One area's texts: for each language, pattern text by key.
    public typealias Table = [Language: [String: String]]

    /// The catalogue of the given areas' tables.
    public init(_ tables: [Table]) {
        for table in tables {
            for (language, entries) in table {
                for (key, text) in entries {
                    if patterns[language]?[key] != nil {
                        faults.append("\(key) is defined twice in \(language.rawValue)")
                        continue
                    }
                    do {
                        patterns[language, default: [:]][key] = try MessagePattern(parsing: text)
                    } catch {
                        faults.append("\(key) in \(language.rawValue) does not parse: \(error.description)")
                    }
                }
            }
        }
    }

    /// The pattern of `key` in `language`, or English's when the language lacks it.
    public func pattern(_ key: String, in language: Language) -> MessagePattern? {
        patterns[language]?[key] ?? patterns[.english]?[key]
    }
}

/// Renders messages, numbers and quantities in one language.
public struct Localizer: Sendable {
    public let language: Language
    public let catalogue: Catalogue
    /// The language's way of writing numbers.
    public let numbers: NumberStyle

    public init(_ language: Language, catalogue: Catalogue) {
        self.language = language
        self.catalogue = catalogue
        numbers = NumberStyle(language)
    }

    /// The message's text; its key when no language has it (a fault the catalogue tests catch).
    public func callAsFunction(_ message: Message) -> String {
        guard let pattern = catalogue.pattern(message.key, in: language) else { return message.key }
        return render(pattern.pieces, message.arguments, count: nil)
    }

    /// A number in the language's style ("0,75" in French).
    public func number(_ value: Double, decimals: Int = 0, fixed: Bool = false) -> String {
        numbers.string(value, decimals: decimals, fixed: fixed)
    }

    /// A number already written with "." as its decimal point (a padded readout, a fixed number
    /// of places), with the language's separator instead ("0,750" in French).
    public func decimal(_ written: String) -> String {
        numbers.decimalSeparator == "." ? written : written.replacing(".", with: numbers.decimalSeparator)
    }

    /// A number and its unit in the language's style ("0,75 s" with a no-break space in French).
    public func quantity(_ value: Double, unit: String, decimals: Int = 0, fixed: Bool = false) -> String {
        numbers.quantity(value, unit: unit, decimals: decimals, fixed: fixed)
    }

    private func render(_ pieces: [MessagePattern.Piece], _ arguments: [String: MessageArgument], count: String?)
        -> String
    {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .count: out += count ?? "#"
            case .argument(let name): out += arguments[name].map(format) ?? "{\(name)}"
            case .plural(let name, let forms):
                guard let argument = arguments[name], let value = argument.numericValue else {
                    out += "{\(name)}"
                    continue
                }
                let exact = value == value.rounded() && abs(value) < 1e15 ? forms["=\(Int64(value))"] : nil
                let form = exact ?? forms[language.pluralCategory(value).rawValue] ?? forms["other"] ?? []
                out += render(form, arguments, count: format(argument))
            }
        }
        return out
    }

    private func format(_ argument: MessageArgument) -> String {
        switch argument {
        case .count(let n): return numbers.string(Double(n))
        case .text(let text): return text
        case .number(let x, let decimals): return numbers.string(x, decimals: decimals)
        case .quantity(let x, let unit, let decimals): return numbers.quantity(x, unit: unit, decimals: decimals)
        }
    }
}
