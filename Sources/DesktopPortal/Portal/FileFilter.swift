/// A named file filter the chooser offers ("LoaderKit specs": `*.json`).
public struct FileFilter: Equatable, Sendable {
    /// One rule of a filter: a shell glob (`*.json`, case-sensitive) or a MIME type
    /// (`application/json`).
    public enum Pattern: Equatable, Sendable {
        case glob(String)
        case mimeType(String)
    }

    /// The name the chooser shows for the filter.
    public var name: String
    /// A file passes when it matches any of the patterns.
    public var patterns: [Pattern]

    public init(name: String, patterns: [Pattern]) {
        self.name = name
        self.patterns = patterns
    }

    /// A filter of shell globs.
    public init(name: String, globs: [String]) {
        self.init(name: name, patterns: globs.map(Pattern.glob))
    }

    /// The portal's form, `(sa(us))`: the name, then each pattern as (0, glob) or (1, MIME type).
    var busValue: BusValue {
        let rules = patterns.map { pattern -> BusValue in
            switch pattern {
            case .glob(let glob): .structure([.uint32(0), .string(glob)])
            case .mimeType(let type): .structure([.uint32(1), .string(type)])
            }
        }
        return .structure([.string(name), .array(elementSignature: "(us)", rules)])
    }
}
