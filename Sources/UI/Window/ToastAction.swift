/// A button a toast offers beside its message ("Show in folder", "Undo"): its title, an
/// identifier for tests and inspection, and what it does. The toast closes once it is used.
public struct ToastAction {
    public var title: String
    public var identifier: String?
    public var perform: @MainActor () -> Void

    public init(_ title: String, identifier: String? = nil, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.identifier = identifier
        self.perform = perform
    }
}
