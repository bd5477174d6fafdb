import Localization

/// The schema's `description` texts in the studio's other languages, each keyed by the JSON
/// pointer of the schema that has it (`/definitions/track/properties/keyTimes`), never by its
/// English: English is the schema's own text, byte for byte LoaderKit's. JSON names, API names,
/// code in backquotes, units and numbers stay as LoaderKit writes them.
enum SchemaDescriptions {
    /// The translations by language, then by place.
    static let tables: [Language: [String: String]] = [
        .vietnamese: vietnamese, .chineseSimplified: chinese, .french: french,
    ]

    /// The description at `pointer` in `language`; nil in English and for a place without one.
    static func text(at pointer: String, in language: Language) -> String? {
        tables[language]?[pointer]
    }

    /// A table from its texts, each given once with every place that has it (a property listed
    /// both at the top and in `part`, a field shared by layout types).
    static func table(_ entries: [(places: [String], text: String)]) -> [String: String] {
        var out: [String: String] = [:]
        for entry in entries {
            for place in entry.places { out[place] = entry.text }
        }
        return out
    }
}
