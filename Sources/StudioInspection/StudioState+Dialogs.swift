extension StudioState {
    /// The quit dialog's rows, one per unsaved document.
    public struct QuitDialog: Codable, Equatable, Sendable {
        public var rows: [Row] = []
        public init() {}

        public struct Row: Codable, Equatable, Sendable {
            public var name = ""
            public var detail = ""
            /// What quitting does with it (the choice's raw value).
            public var keeping = ""
            /// Why it cannot be saved, when it cannot.
            public var problem: String?
            public init() {}
        }
    }

    /// One row of the shortcut help: the keys, what they do, the section it is listed under.
    public struct HelpRow: Codable, Equatable, Sendable {
        public var keys = ""
        public var title = ""
        public var section = ""
        public init() {}
    }

    /// The gallery: the filter's text, the cards' names in order, how many cards are on screen,
    /// the documents still loading.
    public struct Gallery: Codable, Equatable, Sendable {
        public var filter = ""
        public var shown: [String] = []
        public var visibleCards = 0
        public var loading: [String] = []
        public init() {}
    }

    /// The edit history: whether undo and redo are possible, and their steps' names.
    public struct History: Codable, Equatable, Sendable {
        public var canUndo = false
        public var canRedo = false
        public var undo = ""
        public var redo = ""
        public init() {}
    }

    /// The Code panel: the platform's id and the code it shows.
    public struct Code: Codable, Equatable, Sendable {
        public var platform = ""
        public var text = ""
        public init() {}
    }
}
