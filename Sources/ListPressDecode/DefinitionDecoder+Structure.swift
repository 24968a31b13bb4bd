import ListPressLoad

/// Reads of lists and maps, and the check of every key of a map against
/// the contract.
extension DefinitionDecoder {
  /// The entries of a list.
  mutating func sequence(_ node: YAMLNode, for key: String) -> [YAMLNode]? {
    if let entries = node.sequence {
      return entries
    }
    reportMismatch(expected: "a list", for: key, found: node)
    return nil
  }

  /// The pairs of a map.
  mutating func mapping(_ node: YAMLNode, for key: String) -> [YAMLPair]? {
    if let pairs = node.mapping {
      return pairs
    }
    reportMismatch(expected: "a map", for: key, found: node)
    return nil
  }

  /// The contract key of `pair` in a map of `owner` (`item`), or `nil`
  /// after reporting an unknown key with the `accepted` keys (every key of
  /// the vocabulary when `nil`).
  mutating func key<Key: Vocabulary>(
    of pair: YAMLPair,
    in owner: String,
    accepted: [Key]? = nil
  ) -> Key? {
    guard let name = pair.key.scalar?.text else {
      diagnostics.error("expected a key name in \(owner), found \(pair.key.kindDescription)", at: pair.key.position)
      return nil
    }
    if let key = Key(word: name), accepted?.contains(key) ?? true {
      return key
    }
    if let answer = UIKitName.answer(for: name, in: owner) {
      diagnostics.error(UIKitName.message(for: name, in: owner, answer), at: pair.key.position)
      return nil
    }
    report(
      .unknown(
        "key '\(name)' in \(owner)", word: name, candidates: (accepted ?? Array(Key.allCases)).map(\.rawValue), isValue: false),
      at: pair.key.position
    )
    return nil
  }
}
