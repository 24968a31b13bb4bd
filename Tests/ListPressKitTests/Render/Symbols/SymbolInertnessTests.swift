import ListPressKit
import ListPressTemplates
import Testing

/// The sprite goes into pages as it is, so it must only draw: no scripts, no
/// event handlers, no links to anything outside it.
@Suite struct SymbolInertnessTests {
  /// A `<path>`, `<circle>` or `<rect>` element whose attributes are
  /// geometry, with numbers and path commands for values.
  private static let shape =
    #"<(?:path|circle|rect)(?: (?:d|fill-rule|cx|cy|r|x|y|width|height|rx|transform)="[-0-9A-Za-z .,()]*")*/>"#

  /// A body is a run of shapes; runs of them may sit in a `<g>` that strokes
  /// their edges in the current colour (an outline drawn bolder) and sets
  /// nothing else.
  private static var shapes: Regex<AnyRegexOutput> {
    try! Regex(#"(?:(?:\#(shape))+|<g stroke="currentColor" stroke-width="[0-9.]+" stroke-linejoin="round">(?:\#(shape))+</g>)+"#)
  }

  private static var eventHandler: Regex<Substring> { #/(?i)\bon[a-z]+\s*=/# }

  @Test func bodiesAreShapesWithGeometryOnly() {
    let catalog = SymbolCatalog.shared
    for name in catalog.names {
      let body = catalog.symbol(named: name)?.body ?? ""
      #expect(body.wholeMatch(of: Self.shapes) != nil, "\(name): \(body)")
    }
  }

  @Test func spriteHasNoActiveContent() {
    let sprite = BuiltInTemplates.symbolSprite
    let lowered = sprite.lowercased()
    for marker in ["<script", "href", "<style", "style=", "<foreignobject", "url(", "javascript:", "<!entity", "<?"] {
      #expect(!lowered.contains(marker), "the sprite contains '\(marker)'")
    }
    #expect(sprite.firstMatch(of: Self.eventHandler) == nil)
  }

  @Test func spritePaintsWithTheCurrentColorOnly() {
    let sprite = BuiltInTemplates.symbolSprite
    for attribute in ["fill=", "class=", "color="] {
      #expect(!sprite.contains(attribute), "the sprite sets '\(attribute)'")
    }
    let strokes = sprite.matches(of: #/stroke="([^"]*)"/#).map { String($0.output.1) }
    #expect(!strokes.isEmpty, "no outline is drawn bolder")
    #expect(strokes.allSatisfy { $0 == "currentColor" }, "the sprite strokes with \(Set(strokes))")
  }
}
