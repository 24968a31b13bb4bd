#if canImport(Glibc)
  import Foundation
  import Glibc
  import ListPressKit
  import Synchronization
  import Testing

  /// `SiteWatcher` on real folders, with real file changes. Every wait is
  /// bounded (by `HelperTimeLimit`), so a watcher that misses a change fails
  /// the test instead of hanging it.
  @Suite struct SiteWatcherTests {
    /// A watcher running on a thread of its own, whose builds the test
    /// waits for one by one.
    final class RunningWatcher: Sendable {
      private let builds = Mutex<[SiteRebuild]>([])
      private let built = DispatchSemaphore(value: 0)
      private let stopRequested = Atomic(false)
      private let finished = DispatchSemaphore(value: 0)
      private let failure = Mutex<WatchError?>(nil)

      init(_ watcher: SiteWatcher) {
        Thread { [self] in
          do throws(WatchError) {
            try watcher.run(until: { self.stopRequested.load(ordering: .relaxed) }) { rebuild in
              self.builds.withLock { $0.append(rebuild) }
              self.built.signal()
            }
          } catch {
            self.failure.withLock { $0 = error }
          }
          self.finished.signal()
        }.start()
      }

      /// The next build, or `nil` when none comes within `seconds`.
      func nextBuild(within seconds: Double = HelperTimeLimit.seconds) -> SiteRebuild? {
        guard built.wait(timeout: .now() + seconds) == .success else { return nil }
        return builds.withLock { $0.removeFirst() }
      }

      /// The first build, within a few, whose report satisfies `condition`.
      func build(where condition: (BuildReport) -> Bool) -> SiteRebuild? {
        for _ in 0..<5 {
          guard let rebuild = nextBuild() else { return nil }
          if condition(rebuild.report) { return rebuild }
        }
        return nil
      }

      /// Asks the watcher to stop; returns whether it did, without error.
      func stop() -> Bool {
        stopRequested.store(true, ordering: .relaxed)
        return finished.wait(timeout: .now() + HelperTimeLimit.seconds) == .success && failure.withLock { $0 } == nil
      }
    }

    private static func definition(_ item: String) -> String {
      "---\ntitle: \(item)\nitems:\n  - text: \(item)\n---\n"
    }

    private static func watch(_ inputs: [String], into output: String) -> RunningWatcher {
      var watcher = SiteWatcher(inputs: inputs, options: BuildOptions(outputDirectory: output))
      watcher.quietPeriod = .milliseconds(50)
      return RunningWatcher(watcher)
    }

    @Test func rebuildsAfterEveryChangeAndKeepsGoingAfterErrors() throws {
      let folder = try TemporaryFolder()
      try folder.write(Self.definition("Apples"), to: "in/a.md")
      try folder.write(Self.definition("Carrots"), to: "in/b.md")
      // The output inside the input folder: its own writes must not make
      // the watcher build again and again.
      let running = Self.watch([folder.path + "/in"], into: folder.path + "/in/_site")
      defer { #expect(running.stop()) }

      let first = try #require(running.nextBuild())
      #expect(first.changes.isEmpty)
      #expect(first.report.renderedInputs == 2)
      try folder.write("keep me", to: "in/_site/CNAME")
      #expect(running.nextBuild(within: 0.5) == nil)

      // Under load, one save can reach the watcher as two bursts of events
      // and make two builds: each step waits for the build that shows it.
      try folder.write(Self.definition("Pears"), to: "in/a.md")
      let changed = try #require(running.build { $0.renderedInputs == 1 })
      #expect(changed.changes == [folder.path + "/in/a.md"])
      #expect((changed.report.renderedInputs, changed.report.unchangedInputs) == (1, 1))

      try folder.write("---\nitems: [{ text: A, style: celll }]\n---\n", to: "in/a.md")
      let broken = try #require(running.build { $0.failed })
      #expect(broken.report.failed)
      #expect(broken.report.diagnostics.map(\.location.file) == [folder.path + "/in/a.md"])
      #expect(broken.report.removedFiles == ["a.html"])

      try folder.write(Self.definition("Apples"), to: "in/a.md")
      let fixed = try #require(running.build { !$0.failed })
      #expect(!fixed.report.failed)
      #expect(fixed.report.writtenFiles.contains("a.html"))

      try FileManager.default.removeItem(atPath: folder.path + "/in/b.md")
      let deleted = try #require(running.build { !$0.removedFiles.isEmpty })
      #expect(deleted.changes == [folder.path + "/in/b.md"])
      #expect(deleted.report.removedFiles == ["b.html"])

      try folder.write(Self.definition("Hammer"), to: "in/home/tools/c.md")
      #expect(running.build { $0.writtenFiles.contains("home/tools/c.html") } != nil)
      try folder.write(Self.definition("Saw"), to: "in/home/tools/c.md")
      let nested = try #require(running.build { $0.renderedInputs == 1 })
      #expect(nested.changes == [folder.path + "/in/home/tools/c.md"])
      #expect(try folder.listing("in/_site").contains("CNAME"))
    }

    @Test func followsAnInputFileReplacedOrDeletedAndCreatedAgain() throws {
      let folder = try TemporaryFolder()
      try folder.write(Self.definition("Apples"), to: "in/a.md")
      try folder.write(Self.definition("Unrelated"), to: "in/other.md")
      let running = Self.watch([folder.path + "/in/a.md"], into: folder.path + "/out")
      defer { #expect(running.stop()) }
      #expect(running.nextBuild()?.report.renderedInputs == 1)

      // As editors save: a new file renamed over the old one.
      try folder.write(Self.definition("Pears"), to: "in/.a.md.swp")
      #expect(rename(folder.path + "/in/.a.md.swp", folder.path + "/in/a.md") == 0)
      let replaced = try #require(running.build { $0.renderedInputs == 1 })
      #expect(replaced.changes == [folder.path + "/in/a.md"])
      #expect(try String(contentsOfFile: folder.path + "/out/a.html", encoding: .utf8).contains("Pears"))

      try FileManager.default.removeItem(atPath: folder.path + "/in/a.md")
      #expect(running.build { $0.failed } != nil)
      try folder.write(Self.definition("Plums"), to: "in/a.md")
      #expect(running.build { !$0.failed && $0.writtenFiles.contains("a.html") } != nil)

      // Files beside the input that are not inputs are not watched.
      try folder.write(Self.definition("Still unrelated"), to: "in/other.md")
      #expect(running.nextBuild(within: 0.5) == nil)
    }

    @Test func rebuildsWhenAnImageOfAnInputFileChanges() throws {
      let folder = try TemporaryFolder()
      try folder.write("<svg xmlns='http://www.w3.org/2000/svg'/>", to: "lists/images/a.svg")
      try folder.write("---\nitems: [{ text: A, image: images/a.svg }]\n---\n", to: "lists/a.md")
      let running = Self.watch([folder.path + "/lists/a.md"], into: folder.path + "/out")
      defer { #expect(running.stop()) }
      #expect(running.nextBuild()?.report.writtenFiles.contains("images/a.svg") == true)
      try folder.write("<svg xmlns='http://www.w3.org/2000/svg'><g/></svg>", to: "lists/images/a.svg")
      // (A file written just before a build may get a rebuild of its own
      // first: the watcher cannot tell it from one written during the build.
      // A rebuild that catches the image half written fails the page and
      // takes it off the index; the next one, when the write is complete,
      // puts it back, so it writes the index too.)
      let rebuilt = try #require(
        running.build { !$0.failed && $0.writtenFiles.contains("a.html") && $0.writtenFiles.contains("images/a.svg") })
      #expect(rebuilt.changes == [folder.path + "/lists/images/a.svg"])
      #expect(Set(rebuilt.report.writtenFiles).isSubset(of: ["a.html", "images/a.svg", "index.html"]))
      #expect(try String(contentsOfFile: folder.path + "/out/images/a.svg", encoding: .utf8).contains("<g/>"))
    }
  }
#endif
