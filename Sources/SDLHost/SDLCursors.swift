import CSDL2
import UI

/// The system cursors the toolkit asks for (`UI.Cursor`), created on first use and freed in
/// deinit. Needs the video subsystem.
final class SDLCursors {
    private var cursors: [Cursor: OpaquePointer] = [:]
    private var current: Cursor?
    /// The video subsystem, kept alive as long as the cursors.
    private let video: SDLVideo

    public init(video: SDLVideo) { self.video = video }

    deinit { for (_, cursor) in cursors { SDL_FreeCursor(cursor) } }

    /// The SDL system cursor for a toolkit cursor.
    static func systemCursor(for cursor: Cursor) -> SDL_SystemCursor {
        switch cursor {
        case .arrow: return SDL_SYSTEM_CURSOR_ARROW
        case .hand: return SDL_SYSTEM_CURSOR_HAND
        case .text: return SDL_SYSTEM_CURSOR_IBEAM
        case .resizeHorizontal: return SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeVertical: return SDL_SYSTEM_CURSOR_SIZENS
        case .crosshair: return SDL_SYSTEM_CURSOR_CROSSHAIR
        }
    }

    /// Shows `cursor` (does nothing when it is already shown or the system has no such cursor).
    public func show(_ cursor: Cursor) {
        guard cursor != current else { return }
        current = cursor
        if cursors[cursor] == nil, let created = SDL_CreateSystemCursor(Self.systemCursor(for: cursor)) {
            cursors[cursor] = created
        }
        if let handle = cursors[cursor] { SDL_SetCursor(handle) }
    }
}
