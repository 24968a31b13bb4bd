/// Small helpers to assert on rendered HTML as text.
extension String {
  /// The offset of the first occurrence of `needle`, or `nil`.
  func offset(of needle: String) -> Int? {
    range(of: needle).map { distance(from: startIndex, to: $0.lowerBound) }
  }

  /// How many times `needle` occurs.
  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }

  /// Whether the pieces occur in this order.
  func containsInOrder(_ pieces: [String]) -> Bool {
    var rest = self[...]
    for piece in pieces {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// The element that starts with `start` (up to its matching end tag, for
  /// `tag`), or `nil`.
  func element(startingWith start: String, tag: String) -> String? {
    guard let begin = range(of: start) else { return nil }
    var depth = 0
    var index = begin.lowerBound
    while index < endIndex {
      if self[index...].hasPrefix("<\(tag)") {
        depth += 1
      } else if self[index...].hasPrefix("</\(tag)>") {
        depth -= 1
        if depth == 0 {
          return String(self[begin.lowerBound..<self.index(index, offsetBy: tag.count + 3)])
        }
      }
      index = self.index(after: index)
    }
    return nil
  }

  /// The description of the item whose element starts with `itemStart`:
  /// the `div` right after its row (`span.lp-row`), or `nil`.
  func description(ofItemStartingWith itemStart: String) -> String? {
    guard let item = element(startingWith: itemStart, tag: "li"),
      let row = item.element(startingWith: "<span class=\"lp-row\">", tag: "span"),
      let end = item.range(of: row)?.upperBound,
      item[end...].hasPrefix("<div>")
    else { return nil }
    return String(item[end...]).element(startingWith: "<div>", tag: "div")
  }
}
