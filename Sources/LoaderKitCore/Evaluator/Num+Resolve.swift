extension Num {
    /// The value against resolved params, or the reference's `Unknown param` error.
    func resolved(_ params: [String: Double]) throws(IndicatorSpecError) -> Double {
        switch self {
        case .number(let x):
            return x
        case .param(let name):
            guard let value = params[name] else { throw IndicatorSpecError("Unknown param \"\(name)\"") }
            return value
        }
    }
}
