/// Limits that keep a hostile front matter from exhausting memory or stack.
public enum YAMLLimits {
  /// The most nodes (scalars, lists and maps, keys included) that aliases
  /// may copy into a front matter. A "billion laughs" document passes it
  /// after a few aliases and is rejected at once, without the copies ever
  /// being made.
  public static let maximumAliasedNodes = 100_000

  /// The most nodes a front matter may write out itself, aliases aside: far
  /// more than a list of 10,000 rich rows needs, and few enough that the
  /// tree of a hostile file stays within memory.
  public static let maximumWrittenNodes = 1_000_000

  /// The most lists and maps that may enclose one another, aliases
  /// expanded: `[[1]]` nests 2 levels.
  public static let maximumDepth = 256
}
