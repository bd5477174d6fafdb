import LoaderKitCore
import Localization

/// A short, readable type for a schema: `number > 0`, `number or { $param }`,
/// `one of linear, ease, easeIn, easeOut or easeInOut`, `array of track object, at least 1`,
/// in words of `language` (`TypeSummaryWords`); constants, names and numbers as the schema has them.
extension SpecSchema {
    func summary(_ schema: Reached, in language: Language = .english) -> String {
        summary(schema, TypeSummaryWords(language), depth: 0)
    }

    private func summary(_ schema: Reached, _ words: TypeSummaryWords, depth: Int) -> String {
        guard depth < 6 else { return words.value }
        let object = schema.node.object
        if let ref = object?["$ref"]?.string {
            let resolved = resolve(schema)
            let name = String(ref.split(separator: "/").last ?? "")
            var named = resolved
            named.definition = name
            let text = summary(named, words, depth: depth + 1)
            return text == words.object ? words.definitionObject(name) : text
        }
        if let value = object?["const"] { return JSONWriter.string(value) }
        if let values = object?["enum"]?.array {
            return words.oneOf(values.map { $0.string ?? JSONWriter.string($0) })
        }
        if let list = object?["anyOf"]?.array ?? object?["oneOf"]?.array {
            let key = object?["anyOf"]?.array != nil ? "anyOf" : "oneOf"
            let alternatives = list.enumerated().map { schema.child($0.element, key, String($0.offset)) }
            let types = alternatives.compactMap { discriminator($0) }
            if types.count == list.count, !types.isEmpty { return words.objectWithType(types) }
            var parts: [String] = []
            for alternative in alternatives {
                var reached = alternative
                reached.definition = schema.definition
                let text = summary(reached, words, depth: depth + 1)
                if !parts.contains(text) { parts.append(text) }
            }
            return words.either(parts)
        }
        switch object?["type"]?.string {
        case "number": return numberSummary(object!, words)
        case "string": return (object?["minLength"]?.number ?? 0) > 0 ? words.nonEmptyString : words.string
        case "boolean": return words.boolean
        case "array": return arraySummary(schema, words, depth: depth)
        case "object": return objectSummary(schema, words, depth: depth)
        default: return words.value
        }
    }

    private func numberSummary(_ object: JSONObject, _ words: TypeSummaryWords) -> String {
        let exclusiveLow = object["exclusiveMinimum"]?.finiteNumber
        let inclusiveLow = object["minimum"]?.finiteNumber
        let high = object["maximum"]?.finiteNumber
        let opening = exclusiveLow != nil ? "(" : "["
        if let low = exclusiveLow ?? inclusiveLow {
            if let high {
                return words.number(in: "\(opening)\(JSNumberFormat.string(low)), \(JSNumberFormat.string(high))]")
            }
            return words.number(exclusiveLow != nil ? ">" : "≥", JSNumberFormat.string(low))
        }
        if let high { return words.number("≤", JSNumberFormat.string(high)) }
        return words.number
    }

    private func arraySummary(_ schema: Reached, _ words: TypeSummaryWords, depth: Int) -> String {
        let object = schema.node.object
        if let tuple = object?["items"]?.array {
            let items = tuple.enumerated().map { schema.child($0.element, "items", String($0.offset)) }
            return words.tuple(items.map { summary($0, words, depth: depth + 1) })
        }
        let items = object?["items"].map { summary(schema.child($0, "items"), words, depth: depth + 1) }
        let minimum = object?["minItems"]?.number.flatMap { $0 > 0 ? Int($0) : nil }
        return words.array(of: items, atLeast: minimum)
    }

    private func objectSummary(_ schema: Reached, _ words: TypeSummaryWords, depth: Int) -> String {
        if let extra = otherNamesSchema(schema) {
            return words.object(byName: summary(extra, words, depth: depth + 1))
        }
        let names = properties(schema).map(\.name)
        guard !names.isEmpty, names.count <= 3 else { return words.object }
        let required = Set(schema.node.object?["required"]?.array?.compactMap(\.string) ?? [])
        return "{ " + names.map { required.contains($0) ? $0 : $0 + "?" }.joined(separator: ", ") + " }"
    }
}
