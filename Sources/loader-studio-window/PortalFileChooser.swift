import DesktopPortal
import Studio

/// The desktop's file chooser over xdg-desktop-portal, as the studio asks for it.
@MainActor
final class PortalFileChooser: SystemFileChooser {
    private let portal = FileChooserPortal()
    private let specFilter = FileFilter(name: "LoaderKit specs", globs: ["*.json"])

    var isAvailable: Bool { portal.isAvailable }
    var descriptor: Int32? { portal.descriptor }

    func startOpen(title: String, folder: String) throws(StudioFileError) {
        do {
            try portal.openFile(title: title, filters: [specFilter], currentFolder: folder, acceptLabel: "Open")
        } catch {
            throw StudioFileError(error.message)
        }
    }

    func startSave(title: String, name: String, folder: String) throws(StudioFileError) {
        do {
            try portal.saveFile(
                title: title, currentName: name, currentFolder: folder, filters: [specFilter],
                acceptLabel: "Save")
        } catch {
            throw StudioFileError(error.message)
        }
    }

    func poll() -> SystemFileChoice? {
        switch portal.poll() {
        case .chosen(let path): return .chosen(path)
        case .cancelled: return .cancelled
        case .failed(let message): return .failed(message)
        case nil: return nil
        }
    }
}
