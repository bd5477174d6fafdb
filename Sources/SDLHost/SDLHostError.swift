import CSDL2

/// A failure of the SDL host, naming the SDL call that failed and SDL's own explanation.
public enum SDLHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An SDL, SDL2_ttf or related call failed: `call` is its name, `message` the text of
    /// `SDL_GetError()` (or of the host, when SDL said nothing).
    case call(String, message: String)
    /// No font file could be opened for a family, not even the fallback.
    case noFont(String)

    public var description: String {
        switch self {
        case .call(let call, let message):
            return message.isEmpty ? "\(call) failed" : "\(call) failed: \(message)"
        case .noFont(let what):
            return "no font found for \(what)"
        }
    }

    /// The error of `call`, with SDL's current error text (which this clears).
    static func sdl(_ call: String) -> SDLHostError {
        let message = String(cString: SDL_GetError())
        SDL_ClearError()
        return .call(call, message: message)
    }
}
