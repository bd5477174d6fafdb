/// The five modes of the studio (STUDIO.md "The window"): the toolbar's switch, the `mode`
/// setting and `--mode` all use these names.
public enum StudioMode: String, CaseIterable, Codable, Hashable, Sendable {
    case gallery, editor, progress, skeleton, scenes

    /// The title in the toolbar.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The mode named `name` (any letter case), or nil.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
