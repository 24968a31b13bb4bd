/// A file to write into the output folder, made in memory: a shared
/// stylesheet, a gallery page.
public struct OutputFile: Hashable, Sendable {
  /// Where it goes, relative to the output folder (`listpress-3f9a2c1d.css`).
  public var relativePath: String
  /// Its contents.
  public var contents: String

  /// Creates a file.
  public init(relativePath: String, contents: String) {
    self.relativePath = relativePath
    self.contents = contents
  }
}
