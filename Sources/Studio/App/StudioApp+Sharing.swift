import Foundation
import Handoff
import Localization
import StudioCommandLine
import UI

/// Share links and pasted specs: the one way in (`openShared`) for a link on the command line, a
/// paste into the Gallery and the Open dialog; and the copies out (JSON, link).
extension StudioApp {
    /// Opens a share link (`#spec=`, `#json=`, `#indicator=`, `#example=`) or a spec's JSON text.
    /// A built-in opens as itself; anything else as an unsaved draft in the editor (nothing is
    /// written to disk). A malformed link opens nothing and shows why.
    ///
    /// - Parameter toastingProblem: whether a problem is also shown as a toast (the Open dialog
    ///   shows it itself).
    /// - Returns: the problem, or nil once the spec is open.
    @discardableResult
    package func openShared(_ text: String, toastingProblem: Bool = true) -> String? {
        let shared: SharedSpec
        do {
            shared = try SharedSpec.read(text)
        } catch {
            if toastingProblem { window.showToast(error.message, kind: .error, duration: 5) }
            return error.message
        }
        if case .builtin(let name) = shared.origin, let document = library.builtin(named: name) {
            open(document)
        } else {
            let document = library.addUntitled(title: shared.title, text: shared.json)
            gallery.applyFilter()
            open(document)
            window.showToast(self.text(StatusText.sharedOpened(shared.title)), kind: .info)
        }
        return nil
    }

    /// True when `argument` is a share link rather than a path: no file of that name, and a
    /// fragment naming a spec.
    static func isShareLink(_ argument: String) -> Bool {
        !FileManager.default.fileExists(atPath: argument) && SharedSpec.isShareLink(argument)
    }

    /// Gallery Ctrl+V: opens the clipboard's link or spec JSON.
    func pasteIntoGallery() {
        guard let text = window.clipboard.text, SharedSpec.looksShareable(text) else {
            window.showToast(self.text(StatusText.noShareInClipboard), kind: .warning)
            return
        }
        openShared(text)
    }

    /// True when Ctrl+V opens the clipboard: in the Gallery, unless the filter is being edited
    /// and the clipboard holds plain text for it.
    var pasteOpensClipboard: Bool {
        guard mode == .gallery else { return false }
        guard isEditingText else { return true }
        return window.clipboard.text.map(SharedSpec.looksShareable) ?? false
    }
}
