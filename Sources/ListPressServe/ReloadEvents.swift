#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The count of rebuilds the open pages have to hear about, which the
/// threads of their event streams wait on.
///
/// Each stream remembers the count it last told its page; ``wait(after:for:)``
/// returns as soon as the count passes it, or the server stops.
final class ReloadEvents: @unchecked Sendable {
  // A condition variable needs its mutex: both live on the heap, at fixed
  // addresses, as pthreads requires. Every field is read and written with
  // the mutex held: hence `@unchecked Sendable`.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var count = 0
  private var stopped = false

  /// What a wait ended with.
  enum Outcome: Equatable {
    /// The site was rebuilt: the count is this now.
    case rebuilt(Int)
    /// Nothing happened in the time given.
    case quiet
    /// The server is stopping: end the stream.
    case stopped
  }

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// The count now, which a new stream starts from.
  var current: Int {
    locked { count }
  }

  /// Tells every stream that the site was rebuilt.
  func rebuilt() {
    locked {
      count += 1
      pthread_cond_broadcast(condition)
    }
  }

  /// Ends every stream, now and from now on.
  func stop() {
    locked {
      stopped = true
      pthread_cond_broadcast(condition)
    }
  }

  /// Waits until the count passes `seen`, the server stops, or `seconds`
  /// pass.
  func wait(after seen: Int, for seconds: Int) -> Outcome {
    var deadline = timespec()
    clock_gettime(CLOCK_REALTIME, &deadline)
    deadline.tv_sec += seconds
    return locked {
      while !stopped, count <= seen {
        if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
      }
      if stopped { return .stopped }
      return count > seen ? .rebuilt(count) : .quiet
    }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
}
