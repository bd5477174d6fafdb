import Foundation
import Glibc

/// CPU time of another process, from `/proc/PID/stat`.
enum ProcessCPU {
    /// User plus system time of every thread of `pid` so far (fields 14 and 15 of
    /// `/proc/PID/stat`), in seconds; nil when the process is gone.
    static func seconds(of pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
