import Foundation
import XCTest
import TestSupport
@testable import Studio

final class DraftStoreTests: XCTestCase {
    func testDraftsLiveUnderTheStateHomeAndComeBackNewestFirst() throws {
        let dir = temporaryFolder()
        let store = DraftStore(environment: ["XDG_STATE_HOME": dir.file("state"), "HOME": "/nonexistent"])
        XCTAssertEqual(store.directory, dir.file("state/loader-studio/drafts"))
        XCTAssertEqual(store.all().drafts, [], "no directory yet is no drafts, not a problem")
        let old = Draft(key: "untitled-1", path: nil, title: "Untitled 1", text: "{\"parts\": [", savedAt: 10)
        let new = Draft(
            key: Draft.key(forPath: "/specs/a.json"), path: "/specs/a.json", title: "a.json", text: "{}\n", savedAt: 20)
        try store.save(old)
        try store.save(new)
        let loaded = store.all()
        XCTAssertEqual(loaded.drafts, [new, old])
        XCTAssertEqual(loaded.problems, [])
        var info = stat()
        XCTAssertEqual(stat(store.path(of: "untitled-1"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "drafts may hold private work")
        store.remove("untitled-1")
        XCTAssertEqual(store.all().drafts, [new])
    }

    func testTheHomeFallbackAndARelativeStateHomeIsIgnored() {
        let store = DraftStore(environment: ["XDG_STATE_HOME": "relative/state", "HOME": "/home/ada"])
        XCTAssertEqual(store.directory, "/home/ada/.local/state/loader-studio/drafts")
    }

    func testACorruptDraftIsReportedAndTheOthersStillLoad() throws {
        let dir = temporaryFolder()
        let store = DraftStore(directory: dir.path)
        let good = Draft(key: "untitled-2", path: nil, title: "Untitled 2", text: "{}", savedAt: 5)
        try store.save(good)
        Disk.writeInPlace(Array("{\"key\": ".utf8), to: dir.file("broken.json"))
        // A draft whose key does not match its file name is not trusted either.
        Disk.writeInPlace(Array(try JSONEncoder().encode(good)), to: dir.file("other.json"))
        let loaded = store.all()
        XCTAssertEqual(loaded.drafts, [good])
        XCTAssertEqual(loaded.problems.count, 2)
        let unreadable = MessageMatcher("document.draft.unreadable", StudioCatalogue.english)
        let notADraft = MessageMatcher("document.draft.notADraft", StudioCatalogue.english)
        XCTAssertTrue(
            loaded.problems.allSatisfy { unreadable.matches($0) || notADraft.matches($0) }, "\(loaded.problems)")
    }

    func testKeysAreStableShortAndDifferPerPath() {
        let a = Draft.key(forPath: "/specs/a.json")
        XCTAssertEqual(a, Draft.key(forPath: "/specs/a.json"))
        XCTAssertNotEqual(a, Draft.key(forPath: "/specs/b.json"))
        XCTAssertEqual(a.count, 21)
        XCTAssertTrue(a.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
    }

    func testTheSchedulerWritesAfterAPauseAndNeverLaterThanTheDeadline() {
        var scheduler = DraftScheduler()
        XCTAssertFalse(scheduler.isDue(at: 100))
        XCTAssertNil(scheduler.dueTime)
        scheduler.edited(at: 0)
        XCTAssertTrue(scheduler.isPending)
        XCTAssertFalse(scheduler.isDue(at: 0.2))
        XCTAssertTrue(scheduler.isDue(at: 0.4), "a pause ends the burst")
        // Typing without pause: due at the one-second deadline.
        for step in 1...9 { scheduler.edited(at: Double(step) * 0.1) }
        XCTAssertFalse(scheduler.isDue(at: 0.95))
        XCTAssertTrue(scheduler.isDue(at: 1.0))
        XCTAssertEqual(scheduler.dueTime ?? -1, 1.0, accuracy: 1e-12)
        scheduler.written()
        XCTAssertFalse(scheduler.isPending)
        XCTAssertFalse(scheduler.isDue(at: 50))
    }
}
