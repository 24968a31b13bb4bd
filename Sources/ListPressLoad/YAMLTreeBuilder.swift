import ListPressDiagnostics

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

    /// The map's earlier key with the scalar value of `key`, a new key, or
    /// `nil` when `key` is the first with its value or is no scalar.
    ///
    /// Up to `linearSearchLimit` pairs the keys already written are compared
    /// one by one: for the handful of keys of an item that is several times
    /// cheaper than hashing each of them into a dictionary. A larger map
    /// indexes its keys in `firstKeys` once, and from then on every key, so
    /// a map of thousands of keys still costs one look-up per key.
    mutating func firstKey(matching key: borrowing YAMLNode) -> YAMLNode? {
      guard case .scalar(let scalar) = key.content else { return nil }
      guard pairs.count >= linearSearchLimit else {
        return pairs.first { $0.key.isScalar(withValue: scalar.value) }?.key
      }
      if firstKeys.isEmpty {
        for pair in pairs {
          if let scalar = pair.key.scalar, firstKeys[scalar.value] == nil {
            firstKeys[scalar.value] = pair.key
          }
        }
      }
      if let first = firstKeys[scalar.value] { return first }
      firstKeys[scalar.value] = copy key
      return nil
    }
  }

  /// The entry counts `entryCountHints` keeps for one depth.
  private struct EntryCountHint {
    var items = 0
    var pairs = 0

    func of(isMapping: Bool) -> Int {
      isMapping ? pairs : items
    }

    mutating func set(_ count: Int, isMapping: Bool) {
      if isMapping { pairs = count } else { items = count }
    }
  }

  /// The most entries a list or a map reserves from `entryCountHints`.
  private static let largestCapacityHint = 64

  /// The number of pairs up to which a map finds duplicate keys by
  /// comparing them with every earlier key.
  private static let linearSearchLimit = 16

  private var open: [OpenCollection] = []
  /// For each depth, the number of entries of the last list and of the last
  /// map closed there: the next one at that depth reserves as many, as the
  /// items of a list are alike, and grows its array once instead of three
  /// or four times. At most `largestCapacityHint`, so that one long list
  /// does not make every later list at its depth reserve as much.
  private var entryCountHints = Array(repeating: EntryCountHint(), count: YAMLLimits.maximumDepth + 1)
  private var anchors: [String: Subtree] = [:]
  /// Nodes written out in the front matter, and nodes copied by aliases.
  private var writtenNodes = 0
  private var aliasedNodes = 0
  /// The document's root, once it is complete.
  private(set) var root: YAMLNode?

  /// Adds a scalar, anchored as `anchor` if it has one.
  mutating func addScalar(
    _ scalar: consuming YAMLScalar,
    anchor: String?,
    at position: TextPosition,
    diagnostics: inout FileDiagnostics
  ) throws(Abandoned) {
    try countWritten(at: position, diagnostics: &diagnostics)
    add(YAMLNode(.scalar(consume scalar), at: position), size: 1, depth: 0, anchor: anchor, diagnostics: &diagnostics)
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
    add(subtree.node, size: subtree.size, depth: subtree.depth, anchor: nil, diagnostics: &diagnostics)
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
    var collection = OpenCollection(isMapping: isMapping, position: position, anchor: anchor)
    let capacity = entryCountHints[open.count].of(isMapping: isMapping)
    if isMapping {
      collection.pairs.reserveCapacity(capacity)
    } else {
      collection.items.reserveCapacity(capacity)
    }
    open.append(consume collection)
  }

  /// Closes the innermost open list or map.
  mutating func endCollection(diagnostics: inout FileDiagnostics) {
    let collection = open.removeLast()
    let count = collection.isMapping ? collection.pairs.count : collection.items.count
    entryCountHints[open.count].set(min(count, Self.largestCapacityHint), isMapping: collection.isMapping)
    let content: YAMLNode.Content = collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items)
    add(
      YAMLNode(content, at: collection.position),
      size: collection.size,
      depth: collection.depth,
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

  /// Puts a finished node, which holds `size` nodes nested `depth` deep,
  /// into the innermost open collection, or makes it the root.
  private mutating func add(
    _ node: consuming YAMLNode,
    size: Int,
    depth: Int,
    anchor: String?,
    diagnostics: inout FileDiagnostics
  ) {
    if let anchor {
      anchors[anchor] = Subtree(node: copy node, size: size, depth: depth)
    }
    guard !open.isEmpty else {
      root = consume node
      return
    }
    let last = open.count - 1
    open[last].size += size
    open[last].depth = max(open[last].depth, depth + 1)
    guard open[last].isMapping else {
      open[last].items.append(consume node)
      return
    }
    if let key = open[last].pendingKey.take() {
      if !open[last].dropsPendingPair {
        open[last].pairs.append(YAMLPair(key: key, value: consume node))
      }
      open[last].dropsPendingPair = false
      return
    }
    if let first = open[last].firstKey(matching: node) {
      let text = node.scalar?.text ?? ""
      let firstText = first.scalar?.text ?? text
      diagnostics.error(
        "duplicate key '\(text)'",
        at: node.position,
        notes: [diagnostics.note("the first '\(firstText)' is here", at: first.position)]
      )
      open[last].dropsPendingPair = true
    }
    open[last].pendingKey = consume node
  }
}
