extension SpecSyntaxTree {
    /// The tree of `newBytes`, which is this tree's text with the edit `relex` describes (one
    /// that keeps every token's kind): the same nodes and tokens, their offsets moved.
    func moved(by relex: TokenRelex, to newBytes: [UInt8]) -> SpecSyntaxTree {
        var tokens = self.tokens
        tokens.withUnsafeMutableBufferPointer { tokens in
            for (k, t) in relex.touched.enumerated() {
                tokens[t].range = ByteRange(relex.relexed[k].start, relex.relexed[k].end)
            }
            let delta = relex.delta
            guard delta != 0 else { return }
            for t in relex.touched.upperBound..<tokens.count {
                tokens[t].range = ByteRange(tokens[t].range.start + delta, tokens[t].range.end + delta)
            }
        }
        var nodes = self.nodes
        nodes.withUnsafeMutableBufferPointer { nodes in
            for i in nodes.indices {
                let range = nodes[i].range
                // Offsets before the window stay; nothing in front of it moves.
                if range.end < relex.windowStart { continue }
                nodes[i].range = relex.map(range)
            }
        }
        return SpecSyntaxTree(
            bytes: newBytes, nodes: nodes, root: root, childIndices: childIndices, tokens: tokens,
            lexKinds: lexKinds)
    }
}
