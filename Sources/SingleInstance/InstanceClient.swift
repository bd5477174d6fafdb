import Foundation
import Glibc

/// The second studio's side: hands the request to the running one, if there is one.
public enum InstanceClient {
    /// What became of a request.
    public enum Outcome: Equatable, Sendable {
        /// The running studio (its process id) took the request.
        case forwarded(pid: Int)
        /// No studio listens (no socket, or a stale one a crash left).
        case noStudio
        /// A studio listens but did not take it, with why.
        case refused(String)
    }

    /// Sends `request` to the studio at `path`, waiting at most `seconds` for its answer.
    public static func forward(_ request: InstanceRequest, to path: String, seconds: Double = 3) -> Outcome {
        let fd: Int32
        switch InstanceSocket.connect(to: path) {
        case .success(let socket): fd = socket
        case .failure(let error) where error.code == ENOENT || error.code == ECONNREFUSED: return .noStudio
        case .failure(let error): return .refused("cannot reach it: \(String(cString: strerror(error.code)))")
        }
        defer { close(fd) }
        guard InstanceSocket.writeAll(fd, request.encoded()) else { return .refused("it closed the connection") }
        guard let line = InstanceSocket.readLine(fd, limit: 256, seconds: seconds) else {
            return .refused("it did not answer within \(Int(seconds)) s")
        }
        let answer = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard answer.first == "ok", answer.count == 2, let pid = Int(answer[1]) else {
            return .refused(String(decoding: line, as: UTF8.self))
        }
        return .forwarded(pid: pid)
    }
}
