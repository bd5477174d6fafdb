import Foundation

/// A key with modifiers that triggers an action, e.g. Control+E.
public struct Shortcut: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        if case .character(let c) = key {
            self.key = .character(Character(c.lowercased()))
        } else {
            self.key = key
        }
        self.modifiers = modifiers
    }

    public var description: String {
        var parts = modifiers.names
        switch key {
        case .character(let c): parts.append(c.uppercased())
        case .function(let n): parts.append("F\(n)")
        case .other(let name): parts.append(name)
        default: parts.append("\(key)".capitalized)
        }
        return parts.joined(separator: "+")
    }
}

/// The window's keyboard shortcuts.
///
/// A key press goes first to shortcuts registered `.beforeFocus` (global commands that must win,
/// such as F1), then to the focused view and its superviews (so a text field keeps Ctrl+C and
/// the arrow keys), then to `.afterFocus` shortcuts.
@MainActor
public final class ShortcutRegistry {
    /// When a shortcut is tried relative to the focused view.
    public enum Priority: Hashable, Sendable { case beforeFocus, afterFocus }

    private struct Entry {
        let id: Int
        let shortcut: Shortcut
        let priority: Priority
        let title: String
        let group: String
        let isActive: (@MainActor () -> Bool)?
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    public init() {}

    /// Registers an action; returns an id for `remove(_:)`. A later registration of the same
    /// shortcut and priority wins. `group` says where it works, for a help sheet. While
    /// `isActive` says false the shortcut is not there: the key goes on as if it were not
    /// registered.
    @discardableResult
    public func register(
        _ shortcut: Shortcut, priority: Priority = .afterFocus, title: String = "", group: String = "",
        isActive: (@MainActor () -> Bool)? = nil, action: @escaping @MainActor () -> Void
    ) -> Int {
        nextID += 1
        entries.append(
            Entry(
                id: nextID, shortcut: shortcut, priority: priority, title: title, group: group,
                isActive: isActive, action: action))
        return nextID
    }

    /// Removes a registration.
    public func remove(_ id: Int) { entries.removeAll { $0.id == id } }

    /// Every shortcut with its title and group, in registration order (for a help sheet).
    public var list: [(shortcut: Shortcut, title: String, group: String)] {
        entries.map { ($0.shortcut, $0.title, $0.group) }
    }

    /// Runs the active action bound to the key at `priority`; true when there was one.
    public func perform(_ key: Key, modifiers: Modifiers, priority: Priority) -> Bool {
        let wanted = Shortcut(key, modifiers: modifiers)
        guard
            let entry = entries.last(where: {
                $0.priority == priority && $0.shortcut == wanted && ($0.isActive?() ?? true)
            })
        else { return false }
        entry.action()
        return true
    }
}
