/// The gallery's name filter: case-insensitive; every word of the query must appear in the name
/// (so "ball spin" finds "BallSpinFadeLoader").
package enum GalleryFilter {
    /// The indices of `names` that match `query`, in order (all of them for an empty query).
    package static func matches(_ names: [String], query: String) -> [Int] {
        let words = query.lowercased().split(whereSeparator: { $0 == " " }).map(String.init)
        guard !words.isEmpty else { return Array(names.indices) }
        return names.indices.filter { i in
            let name = names[i].lowercased()
            return words.allSatisfy { name.contains($0) }
        }
    }
}
