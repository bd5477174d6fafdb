import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// One history per document that survives everything: seeded random walks through typing,
/// visual edits, tuning, Save, Save As, Save params, changes on disk (taken in a clean pane,
/// or met with Reload or Keep mine under unsaved text), undo and redo. After each walk,
/// undoing every step gives back the first bytes, and redoing every step the last.
final class HistoryWalkTests: XCTestCase {
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Walk",
          "duration": 1,
          "params": { "count": 3, "minScale": 0.4 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.15 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, { "$param": "minScale" }, 1] }
          ]
        }

        """

    enum Step: CaseIterable {
        case type, visualEdit, tune, save, saveAs, saveParams, changeOnDisk, undo, redo
    }

    func testRandomWalksUndoToTheFirstBytesAndRedoToTheLast() throws {
        try onMain {
            var counts: [String: Int] = [:]
            for seed in 1...40 {
                let taken = try Self.walk(seed: UInt64(seed), steps: 30)
                for (step, n) in taken { counts[step, default: 0] += n }
            }
            // Every kind of step was walked through, many times.
            for step in [
                "type", "visualEdit", "tune", "save", "saveAs", "saveParams", "changeOnDisk clean",
                "changeOnDisk reload", "changeOnDisk keepMine", "undo", "redo",
            ] {
                XCTAssertGreaterThan(counts[step] ?? 0, 5, "\(step) in \(counts)")
            }
        }
    }

    /// One walk; returns how many times each kind of step was taken.
    @MainActor
    static func walk(seed: UInt64, steps: Int) throws -> [String: Int] {
        let dir = TemporaryFolder()
        defer { dir.remove() }
        var random = SeededGenerator(seed: seed)
        let path = dir.file("walk.json")
        Disk.writeInPlace(Array(spec.utf8), to: path)
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        app.toggleSource()
        let session = app.editor.source.session
        let history = app.editorModel.history
        let first = session.model.buffer.bytes
        var taken: [String: Int] = [:]
        var saveAsCount = 0
        for _ in 0..<steps {
            let document = try XCTUnwrap(app.editorModel.document)
            let step = Step.allCases.randomElement(using: &random)!
            var name = "\(step)"
            switch step {
            case .type:
                // Whitespace after a comma keeps the spec valid wherever it goes.
                let bytes = session.model.buffer.bytes
                let commas = bytes.indices.filter { bytes[$0] == UInt8(ascii: ",") }
                let at = commas.randomElement(using: &random)! + 1
                session.model.replace(at..<at, with: Bool.random(using: &random) ? " " : "\n  ")
                session.model.endCoalescing()
            case .visualEdit:
                let gap = ["0.1", "0.2", "0.05", "0.15"].randomElement(using: &random)!
                _ = app.editorModel.performVisualEdit(.set(JSONPath(parsing: "layout.gap")!, json: gap), name: "Gap")
            case .tune:
                app.editorModel.setParam("count", Double(Int.random(in: 1...6, using: &random)))
            case .save:
                app.save()
            case .saveAs:
                saveAsCount += 1
                XCTAssertNil(app.saveAs(document, to: dir.file("walk-\(saveAsCount).json")))
            case .saveParams:
                app.editorModel.setParam("minScale", [0.2, 0.3, 0.5].randomElement(using: &random)!)
                app.saveParams()
            case .changeOnDisk:
                guard let file = document.path, let disk = Disk.read(file) else { continue }
                let other = String(decoding: disk, as: UTF8.self)
                    .replacingOccurrences(
                        of: "\"duration\": 1", with: "\"duration\": 1.\(Int.random(in: 1...9, using: &random))")
                Disk.writeInPlace(Array(other.utf8), to: file)
                document.reload()
                app.editorModel.documentDidReload()
                if document.diskConflict != nil {
                    if Bool.random(using: &random) {
                        app.editor.source.conflictBar.reloadButton.action?()
                        name += " reload"
                    } else {
                        app.editor.source.conflictBar.keepButton.action?()
                        name += " keepMine"
                    }
                } else {
                    name += " clean"
                }
            case .undo:
                history.undo()
            case .redo:
                history.redo()
            }
            taken[name, default: 0] += 1
            XCTAssertNil(app.editorModel.document?.diskConflict, "seed \(seed): every conflict was answered")
        }
        // The newest state: what the walk left undone is redone first.
        while history.canRedo {
            if let refusal = history.redo() { XCTFail("seed \(seed): redo refused: \(refusal)"); break }
        }
        let last = session.model.buffer.bytes
        var undone = 0
        while history.canUndo, undone < 10_000 {
            if let refusal = history.undo() { XCTFail("seed \(seed): undo refused: \(refusal)"); break }
            undone += 1
        }
        XCTAssertEqual(
            String(decoding: session.model.buffer.bytes, as: UTF8.self), String(decoding: first, as: UTF8.self),
            "seed \(seed): undoing everything gives back the first bytes (\(taken))")
        while history.canRedo {
            if let refusal = history.redo() { XCTFail("seed \(seed): redo refused: \(refusal)"); break }
        }
        XCTAssertEqual(
            String(decoding: session.model.buffer.bytes, as: UTF8.self), String(decoding: last, as: UTF8.self),
            "seed \(seed): redoing everything gives back the last bytes")
        return taken
    }
}
