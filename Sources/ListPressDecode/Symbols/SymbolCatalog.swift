import ListPressTemplates
import ListPressDiagnostics

/// The symbols ListPress can draw for `symbol:NAME` images: SF Symbol names
/// mapped onto Bootstrap Icons (`docs/symbols.md` lists them).
public struct SymbolCatalog: Sendable {
  /// The catalog of the sprite built into ListPress, read once per process.
  public static let shared = SymbolCatalog(sprite: BuiltInTemplates.symbolSprite)

  private static let fillSuffix = ".fill"

  private let symbolsByName: [String: Symbol]

  /// Every name the catalog knows, in alphabetical order.
  public let names: [String]

  /// The catalog of a sprite in the format `Scripts/generate-symbols.py`
  /// writes; when a name appears twice, the first symbol counts.
  init(sprite: String) {
    let symbols = SymbolSprite.symbols(in: sprite)
    symbolsByName = Dictionary(symbols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    names = symbolsByName.keys.sorted()
  }

  /// The symbol with exactly this SF Symbol name, if the catalog has one.
  public func symbol(named name: String) -> Symbol? {
    symbolsByName[name]
  }

  /// The symbol to draw for `name`: the one of that name or, for a `.fill`
  /// name the catalog lacks, the outline symbol of the name without `.fill`,
  /// marked approximate (an outline star drawn for `star.fill` is the right
  /// picture in the wrong style). The result's `name` is the symbol's own,
  /// so a sprite reference to it works. Nil for any other name.
  public func resolvedSymbol(for name: String) -> Symbol? {
    if let symbol = symbolsByName[name] { return symbol }
    let outlineName = String(name.dropLast(Self.fillSuffix.count))
    guard name.hasSuffix(Self.fillSuffix), !outlineName.hasSuffix(Self.fillSuffix),
      let outline = symbolsByName[outlineName]
    else { return nil }
    return Symbol(name: outline.name, viewBox: outline.viewBox, body: outline.body, isApproximate: true)
  }

  /// A known name that `name` is probably a misspelling of, for a
  /// did-you-mean message; nil when `name` is known or nothing is close.
  ///
  /// Symbols are named by meaning, first word first (`star.circle.fill` is
  /// a star, in a circle, filled), so a name is matched by its words before
  /// its letters: among the symbols of its first word (or, when that word
  /// is misspelt, of the nearest known first word), the one that shares
  /// the most of its other words, then the fewest edits away
  /// (`star.circle.fill` → `star.fill`, not `stop.circle.fill`). A name
  /// whose first word no symbol has is matched by edits alone.
  public func suggestion(for name: String) -> String? {
    guard symbolsByName[name] == nil else { return nil }
    let words = name.split(separator: ".").map(String.init)
    guard let first = words.first else { return nil }
    let firstWords = Set(names.map { String($0.prefix { $0 != "." }) })
    let base = firstWords.contains(first) ? first : Suggestion.closest(to: first, among: firstWords.sorted())
    guard let base else { return Suggestion.closest(to: name, among: names) }
    let family = names.filter { $0 == base || $0.hasPrefix(base + ".") }
    let wanted = Set(words.dropFirst())
    func rank(_ candidate: String) -> (Int, Int, String) {
      let shared = Set(candidate.split(separator: ".").dropFirst().map(String.init)).intersection(wanted).count
      return (-shared, Suggestion.editDistance(name, candidate), candidate)
    }
    return family.min { rank($0) < rank($1) }
  }
}
