import DesktopPortal
import Studio

/// The toast's "Show in folder" over the session bus: the desktop's file manager
/// (`org.freedesktop.FileManager1`), as the studio asks for it.
@MainActor
final class BusFolderShower: FolderShowing {
    private let service = ShowInFolder()

    func showInFolder(_ path: String) -> String? { service.show(path) }
}
