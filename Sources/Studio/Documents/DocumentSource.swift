/// Where a document's spec comes from.
package enum DocumentSource: Hashable, Sendable {
    /// One of LoaderKit's 50 built-ins, by name.
    case builtin(String)
    /// A spec file, by absolute path.
    case file(String)
    /// An unsaved spec opened from a share link or pasted text, by its title.
    case draft(String)

    /// The file's absolute path, or nil for a built-in.
    package var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }
}
