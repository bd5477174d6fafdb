import Foundation

/// The window program, `loader-studio-window`: the studio's window, linked with SDL and the
/// fonts. The command line `exec`s it in place (same process id, arguments and environment), so
/// a command never pays for loading the window's libraries and a window costs one `exec` more.
enum WindowProgram {
    static let name = "loader-studio-window"

    /// Where the window program may be, in order: beside this executable (a build folder), then
    /// in `../libexec/loader-studio/` (an installed prefix: `make install`).
    static func candidates(besideExecutable executable: String) -> [String] {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [
            folder.appendingPathComponent(name).path,
            folder.deletingLastPathComponent().appendingPathComponent("libexec/loader-studio/\(name)").path,
        ]
    }

    /// Replaces this process with the window program given `arguments`; returns (with an exit
    /// status, after printing why) only when it cannot be found or started.
    static func exec(_ arguments: [String]) -> Int32 {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let places = candidates(besideExecutable: executable)
        guard let program = places.first(where: { access($0, X_OK) == 0 }) else {
            FileHandle.standardError.write(
                Data(
                    "loader-studio: cannot open a window: \(name) is not installed (looked for \(places.joined(separator: " and ")))\n"
                        .utf8))
            return 1
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("loader-studio: cannot start \(program): \(reason)\n".utf8))
        return 1
    }
}
