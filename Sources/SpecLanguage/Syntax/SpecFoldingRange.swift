import LoaderKitCore
/// An object or array of the spec text that spans more than one line, which an editor can fold
/// (the studio turns it into the code editor's `CodeFoldRange`, lines from 0).
public struct SpecFoldingRange: Sendable, Hashable {
    /// From the opening bracket to just past the closing one (or the end of the text).
    public var range: ByteRange
    /// 1-based line of the opening bracket.
    public var startLine: Int
    /// 1-based line of the closing bracket (or of the text's end).
    public var endLine: Int
}

extension SpecSyntaxTree {
    /// The folding ranges of every multi-line object and array, in source order.
    public func foldingRanges(lines: LineIndex) -> [SpecFoldingRange] {
        var out: [SpecFoldingRange] = []
        for node in nodeList where node.isContainer {
            let first = lines.line(ofOffset: node.range.start)
            let last = lines.line(ofOffset: max(node.range.start, node.range.end - 1))
            if last > first { out.append(SpecFoldingRange(range: node.range, startLine: first, endLine: last)) }
        }
        return out
    }
}
