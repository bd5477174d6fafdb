import Glibc

/// What identifies one version of a file on disk without reading it: device, inode, size,
/// modification time and mode, from `stat`.
public struct FileStamp: Sendable, Equatable {
    public var device: UInt64
    var inode: UInt64
    /// Size in bytes.
    public var size: Int
    /// Modification time: whole seconds since 1970 and nanoseconds within the second.
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    /// The file's permission bits (`st_mode & 0o7777`).
    public var permissions: mode_t

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        permissions = info.st_mode & 0o7777
    }
}
