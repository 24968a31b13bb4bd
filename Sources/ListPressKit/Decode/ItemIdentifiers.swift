/// The identifiers of one file's sections and items: explicit ones are
/// claimed as they are read, and items without one get a slug of their text
/// once every explicit identifier of the file is known.
///
/// Sections and items share one set because both become anchors on the
/// same page.
struct ItemIdentifiers {
  /// Where each explicit identifier was first written.
  private var explicitPositions: [String: TextPosition] = [:]
  /// Every identifier in use, explicit or generated.
  private var taken: Set<String> = []
  /// For each slug already handed out, the next numeric suffix to try, so
  /// that many items with the same text cost no more than one each.
  private var nextSuffix: [String: Int] = [:]

  /// The identifier an item carries while decoding until one is generated
  /// for it; never a valid explicit identifier, which is not empty.
  static let pending = ""

  /// Claims an explicit identifier written at `position`. Returns where it
  /// was first claimed when it is already taken.
  mutating func claim(_ id: String, at position: TextPosition) -> TextPosition? {
    if let earlier = explicitPositions[id] { return earlier }
    explicitPositions[id] = position
    taken.insert(id)
    return nil
  }

  /// A new identifier for an item with `text`: its slug, or the slug with
  /// the first free suffix `-2`, `-3`... Call it after every explicit
  /// identifier of the file is claimed.
  mutating func generate(from text: String) -> String {
    let base = Self.slug(text)
    var candidate = base
    var suffix = nextSuffix[base] ?? 2
    while taken.contains(candidate) {
      candidate = "\(base)-\(suffix)"
      suffix += 1
    }
    nextSuffix[base] = suffix
    taken.insert(candidate)
    return candidate
  }

  /// The slug of `text`: lowercased, letters and digits kept (in any
  /// script), every other run of characters turned into one `-`, with no
  /// `-` at either end; `item` when nothing is left.
  static func slug(_ text: String) -> String {
    var slug = ""
    var pendingSeparator = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingSeparator && !slug.isEmpty { slug.append("-") }
        pendingSeparator = false
        slug.append(character)
      } else {
        pendingSeparator = true
      }
    }
    return slug.isEmpty ? "item" : slug
  }

  /// Whether `id` is acceptable as an explicit identifier; the reason when not.
  static func validate(_ id: String) throws(InvalidValue) {
    if id.isEmpty {
      throw InvalidValue("invalid id ''; an id must not be empty")
    }
    if id.contains(where: \.isWhitespace) {
      throw InvalidValue("invalid id '\(id)'; an id must not contain whitespace")
    }
  }
}
