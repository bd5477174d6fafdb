import Glibc

/// Whether two paths name the same file, however they are spelled: the same device and inode
/// (a hard link, a symlink, `..` in the path), or the same resolved path when one of them does
/// not exist yet (a symlink is followed to where it points, even to a file that is gone).
///
/// The studio uses it so an export never lands on an open spec, the command line so `render`
/// never writes over its own input.
public enum FileIdentity {
    /// The device and inode of the file `path` names, symlinks followed; nil when nothing is
    /// there (or the link dangles).
    static func deviceAndInode(_ path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// `path` with every symlink, `.` and `..` resolved: `realpath` when it exists; else the
    /// target of a dangling symlink, resolved in turn; else its resolved folder joined with its
    /// name (the folder made absolute by the working directory). Nil when it cannot be said.
    public static func resolved(_ path: String) -> String? {
        resolved(path, hops: 0)
    }

    /// True when `a` and `b` name the same file (see the type's summary).
    public static func same(_ a: String, _ b: String) -> Bool {
        if let x = deviceAndInode(a), let y = deviceAndInode(b) { return x == y }
        guard let x = resolved(a), let y = resolved(b) else { return false }
        return x == y
    }

    /// Symlinks followed at most, as the kernel does (`MAXSYMLINKS`).
    private static let maximumHops = 40

    private static func resolved(_ path: String, hops: Int) -> String? {
        guard !path.isEmpty, hops <= maximumHops else { return nil }
        if let real = realPath(path) { return real }
        let absolute = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
        let (folder, name) = split(absolute)
        if let target = linkTarget(absolute) {
            return resolved(target.hasPrefix("/") ? target : folder + "/" + target, hops: hops + 1)
        }
        guard name != "." && name != ".." else { return nil }
        guard let realFolder = realPath(folder) ?? resolved(folder, hops: hops + 1) else { return nil }
        return realFolder == "/" ? "/" + name : realFolder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// What the symlink at `path` points to, or nil when `path` is not a symlink.
    private static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder and last component of an absolute path (trailing slashes ignored).
    private static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = trimmed[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
    }

    private static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
