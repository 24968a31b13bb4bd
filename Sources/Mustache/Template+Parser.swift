extension Template {
  /// Turns tokens into the node tree.
  ///
  /// Parsing runs in three passes over the tokens: sections are matched with
  /// their closing tags, standalone tags take their line's whitespace with
  /// them, and the tree is built, removing each block's own indentation from
  /// its content so the block can be re-indented wherever it renders.
  struct Parser {
    private let bytes: [UInt8]
    private let template: String?
    private var tokens: [Token]
    /// For an opening tag, its closing tag's index, and the other way round.
    private var partner: [Int]
    /// The index of the innermost open tag around each token, or -1.
    private var container: [Int]
    private var isStandalone: [Bool]
    /// The whitespace a standalone partial or parent tag stood behind.
    private var lineIndentation: [Int: [UInt8]] = [:]
    /// A block's own indentation, from the source; `nil` when the block
    /// starts in the middle of a line and so has none of its own.
    private var blockIndentation: [Int: [UInt8]] = [:]

    static func parse(_ bytes: [UInt8], template: String?) throws(MustacheError) -> [Node] {
      var lexer = Lexer(bytes, template: template)
      var parser = Parser(bytes: bytes, template: template, tokens: try lexer.tokens())
      try parser.matchSections()
      parser.removeStandaloneLines()
      return parser.nodes(in: 0..<parser.tokens.count, enclosingIndentation: [])
    }

    private init(bytes: [UInt8], template: String?, tokens: [Token]) {
      self.bytes = bytes
      self.template = template
      self.tokens = tokens
      self.partner = Array(repeating: -1, count: tokens.count)
      self.container = Array(repeating: -1, count: tokens.count)
      self.isStandalone = Array(repeating: false, count: tokens.count)
    }

    // MARK: - Sections

    private mutating func matchSections() throws(MustacheError) {
      var open: [Int] = []
      for index in tokens.indices {
        let token = tokens[index]
        switch token.kind {
        case .section, .inverted, .parent, .block:
          guard open.count < Template.maximumNesting else {
            throw error(.nestingTooDeep(limit: Template.maximumNesting), at: token)
          }
          container[index] = open.last ?? -1
          open.append(index)
        case .close:
          guard let opening = open.popLast() else {
            throw error(.unexpectedSectionEnd(token.name), at: token)
          }
          guard tokens[opening].name == token.name else {
            throw error(.mismatchedSectionEnd(expected: tokens[opening].name, found: token.name), at: token)
          }
          partner[opening] = index
          partner[index] = opening
          container[index] = open.last ?? -1
        default:
          container[index] = open.last ?? -1
        }
      }
      if let unclosed = open.last {
        throw error(.unclosedSection(tokens[unclosed].name), at: tokens[unclosed])
      }
    }

    // MARK: - Standalone lines

    /// A tag alone on its line (but for whitespace) takes the line with it.
    ///
    /// Inside a parent tag, only blocks render; the text around them is
    /// ignored, so it does not count against a block tag. A parent tag pair
    /// is standalone when the opening tag starts its line and the closing tag
    /// ends its line, whatever lies between.
    private mutating func removeStandaloneLines() {
      var stripsLeft = Array(repeating: false, count: tokens.count)
      var stripsRight = Array(repeating: false, count: tokens.count)
      for index in tokens.indices {
        let kind = tokens[index].kind
        let inParent = container[index] >= 0 && tokens[container[index]].kind == .parent
        let standalone: Bool
        switch kind {
        case .text, .variable, .unescaped:
          continue
        case .parent:
          standalone = clearsLeft(index) && clearsRight(partner[index])
          stripsLeft[index] = standalone
        case .close where tokens[partner[index]].kind == .parent:
          standalone = clearsLeft(partner[index]) && clearsRight(index)
          stripsRight[index] = standalone
        case .block where inParent:
          standalone = clearsRight(index)
          stripsRight[index] = standalone
        case .close where inParent:
          standalone = clearsLeft(index)
          stripsLeft[index] = standalone
        default:
          standalone = clearsLeft(index) && clearsRight(index)
          stripsLeft[index] = standalone
          stripsRight[index] = standalone
        }
        isStandalone[index] = standalone
        if standalone, kind == .partial || kind == .parent {
          lineIndentation[index] = whitespaceBefore(index)
        }
        if kind == .block {
          if standalone {
            blockIndentation[index] = indentationOfNextLine(index)
          } else if clearsLeft(index) {
            blockIndentation[index] = whitespaceBefore(index)
          }
        }
      }
      for index in tokens.indices {
        if stripsLeft[index], index > 0, tokens[index - 1].kind == .text {
          let text = tokens[index - 1]
          tokens[index - 1].end = lastNewline(in: text).map { $0 + 1 } ?? text.start
        }
        if stripsRight[index], index + 1 < tokens.count, tokens[index + 1].kind == .text {
          let text = tokens[index + 1]
          tokens[index + 1].start = firstNewline(in: text).map { $0 + 1 } ?? text.end
        }
      }
    }

    /// Whether only whitespace lies between the start of the tag's line and
    /// the tag.
    private func clearsLeft(_ index: Int) -> Bool {
      guard index > 0 else { return true }
      let text = tokens[index - 1]
      guard text.kind == .text else { return false }
      let lineStart = lastNewline(in: text).map { $0 + 1 }
      guard lineStart != nil || index - 1 == 0 else { return false }
      return bytes[(lineStart ?? text.start)..<text.end].allSatisfy(Self.isIndentation)
    }

    /// Whether only whitespace lies between the tag and the end of its line.
    private func clearsRight(_ index: Int) -> Bool {
      guard index + 1 < tokens.count else { return true }
      let text = tokens[index + 1]
      guard text.kind == .text else { return false }
      let lineEnd = firstNewline(in: text)
      guard lineEnd != nil || index + 1 == tokens.count - 1 else { return false }
      return bytes[text.start..<(lineEnd ?? text.end)].allSatisfy {
        Self.isIndentation($0) || $0 == UInt8(ascii: "\r")
      }
    }

    /// The whitespace between the start of the tag's line and the tag.
    private func whitespaceBefore(_ index: Int) -> [UInt8] {
      guard index > 0, tokens[index - 1].kind == .text else { return [] }
      let text = tokens[index - 1]
      let lineStart = lastNewline(in: text).map { $0 + 1 } ?? text.start
      return Array(bytes[lineStart..<text.end])
    }

    /// The leading whitespace of the line after a standalone tag's line.
    private func indentationOfNextLine(_ index: Int) -> [UInt8] {
      guard index + 1 < tokens.count, tokens[index + 1].kind == .text,
        let newline = firstNewline(in: tokens[index + 1])
      else { return [] }
      let start = newline + 1
      let end = bytes[start...].firstIndex(where: { !Self.isIndentation($0) }) ?? bytes.count
      return Array(bytes[start..<end])
    }

    private func firstNewline(in text: Token) -> Int? {
      bytes[text.start..<text.end].firstIndex(of: UInt8(ascii: "\n"))
    }

    private func lastNewline(in text: Token) -> Int? {
      bytes[text.start..<text.end].lastIndex(of: UInt8(ascii: "\n"))
    }

    private static func isIndentation(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    // MARK: - Tree

    /// The nodes for the tokens in `range`, which lie inside blocks whose
    /// combined indentation is `enclosingIndentation`.
    private func nodes(in range: Range<Int>, enclosingIndentation: [UInt8]) -> [Node] {
      var nodes: [Node] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let token = tokens[index]
        let location = Location(template: template, line: token.line, column: token.column)
        switch token.kind {
        case .text:
          let text = textRemoving(enclosingIndentation, from: token)
          if !text.isEmpty {
            if case .text(let previous) = nodes.last {
              nodes[nodes.count - 1] = .text(previous + text)
            } else {
              nodes.append(.text(text))
            }
          }
        case .variable, .unescaped:
          let escapes = token.kind == .variable
          nodes.append(.variable(Variable(name: name(token), escapes: escapes, location: location)))
        case .section, .inverted:
          let children = self.nodes(in: index + 1..<partner[index], enclosingIndentation: enclosingIndentation)
          nodes.append(
            .section(
              Section(name: name(token), isInverted: token.kind == .inverted, children: children, location: location)
            ))
          index = partner[index]
        case .partial:
          nodes.append(
            .partial(Partial(reference: reference(token), indentation: lineIndentation[index], location: location)))
        case .parent:
          let overrides = blocks(in: index + 1..<partner[index], enclosingIndentation: enclosingIndentation)
          nodes.append(
            .parent(
              Parent(
                reference: reference(token), indentation: lineIndentation[index], overrides: overrides,
                location: location)))
          index = partner[index]
        case .block:
          let own = blockIndentation[index] ?? enclosingIndentation
          let children = self.nodes(in: index + 1..<partner[index], enclosingIndentation: own)
          let shared = zip(own, enclosingIndentation).prefix { $0 == $1 }.count
          nodes.append(
            .block(
              Block(
                name: token.name, children: children, indentation: Array(own[shared...]),
                opensLine: isStandalone[index], closesLine: isStandalone[partner[index]])))
          index = partner[index]
        case .comment, .delimiters, .close:
          break
        }
        index += 1
      }
      return nodes
    }

    /// The blocks directly inside a parent tag; everything else there is
    /// ignored.
    private func blocks(in range: Range<Int>, enclosingIndentation: [UInt8]) -> [String: [Node]] {
      var overrides: [String: [Node]] = [:]
      var index = range.lowerBound
      while index < range.upperBound {
        let kind = tokens[index].kind
        if kind == .block {
          let own = blockIndentation[index] ?? enclosingIndentation
          overrides[tokens[index].name] = nodes(in: index + 1..<partner[index], enclosingIndentation: own)
        }
        if kind == .section || kind == .inverted || kind == .parent || kind == .block {
          index = partner[index]
        }
        index += 1
      }
      return overrides
    }

    /// The text of `token` with `indentation` removed from the start of each
    /// of its lines (as much of it as the line has).
    private func textRemoving(_ indentation: [UInt8], from token: Token) -> [UInt8] {
      let text = bytes[token.start..<token.end]
      guard !indentation.isEmpty else { return Array(text) }
      var result: [UInt8] = []
      result.reserveCapacity(text.count)
      var index = token.start
      var atLineStart = index == 0 || bytes[index - 1] == UInt8(ascii: "\n")
      while index < token.end {
        if atLineStart {
          var matched = 0
          while matched < indentation.count, index < token.end, bytes[index] == indentation[matched] {
            matched += 1
            index += 1
          }
          atLineStart = false
          continue
        }
        result.append(bytes[index])
        atLineStart = bytes[index] == UInt8(ascii: "\n")
        index += 1
      }
      return result
    }

    private func name(_ token: Token) -> Name {
      Self.name(token.name)
    }

    private static func name(_ text: String) -> Name {
      Name(keys: text == "." ? [] : text.split(separator: ".").map(String.init), text: text)
    }

    private func reference(_ token: Token) -> Reference {
      token.name.hasPrefix("*") ? .dynamic(Self.name(String(token.name.dropFirst()))) : .named(token.name)
    }

    private func error(_ reason: MustacheError.Reason, at token: Token) -> MustacheError {
      MustacheError(reason, template: template, line: token.line, column: token.column)
    }
  }
}
