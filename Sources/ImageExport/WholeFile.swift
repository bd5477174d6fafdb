#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole files read and written with plain POSIX calls, failures as `ImageExportError.file`
/// naming the call, `strerror(errno)` and the path.
enum WholeFile {
    /// Bytes read per `read` call.
    private static let chunk = 64 * 1024

    /// The bytes of the file at `path`.
    static func contents(of path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("open", path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure("read", path) }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// Creates or truncates `path` (mode 0666 less the umask) and writes `bytes` to it.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure("open", path) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = failure("write", path)
                close(fd)
                throw error
            }
            written += count
        }
        guard close(fd) == 0 else { throw failure("close", path) }
    }

    /// The error for the POSIX `call` that just failed on `path`.
    private static func failure(_ call: String, _ path: String) -> ImageExportError {
        .file(call: call, message: String(cString: strerror(errno)), path: path)
    }
}
