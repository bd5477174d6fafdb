import Foundation
import Glibc
import Graphics
import LoaderKitCore
import Render
import Studio
import UI

/// Benchmarks of the Studio's file side.
let studioBenchmarks: [Benchmark] = [
    Benchmark(
        name: "reload",
        summary:
            "hot reload: rename() of a new spec file to the document holding it, and to the end of the first editor frame showing it, 200 saves each",
        run: { MainActor.assumeIsolated { reloadBenchmark() + reloadFrameBenchmark() } })
]

/// Saves a spec 200 times by renaming a fully written temporary file over it (as editors do) and
/// measures, for each save, the time from `rename()` to the moment the watched document holds the
/// new spec: the inotify event, reading, parsing, validating and preparing. The spec is the
/// largest built-in, renamed each time so every save is new. The host's wait is `poll()` on the
/// inotify descriptor, as the studio's event loop does.
@MainActor func reloadBenchmark() -> [BenchFigure] {
    var template = Array("/tmp/loader-bench-reload-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
        FileHandle.standardError.write("reload: cannot create a temporary directory\n".data(using: .utf8)!)
        return []
    }
    let dir = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/bench.json"
    let temp = dir + "/.bench.json.tmp"
    let name = IndicatorSpec.builtinNames.max {
        (IndicatorSpec.builtinJSON(named: $0)?.utf8.count ?? 0)
            < (IndicatorSpec.builtinJSON(named: $1)?.utf8.count ?? 0)
    }!
    let json = IndicatorSpec.builtinJSON(named: name)!
    func text(_ i: Int) -> [UInt8] {
        Array(json.replacingOccurrences(of: "\"name\":\"\(name)\"", with: "\"name\":\"\(name)\(i)\"").utf8)
    }
    func write(_ bytes: [UInt8], _ file: String) {
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0)
        precondition(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
    }

    write(text(0), path)
    let library = DocumentLibrary()
    guard let fd = library.watchDescriptor, let document = try? library.open(path).first, document.spec != nil else {
        FileHandle.standardError.write("reload: inotify unavailable or the spec did not load\n".data(using: .utf8)!)
        return []
    }
    let warmup = 20, saves = 200
    var samples: [Double] = []
    var work: [Double] = []
    var renames: [Double] = []
    for i in 1...(warmup + saves) {
        write(text(i), temp)
        // Events of the temporary file are not part of the save being measured.
        library.processFileEvents()
        let target = document.revision + 1
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(rename(temp, path) == 0)
        if i > warmup { renames.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
        var waited = 0
        while document.revision < target && waited < 2000 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 1) == 0 { waited += 1 }
            let before = DispatchTime.now().uptimeNanoseconds
            library.processFileEvents()
            if document.revision >= target && i > warmup {
                work.append(Double(DispatchTime.now().uptimeNanoseconds - before) / 1e6)
            }
        }
        let end = DispatchTime.now().uptimeNanoseconds
        precondition(document.spec?.name == "\(name)\(i)", "reload: save \(i) was not picked up")
        if i > warmup { samples.append(Double(end - start) / 1e6) }
    }
    func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }
    return [
        BenchFigure(name: "p50_ms", value: percentile(samples, 0.5), unit: "ms"),
        BenchFigure(name: "p95_ms", value: percentile(samples, 0.95), unit: "ms"),
        BenchFigure(name: "max_ms", value: samples.max() ?? 0, unit: "ms"),
        // The studio's own share: the processFileEvents call that read, parsed, validated and prepared.
        BenchFigure(name: "work_p50_ms", value: percentile(work, 0.5), unit: "ms"),
        BenchFigure(name: "work_p95_ms", value: percentile(work, 0.95), unit: "ms"),
        // The kernel's share: the rename() call itself (journalled file systems take milliseconds).
        BenchFigure(name: "rename_p50_ms", value: percentile(renames, 0.5), unit: "ms"),
        BenchFigure(name: "spec_bytes", value: Double(json.utf8.count), unit: "B"),
    ]
}

/// The whole path a user sees: `rename()` of a new spec over the open file, the studio's tick
/// (inotify drain, read, parse, validate, prepare, the editor taking the new spec), recording the
/// dirty region of a 1280x800 editor window and rasterizing it. Vsync and present are excluded.
@MainActor func reloadFrameBenchmark() -> [BenchFigure] {
    let dir = NSTemporaryDirectory() + "loader-bench-frame-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/spin.json", temp = dir + "/.spin.json.tmp"
    let json = IndicatorSpec.builtinJSON(named: "BallSpinFadeLoader")!
    func save(_ i: Int, to file: String) {
        // Each save changes the cycle, so the frame after it differs from the one before.
        let text = json.replacingOccurrences(of: "\"duration\":1,", with: "\"duration\":\(1 + Double(i % 7) / 10),")
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
    }
    save(0, to: path)
    final class NullWriter: ImageWriting {
        func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {}
        func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {}
    }
    let library = DocumentLibrary()
    let app = StudioApp(library: library, rasterize: { _, _, _, _ in [] }, imageWriter: NullWriter())
    guard let fd = library.watchDescriptor, app.openFiles([path]).isEmpty,
        let document = library.document(atPath: path)
    else { return [] }
    app.window.layout(size: Size(1280, 800), scale: 1)
    let (w, h) = app.window.pixelSize
    guard var pixmap = Pixmap(width: w, height: h) else { return [] }
    let renderer = Renderer()
    renderer.render(app.window.recordFullFrame(), into: &pixmap)
    var samples: [Double] = []
    for i in 1...220 {
        save(i, to: temp)
        app.tick(dt: 0)
        renderer.render(app.window.recordFrame().list, into: &pixmap)
        let target = document.revision + 1
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(rename(temp, path) == 0)
        var waited = 0
        while document.revision < target && waited < 2000 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 1) == 0 { waited += 1 }
            app.tick(dt: 0)
        }
        renderer.render(app.window.recordFrame().list, into: &pixmap)
        let end = DispatchTime.now().uptimeNanoseconds
        if i > 20 { samples.append(Double(end - start) / 1e6) }
    }
    blackHole(pixmap.pixels[0])
    let sorted = samples.sorted()
    return [
        BenchFigure(name: "frame_p50_ms", value: sorted[sorted.count / 2], unit: "ms"),
        BenchFigure(name: "frame_p95_ms", value: sorted[sorted.count * 95 / 100], unit: "ms"),
    ]
}
