import Foundation

/// A small tmpfs mounted on a new folder, for tests of a full or read-only disk. Mounting needs
/// root (CI runs as root); `init` throws, saying so, otherwise, so a test fails rather than
/// skipping silently.
public struct ScratchMount {
    /// The mounted folder.
    public let path: String

    /// Mounts `kilobytes` of tmpfs (read-only with `readOnly`) on a new folder under /tmp.
    public init(kilobytes: Int, readOnly: Bool = false) throws {
        guard geteuid() == 0 else {
            throw ScratchMountError("the fault tests mount a tmpfs: run them as root (CI does)")
        }
        var template = Array("/tmp/fault-mount-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw ScratchMountError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try Self.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k" + (readOnly ? ",ro" : ""), "tmpfs", path])
    }

    /// Makes the mounted file system read-only.
    public func remountReadOnly() throws { try Self.run("/bin/mount", ["-o", "remount,ro", path]) }

    /// Unmounts and removes the folder.
    public func unmount() {
        try? Self.run("/bin/umount", [path])
        rmdir(path)
    }

    /// Fills the file system: writes a file until the disk refuses more.
    public func fill() {
        let fd = open(path + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let chunk = [UInt8](repeating: 0x20, count: 4096)
        while chunk.withUnsafeBytes({ write(fd, $0.baseAddress!, 4096) }) > 0 {}
        close(fd)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScratchMountError("\(tool) \(arguments.joined(separator: " ")) failed")
        }
    }
}

/// Why a scratch mount could not be made.
struct ScratchMountError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The products SwiftPM built beside the running test bundle (`loader-studio`, `loader-faults`).
public enum BuiltProduct {
    /// The path of the built executable `name`.
    public static func path(_ name: String) -> String {
        let main = Bundle.main.bundleURL
        let products = main.pathExtension == "xctest" ? main.deletingLastPathComponent() : main
        return products.appendingPathComponent(name).path
    }
}
