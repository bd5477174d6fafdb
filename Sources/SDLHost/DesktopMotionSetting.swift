import Foundation
import UI

/// Reads the desktop's reduced-motion preference once:
/// `gsettings get org.gnome.desktop.interface enable-animations`.
public enum DesktopMotionSetting {
    /// The preference: reduced when gsettings says `false`; standard when it says `true`, is not
    /// installed, fails, or takes longer than `timeout` seconds.
    public static func read(timeout: Double = 1) -> MotionPreference {
        MotionPreference.desktop(enableAnimations: enableAnimations(timeout: timeout))
    }

    /// The `enable-animations` value, or nil when it cannot be read.
    static func enableAnimations(timeout: Double) -> Bool? {
        guard let gsettings = executable(named: "gsettings") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gsettings)
        process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else { return nil }
        return MotionPreference.parseGSettingsBoolean(String(decoding: data, as: UTF8.self))
    }

    /// The full path of an executable found on `PATH`, or nil.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
