/// A file to write into the output folder, made in memory: a page, a
/// shared stylesheet, a gallery page.
public struct OutputFile: Hashable, Sendable {
  /// Where it goes, relative to the output folder (`listpress-3f9a2c1d.css`).
  public var relativePath: String
  /// Its bytes.
  public var bytes: [UInt8]

  /// Its contents, as text.
  public var contents: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Creates a file of the UTF-8 of `contents`.
  public init(relativePath: String, contents: String) {
    self.init(relativePath: relativePath, bytes: Array(contents.utf8))
  }

  /// Creates a file of `bytes`.
  public init(relativePath: String, bytes: [UInt8]) {
    self.relativePath = relativePath
    self.bytes = bytes
  }
}
