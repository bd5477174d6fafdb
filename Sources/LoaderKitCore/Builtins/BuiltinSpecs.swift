/// LoaderKit's 50 built-in indicators, parsed once on first use.
enum BuiltinSpecs {
    /// The parsed built-ins by name. Every entry is valid; a test checks them against the
    /// conformance vectors.
    static let specs: [String: IndicatorSpec] = {
        var out: [String: IndicatorSpec] = [:]
        for name in names {
            if let text = json[name], let spec = try? IndicatorSpec(json: text) { out[name] = spec }
        }
        return out
    }()
}

extension IndicatorSpec {
    /// The built-in names (case-sensitive), in LoaderKit's order.
    public static var builtinNames: [String] { BuiltinSpecs.names }

    /// The built-in called `name`, or nil for an unknown name.
    public static func builtin(named name: String) -> IndicatorSpec? { BuiltinSpecs.specs[name] }

    /// The JSON text of the built-in called `name`, as LoaderKit ships it.
    public static func builtinJSON(named name: String) -> String? { BuiltinSpecs.json[name] }
}
