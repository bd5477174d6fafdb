import Foundation
import Graphics

/// A text field for a number: accepts digits, sign, point and exponent; Enter commits a value
/// clamped to `range`; text that is not a number is rejected (error border, value unchanged).
/// Up and Down step the value by `step` (Shift: ×10).
@MainActor
public final class NumberField: TextField {
    /// The committed value.
    public private(set) var value: Double
    /// Allowed values.
    public var range: ClosedRange<Double>
    /// Step of the arrow keys.
    public var step: Double
    /// Digits after the point when the value is shown.
    public var fractionDigits: Int
    /// Called with the value after the user committed one.
    public var onValueCommit: (@MainActor (Double) -> Void)?

    public init(value: Double, range: ClosedRange<Double> = -1e9...1e9, step: Double = 1, fractionDigits: Int = 2) {
        self.range = range
        self.step = step
        self.fractionDigits = fractionDigits
        self.value = min(max(value, range.lowerBound), range.upperBound)
        super.init(text: "")
        font = .mono
        selectsAllOnFocusClick = true
        alignment = .trailing
        setText(format(self.value))
    }

    public override var intrinsicContentSize: Size? { Size(64, theme.controlHeight) }

    /// The value as the field shows it.
    public func format(_ v: Double) -> String { String(format: "%.\(max(0, fractionDigits))f", v) }

    /// Sets the value from the program (no callback); the text follows unless being edited.
    public func setValue(_ newValue: Double) {
        guard newValue.isFinite else { return }
        value = min(max(newValue, range.lowerBound), range.upperBound)
        setText(format(value))
    }

    public override func allowsCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || "+-.eE".contains(character))
    }

    override func normalizedCommit(_ candidate: String) -> String? {
        let trimmed = candidate.trimmingCharacters(in: .whitespaces)
        guard let parsed = Double(trimmed), parsed.isFinite else { return nil }
        let clamped = min(max(parsed, range.lowerBound), range.upperBound)
        value = clamped
        return format(clamped)
    }

    public override func commit() -> Bool {
        let previous = value
        let wasCommitted = committedText
        guard super.commit() else { return false }
        if value != previous || committedText != wasCommitted { onValueCommit?(value) }
        return true
    }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, key == .up || key == .down else { return super.keyDown(key, modifiers: modifiers) }
        let amount = step * (modifiers.contains(.shift) ? 10 : 1) * (key == .up ? 1 : -1)
        let base = Double(text) ?? value
        text = format(min(max(base + amount, range.lowerBound), range.upperBound))
        _ = commit()
        selectAll()
        return true
    }
}
