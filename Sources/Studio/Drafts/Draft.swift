/// Unsaved text of one document, kept on disk so a crash or a kill loses nothing.
package struct Draft: Codable, Sendable, Equatable {
    /// Names the draft's file: a hash of the document's path, or `untitled-N` for a new spec.
    package var key: String
    /// The file the text belongs to (absolute), or nil for a spec never saved.
    package var path: String?
    /// What the user calls the document ("Pulse.json", "Untitled 2").
    package var title: String
    /// The unsaved text, exactly as it was in the pane.
    package var text: String
    /// When it was written, in seconds since 1970.
    package var savedAt: Double
    /// The file's version the text is unsaved against (nil for a spec never saved, and in drafts
    /// written before bases were kept).
    package var base: DraftBase?
    /// The selection in the text when the draft was written, as UTF-8 offsets (nil: the start).
    var selectionAnchor: Int?
    package var selectionHead: Int?

    package init(
        key: String, path: String?, title: String, text: String, savedAt: Double, base: DraftBase? = nil,
        selection: (anchor: Int, head: Int)? = nil
    ) {
        self.key = key
        self.path = path
        self.title = title
        self.text = text
        self.savedAt = savedAt
        self.base = base
        selectionAnchor = selection?.anchor
        selectionHead = selection?.head
    }

    /// The key of the draft of the file at `path`: FNV-1a (64 bit) of the path, in hex, so every
    /// path gives a short, safe file name and the same path always the same one.
    package static func key(forPath path: String) -> String {
        "file-" + ContentHash.hex(of: path.utf8)
    }
}
