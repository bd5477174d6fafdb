import Foundation
import LoaderKitCore

/// The "did you mean …?" line of a problem about a misspelt name (a track's property, a
/// layout or shape type, a `rest` member): the allowed name closest to the one written, by
/// edit distance, when it is close. The problem's message keeps LoaderKit's wording; the hint
/// is shown under it.
enum ProblemHint {
    /// The name to suggest for `problem` in the document whose parse gave `root`, or nil.
    static func hint(for problem: SpecProblem, root: JSONNode?) -> String? {
        guard problem.stage == .validation, let path = problem.path else { return nil }
        let written: String?
        let allowed: [String]
        if let range = problem.message.range(of: " must be one of ") {
            written = root.flatMap { path.deepestNode(in: $0).string }
            allowed = problem.message[range.upperBound...].components(separatedBy: ", ")
        } else if problem.message.hasSuffix(" is not an animatable property"),
            case .key(let key)? = path.components.last
        {
            written = key
            allowed = Property.allCases.map(\.rawValue)
        } else {
            return nil
        }
        guard let written, let name = closest(to: written, among: allowed) else { return nil }
        return name
    }

    /// The name of `names` closest to `word` (ignoring case; the first on a tie), when it is
    /// not `word` itself and at most about a third of `word`'s letters are off.
    static func closest(to word: String, among names: [String]) -> String? {
        guard !word.isEmpty, !names.contains(word) else { return nil }
        let limit = max(1, (word.count + 1) / 3)
        var best: (name: String, distance: Int)?
        for name in names {
            let d = distance(word.lowercased(), name.lowercased())
            if d <= limit, d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b`: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each count one (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
