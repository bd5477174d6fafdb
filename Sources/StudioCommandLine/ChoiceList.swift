/// The names an option accepts, written for its usage line and for its messages.
enum ChoiceList {
    /// "a|b|c", for a usage line.
    static func alternatives(_ names: [String]) -> String { names.joined(separator: "|") }

    /// "a, b or c", for a message.
    static func prose(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
