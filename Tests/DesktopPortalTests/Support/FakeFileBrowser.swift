@testable import DesktopPortal
import Foundation
import Glibc

/// A stand-in for the desktop's file manager on a private bus: it owns
/// `org.freedesktop.FileManager1`, records the calls it gets and answers as the test says. It
/// runs on a thread of its own, as the client under test blocks while it waits for the answer.
final class FakeFileBrowser: @unchecked Sendable {
    /// How the fake answers `ShowItems`.
    enum Answer: Sendable {
        case done
        case error(name: String, text: String)
        case noReply
    }

    private let lock = NSLock()
    private var received: [ReceivedMessage] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    /// The method calls received so far.
    var calls: [ReceivedMessage] { lock.withLock { received } }

    init(busAddress: String, answer: Answer) throws {
        let ready = DispatchSemaphore(value: 0)
        let failure = LockedFailure()
        let thread = Thread { [self] in
            let connection: BusConnection
            do {
                connection = try BusConnection(address: busAddress, timeout: 5)
                try BusDaemon.requestName(ShowInFolderNames.busName, on: connection, timeout: 5)
            } catch {
                failure.set((error as? BusFailure)?.message ?? "\(error)")
                ready.signal()
                finished.signal()
                return
            }
            ready.signal()
            while !lock.withLock({ stopping }) {
                for message in connection.receive()
                where message.kind == .methodCall
                    && message.interface == ShowInFolderNames.interface
                {
                    lock.withLock { received.append(ReceivedMessage(message)) }
                    switch answer {
                    case .done: _ = try? connection.send(try BusMessage.methodReturn(replyingTo: message))
                    case .error(let name, let text):
                        _ = try? connection.send(try BusMessage.error(replyingTo: message, name: name, text: text))
                    case .noReply: break
                    }
                }
                usleep(1_000)
            }
            finished.signal()
        }
        thread.start()
        ready.wait()
        if let message = failure.get() { throw PortalTestError("the fake file manager could not start: \(message)") }
    }

    deinit { stop() }

    /// Ends the fake's thread (its connection closes with it).
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        if first { finished.wait() }
    }
}

/// A message set on one thread and read on another.
private final class LockedFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    func set(_ text: String) { lock.withLock { message = text } }
    func get() -> String? { lock.withLock { message } }
}
