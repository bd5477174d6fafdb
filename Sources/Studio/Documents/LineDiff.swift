/// Which lines differ between two texts, for the side-by-side Compare view: the shortest edit
/// script (Myers' O((N+M)·D) algorithm) over whole lines.
package struct LineDiff: Sendable, Equatable {
    /// The lines of the old (left) text, and for each whether it is absent from the new one.
    package var oldLines: [String]
    package var oldChanged: [Bool]
    /// The lines of the new (right) text, and for each whether it is absent from the old one.
    package var newLines: [String]
    package var newChanged: [Bool]

    /// The most differing lines examined before giving up and marking everything after the common
    /// start and end as changed (keeps huge, wholly different files fast).
    static let effortLimit = 4096

    /// The difference between `old` and `new`, split at `\n`.
    package init(old: String, new: String) {
        oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        oldChanged = Array(repeating: false, count: oldLines.count)
        newChanged = Array(repeating: false, count: newLines.count)
        var start = 0
        while start < oldLines.count, start < newLines.count, oldLines[start] == newLines[start] { start += 1 }
        var oldEnd = oldLines.count, newEnd = newLines.count
        while oldEnd > start, newEnd > start, oldLines[oldEnd - 1] == newLines[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        mark(oldRange: start..<oldEnd, newRange: start..<newEnd)
    }

    /// The number of changed lines on each side.
    package var changedCount: (old: Int, new: Int) {
        (oldChanged.filter { $0 }.count, newChanged.filter { $0 }.count)
    }

    /// Marks the lines of the two ranges that the shortest edit script deletes or inserts.
    private mutating func mark(oldRange: Range<Int>, newRange: Range<Int>) {
        let a = Array(oldLines[oldRange]), b = Array(newLines[newRange])
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            for i in oldRange { oldChanged[i] = true }
            for j in newRange { newChanged[j] = true }
            return
        }
        let maxD = min(n + m, LineDiff.effortLimit)
        let offset = maxD + 1
        var v = Array(repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else {
            for i in oldRange { oldChanged[i] = true }
            for j in newRange { newChanged[j] = true }
            return
        }
        // Walk the trace back from (n, m), marking each deletion and insertion.
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let row = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && row[offset + k - 1] < row[offset + k + 1])) ? k + 1 : k - 1
            let previousX = row[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
            }
            if x == previousX {
                newChanged[newRange.lowerBound + previousY] = true
            } else {
                oldChanged[oldRange.lowerBound + previousX] = true
            }
            x = previousX
            y = previousY
        }
    }
}
