import LoaderKitCore

/// A short, readable type for a schema: `number > 0`, `number or { $param }`,
/// `one of linear, ease, easeIn, easeOut or easeInOut`, `array of track objects, at least 1`.
extension SpecSchema {
    func summary(_ schema: Reached, depth: Int = 0) -> String {
        guard depth < 6 else { return "value" }
        let object = schema.node.object
        if let ref = object?["$ref"]?.string {
            let resolved = resolve(schema)
            let name = String(ref.split(separator: "/").last ?? "")
            let text = summary(Reached(node: resolved.node, definition: name), depth: depth + 1)
            return text == "object" ? SchemaWords.spaced(name) + " object" : text
        }
        if let value = object?["const"] { return JSONWriter.string(value) }
        if let values = object?["enum"]?.array {
            return "one of " + SchemaWords.list(values.map { $0.string ?? JSONWriter.string($0) })
        }
        if let list = object?["anyOf"]?.array ?? object?["oneOf"]?.array {
            let types = list.compactMap { discriminator(Reached(node: $0, definition: nil)) }
            if types.count == list.count, !types.isEmpty {
                return "object with type " + SchemaWords.list(types)
            }
            var parts: [String] = []
            for alternative in list {
                let text = summary(Reached(node: alternative, definition: schema.definition), depth: depth + 1)
                if !parts.contains(text) { parts.append(text) }
            }
            return parts.joined(separator: " or ")
        }
        switch object?["type"]?.string {
        case "number": return numberSummary(object!)
        case "string": return (object?["minLength"]?.number ?? 0) > 0 ? "non-empty string" : "string"
        case "boolean": return "boolean"
        case "array": return arraySummary(schema, depth: depth)
        case "object": return objectSummary(schema, depth: depth)
        default: return "value"
        }
    }

    private func numberSummary(_ object: JSONObject) -> String {
        let exclusiveLow = object["exclusiveMinimum"]?.finiteNumber
        let inclusiveLow = object["minimum"]?.finiteNumber
        let high = object["maximum"]?.finiteNumber
        let opening = exclusiveLow != nil ? "(" : "["
        if let low = exclusiveLow ?? inclusiveLow {
            if let high {
                return "number in \(opening)\(JSNumberFormat.string(low)), \(JSNumberFormat.string(high))]"
            }
            return "number \(exclusiveLow != nil ? ">" : "≥") \(JSNumberFormat.string(low))"
        }
        if let high { return "number ≤ \(JSNumberFormat.string(high))" }
        return "number"
    }

    private func arraySummary(_ schema: Reached, depth: Int) -> String {
        let object = schema.node.object
        if let tuple = object?["items"]?.array {
            return "["
                + tuple.map { summary(Reached(node: $0, definition: nil), depth: depth + 1) }.joined(separator: ", ")
                + "]"
        }
        var text = "array"
        if let items = object?["items"] {
            text += " of " + summary(Reached(node: items, definition: nil), depth: depth + 1)
        }
        if let minimum = object?["minItems"]?.number, minimum > 0 { text += ", at least \(Int(minimum))" }
        return text
    }

    private func objectSummary(_ schema: Reached, depth: Int) -> String {
        if let extra = otherNamesSchema(schema) {
            return "object of " + summary(extra, depth: depth + 1) + " by name"
        }
        let names = properties(schema).map(\.name)
        guard !names.isEmpty, names.count <= 3 else { return "object" }
        let required = Set(schema.node.object?["required"]?.array?.compactMap(\.string) ?? [])
        return "{ " + names.map { required.contains($0) ? $0 : $0 + "?" }.joined(separator: ", ") + " }"
    }
}
