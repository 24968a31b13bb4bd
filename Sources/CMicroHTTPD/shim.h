#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// Swift cannot call C's variadic functions: these two take the one
// argument list ListPress needs.

// Starts a daemon listening on `address` (which holds its port), handing
// every request to `handler` with `context`.
static inline struct MHD_Daemon *listpress_mhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler, void *context) {
  return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                          MHD_OPTION_SOCK_ADDR, address,
                          MHD_OPTION_END);
}

// The port `daemon` listens on (the one the system chose for port 0);
// 0 when it cannot say.
static inline uint16_t listpress_mhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}
