import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C, caught so that `build --watch` can stop cleanly between rebuilds.
///
/// Listening starts the first time `wasRequested` is asked, which a watch
/// does only once its first build is done: until then, and in every other
/// command, Ctrl-C stops the process at once as usual (pages are written
/// atomically, so that never leaves half a page). After the first Ctrl-C,
/// the next one stops the process at once too. A process started with
/// SIGINT blocked (as a child of a thread that blocks signals is) has it
/// unblocked when listening starts, or Ctrl-C would never arrive.
enum Interrupt {
  /// Whether Ctrl-C was pressed since listening started.
  static var wasRequested: Bool {
    _ = listening
    return pressed.load(ordering: .relaxed)
  }

  private static let pressed = Atomic(false)

  private static let listening: Void = {
    signal(SIGINT) { _ in
      Interrupt.pressed.store(true, ordering: .relaxed)
      signal(SIGINT, SIG_DFL)
    }
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }()
}
