import Foundation

/// Writes text to the standard streams without `print`'s buffering (safe in Swift 6 from any
/// isolation).
enum FileHandleOutput {
    /// Writes `text` to stderr as is.
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
