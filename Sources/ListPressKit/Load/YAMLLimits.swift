/// Limits that keep a hostile front matter from exhausting memory or stack.
public enum YAMLLimits {
  /// The most nodes (scalars, lists and maps, keys included) a front matter
  /// may have once every alias is expanded. A "billion laughs" document
  /// passes it after a few aliases and is rejected at once.
  public static let maximumExpandedNodes = 100_000

  /// The most lists and maps that may enclose one another, aliases
  /// expanded: `[[1]]` nests 2 levels.
  public static let maximumDepth = 256
}
