extension Template {
  /// A run of text or one tag, as found in the source.
  struct Token {
    enum Kind: Equatable {
      case text
      case variable
      case unescaped
      case section
      case inverted
      case close
      case comment
      case delimiters
      case partial
      case parent
      case block
    }

    let kind: Kind
    /// Byte offsets of the text, or of the whole tag with its delimiters.
    /// The parser narrows text when standalone lines lose their whitespace.
    var start: Int
    var end: Int
    /// A tag's name, trimmed; dynamic names keep their `*` (`*name`).
    let name: String
    /// The 1-based line and column of a tag's opening delimiter.
    let line: Int
    let column: Int
  }

  /// Splits a source into text and tags, following set-delimiter tags.
  struct Lexer {
    private let bytes: [UInt8]
    private let template: String?
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    /// A position already counted, so tags are located in one pass.
    private var counted = (offset: 0, line: 1, column: 1)

    init(_ bytes: [UInt8], template: String?) {
      self.bytes = bytes
      self.template = template
    }

    mutating func tokens() throws(MustacheError) -> [Token] {
      var tokens: [Token] = []
      var textStart = 0
      while let tagStart = find(open, from: textStart) {
        if tagStart > textStart {
          tokens.append(Token(kind: .text, start: textStart, end: tagStart, name: "", line: 0, column: 0))
        }
        let tag = try readTag(at: tagStart)
        tokens.append(tag)
        textStart = tag.end
      }
      if textStart < bytes.count {
        tokens.append(Token(kind: .text, start: textStart, end: bytes.count, name: "", line: 0, column: 0))
      }
      return tokens
    }

    private mutating func readTag(at tagStart: Int) throws(MustacheError) -> Token {
      let (line, column) = position(of: tagStart)
      func failure(_ reason: MustacheError.Reason) -> MustacheError {
        MustacheError(reason, template: template, line: line, column: column)
      }

      var sigilAt = tagStart + open.count
      while sigilAt < bytes.count, Self.isWhitespace(bytes[sigilAt]) {
        sigilAt += 1
      }
      let sigil = sigilAt < bytes.count ? bytes[sigilAt] : 0
      let kind = Self.kinds[sigil] ?? .variable
      let contentStart = kind == .variable ? sigilAt : sigilAt + 1
      let closer: [UInt8]
      switch sigil {
      case UInt8(ascii: "="): closer = [sigil] + close
      case UInt8(ascii: "{"): closer = [UInt8(ascii: "}")] + close
      default: closer = close
      }
      guard let contentEnd = find(closer, from: min(contentStart, bytes.count)) else {
        throw failure(.unclosedTag(expected: String(decoding: closer, as: UTF8.self)))
      }
      let content = bytes[contentStart..<contentEnd]
      let end = contentEnd + closer.count

      switch kind {
      case .comment:
        return Token(kind: kind, start: tagStart, end: end, name: "", line: line, column: column)
      case .delimiters:
        let parts = content.split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
          throw failure(.invalidDelimiters(Self.trimmed(content)))
        }
        open = Array(parts[0])
        close = Array(parts[1])
        return Token(kind: kind, start: tagStart, end: end, name: "", line: line, column: column)
      default:
        var name = Self.trimmed(content)
        if name.isEmpty {
          throw failure(.emptyTag)
        }
        if kind == .partial || kind == .parent || kind == .close, name.hasPrefix("*") {
          name = "*" + Self.trimmed(name.utf8.dropFirst())
        }
        guard !name.utf8.contains(where: Self.isWhitespace), Self.isValid(name, kind) else {
          throw failure(.invalidName(name))
        }
        return Token(kind: kind, start: tagStart, end: end, name: name, line: line, column: column)
      }
    }

    /// The tag kinds by the character that opens their content.
    private static let kinds: [UInt8: Token.Kind] = [
      UInt8(ascii: "!"): .comment,
      UInt8(ascii: "="): .delimiters,
      UInt8(ascii: "{"): .unescaped,
      UInt8(ascii: "&"): .unescaped,
      UInt8(ascii: "#"): .section,
      UInt8(ascii: "^"): .inverted,
      UInt8(ascii: "/"): .close,
      UInt8(ascii: ">"): .partial,
      UInt8(ascii: "<"): .parent,
      UInt8(ascii: "$"): .block,
    ]

    /// The first offset at or after `start` where `pattern` occurs.
    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
      let first = pattern[0]
      var index = start
      let last = bytes.count - pattern.count
      while index <= last {
        if bytes[index] == first {
          var matched = 1
          while matched < pattern.count, bytes[index + matched] == pattern[matched] {
            matched += 1
          }
          if matched == pattern.count {
            return index
          }
        }
        index += 1
      }
      return nil
    }

    /// The line and column of `offset`, counting on from the last position
    /// asked for (offsets only grow).
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
      var (index, line, column) = counted
      while index < offset {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      counted = (offset, line, column)
      return (line, column)
    }

    /// Whether a name that the context resolves is `.` or dot-separated keys.
    /// Partial, parent and block names are free-form unless dynamic.
    private static func isValid(_ name: String, _ kind: Token.Kind) -> Bool {
      let resolved: Substring
      switch kind {
      case .variable, .unescaped, .section, .inverted: resolved = Substring(name)
      case .partial where name.hasPrefix("*"), .parent where name.hasPrefix("*"): resolved = name.dropFirst()
      default: return true
      }
      return resolved == "." || !resolved.split(separator: ".", omittingEmptySubsequences: false).contains("")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    }

    private static func trimmed(_ content: some BidirectionalCollection<UInt8>) -> String {
      guard let first = content.firstIndex(where: { !isWhitespace($0) }) else {
        return ""
      }
      let last = content.lastIndex(where: { !isWhitespace($0) })!
      return String(decoding: content[first...last], as: UTF8.self)
    }
  }
}
