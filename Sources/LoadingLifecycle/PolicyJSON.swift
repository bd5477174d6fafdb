import Foundation

/// Why a policy's JSON could not be read; `key` names the bad key ("exit.kind" for a nested one).
public enum PolicyJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON, or not a JSON object.
    case notAnObject
    /// A required key is missing.
    case missingKey(String)
    /// A key the policy does not have (a typo, most often).
    case unknownKey(String)
    /// A key whose value has the wrong type or is out of range (milliseconds 0...60000, a known
    /// transition kind or easing name).
    case badValue(key: String)

    /// The key at fault, if any.
    public var key: String? {
        switch self {
        case .notAnObject: return nil
        case .missingKey(let key), .unknownKey(let key), .badValue(let key): return key
        }
    }

    public var description: String {
        switch self {
        case .notAnObject: return "not a JSON object"
        case .missingKey(let key): return "missing key \"\(key)\""
        case .unknownKey(let key): return "unknown key \"\(key)\""
        case .badValue(let key): return "bad value for \"\(key)\""
        }
    }
}

extension LoadingPolicy {
    /// The policy as the developer reads it: a pretty JSON object in whole milliseconds, keys in
    /// a fixed order (showDelayMs, minimumVisibleMs, exit, entry, retryAfterMs; a transition's
    /// kind, durationMs, easing), indented by two spaces as `JSON.stringify(value, null, 2)`
    /// writes it, with a newline at the end.
    public func policyJSON() -> String {
        let policy = sanitized
        func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
        func transition(_ name: String, _ value: Transition) -> String {
            """
              "\(name)": {
                "kind": "\(value.kind.rawValue)",
                "durationMs": \(ms(value.duration)),
                "easing": "\(value.easing.rawValue)"
              },
            """
        }
        return """
            {
              "showDelayMs": \(ms(policy.showDelay)),
              "minimumVisibleMs": \(ms(policy.minimumVisible)),
            \(transition("exit", policy.exit))
            \(transition("entry", policy.entry))
              "retryAfterMs": \(ms(policy.retryAfter))
            }

            """
    }

    /// The policy `policyJSON()` wrote (keys in any order, white space free): every key is
    /// required, milliseconds must be numbers in 0...60000, kinds and easings their names.
    /// Throws a `PolicyJSONError` naming the first bad key.
    public init(policyJSON: String) throws {
        guard let root = try? JSONDecoder().decode([String: PolicyJSONValue].self, from: Data(policyJSON.utf8))
        else { throw PolicyJSONError.notAnObject }
        let object = PolicyJSONObject(values: root, path: "")
        try object.only(["showDelayMs", "minimumVisibleMs", "exit", "entry", "retryAfterMs"])
        self.init(
            showDelay: try object.milliseconds("showDelayMs"),
            minimumVisible: try object.milliseconds("minimumVisibleMs"),
            exit: try object.transition("exit"), entry: try object.transition("entry"),
            retryAfter: try object.milliseconds("retryAfterMs"))
    }
}

/// One JSON value of a policy's text, as far as the policy cares.
private enum PolicyJSONValue: Decodable {
    case number(Double)
    case string(String)
    case object([String: PolicyJSONValue])
    /// A boolean, null, an array, or a number out of Double's range.
    case other

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if (try? container.decode(Bool.self)) != nil {
            self = .other
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let object = try? container.decode([String: PolicyJSONValue].self) {
            self = .object(object)
        } else {
            self = .other
        }
    }
}

/// One object of a policy's JSON, read key by key with errors that name the key's path.
private struct PolicyJSONObject {
    let values: [String: PolicyJSONValue]
    /// The path of this object ("" for the root, "exit." for a transition).
    let path: String

    /// Throws `unknownKey` for the first key (in sorted order) not in `keys`.
    func only(_ keys: Set<String>) throws {
        if let extra = values.keys.sorted().first(where: { !keys.contains($0) }) {
            throw PolicyJSONError.unknownKey(path + extra)
        }
    }

    func value(_ key: String) throws -> PolicyJSONValue {
        guard let value = values[key] else { throw PolicyJSONError.missingKey(path + key) }
        return value
    }

    /// A number of milliseconds in 0...60000, as seconds.
    func milliseconds(_ key: String) throws -> Double {
        guard case .number(let number) = try value(key), number.isFinite, number >= 0,
            number <= Double.timeLimit * 1000
        else { throw PolicyJSONError.badValue(key: path + key) }
        return number / 1000
    }

    /// A string that names a case of `type`.
    func name<Value: RawRepresentable>(_ key: String, as type: Value.Type) throws -> Value
    where Value.RawValue == String {
        guard case .string(let text) = try value(key), let result = Value(rawValue: text) else {
            throw PolicyJSONError.badValue(key: path + key)
        }
        return result
    }

    func transition(_ key: String) throws -> Transition {
        guard case .object(let values) = try value(key) else { throw PolicyJSONError.badValue(key: path + key) }
        let object = PolicyJSONObject(values: values, path: path + key + ".")
        try object.only(["kind", "durationMs", "easing"])
        return Transition(
            kind: try object.name("kind", as: TransitionKind.self), duration: try object.milliseconds("durationMs"),
            easing: try object.name("easing", as: Easing.self))
    }
}
