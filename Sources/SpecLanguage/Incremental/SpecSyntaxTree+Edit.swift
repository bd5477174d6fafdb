import LoaderKitCore
extension SpecSyntaxTree {
    /// The tree of `newBytes`, which is this tree's text with the edit `relex` describes (one
    /// that keeps every token's kind): the same nodes and tokens, their offsets moved.
    ///
    /// Only what the edit reaches is rewritten: the touched tokens, the nodes that start in the
    /// edit's window, the nodes that hold its start (one per level, found from the root), and
    /// the rest of the chunk after the window; every later chunk of tokens and nodes moves by
    /// its delta (`ChunkedRanges.shift`). O(depth + n / chunk size + chunk size) per edit.
    func moved(by relex: TokenRelex, to newBytes: [UInt8]) -> SpecSyntaxTree {
        var tokens = tokenList
        for (k, t) in relex.touched.enumerated() {
            tokens[t].range = ByteRange(relex.relexed[k].start, relex.relexed[k].end)
        }
        tokens.shift(from: relex.touched.upperBound, by: relex.delta)

        var nodes = nodeList
        // Nodes are in order of their first byte: those starting in the window map one by one,
        // those after it move by the delta.
        let first = firstNode(startingAtOrAfter: relex.windowStart)
        var after = first
        while after < nodes.count, nodes[after].range.start <= relex.windowEnd {
            nodes[after].range = relex.map(nodes[after].range)
            after += 1
        }
        nodes.shift(from: after, by: relex.delta)
        // A node starting before the window and reaching it holds the window's start: the path
        // from the root down to the innermost such node (siblings are disjoint, so one a level).
        var next = root
        while let id = next {
            let node = nodes[id]
            guard node.range.start < relex.windowStart, node.range.end >= relex.windowStart else { break }
            nodes[id].range = relex.map(node.range)
            next = reaching(relex.windowStart, within: id)
        }
        return SpecSyntaxTree(
            bytes: newBytes, nodeList: nodes, root: root, childIndices: childIndices, tokenList: tokens,
            lexKinds: lexKinds)
    }

    /// The index of the first node whose first byte is at or after `offset` (`nodeCount` if none).
    private func firstNode(startingAtOrAfter offset: Int) -> Int {
        var lo = 0, hi = nodeList.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if nodeList[mid].range.start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The child of `id` (a member's key or value, a container's member or item) that starts
    /// before `offset` and ends at or after it, if any.
    private func reaching(_ offset: Int, within id: Int) -> Int? {
        let node = nodeList[id]
        func reaches(_ child: Int) -> Bool {
            let r = nodeList[child].range
            return r.start < offset && r.end >= offset
        }
        if node.kind == .member {
            if node.memberKey >= 0, reaches(node.memberKey) { return node.memberKey }
            if node.memberValue >= 0, reaches(node.memberValue) { return node.memberValue }
            return nil
        }
        let kids = children(of: id)
        // The last child starting before `offset`.
        var lo = kids.startIndex, hi = kids.endIndex
        while lo < hi {
            let mid = (lo + hi) / 2
            if nodeList[kids[mid]].range.start < offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo > kids.startIndex, reaches(kids[lo - 1]) else { return nil }
        return kids[lo - 1]
    }
}
