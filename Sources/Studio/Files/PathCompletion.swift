/// Completes a typed path as a shell does on Tab: the longest common start of the names in its
/// folder that begin with its last part, with `/` after a single folder.
package enum PathCompletion {
    /// The typed path made absolute: `~` is `home`, a relative path starts in `workingDirectory`.
    package static func absolute(_ typed: String, workingDirectory: String, home: String) -> String {
        if typed == "~" { return home }
        if typed.hasPrefix("~/") { return FilePaths.absolute(FilePaths.join(home, String(typed.dropFirst(2)))) }
        if typed.hasPrefix("/") { return FilePaths.absolute(typed) }
        return FilePaths.absolute(FilePaths.join(workingDirectory, typed))
    }

    /// The completion of `typed`: the new text (unchanged when nothing completes) and the names
    /// that match, for the dialog to show when more than one does.
    package static func complete(_ typed: String, workingDirectory: String, home: String) -> (
        text: String, matches: [String]
    ) {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder =
            folderPart.isEmpty ? workingDirectory : absolute(folderPart, workingDirectory: workingDirectory, home: home)
        guard let listing = try? FolderListing(folder: folder) else { return (typed, []) }
        let matches = listing.entries.filter { $0.name.hasPrefix(prefix) }
        guard let first = matches.first else { return (typed, []) }
        if matches.count == 1 {
            return (folderPart + first.name + (first.isFolder ? "/" : ""), [first.name])
        }
        var common = first.name
        for match in matches.dropFirst() {
            common = String(zip(common, match.name).prefix { $0 == $1 }.map(\.0))
        }
        return (folderPart + common, matches.map(\.name))
    }
}
