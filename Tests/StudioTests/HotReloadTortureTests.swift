import Foundation
import Glibc
import LoaderKitCore
import TestSupport
import XCTest
@testable import Studio

/// 500 saves in mixed styles against a library with the real inotify watcher.
final class HotReloadTortureTests: XCTestCase {
    /// What the document must show once a save has settled.
    struct Expected {
        var spec: IndicatorSpec?
        var text: String?
        var problems: [SpecProblem]
        var isStale: Bool
        var isMissing: Bool
    }

    func testFiveHundredMixedSaves() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("torture.json")
            Disk.writeInPlace(Array(SpecText.valid(0).utf8), to: path)
            let library = DocumentLibrary()
            XCTAssertNil(library.watchWarning)
            let document = try XCTUnwrap(library.open(path).first)
            var lastGood = IndicatorSpec.check(bytes: Array(SpecText.valid(0).utf8)).spec
            XCTAssertNotNil(lastGood)
            XCTAssertEqual(document.spec, lastGood)

            var generator = SeededGenerator(seed: 0x5EED)
            var counts: [String: Int] = [:]
            var failures = 0
            let started = Date()
            for i in 1...500 {
                let style = SaveStyle.allCases[Int(generator.next() % 4)]
                let choice = generator.next() % 10
                let revisionBefore = document.revision
                var expectRevisionBump = false
                let label: String
                if choice < 5 {
                    label = "valid"
                    let text = SpecText.valid(i, count: 1 + i % 5)
                    Disk.save(Array(text.utf8), to: path, style: style)
                    lastGood = IndicatorSpec.check(bytes: Array(text.utf8)).spec
                    expectRevisionBump = true
                } else if choice < 7 {
                    label = "truncated"
                    Disk.save(
                        Array(SpecText.truncated(i, fraction: Double(generator.next() % 90 + 5) / 100).utf8), to: path,
                        style: style)
                } else if choice == 7 {
                    label = "invalid spec"
                    Disk.save(Array(SpecText.invalidSpec(i).utf8), to: path, style: style)
                } else if choice == 8 && generator.next() % 2 == 0 {
                    label = "unchanged"
                    Disk.save(try XCTUnwrap(Disk.read(path)), to: path, style: style)
                } else if choice == 8 {
                    label = "syntax error"
                    Disk.save(Array(SpecText.syntaxError(i).utf8), to: path, style: style)
                } else {
                    label = "delete and recreate"
                    unlink(path)
                    let gone = Settle.until(library) {
                        Self.matches(document, Self.expected(path: path, lastGood: lastGood))
                    }
                    XCTAssertTrue(gone, "save \(i): the deletion did not settle: \(document.problems)")
                    XCTAssertTrue(document.isMissing)
                    let text = SpecText.valid(i)
                    Disk.save(Array(text.utf8), to: path, style: style)
                    lastGood = IndicatorSpec.check(bytes: Array(text.utf8)).spec
                }
                counts[label + " / \(style)", default: 0] += 1
                let want = Self.expected(path: path, lastGood: lastGood)
                var settled = Settle.until(library) { Self.matches(document, want) }
                if settled {
                    // Late events of the same save must not change what is shown.
                    library.processFileEvents()
                    settled = Self.matches(document, want)
                }
                if !settled {
                    failures += 1
                    XCTFail(
                        """
                        save \(i) (\(label), \(style)) did not settle: shown \(document.spec?.name ?? "nil"), \
                        stale \(document.isStale), missing \(document.isMissing), problems \(document.problems); \
                        expected \(want.spec?.name ?? "nil"), stale \(want.isStale), problems \(want.problems)
                        """)
                    if failures > 5 { break }
                }
                if expectRevisionBump {
                    XCTAssertEqual(
                        document.revision, revisionBefore + 1,
                        "save \(i) (\(label), \(style)) must replace the spec exactly once")
                } else if label != "delete and recreate" {
                    // Late events: a second drain must not reload what is already shown.
                    Settle.drain(library, for: 0.002)
                    XCTAssertEqual(
                        document.revision, revisionBefore, "save \(i) (\(label)) must keep the last good spec")
                }
            }
            // The last word is a valid save, shown as such.
            let final = SpecText.valid(9999)
            Disk.save(Array(final.utf8), to: path, style: .foundationAtomic)
            let finalSpec = IndicatorSpec.check(bytes: Array(final.utf8)).spec
            XCTAssertTrue(Settle.until(library) { document.spec == finalSpec && !document.isStale })
            XCTAssertEqual(document.spec?.name, "Spec9999")
            XCTAssertEqual(document.problems, [])
            XCTAssertFalse(document.isMissing)
            XCTAssertEqual(dir.names(), ["torture.json"], "no temporary or backup files are left")
            XCTAssertLessThan(Date().timeIntervalSince(started), 30)
            XCTAssertGreaterThan(counts.count, 12, "the mix covers the styles: \(counts)")
        }
    }

    /// The state the document must reach for the file as it is on disk now.
    @MainActor static func expected(path: String, lastGood: IndicatorSpec?) -> Expected {
        guard let bytes = Disk.read(path) else {
            return Expected(spec: lastGood, text: nil, problems: [], isStale: lastGood != nil, isMissing: true)
        }
        let check = IndicatorSpec.check(bytes: bytes)
        let problems = SpecProblem.placed(check.problems, in: bytes, root: check.root)
        return Expected(
            spec: check.spec ?? lastGood, text: String(decoding: bytes, as: UTF8.self),
            problems: problems, isStale: check.spec == nil && lastGood != nil, isMissing: false)
    }

    @MainActor static func matches(_ document: SpecDocument, _ want: Expected) -> Bool {
        guard document.spec == want.spec, document.isStale == want.isStale, document.isMissing == want.isMissing,
            document.text == want.text
        else { return false }
        if want.isMissing {
            return document.problems.count == 1 && document.problems[0].line == 0
                && document.problems[0].message.contains("deleted")
        }
        return document.problems == want.problems
    }
}
