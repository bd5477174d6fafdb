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

    package init(key: String, path: String?, title: String, text: String, savedAt: Double) {
        self.key = key
        self.path = path
        self.title = title
        self.text = text
        self.savedAt = savedAt
    }

    /// The key of the draft of the file at `path`: FNV-1a (64 bit) of the path, in hex, so every
    /// path gives a short, safe file name and the same path always the same one.
    package static func key(forPath path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "file-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
