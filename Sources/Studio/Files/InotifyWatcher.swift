import Glibc

/// A `FileWatching` on Linux inotify: one watch per directory, records parsed by hand.
///
/// Mask: close-after-write, moved in and out, create, delete and modify, so every save style
/// (in place, atomic rename, vim-style backup, delete and recreate) is seen.
package final class InotifyWatcher: FileWatching {
    /// The inotify descriptor (non-blocking, close-on-exec).
    package let fd: Int32
    private var directories: [Int32: String] = [:]
    private var watchOf: [String: Int32] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)

    static let mask: UInt32 = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY
            | IN_DELETE_SELF | IN_MOVE_SELF)

    /// A new watcher, or nil when inotify is unavailable (too many instances, no kernel support).
    package init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    package var descriptor: Int32? { fd }

    package func watch(directory: String) throws {
        let wd = inotify_add_watch(fd, directory, InotifyWatcher.mask)
        guard wd >= 0 else {
            throw StudioFileError("cannot watch \(directory): \(String(cString: strerror(errno)))")
        }
        if let old = watchOf[directory], old != wd { directories[old] = nil }
        directories[wd] = directory
        watchOf[directory] = wd
    }

    package func drainEvents() -> [FileEvent] {
        var events: [FileEvent] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            buffer.withUnsafeBytes { parse(UnsafeRawBufferPointer(rebasing: $0[0..<n]), into: &events) }
        }
        return events
    }

    /// Parses inotify records: a 16-byte header (`wd` Int32 at 0, `mask` UInt32 at 4, `cookie`
    /// at 8, `len` UInt32 at 12), then `len` bytes of NUL-padded name.
    func parse(_ raw: UnsafeRawBufferPointer, into events: inout [FileEvent]) {
        var at = 0
        while at + 16 <= raw.count {
            let wd = raw.loadUnaligned(fromByteOffset: at, as: Int32.self)
            let mask = raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self)
            let length = Int(raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))
            let nameBytes = raw[(at + 16)..<min(raw.count, at + 16 + length)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            at += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                events.append(FileEvent(directory: "", name: "", kind: .overflow))
                continue
            }
            guard let directory = directories[wd] else { continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                directories[wd] = nil
                if watchOf[directory] == wd { watchOf[directory] = nil }
                events.append(FileEvent(directory: directory, name: "", kind: .directoryGone))
                continue
            }
            var kind: FileEvent.Kind = []
            if mask & UInt32(IN_CREATE) != 0 { kind.insert(.created) }
            if mask & UInt32(IN_MODIFY) != 0 { kind.insert(.modified) }
            if mask & UInt32(IN_CLOSE_WRITE) != 0 { kind.insert(.closedAfterWrite) }
            if mask & UInt32(IN_MOVED_TO) != 0 { kind.insert(.movedIn) }
            if mask & UInt32(IN_MOVED_FROM) != 0 { kind.insert(.movedOut) }
            if mask & UInt32(IN_DELETE) != 0 { kind.insert(.deleted) }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { kind.insert(.directoryGone) }
            if !kind.isEmpty { events.append(FileEvent(directory: directory, name: name, kind: kind)) }
        }
    }
}
