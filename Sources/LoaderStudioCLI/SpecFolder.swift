import Glibc

/// The spec files a folder named on the command line stands for: every `*.json` in it and in
/// its subfolders, sorted by path. Hidden names (editors' temporary files, `.git`) are skipped,
/// like the window's folders; symlinked subfolders are not followed, so a link loop cannot make
/// the walk endless.
enum SpecFolder {
    /// True when `path` is a folder (after following a symlink).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The `*.json` paths under `folder`, sorted, and a message per subfolder that could not be
    /// read.
    static func specFiles(in folder: String) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [String] = []
        var pending = [folder]
        while let directory = pending.popLast() {
            guard let handle = opendir(directory) else {
                problems.append("\(directory) cannot be read: \(String(cString: strerror(errno)))")
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                // The entry's type as the directory gives it; asked of the file only when unknown.
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    isFolder = info.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder {
                    pending.append(path)
                } else if name.hasSuffix(".json") && name.count > 5 {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), problems.sorted())
    }
}
