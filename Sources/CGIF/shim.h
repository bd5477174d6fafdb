// giflib 5 (Debian libgif-dev), for animated GIF export and read-back.
#ifndef LOADERSTUDIO_CGIF_SHIM_H
#define LOADERSTUDIO_CGIF_SHIM_H

#include <gif_lib.h>

#endif
