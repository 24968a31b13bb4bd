import Synchronization
import Testing

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
