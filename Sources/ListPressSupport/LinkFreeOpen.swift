import CSystemCalls
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a path in one call into the system while refusing a symbolic link
/// anywhere on it (Linux's `openat2` with `RESOLVE_NO_SYMLINKS`): a file
/// opened so is the one at that path, with no need to ask the system
/// afterwards where the descriptor leads. Where the system cannot (no
/// `openat2`, or a sandbox that forbids it), the answer is
/// ``Outcome/unsupported`` and the caller checks as it did before; after
/// the first such answer no later call tries. Any number of threads may
/// open at once.
package enum LinkFreeOpen {
  /// What opening a path without links came to.
  package enum Outcome: Equatable {
    /// Opened: the descriptor, which the caller closes.
    case opened(Int32)
    /// A symbolic link is on the path.
    case linked
    /// The system refused for another reason, with this `errno`.
    case failed(Int32)
    /// The system cannot open a path this way.
    case unsupported
  }

  /// Opens `path`, relative to the open folder `folder` (`AT_FDCWD`, the
  /// current folder, by default), with the `open` flags `flags`, when no
  /// component of it is a symbolic link.
  package static func open(_ path: String, in folder: Int32 = AT_FDCWD, flags: Int32) -> Outcome {
    guard isSupported.load(ordering: .relaxed), !path.utf8.contains(0) else { return .unsupported }
    let descriptor = listpress_openat2(folder, path, flags, LISTPRESS_RESOLVE_NO_SYMLINKS)
    if descriptor >= 0 { return .opened(descriptor) }
    switch errno {
    case ELOOP: return .linked
    case ENOSYS, EPERM, EINVAL, E2BIG:
      // No `openat2`, a sandbox that refuses it, or flags it does not know.
      isSupported.store(false, ordering: .relaxed)
      return .unsupported
    case let code: return .failed(code)
    }
  }

  private static let isSupported = Atomic(true)
}
