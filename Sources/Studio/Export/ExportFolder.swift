import Glibc

/// The folder an export's default name goes in, the first of these that is a folder: the last
/// folder the user exported to (`StudioSettings.exportFolder`), the desktop's Pictures folder
/// (`PicturesFolder`), the folder of the spec file being exported, the working directory.
package enum ExportFolder {
    /// The export folder for these candidates (absolute paths; nil when there is none), each
    /// checked with `isFolder`; the working directory when none of the others is a folder.
    package static func choose(
        remembered: String?, pictures: String?, specFile: String?, workingDirectory: String,
        isFolder: (String) -> Bool = ExportFolder.isFolder
    ) -> String {
        let candidates = [remembered, pictures, specFile.map(FilePaths.directory(of:))]
        for case let folder? in candidates where folder.hasPrefix("/") && isFolder(folder) { return folder }
        return workingDirectory
    }

    /// True when `path` is a folder (symlinks followed).
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
