import Hardening
import Foundation

/// `loader-fuzz TARGET [ARGS ...]`: with a fuzzing build (`make fuzz`), runs libFuzzer on TARGET
/// with libFuzzer's own ARGS (corpus folders, -max_total_time=...); in an ordinary build, replays
/// the files and folders ARGS through TARGET, to reproduce a crash.
let arguments = CommandLine.arguments
let targetNames = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: loader-fuzz \(targetNames) [libFuzzer options | FILE ...]\n".utf8))
    exit(2)
}

#if FUZZING
    exit(LibFuzzerDriver.run(target, arguments: [arguments[0]] + arguments.dropFirst(2)))
#else
    exit(Replay.run(target, paths: Array(arguments.dropFirst(2))))
#endif
