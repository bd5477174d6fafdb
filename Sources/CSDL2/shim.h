// SDL2 and SDL2_image (Debian libsdl2-dev, libsdl2-image-dev). The include path comes from
// `pkg-config sdl2` (the system library target's `pkgConfig: "sdl2"`).
#ifndef LOADERSTUDIO_CSDL2_SHIM_H
#define LOADERSTUDIO_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#endif
