/// Why a share link or pasted text opens nothing. `message` is the one wording shown everywhere.
public enum SharedSpecError: Error, Equatable, Sendable {
    /// Neither a link with a spec in its fragment nor JSON text.
    case notALink
    /// A fragment with none of `spec=`, `json=`, `indicator=`, `example=`.
    case noSpecInFragment
    case badBase64
    case badDeflate(String)
    case truncatedDeflate
    case tooLarge
    case invalidUTF8
    case notJSON(String)
    case unknownIndicator(String)
    case unknownExample(String)

    public var message: String {
        switch self {
        case .notALink:
            return "not a LoaderKit share link or spec JSON"
        case .noSpecInFragment:
            return "the link carries no spec (it needs #spec=, #json=, #indicator= or #example=)"
        case .badBase64:
            return "the link's spec is not valid base64url"
        case .badDeflate(let reason):
            return "the link's spec is not valid DEFLATE data (\(reason))"
        case .truncatedDeflate:
            return "the link's spec is cut short (its DEFLATE data ends early)"
        case .tooLarge:
            return "the link's spec is larger than 1 MiB once inflated"
        case .invalidUTF8:
            return "the link's spec is not valid UTF-8 text"
        case .notJSON(let reason):
            return "the shared spec is not JSON: \(reason)"
        case .unknownIndicator(let name):
            return "the link names no built-in indicator \"\(name)\""
        case .unknownExample(let id):
            return "the link names no example \"\(id)\""
        }
    }
}
