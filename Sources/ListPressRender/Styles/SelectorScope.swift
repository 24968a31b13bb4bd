/// Ties a selector list to a scope element: the rewriting described on
/// ``ScopedStylesheet``, one selector list at a time.
enum SelectorScope {
  /// `selectorList` with each of its selectors tied to `scope`, an
  /// attribute selector that can be appended to a compound selector.
  static func scoped(_ selectorList: String, to scope: String) -> String {
    split(withoutComments(selectorList), at: ",")
      .map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
      .map { scoped(selector: $0, to: scope) }
      .joined(separator: ",\n")
  }

  /// One complex selector tied to `scope`.
  private static func scoped(selector: String, to scope: String) -> String {
    var parts = compounds(of: selector)
    var anchored = false
    var position = 0
    while position < parts.count {
      let compound = parts[position].compound
      if compound.hasPrefix(":root") {
        parts[position].compound = scope + compound.dropFirst(":root".count)
        anchored = true
      } else if startsWithType("html", compound) {
        parts[position].compound = scope + compound.dropFirst("html".count)
        anchored = true
      } else if startsWithType("body", compound) {
        anchored = true
        let rest = compound.dropFirst("body".count)
        if position == 0 {
          parts[position].compound = scope + rest
        } else {
          // `X body`: X describes the root, which the container also is.
          parts[position - 1].compound += scope + rest
          parts.remove(at: position)
          continue
        }
      }
      position += 1
    }
    if !anchored, let first = parts.first {
      parts[0].compound = restricting(first.compound, to: ":is(\(scope), \(scope) *)")
    }
    return parts.map { $0.combinator + $0.compound }.joined()
  }

  /// `compound` with `condition` added before any pseudo-element.
  private static func restricting(_ compound: String, to condition: String) -> String {
    guard let pseudoElement = topLevelRange(of: "::", in: compound) else { return compound + condition }
    return compound[..<pseudoElement.lowerBound] + condition + compound[pseudoElement.lowerBound...]
  }

  /// Whether `compound` starts with the type selector `type`.
  private static func startsWithType(_ type: String, _ compound: String) -> Bool {
    guard compound.lowercased().hasPrefix(type) else { return false }
    guard let next = compound.dropFirst(type.count).first else { return true }
    return !(next.isLetter || next.isNumber || next == "-" || next == "_")
  }

  /// The compound selectors of `selector`, each with the combinator before
  /// it (`""` for the first, `" "`, `" > "`, `" + "`, `" ~ "`).
  private static func compounds(of selector: String) -> [(combinator: String, compound: String)] {
    var parts: [(combinator: String, compound: String)] = []
    var combinator = ""
    var compound = ""
    var inCombinator = false
    forEachTopLevel(selector) { character, topLevel in
      if topLevel, character.isWhitespace || ">+~".contains(character) {
        if !inCombinator, !compound.isEmpty {
          parts.append((combinator, compound))
          compound = ""
          combinator = ""
        }
        inCombinator = true
        if !character.isWhitespace { combinator = String(character) }
        return
      }
      if inCombinator {
        combinator = combinator.isEmpty ? " " : " \(combinator) "
        inCombinator = false
      }
      compound.append(character)
    }
    if !compound.isEmpty {
      parts.append((combinator, compound))
    }
    return parts
  }

  /// The pieces of `text` between top-level `separator` characters.
  private static func split(_ text: String, at separator: Character) -> [String] {
    var pieces = [""]
    forEachTopLevel(text) { character, topLevel in
      if topLevel, character == separator {
        pieces.append("")
      } else {
        pieces[pieces.count - 1].append(character)
      }
    }
    return pieces
  }

  /// The range of the first top-level `needle` in `text`.
  private static func topLevelRange(of needle: String, in text: String) -> Range<String.Index>? {
    var offset = 0
    var found: Int?
    forEachTopLevel(text) { _, topLevel in
      if found == nil, topLevel, text.dropFirst(offset).hasPrefix(needle) { found = offset }
      offset += 1
    }
    return found.map { text.index(text.startIndex, offsetBy: $0)..<text.index(text.startIndex, offsetBy: $0 + needle.count) }
  }

  /// Calls `body` with each character of `text` and whether it is outside
  /// parentheses, brackets and strings.
  private static func forEachTopLevel(_ text: String, _ body: (Character, Bool) -> Void) {
    var depth = 0
    var quote: Character?
    var escaped = false
    for character in text {
      if let open = quote {
        body(character, false)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
        }
        continue
      }
      switch character {
      case "\"", "'":
        quote = character
        body(character, false)
      case "(", "[":
        body(character, false)
        depth += 1
      case ")", "]":
        depth -= 1
        body(character, false)
      default:
        body(character, depth == 0)
      }
    }
  }

  /// `text` without `/* … */` comments; an unclosed one runs to the end.
  private static func withoutComments(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var bytes = text.utf8[...]
    while let slash = bytes.firstIndex(of: UInt8(ascii: "/")) {
      result += bytes[..<slash]
      bytes = bytes[slash...]
      guard bytes.starts(with: "/*".utf8) else {
        result.append(UInt8(ascii: "/"))
        bytes = bytes.dropFirst()
        continue
      }
      guard let end = bytes.dropFirst(2).firstRange(of: "*/".utf8) else { return String(decoding: result, as: UTF8.self) }
      bytes = bytes[end.upperBound...]
    }
    result += bytes
    return String(decoding: result, as: UTF8.self)
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
