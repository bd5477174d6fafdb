extension FileChooserPortal {
    /// The session bus socket, readable when an answer may have arrived; nil before the first
    /// connection. A host that sleeps between frames wakes on it and calls `poll()`.
    public var descriptor: Int32? { connection?.descriptor }

    /// Seconds until `poll()` must be called even if `descriptor` stays quiet: the open
    /// request's deadline (the call's or the choice's), or 0 when an answer was already read
    /// from the socket (by a send or `isAvailable`) and waits. Nil when no request is open.
    public var secondsUntilDeadline: Double? {
        if undelivered != nil { return 0 }
        guard let pending else { return nil }
        if connection?.hasQueuedMessages == true { return 0 }
        return max(0, pending.tracker.nextDeadline - MonotonicTime.now)
    }

    /// Reads what arrived, without blocking, and returns the request's result once it is known
    /// (once: the next call returns nil). Nil while the request is open, or when there is none.
    public func poll() -> FileChooserResult? {
        if let result = undelivered {
            undelivered = nil
            return result
        }
        guard var request = pending, let connection else { return nil }
        // Following another handle sends a rule, and a send reads too: take what it read.
        for _ in 0..<Self.receiveRoundsPerPoll {
            for message in connection.receive() {
                switch request.tracker.take(ReceivedMessage(message)) {
                case .none:
                    continue
                case .follow(let path):
                    // An older portal chose its own handle: listen there too.
                    let rule = RequestHandle.responseMatchRule(path: path)
                    do {
                        _ = try BusDaemon.addMatch(rule, on: connection)
                        request.matchRules.append(rule)
                    } catch {
                        end(request, closingDialog: true)
                        return .failed(
                            message:
                                "the file chooser answered from \(path), which cannot be followed: \(error.message)")
                    }
                case .finished(let result):
                    end(request, closingDialog: false)
                    return result
                }
            }
            guard connection.hasQueuedMessages else { break }
        }
        if !connection.isConnected {
            end(request, closingDialog: false)
            return PortalRequestTracker.connectionClosed
        }
        if let expired = request.tracker.expired(at: MonotonicTime.now) {
            end(request, closingDialog: true)
            return expired
        }
        pending = request
        return nil
    }

    /// How many times one `poll()` takes the messages a send of its own read, at most.
    private static let receiveRoundsPerPoll = 4

    /// Forgets `request`: removes its match rules and, when asked, closes its dialog
    /// (`Request.Close`, no answer awaited; harmless when the portal never made the object).
    func end(_ request: PendingPortalRequest, closingDialog: Bool) {
        pending = nil
        guard let connection, connection.isConnected else { return }
        for rule in request.matchRules { BusDaemon.removeMatch(rule, on: connection) }
        if closingDialog,
            let close = try? BusMessage.methodCall(
                destination: PortalNames.busName, path: request.tracker.handlePath,
                interface: PortalNames.requestInterface, member: "Close")
        {
            close.setNoReply()
            _ = try? connection.send(close)
        }
    }
}
