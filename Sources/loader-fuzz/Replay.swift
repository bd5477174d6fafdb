import Foundation
import Hardening

/// Runs saved inputs through a target, one by one, naming each first (so the last name printed
/// before a crash is the input that crashed).
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
        for file in files {
            print("replaying \(file)")
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            target.run([UInt8](data))
        }
        print("replayed \(files.count) inputs through \(target.rawValue) without a crash")
        return 0
    }
}
