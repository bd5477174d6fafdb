import Foundation
import StudioInspection
import XCTest
import XSession

extension JourneyTestCase {
    /// The drafts folder of a session (`XDG_STATE_HOME/loader-studio/drafts`).
    func draftsFolder(_ session: StudioSession) -> String { session.folder + "/state/loader-studio/drafts" }

    /// The texts of the session's drafts on disk now (a draft being replaced may be unreadable
    /// for a moment: it is left out).
    func draftTexts(_ session: StudioSession) -> [String] {
        let folder = draftsFolder(session)
        return files(in: folder).filter { $0.hasSuffix(".json") }.compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return nil }
            return object["text"] as? String
        }
    }

    /// Waits until a draft on disk holds exactly `text` (at most `timeout` seconds): what a
    /// kill may come after without losing it.
    func waitForDraft(
        _ session: StudioSession, holding text: String, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !draftTexts(session).contains(text) {
            guard Date() < deadline else {
                throw JourneyError("no draft holds the unsaved text after \(timeout) s; drafts: \(draftTexts(session))")
            }
            usleep(20_000)
        }
    }

    /// Waits until a draft on disk holds the text the source pane holds (at most `timeout`
    /// seconds), the keys typed before having all arrived; that draft's text. A text over the
    /// state's 64 KiB is not sent: a draft of its length in bytes stands for it.
    @discardableResult
    func waitForDraftOfTheShownText(_ session: StudioSession, timeout: Double = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let source = try session.state().source
            let drafted = draftTexts(session).first { draft in
                source.text.map { $0 == draft } ?? (draft.utf8.count == source.bytes)
            }
            if let drafted { return drafted }
            guard Date() < deadline else {
                throw JourneyError(
                    "no draft holds the shown text after \(timeout) s; drafts: \(draftTexts(session).count)")
            }
            usleep(20_000)
        }
    }
}
