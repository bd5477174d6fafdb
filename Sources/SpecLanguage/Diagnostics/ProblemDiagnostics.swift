import LoaderKitCore

/// Places LoaderKitCore's problems (syntax, validation, prepare) in the text: each gets its
/// range, as `validate` places them.
enum ProblemDiagnostics {
    static func diagnostics(_ problems: [SpecProblem], parsed: ParsedJSON?, tree: SpecSyntaxTree) -> [SpecProblem] {
        problems.map { problem in
            var placed = problem
            placed.range = range(of: problem, parsed: parsed, tree: tree)
            return placed
        }
    }

    /// The bytes a problem concerns: the value it names (LoaderKitCore's anchor), or for a
    /// syntax error the token at its offset (one byte when no token starts there).
    static func range(of problem: SpecProblem, parsed: ParsedJSON?, tree: SpecSyntaxTree) -> ByteRange {
        if let anchor = parsed?.anchor(of: problem) { return ByteRange(anchor.lowerBound, anchor.upperBound) }
        let offset = min(problem.offset ?? 0, tree.bytes.count)
        if let t = tree.tokenIndex(before: offset + 1), tree.tokenList[t].range.start == offset {
            return tree.tokenList[t].range
        }
        return ByteRange(offset, min(offset + 1, tree.bytes.count))
    }
}
