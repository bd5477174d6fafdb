// zlib (Debian zlib1g-dev), for the raw DEFLATE of share links.
#ifndef LOADERSTUDIO_CZLIB_SHIM_H
#define LOADERSTUDIO_CZLIB_SHIM_H

#include <zlib.h>

#endif
