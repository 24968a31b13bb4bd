import ListPressLoad

/// The section index, after the collection view's `indexTitles`.
extension DefinitionDecoder {
  /// The page's `indexTitles`: `auto`, or a list of titles.
  mutating func indexTitles(_ node: YAMLNode, for key: String) -> IndexTitles? {
    if let text = node.scalar?.text, node.sequence == nil {
      guard text == "auto" else {
        diagnostics.error(
          "expected 'auto' or a list of titles for '\(key)', found '\(text)'; write \(key): auto, or \(key): [A, B, C]",
          at: node.position)
        return nil
      }
      return .automatic
    }
    guard let entries = sequence(node, for: key) else { return nil }
    guard !entries.isEmpty else {
      diagnostics.error("'\(key)' has no titles; list them, or write \(key): auto", at: node.position)
      return nil
    }
    var titles: [String] = []
    for entry in entries {
      guard let title = string(entry, for: key) else { return nil }
      guard !title.allSatisfy(\.isWhitespace) else {
        diagnostics.error("an index title is empty; each title is a letter or a short word", at: entry.position)
        return nil
      }
      titles.append(title)
    }
    return .titles(titles)
  }
}
