import ControlProtocol
import Foundation
import Glibc

/// A client of the studio's test-only control socket (`LOADER_STUDIO_CONTROL`): one request
/// line, one JSON answer line, at most 10 s for each answer.
public final class ControlSocketClient {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to the socket at `path`.
    public init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw XSessionError("cannot make a socket") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw XSessionError("cannot connect to \(path)")
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends raw bytes (hostile frames included); never raises SIGPIPE.
    func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw XSessionError("the control socket closed") }
            offset += sent
        }
    }

    /// Reads one answer line (at most 10 s).
    func readLine() throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return line
            }
            var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0, poll(&fd, 1, left) > 0 else {
                throw XSessionError("no answer on the control socket in 10 s")
            }
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw XSessionError("the control socket closed") }
            buffer += chunk[0..<count]
        }
    }

    /// Sends `request` and decodes its answer as `type`; an `{"error": ...}` answer throws its
    /// `ControlError`.
    public func request<Answer: Decodable>(_ request: ControlRequest, as type: Answer.Type) throws -> Answer {
        try ControlJSON.decode(type, from: try requestLine(request.line))
    }

    /// Sends one raw line (a malformed request, say) and returns the line answered.
    public func requestLine(_ line: String) throws -> String {
        try send(bytes: Array((line + "\n").utf8))
        return try readLine()
    }
}
