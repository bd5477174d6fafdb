import Foundation
import LoaderKitCore

/// Reading spec files safely: only regular files, with a size limit, never blocking on a FIFO.
enum SpecFileReader {
    /// The largest file read, in bytes (256 MiB).
    static let maximumSize = 256 << 20

    /// The bytes of the regular file at `path`, or an error that says what is wrong with it.
    static func contents(of path: String) throws(CommandError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CommandError(message: "\(path): \(String(cString: strerror(errno)))") }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw CommandError(message: "\(path): is a directory, not a spec file") }
        guard type == S_IFREG else { throw CommandError(message: "\(path): is not a regular file") }
        guard Int(info.st_size) <= maximumSize else {
            throw CommandError(message: "\(path): is \(info.st_size) bytes, more than the \(maximumSize >> 20) MiB a spec may have")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw CommandError(message: "\(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CommandError(message: "\(path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            guard bytes.count <= maximumSize else { throw CommandError(message: "\(path): grew past \(maximumSize >> 20) MiB while being read") }
        }
        return bytes
    }
}

/// A spec named on the command line: a file path, or a built-in name.
struct SpecSource {
    var label: String
    var bytes: [UInt8]

    /// A file when `argument` names one, else the built-in of that name.
    static func resolve(_ argument: String) throws(CommandError) -> SpecSource {
        if FileManager.default.fileExists(atPath: argument) {
            return SpecSource(label: argument, bytes: try SpecFileReader.contents(of: argument))
        }
        if let json = IndicatorSpec.builtinJSON(named: argument) {
            return SpecSource(label: argument, bytes: Array(json.utf8))
        }
        throw CommandError(message: "\(argument): no such file or built-in indicator (see `loader-studio list`)")
    }
}

extension SpecSource {
    /// The spec prepared with `params`, or nil after printing every problem to standard error
    /// as `label:line:col: message` (the caller then exits with `.problems`).
    func evaluator(params: [String: Double], io: CommandIO) -> IndicatorEvaluator? {
        let result = IndicatorSpec.check(bytes: bytes)
        do throws(IndicatorSpecError) {
            guard let spec = result.spec else { throw IndicatorSpecError(problems: result.problems) }
            return try IndicatorEvaluator(spec: spec, params: params)
        } catch {
            for line in ProblemReport.lines(label: label, bytes: bytes, root: result.root, problems: error.details) {
                io.printError(line)
            }
            return nil
        }
    }
}

/// Problems printed like a compiler's: `file:line:col: message`.
enum ProblemReport {
    static func lines(label: String, bytes: [UInt8], root: JSONNode?, problems: [SpecProblem]) -> [String] {
        let source = SourceText(bytes)
        return problems.map { "\(label):\($0.location(in: source, root: root)): \($0.message)" }
    }
}
