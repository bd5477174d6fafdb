import UI

/// The text histories of the documents the source pane does not show, so each document keeps
/// one history whatever is shown in between: another document, a Save As under a new name.
///
/// Bounded: at most `capacity` documents, and `byteLimit` bytes of kept text changes in all; the
/// history shown longest ago goes first. A document closed (gone from memory) loses its entry.
@MainActor
struct TextHistoryShelf {
    private struct Entry {
        weak var document: SpecDocument?
        var kept: CodeEditorKeptHistory
    }

    /// The most documents whose histories are kept besides the one shown.
    static let capacity = 16
    /// The most bytes of text changes kept on the shelf in all.
    static let byteLimit = 128 << 20

    /// Oldest first.
    private var entries: [Entry] = []

    /// The number of histories kept.
    var count: Int { entries.count }

    /// Keeps `kept` as `document`'s history, replacing any earlier one.
    mutating func put(_ kept: CodeEditorKeptHistory, for document: SpecDocument) {
        entries.removeAll { $0.document == nil || $0.document === document }
        entries.append(Entry(document: document, kept: kept))
        var total = entries.reduce(0) { $0 + $1.kept.size }
        while entries.count > Self.capacity || (total > Self.byteLimit && entries.count > 1) {
            total -= entries.removeFirst().kept.size
        }
    }

    /// Takes `document`'s kept history off the shelf, if it has one.
    mutating func take(for document: SpecDocument) -> CodeEditorKeptHistory? {
        guard let index = entries.firstIndex(where: { $0.document === document }) else { return nil }
        return entries.remove(at: index).kept
    }

    /// Forgets `document`'s kept history.
    mutating func forget(_ document: SpecDocument) {
        entries.removeAll { $0.document == nil || $0.document === document }
    }
}
