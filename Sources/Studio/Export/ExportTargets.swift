import Glibc
import Localization
import StudioCommandLine

/// The files an export writes, and what stands in the way: an open spec that one of them is
/// (never written: refused), and files already there (replaced only when the user says so).
package struct ExportTargets: Equatable, Sendable {
    /// The files, in the order they are written: one, or a sequence's frames.
    package let paths: [String]

    package init(paths: [String]) { self.paths = paths }

    /// The files of `request`: its path, or for a sequence of `frameCount` frames, the numbered
    /// frame files of its path (`Exporter.sequencePath`).
    package init(request: ExportRequest, frameCount: Int) {
        paths =
            request.kind == .pngSequence
            ? (0..<max(1, frameCount)).map { Exporter.sequencePath(request.path, index: $0) }
            : [request.path]
    }

    /// The folder of the first file.
    package var folder: String { FilePaths.directory(of: paths.first ?? "") }

    /// The first of these files that is one of `documents` (the paths of the open specs), by
    /// `FileIdentity.same` (the same path, a symlink or a hard link to it), with that document's
    /// path; nil when none is.
    func openDocument(in documents: [String]) -> (target: String, document: String)? {
        for target in paths {
            if let document = documents.first(where: { FileIdentity.same(target, $0) }) { return (target, document) }
        }
        return nil
    }

    /// The files that are there already (a symlink counts, dangling or not: it would be replaced).
    func existing(isThere: (String) -> Bool = ExportTargets.somethingIsAt) -> [String] {
        paths.filter(isThere)
    }

    /// True when `path` names something, a dangling symlink included.
    static func somethingIsAt(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Why an export may not go to `target`, which is the open spec `document` (or a link to it).
    package static func openDocumentRefusal(
        target: String, document: String, _ text: Localizer = StudioCatalogue.english
    ) -> String {
        text(
            target == document
                ? GalleryText.exportOverOpenSpec(FilePaths.name(of: document))
                : GalleryText.exportOverOpenSpecLink(FilePaths.name(of: target), document))
    }
}
