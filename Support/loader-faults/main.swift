import Foundation
import SpecFiles
import Studio

/// `loader-faults KIND FOLDER`: writes to FOLDER through the studio's own code, over and over,
/// until it is killed; the fault suite kills it at random moments and checks that every file is
/// whole. KIND is `save` (a document's Save), `saveas` (Save As to a second file), `export` (an
/// export's atomic write) or `draft` (a crash draft). The contents alternate between two texts
/// of about 1 MB; `FOLDER/ready` is created after the first write. `loader-faults once FILE`
/// writes FILE once with the file writer (for tracing its system calls).
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: loader-faults save|saveas|export|draft|once FOLDER\n".utf8))
    exit(2)
}
let kind = arguments[1], folder = arguments[2]

/// The two texts a loop alternates between: valid specs of about 1 MB that differ everywhere.
func text(_ k: Int) -> [UInt8] {
    let filler = String(repeating: k == 0 ? "a" : "b", count: 1 << 20)
    return Array(
        "{\"schemaVersion\":1,\"name\":\"\(filler)\",\"duration\":1,\"layout\":{\"type\":\"single\"},\"shape\":{\"type\":\"circle\"},\"tracks\":[]}\n"
            .utf8)
}

func markReady() { FileManager.default.createFile(atPath: folder + "/ready", contents: Data()) }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("loader-faults: \(message)\n".utf8))
    exit(1)
}

MainActor.assumeIsolated {
    var k = 0
    switch kind {
    case "once":
        do { try SpecFileWriter.write(text(0), to: folder) } catch { fail("\(error)") }
    case "save":
        let document = SpecDocument(path: folder + "/spec.json")
        while true {
            k ^= 1
            document.takeEdit(text(k), derivation: SpecDerivation(bytes: text(k)))
            do { try document.save() } catch { fail("\(error)") }
            if k == 1 { markReady() }
        }
    case "saveas":
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: { _, _, _, _ in [] },
            imageWriter: AtomicImageWriter(encoder: NoImageEncoding()))
        let document = app.newSpec(text: String(decoding: text(0), as: UTF8.self))
        while true {
            k ^= 1
            let current = app.editorModel.document ?? document
            current.takeEdit(text(k), derivation: SpecDerivation(bytes: text(k)))
            if let problem = app.saveAs(current, to: folder + (k == 1 ? "/one.json" : "/two.json")) { fail(problem) }
            if k == 1 { markReady() }
        }
    case "export":
        while true {
            k ^= 1
            do { try ExportWriteFailure.writeAtomically(text(k), to: folder + "/export.lottie.json") } catch {
                fail("\(error)")
            }
            if k == 1 { markReady() }
        }
    case "draft":
        let store = DraftStore(directory: folder)
        while true {
            k ^= 1
            let draft = Draft(
                key: "untitled-1", path: nil, title: "Untitled 1", text: String(decoding: text(k), as: UTF8.self),
                savedAt: Double(k))
            do { try store.save(draft) } catch { fail("\(error)") }
            if k == 1 { markReady() }
        }
    default:
        fail("unknown kind \(kind)")
    }
}

/// The runner writes no images.
struct NoImageEncoding: ImageEncoding {
    func pngBytes(width: Int, height: Int, premultipliedARGB32: [UInt32]) throws -> [UInt8] { [] }
    func gifBytes(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int]) throws -> [UInt8] { [] }
}
