/// The names of the desktop's file manager interface on the session bus
/// (freedesktop.org's `org.freedesktop.FileManager1`, which Nautilus, Dolphin, Nemo, Caja,
/// Thunar and others implement).
package enum ShowInFolderNames {
    /// The bus name the file manager owns.
    package static let busName = "org.freedesktop.FileManager1"
    package static let objectPath = "/org/freedesktop/FileManager1"
    package static let interface = "org.freedesktop.FileManager1"
    /// `ShowItems(as uris, s startupId)`: opens the items' folders with the items selected.
    static let showItems = "ShowItems"
}
