import Foundation
import Glibc

/// The running studio's side: a Unix socket (mode 0600) it polls each tick, taking the requests
/// of other studios started by the same user. A socket a crashed studio left is replaced;
/// connections from another user are refused; a bad frame gets an answer saying so.
public final class InstanceServer {
    /// The listening socket, for the host's loop to wake on.
    public let descriptor: Int32
    public let path: String
    /// The socket file's identity, so only our own file is removed at the end.
    private let identity: (device: UInt, inode: UInt)

    /// Listens at `path`; nil (with why) when another studio already listens there.
    public static func listen(at path: String) -> Result<InstanceServer, InstanceError> {
        switch InstanceSocket.connect(to: path) {
        case .success(let fd):
            close(fd)
            return .failure(.system("another studio listens at \(path)"))
        case .failure(let error) where error.code == ECONNREFUSED:
            // A stale socket from a studio that did not close it.
            unlink(path)
        case .failure:
            break
        }
        let fd = socket(
            AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return .failure(.system("cannot make a socket: \(String(cString: strerror(errno)))")) }
        var address = InstanceSocket.address(path)
        let previous = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previous)
        guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(fd, 8) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            return .failure(.system("cannot listen at \(path): \(message)"))
        }
        var info = stat()
        stat(path, &info)
        return .success(InstanceServer(descriptor: fd, path: path, identity: (UInt(info.st_dev), UInt(info.st_ino))))
    }

    private init(descriptor: Int32, path: String, identity: (device: UInt, inode: UInt)) {
        self.descriptor = descriptor
        self.path = path
        self.identity = identity
    }

    deinit {
        close(descriptor)
        var info = stat()
        if stat(path, &info) == 0, UInt(info.st_dev) == identity.device, UInt(info.st_ino) == identity.inode {
            unlink(path)
        }
    }

    /// Takes the requests waiting (none blocks the caller for long: each connection has 1 s to
    /// send its line). Each good request is answered "ok PID" and handed to `take`; a bad one
    /// is answered with why, and its problem handed to `refuse`.
    public func poll(take: (InstanceRequest) -> Void, refuse: (String) -> Void = { _ in }) {
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            defer { close(connection) }
            guard Self.peerIsThisUser(connection) else {
                _ = InstanceSocket.writeAll(connection, Array("refused: another user\n".utf8))
                refuse("a request from another user was refused")
                continue
            }
            guard let line = InstanceSocket.readLine(connection, limit: InstanceRequest.maximumBytes, seconds: 1) else {
                _ = InstanceSocket.writeAll(connection, Array("refused: no request line\n".utf8))
                refuse(
                    InstanceError.badRequest("no whole line within 1 s or \(InstanceRequest.maximumBytes) bytes")
                        .description)
                continue
            }
            switch InstanceRequest.decode(line) {
            case .success(let request):
                _ = InstanceSocket.writeAll(connection, Array("ok \(getpid())\n".utf8))
                take(request)
            case .failure(let error):
                _ = InstanceSocket.writeAll(connection, Array("refused: \(error)\n".utf8))
                refuse(error.description)
            }
        }
    }

    /// True when the connected process runs as this user (SO_PEERCRED: the peer's pid, uid
    /// and gid, 32 bits each).
    static func peerIsThisUser(_ fd: Int32) -> Bool {
        var credentials: [UInt32] = [0, 0, 0]
        var length = socklen_t(12)
        let status = credentials.withUnsafeMutableBytes {
            getsockopt(fd, SOL_SOCKET, SO_PEERCRED, $0.baseAddress, &length)
        }
        return status == 0 && length == 12 && credentials[1] == getuid()
    }
}
