// Xlib (Debian libx11-dev), to read the X resource database (Xft.dpi) for the UI scale.
#ifndef LOADERSTUDIO_CX11_SHIM_H
#define LOADERSTUDIO_CX11_SHIM_H

#include <X11/Xlib.h>

#endif
