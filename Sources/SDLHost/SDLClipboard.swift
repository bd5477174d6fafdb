import CSDL2
import UI

/// The desktop clipboard through SDL (`SDL_GetClipboardText` / `SDL_SetClipboardText`); text
/// only. Needs the video subsystem, which it keeps alive.
@MainActor
public final class SDLClipboard: Clipboard {
    private let video: SDLVideo

    public init(video: SDLVideo) { self.video = video }

    /// The clipboard's text; nil when it holds no text. Setting nil clears it.
    public var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            let value = String(cString: raw)
            return value.isEmpty ? nil : value
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
