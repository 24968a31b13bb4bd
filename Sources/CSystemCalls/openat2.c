#include "system_calls.h"

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

int listpress_openat2(int folder, const char *path, int flags, unsigned long long resolve) {
#if defined(__linux__) && defined(SYS_openat2)
  // The layout of Linux's `struct open_how`, which older headers lack.
  struct {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
  } how = {(uint64_t)(unsigned int)flags, 0, resolve};
  return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
#else
  (void)folder;
  (void)path;
  (void)flags;
  (void)resolve;
  errno = ENOSYS;
  return -1;
#endif
}
