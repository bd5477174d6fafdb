import Foundation
import Graphics
import StudioCommandLine
import UI

/// The gallery's part in the app: its look kept in the settings, its undo steps, and cards that
/// open in the editor in the gallery's look (as every path opens there).
extension StudioApp {
    /// The undo history of the mode on screen (the gallery's look, the editor's edits), if any.
    var activeHistory: EditHistory? {
        switch mode {
        case .gallery: return gallery.history
        case .editor: return editorModel.history
        case .scenes: return scenes.history
        case .progress: return progress.model.history
        default: return nil
        }
    }

    func wireGallery() {
        gallery.restoreLook(GalleryLook(settings))
        gallery.onOpen = { [unowned self] document in open(document) }
        gallery.history.onChange = { [unowned self] in refreshStatus() }
        gallery.onLookChange = { [unowned self] look, settled in
            look.save(into: &settings)
            if settled { saveSettings() }
        }
    }

    /// True when `path` names a folder (opened into the gallery rather than the editor).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
