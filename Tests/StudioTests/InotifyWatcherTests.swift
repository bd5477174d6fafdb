import Glibc
import XCTest
import TestSupport
@testable import Studio

final class InotifyWatcherTests: XCTestCase {
    /// Records at odd offsets (names of lengths that are not multiples of 4) parse with unaligned loads.
    func testParsesRecordsByHand() throws {
        let watcher = try XCTUnwrap(InotifyWatcher())
        let dir = temporaryFolder()
        try watcher.watch(directory: dir.path)
        var raw: [UInt8] = [0, 0, 0]  // misalign the first record
        func record(wd: Int32, mask: UInt32, name: String, padTo: Int) {
            withUnsafeBytes(of: wd.littleEndian) { raw += $0 }
            withUnsafeBytes(of: mask.littleEndian) { raw += $0 }
            raw += [0, 0, 0, 0]
            withUnsafeBytes(of: UInt32(padTo).littleEndian) { raw += $0 }
            raw += Array(name.utf8) + [UInt8](repeating: 0, count: padTo - name.utf8.count)
        }
        // The first watch of a fresh instance has descriptor 1.
        record(wd: 1, mask: UInt32(IN_MOVED_TO), name: "a.json", padTo: 7)
        record(wd: 1, mask: UInt32(IN_CLOSE_WRITE | IN_MODIFY), name: "ü.json", padTo: 16)
        record(wd: -1, mask: UInt32(IN_Q_OVERFLOW), name: "", padTo: 0)
        record(wd: 9, mask: UInt32(IN_CREATE), name: "unknown", padTo: 8)
        var events: [FileEvent] = []
        raw.withUnsafeBytes { watcher.parse(UnsafeRawBufferPointer(rebasing: $0[3...]), into: &events) }
        XCTAssertEqual(
            events,
            [
                FileEvent(directory: dir.path, name: "a.json", kind: .movedIn),
                FileEvent(directory: dir.path, name: "ü.json", kind: [.closedAfterWrite, .modified]),
                FileEvent(directory: "", name: "", kind: .overflow),
            ])
    }

    func testReportsRealEvents() throws {
        let watcher = try XCTUnwrap(InotifyWatcher())
        let dir = temporaryFolder()
        try watcher.watch(directory: dir.path)
        Disk.renameOver([0x7B, 0x7D], to: dir.file("s.json"))
        var events: [FileEvent] = []
        for _ in 0..<100 where !events.contains(where: { $0.name == "s.json" }) {
            var p = pollfd(fd: watcher.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, 10)
            events += watcher.drainEvents()
        }
        XCTAssertTrue(events.contains(FileEvent(directory: dir.path, name: "s.json", kind: .movedIn)), "\(events)")
        XCTAssertTrue(events.contains { $0.name == "s.json.tmp~" && $0.kind.contains(.closedAfterWrite) })
    }
}
