#ifndef LISTPRESS_SYSTEM_CALLS_H
#define LISTPRESS_SYSTEM_CALLS_H

/// A resolution rule for `listpress_openat2`, Linux's `RESOLVE_NO_SYMLINKS`:
/// no symbolic link anywhere on the path, the last component included.
#define LISTPRESS_RESOLVE_NO_SYMLINKS 0x04ULL

/// Linux's `openat2`: opens `path` (relative to the open folder `folder`)
/// with `flags`, resolving it by the `resolve` rules, in one call.
/// Returns the descriptor, or -1 with `errno` set; `ENOSYS` where the
/// system has no `openat2` (Linux before 5.6, or another system).
int listpress_openat2(int folder, const char *path, int flags, unsigned long long resolve);

#endif
