import Foundation
import Glibc
import Graphics
import LoaderKitCore
import UI
import TestSupport
import XCTest
@testable import Studio

/// A studio with one spec file open, as most app tests start: a fresh temporary folder (removed
/// when the test ends), the spec written in it as `name`, the app made at `size` and the file
/// opened in the Editor; then the source pane shown when asked, and the first frame recorded
/// unless told not to.
struct OpenSpecFixture {
    let dir: TemporaryFolder
    /// The spec file's absolute path.
    let path: String
    let app: StudioApp
}

extension XCTestCase {
    @MainActor func openSpec(
        _ name: String, text: String, size: Size = Size(1280, 800), showingSource: Bool = false,
        recordFirstFrame: Bool = true
    ) -> OpenSpecFixture {
        let dir = temporaryFolder()
        let path = dir.file(name)
        Disk.writeInPlace(Array(text.utf8), to: path)
        let app = ScreensRender.makeApp(size: size)
        app.openFiles([path])
        if showingSource { app.toggleSource() }
        if recordFirstFrame { _ = app.user.nextFrame() }
        return OpenSpecFixture(dir: dir, path: path, app: app)
    }
}

/// The ways editors and tools save a file.
enum SaveStyle: CaseIterable {
    /// open(O_TRUNC), write, close: MODIFY, CLOSE_WRITE.
    case inPlace
    /// A temporary file renamed over the target: MOVED_TO.
    case renameOver
    /// Foundation's `Data.write(options: .atomic)`.
    case foundationAtomic
    /// vim with `backupcopy=no`: rename the original away, create and write a new file, delete the backup.
    case vimBackup
}

enum Disk {
    static func writeInPlace(_ bytes: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "open \(path): \(errno)")
        writeAll(fd, bytes)
        close(fd)
    }

    static func renameOver(_ bytes: [UInt8], to path: String) {
        let temp = path + ".tmp~"
        writeInPlace(bytes, to: temp)
        precondition(rename(temp, path) == 0)
    }

    static func foundationAtomic(_ bytes: [UInt8], to path: String) {
        try! Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func vimBackup(_ bytes: [UInt8], to path: String) {
        let backup = path + "~"
        let moved = rename(path, backup) == 0
        writeInPlace(bytes, to: path)
        if moved { unlink(backup) }
    }

    static func save(_ bytes: [UInt8], to path: String, style: SaveStyle) {
        switch style {
        case .inPlace: writeInPlace(bytes, to: path)
        case .renameOver: renameOver(bytes, to: path)
        case .foundationAtomic: foundationAtomic(bytes, to: path)
        case .vimBackup: vimBackup(bytes, to: path)
        }
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var at = 0
        while at < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + at, bytes.count - at) }
            precondition(n > 0)
            at += n
        }
    }
}

/// Spec texts for the tests.
enum SpecText {
    /// A valid spec whose `minScale` default and name depend on `n` (so each is distinct).
    static func valid(_ n: Int, count: Int = 3) -> String {
        """
        {
          "schemaVersion": 1,
          "name": "Spec\(n)",
          "duration": 0.75,
          "params": { "count": \(count), "minScale": \(JSNumberFormat.string(0.3 + Double(n % 500) / 1000)) },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.05 },
          "shape": { "type": "circle" },
          "stagger": { "start": 0.12, "each": 0.12 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.3, 1], "values": [1, { "$param": "minScale" }, 1] }
          ]
        }

        """
    }

    /// Valid JSON that breaks a spec rule: `tracks[0].values` is shorter than `keyTimes`.
    static func invalidSpec(_ n: Int) -> String {
        valid(n).replacingOccurrences(
            of: "\"values\": [1, { \"$param\": \"minScale\" }, 1]", with: "\"values\": [1, 0.5]")
    }

    /// Not JSON: a stray token on line 4.
    static func syntaxError(_ n: Int) -> String {
        valid(n).replacingOccurrences(of: "\"duration\": 0.75,", with: "\"duration\": 0.75,,")
    }

    /// The first `fraction` of a valid spec, as a half-written file looks.
    static func truncated(_ n: Int, fraction: Double) -> String {
        let text = Array(valid(n).utf8)
        return String(decoding: text.prefix(max(1, Int(Double(text.count) * fraction))), as: UTF8.self)
    }
}

extension DocumentLibrary {
    /// `processFileEvents()`, returning the documents it told its observer about (the observer
    /// is told as well).
    @MainActor func processFileEventsCollecting() -> [SpecDocument] {
        let observer = onChange
        var reloaded: [SpecDocument] = []
        onChange = { change in
            reloaded += change.reloaded
            observer?(change)
        }
        processFileEvents()
        onChange = observer
        return reloaded
    }
}

@MainActor enum Settle {
    /// Polls `library.processFileEvents()` (waking on the watch descriptor) until `done()` holds
    /// or `timeout` seconds pass; returns whether it held.
    @discardableResult
    static func until(_ library: DocumentLibrary, timeout: Double = 1, _ done: () -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            library.processFileEvents()
            if done() { return true }
            if DispatchTime.now().uptimeNanoseconds > deadline { return false }
            if let fd = library.watchDescriptor {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, 2)
            } else {
                usleep(1000)
            }
        }
    }

    /// Drains events for `seconds` (to catch late ones).
    static func drain(_ library: DocumentLibrary, for seconds: Double) {
        _ = until(library, timeout: seconds) { false }
    }
}

/// A test case with a fresh temporary folder and a document library watching with inotify.
class WatchedFolderTestCase: XCTestCase, @unchecked Sendable {
    var dir: TemporaryFolder!
    var library: DocumentLibrary!

    override func setUp() {
        dir = temporaryFolder()
        library = MainActor.assumeIsolated { DocumentLibrary() }
    }
}

extension DocumentLibrary {
    /// Ticks `processFileEvents()` (waking on the library's descriptors) until `document` is
    /// neither loading nor deriving, or `timeout` seconds pass; returns whether it was.
    @MainActor @discardableResult
    func waitUntilLoaded(_ document: SpecDocument, timeout: Double = 60) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            processFileEvents()
            if !document.isLoading && !document.isDeriving { return true }
            if DispatchTime.now().uptimeNanoseconds > deadline { return false }
            var fds = wakeDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 5)
        }
    }
}

extension StudioApp {
    /// Ticks the app (waking on its descriptors) until `document` is neither loading nor
    /// deriving, or `timeout` seconds pass; returns whether it was.
    @MainActor @discardableResult
    func waitUntilLoaded(_ document: SpecDocument, timeout: Double = 60) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            tick(dt: 0)
            if !document.isLoading && !document.isDeriving { return true }
            if DispatchTime.now().uptimeNanoseconds > deadline { return false }
            var fds = wakeDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 5)
        }
    }
}
