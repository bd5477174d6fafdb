/// The known word a mistyped one was probably meant to be, for "did you mean ...?".
enum Suggestion {
    /// The entry of `candidates` nearest to `typed` by `distance`, when it is close: 1 edit for
    /// words of up to 4 letters, 2 for longer ones. Nil when none is that close, or two are
    /// equally near.
    static func closest(to typed: String, in candidates: [String]) -> String? {
        let allowed = typed.count <= 4 ? 1 : 2
        let ranked = candidates.map { (word: $0, distance: distance(typed, $0)) }
            .filter { $0.distance <= allowed }
            .sorted { $0.distance < $1.distance }
        guard let best = ranked.first else { return nil }
        if ranked.count > 1 && ranked[1].distance == best.distance { return nil }
        return best.word
    }

    /// Edits (insert, delete or replace a character, swap two neighbours) that turn `a` into
    /// `b`: the optimal string alignment distance, case-insensitive.
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased()), t = Array(b.lowercased())
        if s.isEmpty || t.isEmpty { return max(s.count, t.count) }
        // d[i][j]: edits turning the first i characters of s into the first j of t.
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }
}
