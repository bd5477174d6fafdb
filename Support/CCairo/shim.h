// cairo, the reference rasterizer of the differential tests (Debian libcairo2-dev; tests only).
#include <cairo/cairo.h>
