/// How a file chooser request ended.
public enum FileChooserResult: Equatable, Sendable {
    /// The user chose this file (an absolute path; for saving, it may not exist yet).
    case chosen(path: String)
    /// The user closed the dialog without choosing.
    case cancelled
    /// The request failed; `message` says why, for the user.
    case failed(message: String)
}
