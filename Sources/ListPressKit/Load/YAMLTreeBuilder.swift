/// Assembles a `YAMLNode` tree from parse events, with an explicit stack of
/// open lists and maps instead of recursion.
///
/// It expands aliases by copying the anchored node, and holds the document
/// to `YAMLLimits`: the expanded node count and the nesting depth are
/// tracked per anchored node, so an alias is checked before it is copied.
/// It reports duplicate keys and keeps the first of them.
struct YAMLTreeBuilder {
  /// Thrown once an error that makes the document unusable has been reported.
  struct Abandoned: Error {}

  /// A finished node with its expanded size and nesting depth.
  private struct Subtree {
    var node: YAMLNode
    var size: Int
    var depth: Int
  }

  /// A list or map whose end has not been seen yet.
  private struct OpenCollection {
    var isMapping: Bool
    var position: TextPosition
    var anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    /// A key waiting for its value.
    var pendingKey: YAMLNode?
    /// Whether the pending key is a duplicate, so its pair is dropped.
    var dropsPendingPair = false
    /// The first key written for each scalar key value, kept only once the
    /// map has `linearSearchLimit` pairs (see `firstKey(matching:adding:)`).
    var firstKeys: [YAMLValue: YAMLNode] = [:]
    var size = 1
    var depth = 1

    /// The map's earlier key whose scalar value is `value`, or `nil` when
    /// `key`, the new key with that value, is the first.
    ///
    /// Up to `linearSearchLimit` pairs the keys already written are compared
    /// one by one: for the handful of keys of an item that is several times
    /// cheaper than hashing each of them into a dictionary. A larger map
    /// indexes its keys in `firstKeys` once, and from then on every key, so
    /// a map of thousands of keys still costs one look-up per key.
    mutating func firstKey(matching value: YAMLValue, adding key: YAMLNode) -> YAMLNode? {
      guard pairs.count >= linearSearchLimit else {
        return pairs.first { $0.key.scalar?.value == value }?.key
      }
      if firstKeys.isEmpty {
        for pair in pairs {
          if let scalar = pair.key.scalar, firstKeys[scalar.value] == nil {
            firstKeys[scalar.value] = pair.key
          }
        }
      }
      if let first = firstKeys[value] { return first }
      firstKeys[value] = key
      return nil
    }
  }

  /// The number of pairs up to which a map finds duplicate keys by
  /// comparing them with every earlier key.
  private static let linearSearchLimit = 16

  private var open: [OpenCollection] = []
  private var anchors: [String: Subtree] = [:]
  /// Nodes written out in the front matter, and nodes copied by aliases.
  private var writtenNodes = 0
  private var aliasedNodes = 0
  /// The document's root, once it is complete.
  private(set) var root: YAMLNode?

  /// Adds a scalar, anchored as `anchor` if it has one.
  mutating func addScalar(
    _ scalar: YAMLScalar,
    anchor: String?,
    at position: TextPosition,
    diagnostics: inout FileDiagnostics
  ) throws(Abandoned) {
    try countWritten(at: position, diagnostics: &diagnostics)
    add(Subtree(node: YAMLNode(.scalar(scalar), at: position), size: 1, depth: 0), anchor: anchor, diagnostics: &diagnostics)
  }

  /// Adds a copy of the node anchored as `name`, positioned at the alias.
  mutating func addAlias(_ name: String, at position: TextPosition, diagnostics: inout FileDiagnostics) throws(Abandoned) {
    guard var subtree = anchors[name] else {
      diagnostics.error("alias '*\(name)' refers to no anchor '&\(name)' defined before it", at: position)
      throw Abandoned()
    }
    guard open.count + subtree.depth <= YAMLLimits.maximumDepth else {
      diagnostics.error(
        "alias '*\(name)' nests lists and maps deeper than \(YAMLLimits.maximumDepth) levels, the limit",
        at: position
      )
      throw Abandoned()
    }
    aliasedNodes += subtree.size
    guard aliasedNodes <= YAMLLimits.maximumAliasedNodes else {
      diagnostics.error(
        "alias '*\(name)' makes aliases copy more than \(YAMLLimits.maximumAliasedNodes) nodes, the limit", at: position)
      throw Abandoned()
    }
    subtree.node.position = position
    add(subtree, anchor: nil, diagnostics: &diagnostics)
  }

  /// Opens a list or a map; its entries follow until `endCollection`.
  mutating func startCollection(
    isMapping: Bool,
    anchor: String?,
    at position: TextPosition,
    diagnostics: inout FileDiagnostics
  ) throws(Abandoned) {
    guard open.count < YAMLLimits.maximumDepth else {
      diagnostics.error("lists and maps nest deeper than \(YAMLLimits.maximumDepth) levels, the limit", at: position)
      throw Abandoned()
    }
    try countWritten(at: position, diagnostics: &diagnostics)
    open.append(OpenCollection(isMapping: isMapping, position: position, anchor: anchor))
  }

  /// Closes the innermost open list or map.
  mutating func endCollection(diagnostics: inout FileDiagnostics) {
    let collection = open.removeLast()
    let content: YAMLNode.Content = collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items)
    add(
      Subtree(node: YAMLNode(content, at: collection.position), size: collection.size, depth: collection.depth),
      anchor: collection.anchor,
      diagnostics: &diagnostics
    )
  }

  /// Counts one more node written out in the front matter, reporting at
  /// `position` when that passes the limit.
  private mutating func countWritten(at position: TextPosition, diagnostics: inout FileDiagnostics) throws(Abandoned) {
    writtenNodes += 1
    guard writtenNodes <= YAMLLimits.maximumWrittenNodes else {
      diagnostics.error("the front matter has more than \(YAMLLimits.maximumWrittenNodes) nodes, the limit", at: position)
      throw Abandoned()
    }
  }

  /// Puts a finished node into the innermost open collection, or makes it
  /// the root.
  private mutating func add(_ subtree: Subtree, anchor: String?, diagnostics: inout FileDiagnostics) {
    if let anchor {
      anchors[anchor] = subtree
    }
    guard !open.isEmpty else {
      root = subtree.node
      return
    }
    let last = open.count - 1
    open[last].size += subtree.size
    open[last].depth = max(open[last].depth, subtree.depth + 1)
    guard open[last].isMapping else {
      open[last].items.append(subtree.node)
      return
    }
    if let key = open[last].pendingKey {
      if !open[last].dropsPendingPair {
        open[last].pairs.append(YAMLPair(key: key, value: subtree.node))
      }
      open[last].pendingKey = nil
      open[last].dropsPendingPair = false
      return
    }
    let key = subtree.node
    open[last].pendingKey = key
    guard let scalar = key.scalar else { return }
    if let first = open[last].firstKey(matching: scalar.value, adding: key) {
      let firstText = first.scalar?.text ?? scalar.text
      diagnostics.error(
        "duplicate key '\(scalar.text)'",
        at: key.position,
        notes: [diagnostics.note("the first '\(firstText)' is here", at: first.position)]
      )
      open[last].dropsPendingPair = true
    }
  }
}
