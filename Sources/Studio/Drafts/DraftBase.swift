import SpecFiles
import Synchronization

/// The version of the file a draft's text is unsaved against, so a restore can tell whether the
/// file changed on disk since the draft was written (then it says so and offers Compare).
package struct DraftBase: Codable, Sendable, Equatable {
    /// The file's size, in bytes.
    package var size: Int
    /// The file's modification time: whole seconds since 1970, and nanoseconds within the second.
    package var modifiedSeconds: Int
    package var modifiedNanoseconds: Int
    /// FNV-1a (64 bit) of the file's bytes, in hex (see `ContentHash`).
    package var hash: String

    package init(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int, hash: String) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.hash = hash
    }

    /// The base of `bytes`, read with `stamp`.
    package init(bytes: [UInt8], stamp: FileStamp?) {
        self.init(
            size: bytes.count, modifiedSeconds: stamp?.modifiedSeconds ?? 0,
            modifiedNanoseconds: stamp?.modifiedNanoseconds ?? 0, hash: ContentHash.hex(of: bytes))
    }

    /// True when `bytes` are the bytes this base was taken from (same size and hash; the
    /// modification time alone may change without the content, as after `touch`).
    package func matches(_ bytes: [UInt8]) -> Bool {
        bytes.count == size && ContentHash.hex(of: bytes) == hash
    }
}

/// FNV-1a, 64 bit: a short, stable hash of bytes (not a cryptographic one), written as 16 hex
/// digits.
enum ContentHash {
    package static func hex(of bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The base of the file version drafts were last written against, so a burst of drafts hashes
/// the file's bytes once per version of the file, not once per draft.
final class DraftBaseCache: Sendable {
    private let last = Mutex<(key: String, stamp: FileStamp?, size: Int, base: DraftBase)?>(nil)

    package init() {}

    /// The base of `bytes`, read with `stamp`, for the draft with `key`.
    package func base(key: String, bytes: [UInt8], stamp: FileStamp?) -> DraftBase {
        if let known = last.withLock({ $0 }), known.key == key, known.stamp == stamp, known.size == bytes.count,
            stamp != nil
        {
            return known.base
        }
        let base = DraftBase(bytes: bytes, stamp: stamp)
        last.withLock { $0 = (key, stamp, bytes.count, base) }
        return base
    }
}
