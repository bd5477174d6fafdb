/// The coverage-guided fuzz targets: each takes arbitrary bytes and must return without
/// crashing, hanging or growing without bound, whatever the bytes are.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes as a spec file: parse, validate, prepare, evaluate at a few times, draw.
    case spec
    /// Bytes as progress options, values and clocks: resolve, animate, lay out, draw.
    case progress
    /// Bytes as a command line (arguments separated by NUL): parse and run it.
    case cli
    /// Bytes as edits in the source pane's editor, with the spec language's analysis after each.
    case source
    /// Bytes as a share link or pasted text, and as a link's payload: decode, inflate, read.
    case share

    /// Runs the target once on `bytes`.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .spec: SpecFuzzing.run(Array(bytes))
        case .progress: ProgressFuzzing.run(FuzzBytes(bytes))
        case .cli: CommandLineFuzzing.run(Array(bytes))
        case .source: SourceFuzzing.run(Array(bytes))
        case .share: ShareLinkFuzzing.run(Array(bytes))
        }
    }

    /// Runs the target once on `bytes`.
    public func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { run($0) }
    }
}
