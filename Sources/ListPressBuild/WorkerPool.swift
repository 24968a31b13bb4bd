import Dispatch
import Synchronization

/// A fixed number of workers that share out the indices of a piece of work.
///
/// Each worker takes the next index from one atomic counter until none is
/// left, so `jobs` workers keep `jobs` cores busy whatever the files' sizes.
/// The workers run on Dispatch's threads, the calling thread among them:
/// with one job nothing runs on another thread.
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
    // Each worker takes indices until none is left; Dispatch runs them on
    // its threads, the calling thread among them, as many at once as there
    // are cores to run them.
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
      while case let index = next.take(), index < count {
        body(index)
      }
    }
  }

  /// The results of three independent pieces of work, run `jobs` at a
  /// time, started in the order given: put the longest first. Each worker
  /// calls `then` once no piece is left to start, before `run` returns: a
  /// piece may hand out more work there (see ``LaterWork``).
  func run<First: Sendable, Second: Sendable, Third: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second, _ third: @Sendable () -> Third,
    then: @Sendable () -> Void = {}
  ) -> (First, Second, Third) {
    let results = Mutex<(First?, Second?, Third?)>((nil, nil, nil))
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: min(jobs, 3)) { _ in
      while case let index = next.take(), index < 3 {
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
      then()
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

/// The counter the workers share: each call hands out the next index.
final class NextIndex: Sendable {
  private let value = Atomic(0)

  func take() -> Int {
    value.add(1, ordering: .relaxed).oldValue
  }
}

/// Work that one piece of a ``WorkerPool/run(_:_:_:then:)`` makes part of
/// the way through, and that every worker joins in its `then`, once it has
/// no piece of its own left: offered once (``offer(_:)``, always, `nil`
/// when there is none), then shared (``join(_:)``).
final class LaterWork<Work: Sendable>: Sendable {
  private let offered = Mutex<Work?>(nil)
  /// Signalled once offered; each worker that passes signals it again
  /// for the next.
  private let ready = DispatchSemaphore(value: 0)

  /// Nothing offered yet.
  init() {}

  /// Offers `work` to the workers that join, and to those already waiting.
  /// Called exactly once.
  func offer(_ work: Work?) {
    offered.withLock { $0 = work }
    ready.signal()
  }

  /// Waits for the offer, and calls `help` with the work offered, if any;
  /// `nil` when none was.
  @discardableResult
  func join<Result>(_ help: (Work) -> Result) -> Result? {
    ready.wait()
    ready.signal()
    return offered.withLock { $0 }.map(help)
  }
}
