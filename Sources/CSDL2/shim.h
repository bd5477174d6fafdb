// SDL2 and SDL2_ttf (Debian libsdl2-dev, libsdl2-ttf-dev). The
// include path comes from `pkg-config sdl2` (the system library target's `pkgConfig: "sdl2"`),
// which also covers SDL_ttf.h's `#include "SDL.h"`.
#ifndef LOADERSTUDIO_CSDL2_SHIM_H
#define LOADERSTUDIO_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

/// `SDL_WINDOWPOS_CENTERED` (a function-like macro in SDL, not imported by Swift).
static inline int loaderstudio_window_pos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// `SDL_BUTTON(x)`: the mask of button `x` in a button state.
static inline Uint32 loaderstudio_button_mask(int button) { return (Uint32)SDL_BUTTON(button); }

#endif
