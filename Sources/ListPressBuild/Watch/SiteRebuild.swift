/// One build made by `SiteWatcher`: the first one, or one after changes.
public struct SiteRebuild: Hashable, Sendable {
  /// The files and folders whose changes caused the build, sorted; empty
  /// for the first build. Paths inside the current folder are relative to
  /// it; others are absolute.
  public var changes: [String]
  /// What the build did.
  public var report: BuildReport

  /// Creates a rebuild.
  public init(changes: [String], report: BuildReport) {
    self.changes = changes
    self.report = report
  }
}
