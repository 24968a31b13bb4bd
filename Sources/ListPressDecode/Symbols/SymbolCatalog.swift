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
  public func suggestion(for name: String) -> String? {
    guard symbolsByName[name] == nil else { return nil }
    return Suggestion.closest(to: name, among: names)
  }
}
