import Foundation
import Glibc

/// A private message bus for one test: `dbus-daemon` with a configuration written here,
/// listening on a socket in its own temporary folder, stopped when this object goes.
///
/// A missing `dbus-daemon` is an error naming `make deps`, never a skip.
final class PrivateSessionBus {
    /// The bus's D-Bus address (`unix:path=...`).
    let address: String
    private let daemon: Process
    private let folder: URL

    init() throws {
        guard let executable = Self.findDaemon() else {
            throw PortalTestError("dbus-daemon is not installed; run `make deps` (Debian package dbus-daemon)")
        }
        folder = URL(fileURLWithPath: "/tmp/portal-bus-" + String(UInt32.random(in: 0...UInt32.max), radix: 16))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("bus.conf")
        try Self.configuration(socket: folder.appendingPathComponent("bus").path)
            .write(to: configuration, atomically: true, encoding: .utf8)

        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: executable)
        daemon.arguments = ["--config-file=" + configuration.path, "--print-address", "--nofork", "--nopidfile"]
        let output = Pipe()
        daemon.standardOutput = output
        try daemon.run()
        do {
            address = try Self.readLine(from: output.fileHandleForReading.fileDescriptor, within: 10)
        } catch {
            daemon.terminate()
            daemon.waitUntilExit()
            throw error
        }
    }

    deinit { stop() }

    /// Ends the daemon (its clients see their connection close) and removes its folder.
    func stop() {
        if daemon.isRunning {
            daemon.terminate()
            daemon.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private static func findDaemon() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return folders.map { $0 + "/dbus-daemon" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A session-type bus that lets every local client talk to every other and own any name.
    private static func configuration(socket: String) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(socket)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
    }

    /// The first line the daemon prints (its address), waiting at most `seconds`.
    private static func readLine(from descriptor: Int32, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while !bytes.contains(UInt8(ascii: "\n")) {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0, poll(&entry, 1, left) > 0, read(descriptor, &byte, 1) == 1 else {
                throw PortalTestError("dbus-daemon printed no address in \(Int(seconds)) s")
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A test setup step that failed, with its reason.
struct PortalTestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
