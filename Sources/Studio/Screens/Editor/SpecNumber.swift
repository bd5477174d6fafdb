import Foundation
import LoaderKitCore

/// Numbers of a spec as the visual editors write and show them.
enum SpecNumber {
    /// JSON for a value: a number in the shortest form that reads back the same ("0.3", "1"),
    /// as given: a number a drag or a computation makes is rounded first (`EditPrecision`), one
    /// the user typed is written as typed.
    static func json(_ x: Double) -> String { JSNumberFormat.string(x) }

    /// JSON for a `Num`: a number, or `{"$param": "name"}`.
    static func json(_ value: Num) -> String {
        switch value {
        case .number(let x): return json(x)
        case .param(let name): return "{\"$param\": \"\(name)\"}"
        }
    }

    /// A number with at most three decimals, without trailing zeros ("2", "0.75", "0.866"), for labels.
    static func short(_ x: Double) -> String {
        var text = String(format: "%.3f", x)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
