extension StudioState {
    /// The source pane: shown, its text (up to 64 KiB; nil when longer) and length in bytes, the
    /// caret and selection (byte offsets), the status line, whether it is read-only, unsaved or
    /// in conflict with the disk, whether long lines wrap and the rows the text takes on screen
    /// (with folds and wrap), how far it is scrolled sideways (points), the diagnostics' messages, the folds it holds (0-based lines:
    /// the first 200, their count and a hash of all), whether the text was analysed, and the
    /// completion list's labels while it is open.
    public struct Source: Codable, Equatable, Sendable {
        public var shown = false
        public var text: String?
        public var bytes = 0
        public var caret = 0
        public var selection: [Int] = []
        public var status = ""
        public var readOnly = false
        public var dirty = false
        public var conflict = false
        public var wraps = false
        public var rows = 0
        public var scrollX = 0.0
        public var diagnostics: [String] = []
        public var folds: [[Int]] = []
        public var foldCount = 0
        public var foldsHash = ""
        public var analysed = false
        public var completions: [String]?
        public init() {}
    }
}
