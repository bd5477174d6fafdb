/// Where a document's spec comes from.
package enum DocumentSource: Hashable, Sendable {
    /// One of LoaderKit's 50 built-ins, by name.
    case builtin(String)
    /// A spec file, by absolute path.
    case file(String)
    /// A new spec not saved to a file yet, by its title ("Untitled 1", "Copy of Pulse"), or one opened
    /// from a share link or pasted text.
    case untitled(String)

    /// The file's absolute path, or nil for a built-in or a new spec.
    package var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }
}
