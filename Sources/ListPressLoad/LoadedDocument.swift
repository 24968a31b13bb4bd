/// A definition file after loading: its front matter parsed into a
/// positioned YAML tree and its Markdown body, ready to decode.
public struct LoadedDocument: Hashable, Sendable {
  /// The file's path, as given to the tool.
  public var path: String
  /// The front matter's root node (a mapping for any usable definition).
  /// Positions point into the original file.
  public var frontMatter: YAMLNode
  /// The Markdown body after the closing `---` line, with line ends
  /// normalised to `\n`.
  public var body: String
  /// The line of the original file on which the body starts.
  public var bodyStartLine: Int

  /// Creates a loaded document.
  public init(path: String, frontMatter: YAMLNode, body: String, bodyStartLine: Int) {
    self.path = path
    self.frontMatter = frontMatter
    self.body = body
    self.bodyStartLine = bodyStartLine
  }
}
