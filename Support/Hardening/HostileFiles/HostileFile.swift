import Foundation
import Glibc

/// One hostile thing put where a spec file should be, with what the studio and the command line
/// must make of it. The catalogue (`HostileFile.all`) drives the hostile-file tests and the
/// `hostile` benchmark's table of time, peak memory and message.
public struct HostileFile: Sendable {
    /// What the reader must conclude.
    public enum Outcome: Sendable, Equatable {
        /// A valid spec: it loads (named `name` in the spec).
        case loads(specName: String)
        /// Refused with a message containing this text; the last good spec stays.
        case rejected(messageContains: String)
    }

    /// A short identifier, for figures: `nesting_100000`.
    public var id: String
    /// What it is, for the table: "100 MB of JSON".
    public var title: String
    public var outcome: Outcome
    /// Puts the hostile thing at `path` (which does not exist yet).
    public var make: @Sendable (_ path: String) throws -> Void
    /// True when the hostile thing cannot be made for this user (root reads mode-000 files).
    public var unavailable: @Sendable () -> String? = { nil }

    /// Creates the thing at `path`, first removing whatever is there.
    public func create(at path: String) throws {
        HostileFile.remove(path)
        try make(path)
    }

    /// Removes a file, FIFO, symlink or (empty or not) directory at `path`.
    public static func remove(_ path: String) {
        chmod(path, 0o644)
        if unlink(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Writes `bytes` to `path` in place.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw HostileFileError("cannot create \(path)")
        }
    }
}

/// A hostile thing that could not be put in place.
struct HostileFileError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
