extension FileChooserPortal {
    /// Starts an Open dialog for one file; the result comes from `poll()`.
    ///
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - filters: the filters offered, the first chosen at first (e.g. `*.json`).
    ///   - currentFolder: the folder shown at first (an absolute path), or nil.
    ///   - acceptLabel: the accept button's label, or nil for the chooser's own.
    ///   - parentWindow: `x11:` and the window id in hex, or empty.
    /// - Throws: `FileChooserPortalError` when the request cannot start (no session bus, a
    ///   request already open, a title with a NUL character).
    public func openFile(
        title: String, filters: [FileFilter] = [], currentFolder: String? = nil,
        acceptLabel: String? = nil, parentWindow: String = ""
    ) throws(FileChooserPortalError) {
        try start(
            FileChooserOptions(
                purpose: .open, title: title, parentWindow: parentWindow,
                acceptLabel: acceptLabel, filters: filters, currentFolder: currentFolder))
    }

    /// Starts a Save dialog suggesting `currentName` in `currentFolder`; the result comes from
    /// `poll()` (the chosen path may not exist yet). Parameters and errors as for `openFile`.
    public func saveFile(
        title: String, currentName: String? = nil, currentFolder: String? = nil,
        filters: [FileFilter] = [], acceptLabel: String? = nil,
        parentWindow: String = ""
    ) throws(FileChooserPortalError) {
        try start(
            FileChooserOptions(
                purpose: .save, title: title, parentWindow: parentWindow,
                acceptLabel: acceptLabel, filters: filters, currentName: currentName,
                currentFolder: currentFolder))
    }

    /// Whether a request was started and its result not yet returned by `poll()`.
    public var isRequestPending: Bool { pending != nil || undelivered != nil }

    /// Closes the open dialog, if any, and drops its request: `poll()` will not report it.
    public func cancel() {
        undelivered = nil
        guard let request = pending else { return }
        end(request, closingDialog: true)
    }

    /// Asks the bus for the request's `Response` signal, then calls the portal.
    func start(_ options: FileChooserOptions) throws(FileChooserPortalError) {
        guard !isRequestPending else {
            throw FileChooserPortalError(message: "a file chooser is already open; finish it first")
        }
        let startTime = MonotonicTime.now
        let connection: BusConnection
        do {
            connection = try connected(by: startTime + timeouts.availability)
        } catch {
            unavailabilityReason = error.message
            throw FileChooserPortalError(message: error.message)
        }
        let handle = RequestHandle.random(callerUniqueName: connection.uniqueName, using: &random)
        var matchAdded = false
        do {
            // Built before anything is sent, so a bad title sends nothing.
            let call = try BusMessage.methodCall(
                destination: PortalNames.busName, path: PortalNames.objectPath,
                interface: PortalNames.fileChooserInterface,
                member: options.purpose.rawValue)
            try call.append(options.arguments(handle: handle))
            let matchSerial = try BusDaemon.addMatch(handle.responseMatchRule, on: connection)
            matchAdded = true
            let callSerial = try connection.send(call)
            let tracker = PortalRequestTracker(
                method: options.purpose.rawValue, handlePath: handle.path,
                matchSerial: matchSerial, callSerial: callSerial,
                startedAt: startTime, timeouts: timeouts)
            pending = PendingPortalRequest(tracker: tracker, matchRules: [handle.responseMatchRule])
        } catch {
            if matchAdded { BusDaemon.removeMatch(handle.responseMatchRule, on: connection) }
            throw FileChooserPortalError(message: "the file chooser could not start: \(error.message)")
        }
    }
}
