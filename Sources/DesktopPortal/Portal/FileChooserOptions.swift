/// What a file chooser request asks of the dialog, turned into the portal's options vardict.
struct FileChooserOptions: Equatable, Sendable {
    /// Open an existing file, or choose where to save one.
    enum Purpose: String, Sendable {
        case open = "OpenFile"
        case save = "SaveFile"
    }

    var purpose: Purpose
    /// The dialog's title.
    package var title: String
    /// The window the dialog belongs to: `x11:` and the window id in hex, `wayland:` and an
    /// exported handle, or empty for none.
    package var parentWindow: String = ""
    /// The label of the accept button (mnemonic underlines allowed); nil for the chooser's own.
    package var acceptLabel: String?
    /// Whether the dialog blocks its parent window.
    package var modal = true
    /// The filters offered; the first one is chosen at first.
    package var filters: [FileFilter] = []
    /// The suggested file name (saving only).
    package var currentName: String?
    /// The folder shown at first (an absolute path).
    package var currentFolder: String?

    /// The `options` argument (`a{sv}`) for a call whose request handle is `handle`.
    ///
    /// `current_folder` is a byte array holding the path and a terminating NUL, as the portal
    /// expects. `current_name` is only sent when saving (OpenFile has no such option).
    package func vardict(handle: RequestHandle) -> BusValue {
        var entries: [String: BusValue] = ["handle_token": .string(handle.token), "modal": .boolean(modal)]
        if let acceptLabel { entries["accept_label"] = .string(acceptLabel) }
        if !filters.isEmpty {
            entries["filters"] = .array(elementSignature: "(sa(us))", filters.map(\.busValue))
            entries["current_filter"] = filters[0].busValue
        }
        if purpose == .save, let currentName { entries["current_name"] = .string(currentName) }
        if let currentFolder { entries["current_folder"] = .byteArray(Array(currentFolder.utf8) + [0]) }
        return .vardict(entries)
    }

    /// The call's arguments: `parent_window`, `title`, `options`.
    package func arguments(handle: RequestHandle) -> [BusValue] {
        [.string(parentWindow), .string(title), vardict(handle: handle)]
    }
}
