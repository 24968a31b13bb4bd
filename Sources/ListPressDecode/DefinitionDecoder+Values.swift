import ListPressDiagnostics
import ListPressLoad

/// Typed reads of single values: each returns `nil` after reporting when the
/// node does not hold what the contract asks for.
extension DefinitionDecoder {
  /// Any non-null scalar, as written (`text: 42` is the text `42`).
  mutating func string(_ node: YAMLNode, for key: String) -> String? {
    if let scalar = node.scalar, scalar.value != .null {
      return scalar.text
    }
    reportMismatch(expected: "a string", for: key, found: node)
    return nil
  }

  /// A string of Markdown, of at most ``MarkdownLimits/maximumDescriptionBytes``.
  mutating func markdown(_ node: YAMLNode, for key: String) -> String? {
    guard let text = string(node, for: key) else { return nil }
    let size = text.utf8.count
    let limit = MarkdownLimits.maximumDescriptionBytes
    guard size <= limit else {
      diagnostics.error(
        "'\(key)' has \(size) bytes of Markdown, more than \(limit) (\(MarkdownLimits.describe(limit))), the limit",
        at: node.position)
      return nil
    }
    return text
  }

  /// A boolean, `true` or `false`. YAML 1.1's `yes`, `no`, `on` and `off`
  /// are strings in YAML 1.2 and are refused with a note saying so.
  mutating func bool(_ node: YAMLNode, for key: String) -> Bool? {
    if case .bool(let value)? = node.scalar?.value {
      return value
    }
    var notes: [Diagnostic] = []
    if let scalar = node.scalar, case .string(let text) = scalar.value {
      let lowered = text.lowercased()
      if scalar.style == .plain, ["yes", "no", "on", "off", "y", "n", "true", "false"].contains(lowered) {
        notes.append(diagnostics.note("'\(text)' is a string in YAML 1.2; write true or false", at: node.position))
      } else if scalar.style != .plain, ["true", "false"].contains(lowered) {
        notes.append(diagnostics.note("a quoted '\(text)' is a string; write true or false without quotes", at: node.position))
      }
    }
    reportMismatch(expected: "a boolean", for: key, found: node, notes: notes)
    return nil
  }

  /// A finite number of points, zero or more: an integer or a decimal.
  mutating func length(_ node: YAMLNode, for key: String) -> Double? {
    let number: Double
    switch node.scalar?.value {
    case .int(let value)?: number = Double(value)
    case .double(let value)?: number = value
    default:
      reportMismatch(expected: "a number", for: key, found: node)
      return nil
    }
    guard number.isFinite else {
      diagnostics.error("expected a finite number for '\(key)', found \(node.scalar!.text)", at: node.position)
      return nil
    }
    guard number >= 0 else {
      diagnostics.error("expected zero or a positive number for '\(key)', found \(node.scalar!.text)", at: node.position)
      return nil
    }
    return number
  }

  /// One of a content configuration's spacings (`imageToTextPadding`,
  /// `textToSecondaryTextVerticalPadding`, `textToSecondaryTextHorizontalPadding`),
  /// named `key`, on the page or an item.
  mutating func spacing(_ key: String, _ node: YAMLNode, into spacing: inout ContentSpacing) {
    if key == "directionalLayoutMargins" {
      spacing.directionalLayoutMargins = edgeInsets(node, for: key)
      return
    }
    guard let property = ContentSpacing.property(named: key) else { return }
    spacing[keyPath: property] = length(node, for: key)
  }

  /// Directional insets: a map of `top`, `leading`, `bottom` and
  /// `trailing`, each a number of points.
  private mutating func edgeInsets(_ node: YAMLNode, for key: String) -> DirectionalEdgeInsets? {
    guard let pairs = mapping(node, for: key) else { return nil }
    var insets = DirectionalEdgeInsets()
    for pair in pairs {
      guard let edge: EdgeKey = self.key(of: pair, in: key) else { continue }
      let value = length(pair.value, for: edge.rawValue)
      switch edge {
      case .top: insets.top = value
      case .leading: insets.leading = value
      case .bottom: insets.bottom = value
      case .trailing: insets.trailing = value
      }
    }
    return insets
  }

  /// A whole number of 1 or more.
  mutating func count(_ node: YAMLNode, for key: String) -> Int? {
    guard case .int(let value)? = node.scalar?.value else {
      if case .double? = node.scalar?.value {
        diagnostics.error("expected an integer for '\(key)', found \(node.scalar!.text)", at: node.position)
      } else {
        reportMismatch(expected: "an integer", for: key, found: node)
      }
      return nil
    }
    guard value >= 1 else {
      diagnostics.error("expected an integer of 1 or more for '\(key)', found \(value)", at: node.position)
      return nil
    }
    return value
  }

