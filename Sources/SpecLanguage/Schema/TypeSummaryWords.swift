import Localization

/// The words of a type summary in one language: the kinds of value ("number", "array"), how
/// alternatives and lists join, and the schema's definitions as nouns. Names, constants and
/// numbers from the schema go in as they are.
struct TypeSummaryWords {
    let language: Language

    init(_ language: Language) { self.language = language }

    var number: String { pick("number", "số", "数值", "nombre") }
    var string: String { pick("string", "chuỗi", "字符串", "chaîne") }
    var nonEmptyString: String { pick("non-empty string", "chuỗi không rỗng", "非空字符串", "chaîne non vide") }
    var boolean: String { pick("boolean", "boolean", "布尔值", "booléen") }
    var object: String { pick("object", "đối tượng", "对象", "objet") }
    var value: String { pick("value", "giá trị", "值", "valeur") }
    /// The detail of a param name offered after `"$param":`.
    var param: String { pick("param", "param", "参数", "paramètre") }

    /// A number compared with a bound: `number > 0`.
    func number(_ sign: String, _ bound: String) -> String {
        chinese([number, "\(sign) \(bound)"]) ?? "\(number) \(sign) \(bound)"
    }

    /// A number within an interval: `number in [0, 1]`.
    func number(in interval: String) -> String {
        switch language {
        case .english: "number in \(interval)"
        case .vietnamese: "số trong \(interval)"
        case .chineseSimplified: ChineseSpacing.join([interval, "内的数值"])
        case .french: "nombre dans \(interval)"
        }
    }

    /// One of the listed constants: `one of linear, ease or easeIn`.
    func oneOf(_ values: [String]) -> String {
        switch language {
        case .english: "one of " + list(values)
        case .vietnamese: "một trong " + list(values)
        case .chineseSimplified: ChineseSpacing.join([list(values), "之一"])
        case .french: "valeur parmi " + list(values)
        }
    }

    /// An object whose `type` chooses among the listed ones.
    func objectWithType(_ types: [String]) -> String {
        switch language {
        case .english: "object with type " + list(types)
        case .vietnamese: "đối tượng có type là " + list(types)
        case .chineseSimplified: ChineseSpacing.join(["type 为", list(types), "的对象"])
        case .french: "objet de type " + list(types)
        }
    }

    /// Alternatives: `number or { $param }`.
    func either(_ parts: [String]) -> String {
        chinese(Array(parts.map { [$0] }.joined(separator: ["或"]))) ?? parts.joined(separator: " \(or) ")
    }

    /// An array of fixed length, by item: `[number, number]` (`[数值，数值]` in Chinese).
    func tuple(_ items: [String]) -> String {
        "[" + items.joined(separator: language == .chineseSimplified ? "，" : ", ") + "]"
    }

    /// An array, of `items` when the schema says, with at least `minimum` of them.
    func array(of items: String?, atLeast minimum: Int?) -> String {
        var text: String
        switch language {
        case .english: text = items.map { "array of " + $0 } ?? "array"
        case .vietnamese: text = items.map { "mảng " + $0 } ?? "mảng"
        case .chineseSimplified: text = items.map { ChineseSpacing.join(["数组，元素为", $0]) } ?? "数组"
        case .french: text = items.map { "tableau (\($0))" } ?? "tableau"
        }
        guard let minimum else { return text }
        switch language {
        case .english: text += ", at least \(minimum)"
        case .vietnamese: text += ", ít nhất \(minimum)"
        case .chineseSimplified: text = ChineseSpacing.join([text, "，至少", String(minimum), "个"])
        case .french: text += ", au moins \(minimum)"
        }
        return text
    }

    /// An object of any names, each holding `value`: `object of number by name`.
    func object(byName value: String) -> String {
        switch language {
        case .english: "object of \(value) by name"
        case .vietnamese: "đối tượng (tên → \(value))"
        case .chineseSimplified: ChineseSpacing.join(["对象（名称 →", value, "）"])
        case .french: "objet (nom → \(value))"
        }
    }

    /// An object of a schema definition: `track object`.
    func definitionObject(_ name: String) -> String {
        let noun = definitionNouns[name]
        switch language {
        case .english: return (noun ?? SchemaWords.spaced(name)) + " object"
        case .vietnamese: return "đối tượng " + (noun ?? name)
        case .chineseSimplified: return ChineseSpacing.join([noun ?? name, "对象"])
        case .french: return "objet " + (noun ?? name)
        }
    }

    /// The schema's definitions named as the studio names them in each language.
    private var definitionNouns: [String: String] {
        switch language {
        case .english: ["paramRef": "param reference", "groupTrack": "group track"]
        case .vietnamese:
            [
                "part": "part", "track": "track", "groupTrack": "track nhóm", "paramRef": "tham chiếu param",
                "layout": "bố cục", "shape": "hình dạng", "easing": "easing", "num": "số",
            ]
        case .chineseSimplified:
            [
                "part": "部件", "track": "轨道", "groupTrack": "组轨道", "paramRef": "参数引用", "layout": "布局",
                "shape": "形状", "easing": "缓动", "num": "数值",
            ]
        case .french:
            [
                "part": "partie", "track": "piste", "groupTrack": "piste de groupe",
                "paramRef": "référence de paramètre",
                "layout": "disposition", "shape": "forme", "easing": "easing", "num": "nombre",
            ]
        }
    }

    private var or: String { pick("or", "hoặc", "或", "ou") }

    /// `a, b or c` (`a、b 或 c` in Chinese).
    private func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        if language == .chineseSimplified {
            return ChineseSpacing.join([items.dropLast().joined(separator: "、"), or, items.last!])
        }
        return items.dropLast().joined(separator: ", ") + " \(or) " + items.last!
    }

    /// The pieces spaced as Chinese writes them, in Chinese; nil in the other languages.
    private func chinese(_ pieces: [String]) -> String? {
        language == .chineseSimplified ? ChineseSpacing.join(pieces) : nil
    }

    private func pick(_ english: String, _ vietnamese: String, _ chinese: String, _ french: String) -> String {
        switch language {
        case .english: english
        case .vietnamese: vietnamese
        case .chineseSimplified: chinese
        case .french: french
        }
    }
}
