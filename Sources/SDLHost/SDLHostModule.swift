/// The SDL2 host: window, events, textures, fonts, clipboard and the frame loop.
public enum SDLHostModule {}
