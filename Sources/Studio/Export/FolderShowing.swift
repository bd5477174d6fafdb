/// The desktop's "show in folder": opens the file manager on a file's folder with the file
/// selected. The host supplies one over the session bus (`org.freedesktop.FileManager1`); the
/// studio copies the path to the clipboard when there is none or it fails.
@MainActor
package protocol FolderShowing: AnyObject {
    /// Shows `path` (absolute) in its folder; nil once asked, else why it could not be.
    func showInFolder(_ path: String) -> String?
}
