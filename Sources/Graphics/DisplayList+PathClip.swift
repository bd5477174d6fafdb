extension DisplayList {
    /// Appends a path-clip push: drawing until the matching `popClip` shows only inside `path`
    /// (anti-aliased edges), intersected with the clip already in force.
    public mutating func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
        commands.append(.pushPathClip(path, rule: rule, transform: transform))
    }
}
