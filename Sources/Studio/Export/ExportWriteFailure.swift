import Localization

/// An export's file that could not be written: which one, and the system's reason. The file
/// that was there before (if any) is as it was: exports are written to a temporary file in the
/// same folder, synced, then renamed over the target.
package struct ExportWriteFailure: Error, Equatable, CustomStringConvertible {
    /// The file the export meant to write (absolute, or as the request named it).
    package var path: String
    /// Why it could not be written, as `AtomicFileWriter` or the encoder says it.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The sentence a toast shows: the file's name, the reason, and that nothing was lost.
    package var description: String { sentence(StudioCatalogue.english) }

    /// The sentence in the language of `text` (the system's reason stays as it says it).
    package func sentence(_ text: Localizer) -> String {
        text(GalleryText.exportWriteFailed(FilePaths.name(of: path), reason: reason))
    }

    /// Writes `bytes` over `path` atomically (`AtomicFileWriter`), throwing this type on failure.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ExportWriteFailure) {
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw ExportWriteFailure(path: path, reason: error.message)
        }
    }
}
