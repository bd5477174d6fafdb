import Glibc

/// Creates a directory and its missing parents (`mkdir -p`), each new one with mode 0700.
enum DirectoryMaker {
    /// Makes `path` (absolute) exist as a directory; throws when something else is there or a
    /// directory cannot be created.
    package static func make(_ path: String) throws(StudioFileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw StudioFileError("\(path) exists and is not a directory")
            }
            return
        }
        let parent = FilePaths.directory(of: path)
        if parent != path { try make(parent) }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw StudioFileError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
    }
}
