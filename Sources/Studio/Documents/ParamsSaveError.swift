import Localization

/// Why "Save params" refused or failed; `description` is the sentence to show, as it is: a file
/// name that starts it keeps its case.
package enum ParamsSaveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Built-ins have no file to write to.
    case builtin(name: String)
    /// The file is deleted or cannot be read.
    case fileUnavailable(name: String)
    /// The file is still being read for the first time: there are no params to save into yet.
    case loading(name: String)
    /// The file as loaded is not a usable spec; saving into it could hide its problems.
    case fileHasProblems(name: String)
    /// The file on disk is not the one loaded: someone else changed it.
    case changedOnDisk(name: String)
    /// The spec declares no params: there is nothing to write.
    case noParams(name: String)
    /// Names the file's `params` object does not declare as numbers.
    case undeclared(names: [String], file: String)
    /// A value JSON cannot hold (NaN or infinite).
    case notFinite(param: String)
    /// Writing the file failed.
    case writeFailed(String)

    /// The sentence in English.
    package var description: String { message(StudioCatalogue.english) }

    /// The sentence in the language of `text`.
    package func message(_ text: Localizer) -> String {
        switch self {
        case .builtin(let name): text(DocumentText.paramsBuiltin(name))
        case .fileUnavailable(let name): text(DocumentText.paramsUnavailable(name))
        case .loading(let name): text(DocumentText.paramsLoading(name))
        case .fileHasProblems(let name): text(DocumentText.paramsProblems(name))
        case .changedOnDisk(let name): text(DocumentText.paramsChangedOnDisk(name))
        case .noParams(let name): text(DocumentText.paramsNone(name))
        case .undeclared(let names, let file):
            text(DocumentText.paramsUndeclared(names.joined(separator: ", "), count: names.count, file: file))
        case .notFinite(let param): text(DocumentText.paramsNotFinite(param))
        case .writeFailed(let reason): text(DocumentText.paramsWriteFailed(reason))
        }
    }
}
