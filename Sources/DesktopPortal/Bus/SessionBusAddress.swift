import Glibc

/// Where the session bus listens, found without starting anything.
///
/// libdbus's own lookup may fall back to `autolaunch:`, which runs `dbus-launch` and can block
/// or leave a bus daemon behind; this one never does. The address is
/// `DBUS_SESSION_BUS_ADDRESS` when set (without its `autolaunch:` entries), otherwise the
/// systemd user bus socket `$XDG_RUNTIME_DIR/bus` when it exists, otherwise there is no session
/// bus.
package enum SessionBusAddress {
    package static func find(in environment: [String: String]) -> String? {
        if let given = environment["DBUS_SESSION_BUS_ADDRESS"] {
            let entries = given.split(separator: ";").filter { !$0.hasPrefix("autolaunch:") }
            if !entries.isEmpty { return entries.joined(separator: ";") }
        }
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
        let socketPath = runtime + "/bus"
        var status = stat()
        guard stat(socketPath, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + escaped(socketPath)
    }

    /// `path` as a D-Bus address value: bytes outside `[-0-9A-Za-z_/.\*]` percent-encoded.
    static func escaped(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-_/.\\*".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
