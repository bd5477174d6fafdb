/// The desktop's own Open and Save dialogs, when it has them (the host supplies one through
/// xdg-desktop-portal); the studio falls back to its `FileDialog` when there is none or it fails.
@MainActor
package protocol SystemFileChooser: AnyObject {
    /// True when the desktop's dialogs can be asked for now (may take up to a fifth of a second).
    var isAvailable: Bool { get }
    /// Readable when an answer may have arrived (the host wakes on it), or nil.
    var descriptor: Int32? { get }
    /// Starts an Open dialog for spec files in `folder`; the answer comes from `poll()`.
    func startOpen(title: String, folder: String) throws(StudioFileError)
    /// Starts a Save dialog suggesting `name` in `folder`; the answer comes from `poll()`.
    func startSave(title: String, name: String, folder: String) throws(StudioFileError)
    /// The answer once it came (then nil again), or nil while the user chooses.
    func poll() -> SystemFileChoice?
}

/// How a desktop dialog ended.
package enum SystemFileChoice: Equatable, Sendable {
    case chosen(String)
    case cancelled
    case failed(String)
}
