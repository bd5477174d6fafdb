import Foundation
import ImageExport
import XSession
import XCTest

/// Exports never touch a file the user did not name: the spec open in the studio survives an
/// export whose default name once was its own, an existing file is replaced only when the user
/// says so, and the toast names the file written.
final class SafeExportJourneys: JourneyTestCase {
    /// The defect as a user met it: the studio started in a folder holding `victim.json`, whose
    /// spec is named `victim`; Ctrl+O victim.json, Ctrl+E, Lottie, Export.
    func testExportingTheOpenSpecAsLottieLeavesTheSpecFileUntouched() throws {
        let studio = try launch()
        try studio.wait("the gallery") { $0.string("mode") == "gallery" }
        // The working directory (and the export folder) holds the spec.
        let victim = studio.exportFolder + "/victim.json"
        try JourneySpecs.dots(name: "victim").write(toFile: victim, atomically: false, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: victim))

        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.string("popover") == "open" }
        try studio.type("victim.json")
        try studio.key("Return")
        try studio.wait("victim.json in the editor") {
            $0.string("mode") == "editor" && $0.string("editor.document.name") == "victim.json" && $0["popover"] == nil
        }
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0[path: "focused.id"] as? String) == "export.kind" }
        for _ in 0..<3 { try studio.key("Right") }
        try studio.wait("Lottie picked") { _ in (try? studio.view("export.kind"))??["value"] as? Int == 3 }
        try studio.key("Return")
        try studio.wait("the export's toast") { ($0["toasts"] as? [String] ?? []).contains { $0.hasPrefix("Exported") } }
        assertAlive(studio, "after the export")

        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: victim)), before, "victim.json is unchanged, byte for byte")
        let lottie = studio.exportFolder + "/victim.lottie.json"
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))) as? [String: Any]
        XCTAssertNotNil(json?["layers"], "the Lottie file is the spec's name with .lottie.json, in the export folder")
        XCTAssertEqual(files(in: studio.exportFolder), ["victim.json", "victim.lottie.json"])
        let toast = try XCTUnwrap((try studio.state()["toasts"] as? [String])?.last { $0.hasPrefix("Exported") })
        XCTAssertTrue(toast.contains("victim.lottie.json"), "the toast names the file: \(toast)")
        // The spec in the editor is still the spec (its document reads the same bytes).
        XCTAssertEqual(try studio.state().string("editor.document.name"), "victim.json")
        XCTAssertEqual((try studio.state()[path: "editor.document.problems"] as? [String])?.count, 0)
    }
}
