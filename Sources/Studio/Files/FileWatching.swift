/// One change to an entry of a watched directory.
package struct FileEvent: Sendable, Equatable {
    /// What happened; one event may carry several.
    package struct Kind: OptionSet, Sendable, Hashable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        package static let created = Kind(rawValue: 1 << 0)
        package static let modified = Kind(rawValue: 1 << 1)
        /// A file opened for writing was closed.
        package static let closedAfterWrite = Kind(rawValue: 1 << 2)
        /// Renamed into the directory (an atomic save's final step).
        package static let movedIn = Kind(rawValue: 1 << 3)
        /// Renamed out of the directory (a vim-style backup's first step).
        static let movedOut = Kind(rawValue: 1 << 4)
        package static let deleted = Kind(rawValue: 1 << 5)
        /// Events were lost (the kernel queue overflowed): every watched file may have changed.
        package static let overflow = Kind(rawValue: 1 << 6)
        /// The watched directory itself was deleted or moved; its watch has ended.
        static let directoryGone = Kind(rawValue: 1 << 7)
    }

    /// The watched directory (absolute path); empty for an overflow.
    package var directory: String
    /// The entry's name inside `directory`; empty for events about the directory itself.
    package var name: String
    package var kind: Kind

    package init(directory: String, name: String, kind: Kind) {
        self.directory = directory
        self.name = name
        self.kind = kind
    }

    /// The entry's absolute path.
    package var path: String { FilePaths.join(directory, name) }
}

/// Reports changes to the entries of directories, without blocking.
///
/// Watch directories, never files: editors save by renaming a new file over the old one, which
/// ends a watch on the file itself.
package protocol FileWatching: AnyObject {
    /// Starts reporting changes to the entries of `directory` (an absolute path). Watching a
    /// directory twice is harmless.
    func watch(directory: String) throws
    /// The events that arrived since the last call, in order; never blocks.
    func drainEvents() -> [FileEvent]
    /// A descriptor that becomes readable when events are waiting (for `poll`), if there is one.
    var descriptor: Int32? { get }
}
