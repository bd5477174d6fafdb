/// A dictionary that keeps at most `capacity` entries, dropping the least recently used ones
/// (a quarter of them at a time, so eviction stays cheap on average).
public struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The most entries kept.
    public let capacity: Int

    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The value for `key`, marking it as recently used; nil when absent.
    public mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value` for `key`, evicting the least recently used entries when full.
    public mutating func insert(_ value: Value, for key: Key) {
        clock += 1
        entries[key] = (value, clock)
        guard entries.count > capacity else { return }
        let dropCount = max(1, capacity / 4)
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(dropCount)
        for (key, _) in oldest { entries[key] = nil }
    }

    /// Removes every entry.
    public mutating func removeAll() { entries.removeAll() }
}
