import Foundation
import Glibc
import XCTest

/// A fresh folder under /tmp for one test's files: the one temporary-folder fixture of the
/// tests. `XCTestCase.temporaryFolder()` makes one that is removed when the test ends.
public struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes the folder (mode 0700, a unique name from `mkdtemp`).
    public init() {
        var template = Array("/tmp/loader-tests-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed: \(String(cString: strerror(errno)))")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The absolute path of `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension XCTestCase {
    /// A fresh temporary folder, removed (with what the test left in it) when the test ends.
    public func temporaryFolder() -> TemporaryFolder {
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        return folder
    }
}
