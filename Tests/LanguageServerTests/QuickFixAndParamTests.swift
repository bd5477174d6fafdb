import LoaderKitCore
import SpecLanguage
import SpecWorkspace
import XCTest

/// Quick fixes that clear their warning and nothing else, and params found, listed and renamed
/// at their declaration and every use.
final class QuickFixAndParamTests: XCTestCase {
    let spec = """
        {
          "schemaVersion": 1,
          "name": "Spin",
          "duration": 1,
          "params": {"count": 3, "shift": 0.2},
          "parts": [
            {"layout": {"type": "ring", "count": {"$param": "count"}, "itemSize": 0.2, "radius": 0.3},
              "shape": {"type": "rect"}, "stagger": {"each": 0.1},
              "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 360]}]},
            {"layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"},
              "tracks": [{"property": "translateY", "keyTimes": [0.25, 1], "values": [0, {"$param": "shift"}]}]}
          ]
        }

        """

    private var document: WorkspaceDocument { WorkspaceDocument(bytes: Array(spec.utf8), version: 1) }

    private func warning(_ code: String, in document: WorkspaceDocument) throws -> SpecProblem {
        try XCTUnwrap(document.diagnostics.first { $0.code == code }, "\(document.diagnostics.map(\.message))")
    }

    /// `fix` applied: the text it gives, and the document's warnings after it.
    private func applying(_ fix: SpecQuickFix, to document: WorkspaceDocument) -> WorkspaceDocument {
        WorkspaceDocument(bytes: SpecTextEdit.apply(fix.edits, to: document.bytes), version: 2)
    }

    func testEachFixClearsItsWarningAndNothingElse() throws {
        let document = self.document
        let before = document.diagnostics.map(\.message)
        XCTAssertEqual(document.analysis.problems, [])
        for code in ["unknown-field", LintRule.rotationInDegrees.rawValue, LintRule.keyTimesSpan.rawValue] {
            let diagnostic = try warning(code, in: document)
            let fixes = document.quickFixes(for: diagnostic)
            XCTAssertFalse(fixes.isEmpty, "no fix for \(diagnostic.message)")
            for fix in fixes {
                let fixed = applying(fix, to: document)
                XCTAssertEqual(fixed.analysis.problems, [], fix.title)
                let after = fixed.diagnostics.map(\.message)
                XCTAssertFalse(after.contains(diagnostic.message), fix.title)
                XCTAssertTrue(
                    before.filter { $0 != diagnostic.message }.allSatisfy(after.contains),
                    "\(fix.title) leaves the other warnings as they were: \(after)")
            }
        }
        let text: (SpecQuickFix) -> String = {
            String(decoding: SpecTextEdit.apply($0.edits, to: document.bytes), as: UTF8.self)
        }
        let radians = try XCTUnwrap(
            document.quickFixes(for: try warning(LintRule.rotationInDegrees.rawValue, in: document)).first)
        XCTAssertEqual(radians.title, "Convert degrees to radians")
        XCTAssertTrue(text(radians).contains(#""values": [0, 6.283185]}"#), text(radians))
        let remove = try XCTUnwrap(document.quickFixes(for: try warning("unknown-field", in: document)).first)
        XCTAssertEqual(remove.title, "Remove radius (LoaderKit ignores it)")
        XCTAssertTrue(text(remove).contains(#""itemSize": 0.2},"#), text(remove))
        let span = document.quickFixes(for: try warning(LintRule.keyTimesSpan.rawValue, in: document))
        XCTAssertEqual(span.map(\.title), ["Run keyTimes from 0 to 1", "End on the first value (0)"])
        XCTAssertTrue(text(span[0]).contains(#""keyTimes": [0, 1], "values": [0, {"#), text(span[0]))
        XCTAssertTrue(text(span[1]).contains(#""values": [0, 0]}"#), text(span[1]))
        // The fixes of a range are those of the warnings it meets.
        let line10 = Array(spec.utf8).firstRange(of: Array("\"rotate\"".utf8))!
        XCTAssertEqual(
            document.quickFixes(in: ByteRange(line10.lowerBound, line10.upperBound + 40)).map(\.title),
            ["Convert degrees to radians"])
    }

    func testParamsAreFoundListedAndRenamed() throws {
        let document = self.document
        let bytes = Array(spec.utf8)
        let use = bytes.firstRange(of: Array("\"shift\"}".utf8))!.lowerBound + 2
        let sites = try XCTUnwrap(document.param(at: use))
        XCTAssertEqual(sites.name, "shift")
        XCTAssertEqual(sites.defaultText, "0.2")
        XCTAssertEqual(sites.uses.count, 1)
        let declaration = try XCTUnwrap(sites.declaration)
        XCTAssertEqual(String(decoding: bytes[declaration.start..<declaration.end], as: UTF8.self), "\"shift\"")
        XCTAssertEqual(document.param(at: declaration.start + 1)?.uses, sites.uses)
        // Not a param: a key elsewhere, a plain string.
        XCTAssertNil(document.param(at: bytes.firstRange(of: Array("\"Spin\"".utf8))!.lowerBound + 1))
        XCTAssertNil(document.param(at: bytes.firstRange(of: Array("\"$param\"".utf8))!.lowerBound + 1))
        XCTAssertEqual(document.paramUses.map(\.name), ["count", "shift"])
        XCTAssertEqual(document.paramUses.map(\.defaultText), ["3", "0.2"])

        let edits = try document.renameEdits(of: "count", to: "dots é").get()
        let renamed = WorkspaceDocument(bytes: SpecTextEdit.apply(edits, to: bytes), version: 2)
        XCTAssertEqual(renamed.analysis.problems, [])
        XCTAssertEqual(renamed.sites(of: "dots é").uses.count, 1)
        XCTAssertNotNil(renamed.sites(of: "dots é").declaration)
        XCTAssertEqual(renamed.sites(of: "count").uses, [])
        XCTAssertEqual(renamed.analysis.spec?.params.keys.sorted(), ["dots é", "shift"])
        func failure(_ name: String, _ newName: String) -> String? {
            if case .failure(let failure) = document.renameEdits(of: name, to: newName) { return failure.message }
            return nil
        }
        XCTAssertEqual(failure("count", "shift"), "params already has shift")
        XCTAssertEqual(failure("count", ""), "a param's name cannot be empty")
        XCTAssertEqual(failure("nope", "x"), "nope is not declared in params")
    }
}
