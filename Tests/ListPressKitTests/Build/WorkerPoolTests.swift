import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct WorkerPoolTests {
  @Test(arguments: [1, 2, 4, 64])
  func mapKeepsTheOrderOfItsElements(jobs: Int) {
    let numbers = Array(0..<500)
    #expect(WorkerPool(jobs: jobs).map(numbers) { $0 * $0 } == numbers.map { $0 * $0 })
  }

  @Test(arguments: [0, 1, 3, 100])
  func runsEveryIndexExactlyOnce(count: Int) {
    let seen = Mutex([Int](repeating: 0, count: count))
    WorkerPool(jobs: 4).forEach(count) { index in seen.withLock { $0[index] += 1 } }
    #expect(seen.withLock { $0 } == [Int](repeating: 1, count: count))
  }

  @Test func runsOnNoMoreThreadsThanJobs() {
    let running = Mutex((now: 0, most: 0))
    WorkerPool(jobs: 3).forEach(60) { _ in
      running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
      for _ in 0..<10_000 { _ = running.withLock { $0.now } }
      running.withLock { $0.now -= 1 }
    }
    #expect(running.withLock { $0.most } <= 3)
  }

  @Test func aPoolHasAtLeastOneWorker() {
    #expect(WorkerPool(jobs: 0).jobs == 1)
    #expect(WorkerPool(jobs: -3).map([1, 2]) { $0 + 1 } == [2, 3])
  }
}

@Suite struct WorkerPoolRunTests {
  /// Each result comes back in its place, whatever ran first.
  @Test(arguments: [1, 2, 3, 8])
  func returnsEachResultInItsPlace(jobs: Int) {
    let (number, text, list) = WorkerPool(jobs: jobs).run({ 6 * 7 }, { String(repeating: "a", count: 3) }, { [1, 2, 3] })
    #expect(number == 42)
    #expect(text == "aaa")
    #expect(list == [1, 2, 3])
  }

  /// With two jobs the three run on two threads at most, and each once.
  @Test func runsEachOnceOnNoMoreThreadsThanJobs() {
    let running = Mutex((now: 0, most: 0, runs: 0))
    let work: @Sendable () -> Int = {
      running.withLock { $0.now += 1; $0.most = max($0.most, $0.now); $0.runs += 1 }
      for _ in 0..<10_000 { _ = running.withLock { $0.now } }
      running.withLock { $0.now -= 1 }
      return 0
    }
    _ = WorkerPool(jobs: 2).run(work, work, work)
    #expect(running.withLock { $0.most } <= 2)
    #expect(running.withLock { $0.runs } == 3)
  }
}

@Suite struct LaterWorkTests {
  /// Work that the first piece offers part of the way through is shared
  /// by every worker once it has no piece of its own left: each item is
  /// done once, and all of it before `run` returns.
  @Test(arguments: [1, 2, 3, 8])
  func workOfferedByOnePieceIsFinishedByEveryWorker(jobs: Int) {
    let later = LaterWork<NumberedWork>()
    let work = NumberedWork(count: 200)
    _ = WorkerPool(jobs: jobs).run(
      {
        later.offer(work)
        work.help(thread: 0)
        return 1
      },
      { 2 }, { 3 },
      then: { later.join { $0.help(thread: 1) } })
    #expect(work.doneCounts == [Int](repeating: 1, count: 200))
  }

  /// A worker that joins before the offer waits for it, and does not stop
  /// the pieces still to start: with two jobs, the worker that finished
  /// the short pieces helps with what the long one offers once it is read.
  @Test func aWorkerThatJoinsEarlyWaitsForTheOffer() {
    let later = LaterWork<NumberedWork>()
    let work = NumberedWork(count: 400)
    let (first, _, _) = WorkerPool(jobs: 2).run(
      {
        // Most likely long enough for the other worker to finish both
        // short pieces and wait; the result is the same either way.
        usleep(50_000)
        later.offer(work)
        work.help(thread: 0)
        return true
      },
      { false }, { false },
      then: { later.join { $0.help(thread: 1) } })
    #expect(first)
    #expect(work.doneCounts == [Int](repeating: 1, count: 400))
  }

  /// Nothing offered: every worker goes on, and `join` gives `nil`.
  @Test(arguments: [1, 2])
  func nothingOffered(jobs: Int) {
    let later = LaterWork<NumberedWork>()
    let helped = Mutex(0)
    _ = WorkerPool(jobs: jobs).run(
      { later.offer(nil); return 0 }, { 0 }, { 0 },
      then: { later.join { _ in helped.withLock { $0 += 1 } } })
    #expect(helped.withLock { $0 } == 0)
    #expect(later.join { _ in 1 } == nil)
  }
}

/// Items numbered 0..<count, each taken by one thread and counted as done.
private final class NumberedWork: Sendable {
  private let next = Atomic(0)
  private let done: Mutex<[Int]>
  let count: Int

  init(count: Int) {
    self.count = count
    done = Mutex([Int](repeating: 0, count: count))
  }

  func help(thread: Int) {
    while case let item = next.add(1, ordering: .relaxed).oldValue, item < count {
      done.withLock { $0[item] += 1 }
    }
  }

  var doneCounts: [Int] { done.withLock { $0 } }
}
