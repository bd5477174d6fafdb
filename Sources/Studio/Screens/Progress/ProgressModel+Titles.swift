import LoaderKitCore

/// Titles that follow a design's edited options, in the gallery's words.
extension ProgressModel {
    /// The title of design `index` as edited: its type, its variant unless the type's default,
    /// then what the design adds ("buffer", "label" while the label shows, "stop",
    /// "indeterminate"). The gallery's options give the gallery's titles.
    package func title(of index: Int) -> String {
        let design = designs[index]
        let resolved = ResolvedProgress(options[index])
        var words = [resolved.type.rawValue]
        if resolved.variant != resolved.type.defaultVariant { words.append(resolved.variant.rawValue) }
        if design.showsBuffer { words.append("buffer") }
        if resolved.showLabel { words.append("label") }
        if design.child == .stop { words.append("stop") }
        if design.alwaysIndeterminate { words.append("indeterminate") }
        return words.joined(separator: " ")
    }

    /// "#N title", as cards and the inspector show it.
    func numberedTitle(of index: Int) -> String { "#\(designs[index].number) \(title(of: index))" }
}
