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
    /// Bytes as a stream into the language server: messages of every method, broken frames,
    /// raw bytes, cut into reads of any size.
    case lsp

    /// Runs the target once on `bytes` and returns a description of the first invariant the run
    /// broke, or nil when it held them all. A crash or a hang in the code under test is not
    /// returned: it stops the process, as it would the studio.
    public func check(_ bytes: UnsafeRawBufferPointer) -> String? {
        switch self {
        case .spec: SpecFuzzing.run(Array(bytes)); return nil
        case .progress: ProgressFuzzing.run(FuzzBytes(bytes)); return nil
        case .cli: CommandLineFuzzing.run(Array(bytes)); return nil
        case .source: return SourceFuzzing.check(Array(bytes))
        case .share: ShareLinkFuzzing.run(Array(bytes)); return nil
        case .lsp: return LanguageServerFuzzing.check(Array(bytes))
        }
    }

    /// Runs the target once on `bytes`; see `check(_:)`.
    public func check(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { check($0) }
    }
}
