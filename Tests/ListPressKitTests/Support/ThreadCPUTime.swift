#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread has used. Unlike the wall clock,
/// it does not run on while other work keeps the machine's cores busy, so
/// a bound on it holds a test to the work it does, not to the machine's load.
enum ThreadCPUTime {
  /// The processor time the calling thread has used so far.
  static var now: Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  /// The processor time `body`, which runs on the calling thread without
  /// suspending, takes.
  static func measure(_ body: () throws -> Void) rethrows -> Duration {
    let start = now
    try body()
    return now - start
  }
}
