import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecFiles
import TestSupport
import UI
import XCTest
@testable import Studio

/// The fault suite: nothing the user made is lost when the disk is full, a folder or file is
/// read-only, a file was replaced by a folder, a folder vanished, or the studio is killed at any
/// moment while it writes; every save syncs the file and its folder.
///
/// A full or read-only disk is a small tmpfs the test mounts, so the suite runs as root (CI
/// does); otherwise it fails, saying so. Kills go to `loader-faults`, which writes through the
/// studio's own Save, Save As, export and draft code until killed.
final class FaultTests: XCTestCase {
    // MARK: Support

    /// `loader-faults`, built beside the test bundle.
    static var faultRunner: String { BuiltProduct.path("loader-faults") }

    /// The two texts `loader-faults` alternates between.
    static func runnerText(_ k: Int) -> [UInt8] {
        let filler = String(repeating: k == 0 ? "a" : "b", count: 1 << 20)
        return Array(
            ("{\"schemaVersion\":1,\"name\":\"\(filler)\",\"duration\":1,\"layout\":{\"type\":\"single\"},"
                + "\"shape\":{\"type\":\"circle\"},\"tracks\":[]}\n").utf8)
    }

    /// Hidden temporary files a write left in `folder`.
    static func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".save-") }
    }

    @MainActor static func openInPane(_ path: String, drafts: DraftStore? = nil) -> StudioApp {
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: StudioSettings(), rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter(), drafts: drafts)
        app.window.layout(size: Size(1280, 800), scale: 1)
        app.openFiles([path])
        app.toggleSource()
        return app
    }

    // MARK: Full, read-only, replaced, vanished

    func testADiskFullWhileSavingKeepsTheFileTheTextAndTheDraft() throws {
        try onMain {
            let mount = try ScratchMount(kilobytes: 256)
            defer { mount.unmount() }
            let state = TemporaryFolder()
            defer { state.remove() }
            let path = mount.path + "/pulse.json"
            let old = Array(IndicatorSpecJSON.ballPulse.utf8)
            Disk.writeInPlace(old, to: path)
            let store = DraftStore(directory: state.file("drafts"))
            let app = Self.openInPane(path, drafts: store)
            let session = app.editor.source.session
            // A text larger than the disk has room for.
            let big = IndicatorSpecJSON.ballPulse.replacingOccurrences(
                of: "\"Mine\"", with: "\"" + String(repeating: "m", count: 400_000) + "\"")
            session.model.replace(0..<session.model.buffer.count, with: big)
            session.finishDrafts()
            app.save()
            XCTAssertEqual(Disk.read(path), old, "the file is as it was")
            XCTAssertEqual(Self.leftovers(in: mount.path), [], "no temporary file is left")
            XCTAssertTrue(app.editorModel.document?.isDirty == true, "the text stays unsaved")
            XCTAssertEqual(session.model.text, big)
            XCTAssertTrue(
                app.user.toasts.contains { $0.contains("No space left on device") },
                "\(app.user.toasts)")
            XCTAssertEqual(store.all().drafts.first?.text, big, "the draft holds the text")
        }
    }

    func testADiskFullWhileWritingADraftTellsTheUserAndKeepsTheText() throws {
        try onMain {
            let mount = try ScratchMount(kilobytes: 64)
            defer { mount.unmount() }
            let dir = TemporaryFolder()
            defer { dir.remove() }
            let path = dir.file("pulse.json")
            Disk.writeInPlace(Array(IndicatorSpecJSON.ballPulse.utf8), to: path)
            let store = DraftStore(directory: mount.path + "/drafts")
            try store.save(Draft(key: "untitled-9", path: nil, title: "Untitled 9", text: "{}", savedAt: 1))
            mount.fill()
            let app = Self.openInPane(path, drafts: store)
            let session = app.editor.source.session
            session.model.replace(0..<0, with: String(repeating: " ", count: 20_000))
            session.finishDrafts()
            session.tick()
            XCTAssertTrue(
                app.user.toasts.contains { app.isMessage($0, "status.draftFailed") },
                "\(app.user.toasts)")
            XCTAssertTrue(app.editorModel.document?.isDirty == true)
            XCTAssertEqual(store.all().drafts.map(\.key), ["untitled-9"], "the earlier draft is whole")
            XCTAssertEqual(Self.leftovers(in: mount.path + "/drafts"), [])
            // Room again: the next draft is written.
            unlink(mount.path + "/filler")
            session.model.replace(0..<0, with: "\n")
            session.finishDrafts()
            XCTAssertEqual(store.all().drafts.count, 2)
        }
    }

    func testADiskFullWhileExportingKeepsTheOldExport() throws {
        let mount = try ScratchMount(kilobytes: 256)
        defer { mount.unmount() }
        let path = mount.path + "/pulse.lottie.json"
        let old = Array("{\"v\":\"5.7.0\"}".utf8)
        Disk.writeInPlace(old, to: path)
        XCTAssertThrowsError(try ExportWriteFailure.writeAtomically([UInt8](repeating: 0x20, count: 400_000), to: path))
        {
            XCTAssertTrue("\($0)".contains("pulse.lottie.json"), "\($0)")
        }
        XCTAssertEqual(Disk.read(path), old)
        XCTAssertEqual(Self.leftovers(in: mount.path), [])
    }

    func testAReadOnlyFolderOrFileAFolderInItsPlaceAndAVanishedFolder() throws {
        try onMain {
            // A read-only file system.
            let mount = try ScratchMount(kilobytes: 256)
            defer { mount.unmount() }
            let path = mount.path + "/pulse.json"
            let old = Array(IndicatorSpecJSON.ballPulse.utf8)
            Disk.writeInPlace(old, to: path)
            let app = Self.openInPane(path)
            let model = app.editor.source.session.model
            model.replace(0..<0, with: " ")
            try mount.remountReadOnly()
            app.save()
            XCTAssertEqual(Disk.read(path), old)
            XCTAssertTrue(
                app.user.toasts.contains { $0.contains("Read-only file system") },
                "\(app.user.toasts)")
            XCTAssertTrue(app.editorModel.document?.isDirty == true)

            let dir = TemporaryFolder()
            defer { dir.remove() }
            // A read-only file (root could replace it: the studio refuses).
            let locked = dir.file("locked.json")
            Disk.writeInPlace(old, to: locked)
            chmod(locked, 0o444)
            let second = Self.openInPane(locked)
            second.editor.source.session.model.replace(0..<0, with: " ")
            second.save()
            XCTAssertEqual(Disk.read(locked), old)
            XCTAssertTrue(
                second.window.visibleToasts.contains { $0.contains("read-only") }, "\(second.window.visibleToasts)")
            XCTAssertTrue(second.editorModel.document?.isDirty == true)

            // The file replaced by a folder, then its folder removed.
            let sub = dir.file("sub")
            mkdir(sub, 0o755)
            let moved = sub + "/moved.json"
            Disk.writeInPlace(old, to: moved)
            let third = Self.openInPane(moved)
            third.editor.source.session.model.replace(0..<0, with: " ")
            unlink(moved)
            mkdir(moved, 0o755)
            third.save()
            XCTAssertTrue(
                third.window.visibleToasts.contains { $0.contains("it is a folder") }, "\(third.window.visibleToasts)")
            rmdir(moved)
            rmdir(sub)
            third.save()
            XCTAssertTrue(
                third.window.visibleToasts.contains { $0.contains("cannot create a temporary file") },
                "\(third.window.visibleToasts)")
            XCTAssertTrue(third.editorModel.document?.isDirty == true, "the text stays, unsaved")
        }
    }

    // MARK: Kills

    func testKillsAtRandomMomentsLeaveEveryFileWhole() throws {
        var random = SeededGenerator(seed: 25)
        let texts = [Self.runnerText(0), Self.runnerText(1)]
        var leftovers = 0, outcomes: [String: Int] = [:]
        for run in 0..<100 {
            let kind = ["save", "saveas", "export", "draft"][run % 4]
            let dir = temporaryFolder()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.faultRunner)
            process.arguments = [kind, dir.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: dir.file("ready")), process.isRunning, Date() < deadline {
                usleep(1_000)
            }
            XCTAssertTrue(process.isRunning, "run \(run) (\(kind)): the runner stopped on its own")
            usleep(UInt32.random(in: 0...80_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let files: [String]
            switch kind {
            case "save": files = ["spec.json"]
            case "saveas": files = ["one.json", "two.json"]
            case "export": files = ["export.lottie.json"]
            default: files = ["untitled-1.json"]
            }
            for name in files {
                guard let bytes = Disk.read(dir.file(name)) else {
                    XCTAssertEqual(name, "two.json", "run \(run) (\(kind)): \(name) is missing")
                    continue
                }
                if kind == "draft" {
                    let draft = try? JSONDecoder().decode(Draft.self, from: Data(bytes))
                    XCTAssertTrue(texts.contains(Array((draft?.text ?? "").utf8)), "run \(run): the draft is whole")
                } else {
                    XCTAssertTrue(texts.contains(bytes), "run \(run) (\(kind)): \(name) is torn (\(bytes.count) bytes)")
                }
            }
            leftovers += Self.leftovers(in: dir.path).count
            outcomes[kind, default: 0] += 1
        }
        XCTAssertEqual(outcomes, ["save": 25, "saveas": 25, "export": 25, "draft": 25])
        print(
            "fault.kills: 100 runs, 0 torn files, \(leftovers) hidden temporary files left by a kill before its rename")
    }

    // MARK: Durability

    func testEverySaveSyncsTheFileThenRenamesItThenSyncsTheFolder() throws {
        guard
            let strace = ["/usr/bin/strace", "/bin/strace"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            return XCTFail("strace is not installed: run `make deps`")
        }
        let dir = temporaryFolder()
        let target = dir.file("spec.json")
        let log = dir.file("trace")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments = [
            "-f", "-qq", "-e", "trace=openat,fsync,fdatasync,rename,renameat,renameat2,close", "-o", log,
            Self.faultRunner, "once", target,
        ]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(Disk.read(target), Self.runnerText(0))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        // openat(AT_FDCWD, "/…/.spec.json.save-XXXXXX", O_RDWR|O_CREAT|O_EXCL, 0600) = 3
        guard let created = lines.firstIndex(where: { $0.contains(".spec.json.save-") && $0.contains("O_CREAT") }),
            let fd = lines[created].split(separator: "=").last?.trimmingCharacters(in: .whitespaces)
        else {
            return XCTFail("no temporary file was created: \(lines)")
        }
        let synced = lines[created...].firstIndex { $0.contains("fsync(\(fd))") }
        let renamed = lines[created...].firstIndex {
            $0.contains("rename") && $0.contains("spec.json\"") && $0.contains("= 0")
        }
        let folder = lines[created...].firstIndex { $0.contains("\"\(dir.path)\"") && $0.contains("O_DIRECTORY") }
        XCTAssertNotNil(synced, "the file's bytes are synced")
        XCTAssertNotNil(renamed, "then it is renamed over the target")
        XCTAssertNotNil(folder, "then its folder is opened")
        if let synced, let renamed, let folder {
            XCTAssertLessThan(synced, renamed)
            XCTAssertLessThan(renamed, folder)
            let dirfd = lines[folder].split(separator: "=").last?.trimmingCharacters(in: .whitespaces) ?? "?"
            XCTAssertTrue(
                lines[folder...].contains { $0.contains("fsync(\(dirfd))") && $0.contains("= 0") }, "and synced")
        }
    }
}
