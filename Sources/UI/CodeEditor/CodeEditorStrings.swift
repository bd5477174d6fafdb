/// The words a code editor shows (its find bar and go to line), all given by the caller: the
/// toolkit holds no text of its own, so the caller words them in its language.
public struct CodeEditorStrings {
    /// The find field's placeholder ("Find").
    public var find: String
    /// The go to line field's placeholder ("Line or line:column").
    public var goToLine: String
    /// The switch that makes case matter ("Match case").
    public var matchCase: String
    /// The buttons that select the previous and next match, and the one that closes the bar.
    public var previous: String
    public var next: String
    public var close: String
    /// Said when nothing matches ("No results").
    public var noResults: String
    /// The lines one can go to, from 1 to `lineCount` ("Lines 1 to 300").
    public var lines: (_ lineCount: Int) -> String
    /// Which match is selected: `index` (from 1) of `count`, `more` when the search stopped at
    /// its limit and there are more ("3 of 12", "1 of 10000+").
    public var matchIndex: (_ index: Int, _ count: Int, _ more: Bool) -> String
    /// How many matches there are while none is selected ("12 matches", "10000+ matches").
    public var matchCount: (_ count: Int, _ more: Bool) -> String
    /// What to type when the line typed is not one ("Type a line from 1 to 300, or line:column").
    public var badLine: (_ lineCount: Int) -> String

    public init(
        find: String, goToLine: String, matchCase: String, previous: String, next: String, close: String,
        noResults: String, lines: @escaping (_ lineCount: Int) -> String,
        matchIndex: @escaping (_ index: Int, _ count: Int, _ more: Bool) -> String,
        matchCount: @escaping (_ count: Int, _ more: Bool) -> String,
        badLine: @escaping (_ lineCount: Int) -> String
    ) {
        self.find = find
        self.goToLine = goToLine
        self.matchCase = matchCase
        self.previous = previous
        self.next = next
        self.close = close
        self.noResults = noResults
        self.lines = lines
        self.matchIndex = matchIndex
        self.matchCount = matchCount
        self.badLine = badLine
    }
}
