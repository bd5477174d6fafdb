import Glibc

/// Why a spec file could not be read.
public enum FileReadFailure: Error, Sendable, Equatable {
    /// Nothing at the path (`ENOENT`, or a directory on the way is gone).
    case missing
    case directory
    /// A FIFO, socket or device: never opened for reading.
    case notRegularFile
    /// Larger than the limit (both in bytes).
    case tooLarge(size: Int, limit: Int)
    /// Any other error, with the system's text (permission denied, I/O error, ...).
    case unreadable(String)

    /// What is wrong, after the file's name: "is a directory, not a spec file".
    public var reason: String {
        switch self {
        case .missing: return "does not exist"
        case .directory: return "is a directory, not a spec file"
        case .notRegularFile: return "is not a regular file (a FIFO, socket or device); it is not read"
        case .tooLarge(let size, let limit):
            return "is \(size) bytes, more than the \(limit) bytes (\(limit >> 20) MiB) a spec file may have"
        case .unreadable(let reason): return "cannot be read: \(reason)"
        }
    }

    /// A sentence about `name` (a file name) for a watched file: a deleted file keeps the last
    /// good version on screen.
    public func message(for name: String) -> String {
        if self == .missing { return "\(name) was deleted; showing the last good version until it comes back" }
        return "\(name) \(reason)"
    }
}

/// The bytes of one version of a file and its stamp.
public struct FileSnapshot: Sendable, Equatable {
    public var bytes: [UInt8]
    public var stamp: FileStamp

    public init(bytes: [UInt8], stamp: FileStamp) {
        self.bytes = bytes
        self.stamp = stamp
    }
}

/// Reads spec files safely, for the studio and the command line alike: regular files only (after
/// following symlinks; a symlink loop is an error, not a hang), with a size limit, and never
/// blocking (a FIFO put in place of a spec is reported, not opened for a blocking read).
public enum SpecFileReader {
    /// The default largest spec file read, in bytes (8 MiB). The largest real specs are tens of
    /// kilobytes (a 10,000-element spec spelled out is about 200 KB); parsing a file at the limit
    /// takes about 30 bytes of memory per byte, so the limit bounds memory to a few hundred MB.
    public static let defaultSizeLimit = 8 << 20

    /// True when `path` names anything at all, a dangling symlink or a symlink loop included
    /// (so the caller reads it and reports what is wrong, instead of "no such file").
    public static func somethingIsAt(_ path: String) -> Bool {
        var info = stat()
        return !path.isEmpty && lstat(path, &info) == 0
    }

    /// The stamp of `path` (following symlinks), or why there is no readable file there.
    public static func stamp(of path: String) -> Result<FileStamp, FileReadFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failure(errno)) }
        if let problem = kindProblem(info) { return .failure(problem) }
        return .success(FileStamp(info))
    }

    /// The bytes and stamp of the regular file at `path`, at most `limit` bytes. With
    /// `restamp` false the stamp is the one taken when the file was opened (one `fstat` fewer,
    /// for a reader that does not watch the file).
    public static func read(_ path: String, limit: Int = defaultSizeLimit, restamp: Bool = true)
        -> Result<FileSnapshot, FileReadFailure>
    {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failure(errno)) }
        if let problem = kindProblem(info) { return .failure(problem) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(size: Int(info.st_size), limit: limit)) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(failure(errno)) }
        defer { close(fd) }
        // The path may have been replaced between stat and open: trust only what fd is.
        guard fstat(fd, &info) == 0 else { return .failure(failure(errno)) }
        if let problem = kindProblem(info) { return .failure(problem) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(size: Int(info.st_size), limit: limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(failure(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        }
        // Stamp after reading, so a write racing with the read shows up as a changed stamp later.
        if restamp {
            guard fstat(fd, &info) == 0 else { return .failure(failure(errno)) }
        }
        return .success(FileSnapshot(bytes: bytes, stamp: FileStamp(info)))
    }

    private static func kindProblem(_ info: stat) -> FileReadFailure? {
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .directory }
        if type != S_IFREG { return .notRegularFile }
        return nil
    }

    static func failure(_ code: Int32) -> FileReadFailure {
        if code == ENOENT || code == ENOTDIR { return .missing }
        return .unreadable(String(cString: strerror(code)))
    }
}
