import Glibc

/// Writes a file atomically: a temporary file in the same directory, written in full, given the
/// permissions, synced, then renamed over the target (and the directory synced), so a reader sees
/// the old bytes or the new ones, never a mix. No temporary file is left behind on failure.
public enum SpecFileWriter {
    /// Replaces `path` with `bytes`; `permissions` (e.g. 0o644) default to the existing file's,
    /// or 0o644 for a new file.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(FileWriteFailure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var mode = permissions ?? 0o644
        var info = stat()
        if stat(path, &info) == 0 {
            // The rename would replace what the user protected or what is no file at all; root
            // could, so the permission bits are read, not only tried.
            if info.st_mode & S_IFMT == S_IFDIR {
                throw FileWriteFailure("cannot replace \(path): it is a folder, not a file")
            }
            if info.st_mode & 0o222 == 0 {
                throw FileWriteFailure(
                    "cannot replace \(path): the file is read-only (save under another name, or make it writable)")
            }
            if permissions == nil { mode = info.st_mode & 0o7777 }
        }
        // A hidden name that does not end in ".json", so folder watchers never open it.
        var template = Array("\(directory)/.\(name).save-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileWriteFailure("cannot create a temporary file in \(directory): \(errorText())") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let text = errorText()
                close(fd)
                throw FileWriteFailure("cannot write \(temp): \(text)")
            }
            written += n
        }
        if fchmod(fd, mode) != 0 || fsync(fd) != 0 {
            let text = errorText()
            close(fd)
            throw FileWriteFailure("cannot finish \(temp): \(text)")
        }
        guard close(fd) == 0 else { throw FileWriteFailure("cannot close \(temp): \(errorText())") }
        guard rename(temp, path) == 0 else { throw FileWriteFailure("cannot replace \(path): \(errorText())") }
        ok = true
        let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 {
            _ = fsync(dirfd)
            close(dirfd)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// Why a file could not be written: the message names the file and the system's reason.
public struct FileWriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
