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

    package var description: String {
        switch self {
        case .builtin(let name):
            return "\(name) is a built-in: there is no file to save params into"
        case .fileUnavailable(let name):
            return "\(name) cannot be read right now, so its params were not saved"
        case .loading(let name):
            return "\(name) is still loading; params can be saved once it has loaded"
        case .fileHasProblems(let name):
            return "\(name) has problems; fix them (or undo the bad save) before saving params"
        case .changedOnDisk(let name):
            return "\(name) changed on disk since it was loaded; params were not saved so that change is not lost"
        case .noParams(let name):
            return "\(name) declares no params: there is nothing to save"
        case .undeclared(let names, let file):
            let list = names.joined(separator: ", ")
            return
                "\(file) does not declare \(names.count == 1 ? "the param" : "the params") \(list) in its params; nothing was saved"
        case .notFinite(let param):
            return "The value of \(param) is not a finite number; nothing was saved"
        case .writeFailed(let reason):
            return "Params were not saved: \(reason)"
        }
    }
}
