// libdbus-1 (Debian libdbus-1-dev), to talk to the desktop's portals on the session bus.
#ifndef LOADERSTUDIO_CDBUS_SHIM_H
#define LOADERSTUDIO_CDBUS_SHIM_H

#include <dbus/dbus.h>

#endif
