import Foundation
import Glibc

/// Where the running studio listens: `$XDG_RUNTIME_DIR/loader-studio/instance`, in a folder only
/// the user may enter (made 0700 when missing; refused when another user owns it or others may
/// enter it). Nil without XDG_RUNTIME_DIR: then every studio opens its own window.
public enum InstanceSocket {
    /// The socket's path for `environment`, the folder made and checked.
    public static func path(environment: [String: String]) -> Result<String, InstanceError>? {
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
        let folder = runtime + "/loader-studio"
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            return .failure(.system("cannot make \(folder): \(String(cString: strerror(errno)))"))
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            return .failure(.system("cannot read \(folder): \(String(cString: strerror(errno)))"))
        }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
            return .failure(.unsafeFolder("\(folder) is not a folder of this user's; opening a window of its own"))
        }
        guard info.st_mode & 0o077 == 0 else {
            return .failure(
                .unsafeFolder(
                    "others may enter \(folder) (mode \(String(info.st_mode & 0o777, radix: 8))); opening a window of its own"
                ))
        }
        let path = folder + "/instance"
        // sun_path holds 108 bytes with its NUL.
        guard path.utf8.count < 108 else { return .failure(.system("\(path) is too long for a socket")) }
        return .success(path)
    }

    /// A `sockaddr_un` for `path`.
    static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in path.utf8.enumerated() where i < buffer.count - 1 { buffer[i] = byte }
        }
        return address
    }

    /// A failed system call's errno.
    struct Errno: Error, Equatable {
        var code: Int32
    }

    /// Connects to `path`: the socket, or the errno why not.
    static func connect(to path: String) -> Result<Int32, Errno> {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        var address = address(path)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else {
            let error = errno
            close(fd)
            return .failure(Errno(code: error))
        }
        return .success(fd)
    }

    /// Writes all of `bytes`; false when the peer went away.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads until a newline, `limit` bytes or `seconds` pass; nil when nothing whole came.
    static func readLine(_ fd: Int32, limit: Int, seconds: Double) -> [UInt8]? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= limit {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(left * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return nil }
            bytes += chunk[..<count]
            if let newline = bytes.firstIndex(of: 0x0A) { return Array(bytes[..<newline]) }
        }
        return nil
    }
}
