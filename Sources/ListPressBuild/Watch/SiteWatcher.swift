import ListPressSupport

#if canImport(Glibc)
  import FoundationEssentials
  import Glibc

  /// Builds a site, then builds it again after every change to its inputs,
  /// until told to stop: `listpress build --watch`.
  ///
  /// It watches, with inotify, every input folder and its subfolders (not
  /// hidden ones, not the output folder, and not through symbolic links,
  /// as input discovery does), the folder of every input named on its own,
  /// the folders of the images the pages use, and the templates folder with
  /// its subfolders. A burst of changes (an editor saving, a `git checkout`)
  /// makes one rebuild, once the file system has been quiet for
  /// `quietPeriod`. Rebuilds are incremental and one at a time; changes
  /// made during a rebuild cause the next one. Errors in the definitions
  /// and templates are reported by the rebuild and never stop the watch;
  /// files and folders that are deleted and created again are watched
  /// again.
  public struct SiteWatcher: Sendable {
    /// The files and folders to build, as for `ListPress.build`.
    public var inputs: [String]
    /// The options of every build.
    public var options: BuildOptions
    /// How long the file system must be quiet after a change before the
    /// rebuild starts.
    public var quietPeriod: Duration = .milliseconds(100)
    /// The longest a rebuild waits for a burst of changes to end.
    public var longestWait: Duration = .seconds(2)
    /// How often `run` asks whether to stop while nothing changes.
    public var stopCheckInterval: Duration = .milliseconds(100)

    /// Creates a watcher of `inputs`.
    public init(inputs: [String], options: BuildOptions) {
      self.inputs = inputs
      self.options = options
    }

    /// Builds, then rebuilds after each change, calling `onBuild` after
    /// every build, on the calling thread, until `shouldStop` returns true.
    ///
    /// - parameter progress: told as each definition of a build is done.
    /// - throws: `WatchError` when the system refuses to watch a folder;
    ///   a watcher that cannot see every change stops rather than miss one.
    public func run(
      until shouldStop: () -> Bool,
      progress: (@Sendable (BuildProgress) -> Void)? = nil,
      onBuild: (SiteRebuild) -> Void
    ) throws(WatchError) {
      let events = try FolderEvents()
      // The templates folder is watched as an input folder: every change in it matters.
      var watched = WatchedFolders(
        inputs: inputs + [options.templatesDirectory].compactMap { $0 }, outputDirectory: options.outputDirectory)
      // Watching starts before the first build, so no change is missed.
      try watched.update(events, inputFiles: [], imageSources: [])
      let build = SiteBuild(inputs: inputs, options: options, progress: progress)
      var missed = try rebuild(build, after: [], watched: &watched, events: events, onBuild: onBuild)
      while !shouldStop() {
        if let changes = missed.isEmpty ? nextChanges(events, watched: watched, shouldStop: shouldStop) : missed {
          missed = try rebuild(build, after: changes, watched: &watched, events: events, onBuild: onBuild)
        }
      }
    }

    /// Builds, watches the folders the build brought, and tells `onBuild`.
    ///
    /// A folder that appeared since the last build was not watched while
    /// the build ran, so a change in it might have gone unseen: returns the
    /// files in such folders modified since the build started, for another
    /// build.
    private func rebuild(
      _ build: SiteBuild, after changes: Set<String>, watched: inout WatchedFolders, events: FolderEvents,
      onBuild: (SiteRebuild) -> Void
    ) throws(WatchError) -> Set<String> {
      let started = FileStamp.now
      let known = watched.knownFiles
      let result = build.build(keepingImages: true)
      let newFolders = try watched.update(events, inputFiles: result.report.inputFiles, imageSources: result.imageSources)
      onBuild(SiteRebuild(changes: Self.shown(changes, known: known), report: result.report))
      return watched.files(in: newFolders, modifiedSince: started)
    }

    /// The changes worth naming: files that exist, or were inputs or images
    /// of the last build (a deleted definition), but not the temporary
    /// files editors and tools create and rename away. When that leaves
    /// nothing (a folder was deleted), every change.
    private static func shown(_ changes: Set<String>, known: Set<String>) -> [String] {
      let named = changes.filter { known.contains($0) || FileManager.default.fileExists(atPath: $0) }
      return (named.isEmpty ? changes : named).map(displayed).sorted()
    }

    /// The paths that changed in the next burst of changes, once it is
    /// over; `nil` when nothing relevant changed before the next check of
    /// `shouldStop`.
    private func nextChanges(_ events: FolderEvents, watched: WatchedFolders, shouldStop: () -> Bool) -> Set<String>? {
      guard let first = events.next(timeout: Self.milliseconds(stopCheckInterval)) else { return nil }
      var changes = watched.relevantChanges(in: first)
      guard !changes.isEmpty else { return nil }
      let clock = ContinuousClock()
      let deadline = clock.now + longestWait
      while clock.now < deadline, !shouldStop(), let more = events.next(timeout: Self.milliseconds(quietPeriod)) {
        changes.formUnion(watched.relevantChanges(in: more))
      }
      return changes
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
      Int32(clamping: duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }

    /// A real path as the user would write it: relative to the current
    /// folder when it is inside it.
    private static func displayed(_ path: String) -> String {
      guard let current = FilePath.realPath(FileManager.default.currentDirectoryPath),
        let components = FilePath.components(of: path, below: current), !components.isEmpty
      else { return path }
      return components.joined(separator: "/")
    }
  }
#endif
