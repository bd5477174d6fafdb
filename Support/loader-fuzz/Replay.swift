import Foundation
import Hardening

/// Runs saved inputs through a target, one by one, naming each first (so the last name printed
/// before a crash is the input that crashed). Exits 1 when an input breaks one of the target's
/// invariants (each is printed), 2 when a path is missing, 0 otherwise.
enum Replay {
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("loader-fuzz: \(path): no such file or folder\n".utf8))
                return 2
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        var failures = 0
        for file in files {
            print("replaying \(file)")
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if let failure = target.check([UInt8](data)) {
                failures += 1
                FileHandle.standardError.write(Data("loader-fuzz: \(file): \(failure)\n".utf8))
            }
        }
        print(
            "replayed \(files.count) inputs through \(target.rawValue) without a crash, \(failures) broke an invariant")
        return failures == 0 ? 0 : 1
    }
}
