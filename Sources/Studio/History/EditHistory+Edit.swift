extension EditHistory {
    /// One undoable change: a name for the menu ("Change speed") and closures that apply and revert it.
    @MainActor public struct Edit {
        public var name: String
        /// Edits with the same key, performed one after another while coalescing is open (a slider
        /// drag), become one undo step. Nil never coalesces.
        public var coalescingKey: String?
        public var apply: @MainActor () -> Void
        public var revert: @MainActor () -> Void

        public init(name: String, coalescingKey: String? = nil, apply: @escaping @MainActor () -> Void,
                    revert: @escaping @MainActor () -> Void) {
            self.name = name
            self.coalescingKey = coalescingKey
            self.apply = apply
            self.revert = revert
        }

        /// An edit that sets a value through `set`: `old` when reverted, `new` when applied.
        public static func change<Value>(_ name: String, coalescingKey: String? = nil, from old: Value, to new: Value,
                                         set: @escaping @MainActor (Value) -> Void) -> Edit {
            Edit(name: name, coalescingKey: coalescingKey, apply: { set(new) }, revert: { set(old) })
        }
    }
}
