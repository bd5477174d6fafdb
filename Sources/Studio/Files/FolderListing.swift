import Glibc

/// The entries of a folder as a file dialog lists them: sub-folders first, then spec files
/// (`*.json`), each group sorted by name; hidden entries left out. A folder that cannot be read
/// gives a sentence instead.
package struct FolderListing: Sendable, Equatable {
    /// One entry of the listing.
    package struct Entry: Sendable, Equatable {
        package var name: String
        package var isFolder: Bool
        package init(name: String, isFolder: Bool) {
            self.name = name
            self.isFolder = isFolder
        }
    }

    /// The folder listed (absolute).
    package var folder: String
    /// Its entries (at most `entryLimit`).
    package var entries: [Entry]
    /// True when the folder held more entries than are listed.
    package var isTruncated: Bool

    /// The most entries listed: a folder of a million files must not stall the dialog.
    static let entryLimit = 2000

    /// Lists `folder` (absolute); throws a sentence when it cannot be read.
    package init(folder: String) throws(StudioFileError) {
        self.folder = folder
        guard let dir = opendir(folder) else { throw StudioFileError("\(folder): \(String(cString: strerror(errno)))") }
        defer { closedir(dir) }
        var folders: [String] = [], files: [String] = []
        var truncated = false
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            if folders.count + files.count >= FolderListing.entryLimit {
                truncated = true
                break
            }
            var info = stat()
            guard stat(FilePaths.join(folder, name), &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: folders.append(name)
            case S_IFREG where name.hasSuffix(".json"): files.append(name)
            default: break
            }
        }
        entries =
            folders.sorted().map { Entry(name: $0, isFolder: true) }
            + files.sorted().map { Entry(name: $0, isFolder: false) }
        isTruncated = truncated
    }
}
