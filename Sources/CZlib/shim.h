// zlib (Debian zlib1g-dev): the raw DEFLATE of share links, the zlib streams and CRC-32 of PNG files.
#ifndef LOADERSTUDIO_CZLIB_SHIM_H
#define LOADERSTUDIO_CZLIB_SHIM_H

#include <zlib.h>

#endif
