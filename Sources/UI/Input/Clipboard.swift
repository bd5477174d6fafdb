/// The system clipboard, injected by the host (SDL's clipboard); text only.
@MainActor
public protocol Clipboard: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    var text: String? { get set }
}

/// A clipboard that lives in memory: the default, and the one tests use.
@MainActor
public final class MemoryClipboard: Clipboard {
    public var text: String?
    public init(text: String? = nil) { self.text = text }
}
