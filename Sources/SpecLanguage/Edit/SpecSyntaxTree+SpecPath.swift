import LoaderKitCore

extension SpecSyntaxTree {
    /// The value node at `path` (the last member of a name wins, as in JavaScript); nil when a
    /// step is missing.
    public func node(at path: SpecPath) -> Int? {
        guard var id = root else { return nil }
        for component in path.components {
            switch component {
            case .key(let k):
                guard let next = value(named: k, in: id) else { return nil }
                id = next
            case .index(let i):
                guard self[id].kind == .array else { return nil }
                let items = children(of: id)
                guard i >= 0, i < items.count else { return nil }
                id = items[items.startIndex + i]
            }
        }
        return id
    }

    /// The path of a value node (a member or key gives its value's path). Where the type is not
    /// stated, `path(of:)` is the `JSONPath` one: write `let p: SpecPath = tree.path(of: id)`.
    @_disfavoredOverload
    public func path(of node: Int) -> SpecPath {
        SpecPath(path(of: node) as JSONPath)
    }
}

extension SpecPath {
    /// The same place as a LoaderKitCore path (a problem's `path`).
    public init(_ path: JSONPath) {
        self.init(
            path.components.map {
                switch $0 {
                case .key(let k): .key(k)
                case .index(let i): .index(i)
                }
            })
    }
}
