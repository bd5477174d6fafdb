/// A text field where Tab completes the text (a path, a name) instead of moving the focus;
/// Ctrl+Tab still leaves it. Without `complete` it is a plain text field.
@MainActor
public final class CompletingTextField: TextField {
    /// Completes the typed text: the new text and the candidates that match it.
    public var complete: (@MainActor (String) -> (text: String, matches: [String]))?
    /// Told after each Tab with the candidates (to list them when there are several).
    public var onCompletion: (@MainActor ([String]) -> Void)?

    public override var capturesTabKey: Bool { complete != nil }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        if key == .tab, modifiers.isEmpty, let complete {
            let result = complete(text)
            if result.text != text {
                selectAll()
                _ = insertText(result.text)
            }
            onCompletion?(result.matches)
            return true
        }
        return super.keyDown(key, modifiers: modifiers)
    }
}
