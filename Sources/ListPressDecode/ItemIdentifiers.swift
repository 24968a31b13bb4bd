import ListPressDiagnostics

/// The identifiers of one file's sections and items: explicit ones are
/// claimed as they are read, and items without one get a slug of their text
/// once every explicit identifier of the file is known.
///
/// Sections and items share one set because both become anchors on the
/// same page. The page also holds ids that ListPress makes from them
/// (`lp-actions-ID`, the menu of an item's swipe actions), all starting with
/// ``reservedPrefix``: an explicit id may not start with it, and a generated
/// one that would is given `item-` in front, so that no two elements of a
/// page share an id.
package struct ItemIdentifiers {
  /// How every id that ListPress makes on a page starts.
  package static let reservedPrefix = "lp-"

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
    let slug = Self.slug(text)
    let base = slug.hasPrefix(Self.reservedPrefix) ? "item-" + slug : slug
    if taken.insert(base).inserted { return base }
    var suffix = nextSuffix[base] ?? 2
    var candidate: String
    repeat {
      candidate = "\(base)-\(suffix)"
      suffix += 1
    } while !taken.insert(candidate).inserted
    nextSuffix[base] = suffix
    return candidate
  }

  /// The slug of `text`: lowercased, letters and digits kept (in any
  /// script), every other run of characters turned into one `-`, with no
  /// `-` at either end; `item` when nothing is left.
  static func slug(_ text: String) -> String {
    let slug = asciiSlug(text) ?? characterSlug(text)
    return slug.isEmpty ? "item" : slug
  }

  /// The slug of an ASCII `text`, made byte by byte; nil when `text` is not
  /// ASCII. Among ASCII characters the letters are exactly `A`–`Z` and
  /// `a`–`z` and the numbers exactly `0`–`9`, so this gives what
  /// `characterSlug` gives, without looking up Unicode properties for every
  /// character of every item's text.
  static func asciiSlug(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      // Every byte written stands for at least one byte of `text`.
      return String(unsafeUninitializedCapacity: utf8.count) { slug in
        var count = 0
        var pendingSeparator = false
        for byte in utf8 {
          let kept: UInt8
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept = byte
          case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + (UInt8(ascii: "a") - UInt8(ascii: "A"))
          default:
            pendingSeparator = true
            continue
          }
          if pendingSeparator && count > 0 {
            slug[count] = UInt8(ascii: "-")
            count += 1
          }
          pendingSeparator = false
          slug[count] = kept
          count += 1
        }
        return count
      }
    }
  }

  /// The slug of any `text`, character by character (empty when nothing is
  /// left).
  static func characterSlug(_ text: String) -> String {
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
    return slug
  }

  /// Whether `id` is acceptable as an explicit identifier; the reason when not.
  static func validate(_ id: String) throws(InvalidValue) {
    if id.isEmpty {
      throw InvalidValue("invalid id ''; an id must not be empty")
    }
    if id.contains(where: \.isWhitespace) {
      throw InvalidValue("invalid id '\(id)'; an id must not contain whitespace")
    }
    if id.hasPrefix(reservedPrefix) {
      throw InvalidValue(
        "invalid id '\(id)'; ids starting with '\(reservedPrefix)' are reserved for the ids ListPress makes, "
          + "such as 'lp-actions-ID' for the menu of an item's swipe actions")
    }
  }
}
