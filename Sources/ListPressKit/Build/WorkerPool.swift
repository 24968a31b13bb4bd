#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// A fixed number of threads that share out the indices of a piece of work.
///
/// Each worker takes the next index from one atomic counter until none is
/// left, so `jobs` workers keep `jobs` cores busy whatever the files' sizes,
/// and no more threads than that are ever started. The calling thread is one
/// of the workers: with one job nothing runs on another thread, and when
/// the system refuses a thread the others do its share.
struct WorkerPool: Sendable {
  /// How many workers run at once; at least one.
  let jobs: Int

  /// Creates a pool of `jobs` workers: at least one, at most
  /// `BuildOptions.maximumJobs`.
  init(jobs: Int) {
    self.jobs = min(max(1, jobs), BuildOptions.maximumJobs)
  }

  /// Calls `body` once for every index in `0..<count`, `jobs` at a time, and
  /// returns when every call has returned.
  func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let next = NextIndex()
    withoutActuallyEscaping(body) { body in
      let work: @Sendable () -> Void = {
        while case let index = next.take(), index < count {
          body(index)
        }
      }
      let helpers = (0..<(min(jobs, count) - 1)).compactMap { _ in WorkerThread(work) }
      work()
      helpers.forEach { $0.join() }
    }
  }

  /// The results of three independent pieces of work, run `jobs` at a
  /// time, started in the order given: put the longest first.
  func run<First: Sendable, Second: Sendable, Third: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second, _ third: @Sendable () -> Third
  ) -> (First, Second, Third) {
    let results = Mutex<(First?, Second?, Third?)>((nil, nil, nil))
    forEach(3) { index in
      switch index {
      case 0:
        let result = first()
        results.withLock { $0.0 = result }
      case 1:
        let result = second()
        results.withLock { $0.1 = result }
      default:
        let result = third()
        results.withLock { $0.2 = result }
      }
    }
    return results.withLock { ($0.0!, $0.1!, $0.2!) }
  }

  /// `transform` applied to every element, `jobs` at a time; the results are
  /// in the elements' order, whatever order they finished in.
  func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element],
    _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let results = Mutex([Result?](repeating: nil, count: elements.count))
    forEach(elements.count) { index in
      let result = transform(elements[index])
      results.withLock { $0[index] = result }
    }
    return results.withLock { $0.map { $0! } }
  }
}

/// A POSIX thread running one closure. `join` returns once the thread has
/// finished and let go of the closure, which `forEach` relies on to lend
/// its non-escaping `body` to the workers.
private struct WorkerThread {
  private let thread: pthread_t

  /// Starts a thread that runs `work`, or returns `nil` when the system
  /// will not start another thread (the other workers then do its share).
  init?(_ work: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Work(work)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, nil, { context in
      Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, context)
    guard status == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      self.thread = thread!
    #else
      self.thread = thread
    #endif
  }

  /// Waits until the thread has finished.
  func join() {
    pthread_join(thread, nil)
  }

  /// The closure, boxed to cross into the C thread entry point.
  private final class Work {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}

/// The counter the workers share: each call hands out the next index.
private final class NextIndex: Sendable {
  private let value = Atomic(0)

  func take() -> Int {
    value.add(1, ordering: .relaxed).oldValue
  }
}
