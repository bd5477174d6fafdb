import Export
import StudioCommandLine

/// `render` never writes over one of its inputs: an output that is the same file as an input
/// (the same path, a symlink or a hard link to it, by `FileIdentity`) is refused before
/// anything is drawn or written, exit code 2.
enum RenderOutputCheck {
    /// The files `render --out out` writes: `out`, or for a PNG sequence of `frames` frames its
    /// numbered frame files (`x-0000.png`, ...).
    static func outputs(out: String, sequenceFrames frames: Int?) -> [String] {
        guard let frames else { return [out] }
        return (0..<frames).map { FrameSequence.path(out, index: $0) }
    }

    /// Throws when one of `outputs` is one of `inputs` (paths of files the command reads).
    static func check(outputs: [String], inputs: [String]) throws(CommandError) {
        for output in outputs {
            guard let input = inputs.first(where: { FileIdentity.same(output, $0) }) else { continue }
            let what =
                output == input
                ? "--out \(output) is the input spec" : "--out \(output) is the same file as the input \(input)"
            throw CommandError(message: "\(what); render never writes over its input: choose another --out")
        }
    }
}
