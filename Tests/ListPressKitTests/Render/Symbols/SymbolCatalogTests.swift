import ListPressKit
import Testing

@Suite struct SymbolCatalogTests {
  private let catalog = SymbolCatalog.shared

  /// The names of the icon survey (`icons.md`), of the symbol brief and of
  /// the examples.
  static let namesInUse = [
    "star", "star.fill", "heart", "music.mic", "car", "car.fill", "airplane", "tram.fill",
    "cloud.rain", "headphones", "hifispeaker", "hifispeaker.fill", "tornado", "hurricane",
    "tropicalstorm", "snow", "person", "person.crop.circle", "folder", "trash", "trash.fill",
    "gear", "bell", "envelope", "envelope.open", "envelope.badge", "house", "chevron.right",
    "checkmark", "plus.circle.fill", "minus.circle.fill", "line.3.horizontal", "info.circle",
    "music.note", "music.note.list", "music.note.house", "waveform", "tray.fill", "sun.max.fill",
    "square.stack", "play.circle", "pin.fill", "person.2.fill", "paintbrush.fill", "newspaper",
    "leaf.fill", "flag", "flag.fill", "ellipsis.circle", "doc.text", "clock", "archivebox.fill",
  ]

  @Test(arguments: namesInUse)
  func knowsTheNamesInUse(name: String) throws {
    let symbol = try #require(catalog.symbol(named: name))
    #expect(symbol.name == name)
  }

  @Test func marksStandInsAsApproximate() throws {
    #expect(try #require(catalog.symbol(named: "music.mic")).isApproximate)
    #expect(try #require(catalog.symbol(named: "star.fill")).isApproximate == false)
  }

  @Test func namesAreSortedAndUnique() {
    #expect(catalog.names == catalog.names.sorted())
    #expect(Set(catalog.names).count == catalog.names.count)
    #expect(catalog.names.count > 250)
  }

  @Test func everySymbolHasCoordinatesAndShapes() {
    for name in catalog.names {
      let symbol = catalog.symbol(named: name)
      #expect(symbol?.viewBox == "0 0 16 16", "\(name)")
      #expect(symbol?.body.isEmpty == false, "\(name)")
    }
  }

  @Test func unknownNamesHaveNoSymbol() {
    #expect(catalog.symbol(named: "no.such.symbol") == nil)
    #expect(catalog.symbol(named: "") == nil)
    #expect(catalog.symbol(named: "Star.Fill") == nil)
  }

  @Test func suggestsTheNameMeant() {
    #expect(catalog.suggestion(for: "star.fil") == "star.fill")
    #expect(catalog.suggestion(for: "hearts") == "heart")
    #expect(catalog.suggestion(for: "Trash.Fill") == "trash.fill")
  }

  /// A name is matched by its words before its letters: its first word's
  /// symbols (or, when the first word is misspelt, the nearest first
  /// word's), the one sharing most of its other words first (issue 18,
  /// item 8: 'star.circle.fill' suggested 'stop.circle.fill').
  @Test(arguments: [
    ("star.circle.fill", "star.fill"),
    ("persn.fill", "person.fill"),
    ("person.crop.circle.fill", "person.crop.circle"),
    ("stop.circle.fil", "stop.circle.fill"),
  ])
  func suggestsBySharedWordsFirst(written: String, expected: String) {
    #expect(catalog.suggestion(for: written) == expected)
  }

  @Test func suggestsNothingForKnownOrFarNames() {
    #expect(catalog.suggestion(for: "star.fill") == nil)
    #expect(catalog.suggestion(for: "zebra.crossing.lights") == nil)
  }

  @Test func drawsAMissingFilledSymbolWithItsOutlineAsAStandIn() throws {
    #expect(catalog.symbol(named: "newspaper.fill") == nil)
    let symbol = try #require(catalog.resolvedSymbol(for: "newspaper.fill"))
    let outline = try #require(catalog.symbol(named: "newspaper"))
    #expect(symbol.name == "newspaper")
    #expect(symbol.body == outline.body)
    #expect(symbol.isApproximate)
  }

  @Test func resolvesKnownNamesToThemselves() {
    #expect(catalog.resolvedSymbol(for: "star.fill") == catalog.symbol(named: "star.fill"))
    #expect(catalog.resolvedSymbol(for: "music.mic") == catalog.symbol(named: "music.mic"))
  }

  @Test(arguments: ["no.such.symbol.fill", ".fill", "no.such.symbol", "star.fill.fill"])
  func resolvesNothingElse(name: String) {
    #expect(catalog.resolvedSymbol(for: name) == nil)
  }
}
