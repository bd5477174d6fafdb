import CSDL2
import Dispatch
import Foundation
import Glibc

/// A test-only control channel: a Unix stream socket at a path the caller names (never on the
/// network), where a client sends one request per line and reads one answer per line.
///
/// A small thread serves up to eight clients and reads their lines; each request is handed to
/// the main loop as an SDL user event of `eventType`, and the main loop answers it with
/// `answerPending(_:)` between frames, so the answer sees exactly what the window shows. The
/// thread writes the answer back. Lines over `maximumRequestBytes`, bytes that are not UTF-8 and
/// a client that goes away are answered or dropped by the thread without the main loop; writes
/// never raise SIGPIPE.
public final class ControlChannel: Sendable {
    /// The longest request line, in bytes; a longer one is answered with an error and skipped.
    static let maximumRequestBytes = 4096
    /// The SDL event type pushed when a request waits for the main loop.
    let eventType: UInt32
    /// The socket's path.
    public let path: String
    private let listener: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let exchange = Exchange()
    private let finished = DispatchSemaphore(value: 0)

    /// What went wrong opening the channel.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Listens at `path` (a stale socket there is replaced; any other file there is an error).
    public init(path: String) throws(OpenError) {
        guard path.utf8.count < 104, !path.isEmpty else {
            throw OpenError(description: "control socket path \(path) is empty or longer than 103 bytes")
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                throw OpenError(description: "control socket path \(path) exists and is not a socket")
            }
            unlink(path)
        }
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { throw OpenError(description: "no SDL user event left for the control channel") }
        let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketFD >= 0 else {
            throw OpenError(description: "cannot make the control socket: \(String(cString: strerror(errno)))")
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previousMask)
        guard bound == 0, listen(socketFD, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socketFD)
            throw OpenError(description: "cannot listen on the control socket \(path): \(reason)")
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            close(socketFD)
            throw OpenError(description: "cannot make the control channel's stop pipe")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        eventType = type
        self.path = path
        listener = socketFD
        stopPipe = (fds[0], fds[1])
        let thread = Thread { [socketFD, type, stopRead = fds[0], exchange, finished] in
            Self.serve(listener: socketFD, stop: stopRead, eventType: type, exchange: exchange)
            finished.signal()
        }
        thread.name = "loader-studio control channel"
        thread.start()
    }

    /// True when `event` says a request waits for `answerPending(_:)`.
    func isRequestEvent(_ event: SDL_Event) -> Bool { event.type == eventType }

    /// Answers the waiting request (main loop only) with `answer(request)`, one line.
    func answerPending(_ answer: (String) -> String) {
        guard let request = exchange.takeRequest() else { return }
        exchange.post(answer: answer(request))
    }

    /// Stops the thread, closes the socket and removes its file.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        exchange.cancel()
        finished.wait()
        close(listener)
        close(stopPipe.read)
        close(stopPipe.write)
        unlink(path)
    }

    // MARK: The thread

    /// A connected client and the bytes of its unfinished line.
    private struct Client {
        let descriptor: Int32
        var pending: [UInt8] = []
        var discarding = false
    }

    /// Serves every connected client (at most `maximumClients`; more are closed at once) until
    /// stop is asked; an idle client never blocks another.
    private static func serve(listener: Int32, stop: Int32, eventType: UInt32, exchange: Exchange) {
        var clients: [Client] = []
        defer { for client in clients { close(client.descriptor) } }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            ]
            fds += clients.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[0].revents != 0 { return }
            var closed: Set<Int32> = []
            for index in clients.indices where fds[index + 2].revents != 0 {
                let count = read(clients[index].descriptor, &chunk, chunk.count)
                guard count > 0,
                    let alive = take(
                        chunk[0..<count], from: &clients[index], stop: stop, eventType: eventType,
                        exchange: exchange)
                else {
                    if count > 0 { return }  // stop was asked while waiting for an answer
                    closed.insert(clients[index].descriptor)
                    continue
                }
                if !alive { closed.insert(clients[index].descriptor) }
            }
            for descriptor in closed { close(descriptor) }
            clients.removeAll { closed.contains($0.descriptor) }
            if fds[1].revents != 0 {
                let descriptor = accept(listener, nil, nil)
                if descriptor >= 0 {
                    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                    if clients.count < maximumClients {
                        clients.append(Client(descriptor: descriptor))
                    } else {
                        close(descriptor)
                    }
                }
            }
        }
    }

    /// The most clients served at once.
    static let maximumClients = 8

    /// Takes bytes read from `client`: answers each finished line. Returns false when the
    /// client cannot be written to, nil when stop was asked.
    private static func take(
        _ bytes: ArraySlice<UInt8>, from client: inout Client, stop: Int32,
        eventType: UInt32, exchange: Exchange
    ) -> Bool? {
        for byte in bytes {
            if byte != UInt8(ascii: "\n") {
                if !client.discarding { client.pending.append(byte) }
                if client.pending.count > maximumRequestBytes { client.discarding = true; client.pending.removeAll() }
                continue
            }
            let line = client.pending
            client.pending.removeAll(keepingCapacity: true)
            let answer: String
            if client.discarding {
                client.discarding = false
                answer = errorLine("the request is longer than \(maximumRequestBytes) bytes")
            } else if let text = String(validating: line, as: UTF8.self) {
                guard let main = ask(text, eventType: eventType, exchange: exchange, stop: stop) else { return nil }
                answer = main
            } else {
                answer = errorLine("the request is not UTF-8")
            }
            guard send(all: Array((answer + "\n").utf8), to: client.descriptor) else { return false }
        }
        return true
    }

    /// Hands `request` to the main loop and waits for its answer; nil when stop was asked.
    private static func ask(_ request: String, eventType: UInt32, exchange: Exchange, stop: Int32) -> String? {
        exchange.put(request: request)
        var event = SDL_Event()
        event.type = eventType
        event.user.type = eventType
        while SDL_PushEvent(&event) < 0 {
            var stopCheck = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
            if poll(&stopCheck, 1, 10) > 0 { return nil }
        }
        return exchange.waitForAnswer()
    }

    private static func send(all bytes: [UInt8], to client: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func errorLine(_ message: String) -> String {
        "{\"error\":\"\(message)\"}"
    }
}

/// The one request in flight between the channel's thread and the main loop.
private final class Exchange: @unchecked Sendable {
    private let lock = NSLock()
    private var request: String?
    private var answer: String?
    private var cancelled = false
    private let answered = DispatchSemaphore(value: 0)

    func put(request: String) {
        lock.withLock {
            self.request = request; answer = nil
        }
    }

    func takeRequest() -> String? {
        lock.withLock {
            defer { request = nil }
            return request
        }
    }

    func post(answer: String) {
        lock.withLock { self.answer = answer }
        answered.signal()
    }

    /// Waits for the main loop's answer; nil when the channel is stopping.
    func waitForAnswer() -> String? {
        answered.wait()
        return lock.withLock { cancelled ? nil : answer }
    }

    func cancel() {
        lock.withLock { cancelled = true }
        answered.signal()
    }
}
