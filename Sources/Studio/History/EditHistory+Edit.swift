import Localization

extension EditHistory {
    /// One undoable change: a name for the menu ("Change speed"), kept as a message so it is
    /// shown in the language of the moment, and closures that apply and revert it.
    ///
    /// Both closures return nil when done, or the sentence saying why they were refused (an edit
    /// that writes a file refuses when the file changed on disk); a refused step changes nothing
    /// and stays where it was in the history.
    @MainActor package struct Edit {
        /// The step's name, rendered when shown (the toolbar's "Undo Change speed").
        package var message: Message
        /// The step's name in English.
        package var name: String { StudioCatalogue.english(message) }
        /// Edits with the same key, performed one after another while coalescing is open (a slider
        /// drag), become one undo step. Nil never coalesces.
        package var coalescingKey: String?
        /// True for a step of the document's text (typing, a visual edit, an external save), which
        /// the source pane can also undo and redo itself (see `EditHistory+Text.swift`).
        var isDocumentText = false
        package var apply: @MainActor () -> String?
        package var revert: @MainActor () -> String?

        /// An edit that always succeeds.
        package init(
            message: Message, coalescingKey: String? = nil, apply: @escaping @MainActor () -> Void,
            revert: @escaping @MainActor () -> Void
        ) {
            self.init(
                message: message, coalescingKey: coalescingKey,
                refusableApply: {
                    apply(); return nil
                },
                refusableRevert: {
                    revert(); return nil
                })
        }

        /// An edit that always succeeds, named by text shown as it is in every language.
        package init(
            name: String, coalescingKey: String? = nil, apply: @escaping @MainActor () -> Void,
            revert: @escaping @MainActor () -> Void
        ) {
            self.init(message: EditorText.verbatim(name), coalescingKey: coalescingKey, apply: apply, revert: revert)
        }

        /// An edit whose closures may refuse, named by text shown as it is in every language.
        package init(
            name: String, coalescingKey: String? = nil, refusableApply: @escaping @MainActor () -> String?,
            refusableRevert: @escaping @MainActor () -> String?
        ) {
            self.init(
                message: EditorText.verbatim(name), coalescingKey: coalescingKey, refusableApply: refusableApply,
                refusableRevert: refusableRevert)
        }

        /// An edit whose closures may refuse (see the type's summary).
        package init(
            message: Message, coalescingKey: String? = nil, refusableApply: @escaping @MainActor () -> String?,
            refusableRevert: @escaping @MainActor () -> String?
        ) {
            self.message = message
            self.coalescingKey = coalescingKey
            self.apply = refusableApply
            self.revert = refusableRevert
        }

        /// An edit that sets a value through `set`: `old` when reverted, `new` when applied.
        package static func change<Value>(
            _ message: Message, coalescingKey: String? = nil, from old: Value, to new: Value,
            set: @escaping @MainActor (Value) -> Void
        ) -> Edit {
            Edit(message: message, coalescingKey: coalescingKey, apply: { set(new) }, revert: { set(old) })
        }

        /// An edit that sets a value, named by text shown as it is in every language.
        package static func change<Value>(
            _ name: String, coalescingKey: String? = nil, from old: Value, to new: Value,
            set: @escaping @MainActor (Value) -> Void
        ) -> Edit {
            Edit(name: name, coalescingKey: coalescingKey, apply: { set(new) }, revert: { set(old) })
        }
    }
}