  /// One word of a closed set, such as an appearance; `name` says what the
  /// word is in messages (`unknown appearance 'insetgrouped'`).
  mutating func word<Word: Vocabulary>(_ node: YAMLNode, named name: String, for key: String) -> Word? {
    guard let text = string(node, for: key) else { return nil }
    if let word = Word(word: text) {
      return word
    }
    report(.unknown("\(name) '\(text)'", word: text, candidates: Word.words), at: node.position)
    return nil
  }

  /// A colour (docs/format.md, "Colors").
  mutating func color(_ node: YAMLNode, for key: String) -> ListColor? {
    if node.scalar?.value == .null {
      let note = diagnostics.note(
        "in YAML a '#' after a space starts a comment; quote hex colors, as in \(key): \"#FF9500\"",
        at: node.position
      )
      reportMismatch(expected: "a color", for: key, found: node, notes: [note])
      return nil
    }
    guard let text = string(node, for: key) else { return nil }
    do {
      return try ColorNotation.color(from: text)
    } catch {
      report(error, at: node.position)
      return nil
    }
  }

  /// An image: a relative path, an `https:` URL or `symbol:NAME`. A symbol
  /// name ListPress cannot draw is a warning: the page still builds, with a
  /// neutral placeholder in the symbol's place.
  mutating func image(_ node: YAMLNode, for key: String) -> ImageSource? {
    guard let text = string(node, for: key) else { return nil }
    do {
      let source = try ImageReference.source(from: text, at: node.position)
      if case .symbol(let name) = source, SymbolCatalog.shared.resolvedSymbol(for: name) == nil {
        warnUnknownSymbol(name, at: node.position)
      }
      return source
    } catch {
      report(error, at: node.position)
      return nil
    }
  }

  private mutating func warnUnknownSymbol(_ name: String, at position: TextPosition) {
    let fallback = "it is drawn as a placeholder; docs/symbols.md lists the symbols ListPress draws"
    if let suggestion = SymbolCatalog.shared.suggestion(for: name) {
      diagnostics.warning("unknown symbol '\(name)'; did you mean '\(suggestion)'?", at: position)
    } else {
      diagnostics.warning("unknown symbol '\(name)'; \(fallback)", at: position)
    }
  }

  /// An image that must be a symbol, for accessories and swipe actions;
  /// `owner` names what shows it (`a swipe action`).
  mutating func symbol(_ node: YAMLNode, for key: String, shownBy owner: String) -> ImageSource? {
    guard let source = image(node, for: key) else { return nil }
    guard case .symbol = source else {
      diagnostics.error(
        "expected 'symbol:NAME' for '\(key)', found '\(node.scalar!.text)'; \(owner) shows symbols only",
        at: node.position
      )
      return nil
    }
    return source
  }

  /// An item's `link`, refusing schemes that run code and, unless unsafe
  /// links are allowed, schemes beyond the web, mail and phone.
  mutating func link(_ node: YAMLNode, for key: String) -> String? {
    guard let link = string(node, for: key) else { return nil }
    do {
      try LinkSafety.check(link, allowsUnsafeLinks: allowsUnsafeLinks)
      return link
    } catch {
      report(error, at: node.position)
      return nil
    }
  }

  /// An explicit section or item identifier, claimed for the file.
  mutating func identifier(_ node: YAMLNode, for key: String) -> String? {
    guard let id = wellFormedIdentifier(node, for: key) else { return nil }
    if let first = identifiers.claim(id, at: node.position) {
      diagnostics.error(
        "duplicate id '\(id)'; ids must be unique within the file",
        at: node.position,
        notes: [diagnostics.note("'\(id)' is first used here", at: first)]
      )
      return nil
    }
    return id
  }
}

extension DefinitionDecoder {
  /// An identifier that an id may be (not empty, no whitespace, not under
  /// the prefix of the ids ListPress makes), not claimed for the file.
  mutating func wellFormedIdentifier(_ node: YAMLNode, for key: String) -> String? {
    guard let id = string(node, for: key) else { return nil }
    do {
      try ItemIdentifiers.validate(id)
    } catch {
      report(error, at: node.position)
      return nil
    }
    return id
  }
}

extension ContentSpacing {
  /// The spacing a definition's key names, as UIKit names it.
  static func property(named key: String) -> WritableKeyPath<ContentSpacing, Double?>? {
    switch key {
    case "imageToTextPadding": \.imageToTextPadding
    case "textToSecondaryTextVerticalPadding": \.textToSecondaryTextVerticalPadding
    case "textToSecondaryTextHorizontalPadding": \.textToSecondaryTextHorizontalPadding
    default: nil
    }
  }
}

/// The edges of directional insets.
enum EdgeKey: String, Vocabulary {
  static let lookup = WordTable<Self>()

  case top, leading, bottom, trailing
}
