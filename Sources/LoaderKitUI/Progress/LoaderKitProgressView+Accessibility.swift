import Foundation
import LoaderKitCore

/// What assistive technology reads (PROGRESS.md §6.6): a progress bar from 0 to 100 whose current
/// value is the real value (not the drawn one), none while indeterminate.
extension LoaderKitProgressView {
    /// The accessible name (default "Loading").
    public var accessibilityLabel: String {
        get { accessibleName }
        set { accessibleName = newValue }
    }

    /// The real value in percent, rounded half up; nil while indeterminate.
    public var accessibilityValueNow: Int? {
        guard let value else { return nil }
        return CheckedInt.from(value * 100 + 0.5, rounding: .down)
    }

    /// The value as read aloud: "62%", or "In progress" while indeterminate.
    public var accessibilityValue: String {
        accessibilityValueNow.map { "\($0)%" } ?? "In progress"
    }
}
