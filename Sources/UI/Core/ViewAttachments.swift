/// Names one slot of `View.attachments` and the type of what it holds: other modules hang
/// their own per-view state on a view this way, without the toolkit knowing what it is.
///
/// Declare a type (usually an empty enum) per slot; only code that sees the key reads its slot.
public protocol ViewAttachmentKey {
    /// What the slot holds.
    associatedtype Value
    /// What the slot reads as before anything is stored in it.
    static var defaultValue: Value { get }
}

/// A view's typed per-view storage: one value per `ViewAttachmentKey` type, freed with the view.
public struct ViewAttachments {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value stored under `key`, or its default.
    public subscript<Key: ViewAttachmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Empties the slot of `key` (it reads as the default again).
    public mutating func remove<Key: ViewAttachmentKey>(_ key: Key.Type) {
        values[ObjectIdentifier(key)] = nil
    }
}
