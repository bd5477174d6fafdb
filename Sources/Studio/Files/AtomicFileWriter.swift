import Glibc
import SpecFiles

/// Writes a file atomically with `SpecFileWriter` (a temporary file renamed over the target,
/// the permissions kept), reporting failures as the studio's file errors.
enum AtomicFileWriter {
    /// Replaces `path` with `bytes`; `permissions` (e.g. 0o644) default to the existing file's,
    /// or 0o644 for a new file.
    package static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(StudioFileError) {
        do {
            try SpecFileWriter.write(bytes, to: path, permissions: permissions)
        } catch {
            throw StudioFileError(error.message)
        }
    }
}
