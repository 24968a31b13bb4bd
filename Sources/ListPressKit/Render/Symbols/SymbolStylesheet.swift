/// The icon file: CSS that paints every `span[data-symbol]` with its
/// symbol, as a mask over the element's background colour, so a symbol takes
/// the tint of wherever it sits and follows dark mode.
///
/// Each symbol is a `data:` URL in a custom property, one rule per name, so a
/// page references a symbol by name and never repeats its drawing per row.
/// Masks from `data:` URLs work for pages opened from `file://`, where an
/// external sprite (`<use href="icons.svg#star">`) or a mask file would be
/// refused as a cross-origin load. A symbol ListPress does not know keeps the
/// first rule's neutral placeholder, a dashed rounded square.
public enum SymbolStylesheet {
  /// The CSS for `names` (every symbol of the catalog when nil), in the
  /// catalog's order, so the same names always give the same bytes.
  public static func css(for names: Set<String>? = nil, catalog: SymbolCatalog = .shared) -> String {
    var css = """
      /* Symbols: shapes from Bootstrap Icons (MIT licence, Copyright (c) 2019-2021 The Bootstrap Authors). */
      [data-symbol] {
        --lp-symbol: \(url(placeholderSVG));
        -webkit-mask: var(--lp-symbol) center / contain no-repeat content-box;
        mask: var(--lp-symbol) center / contain no-repeat content-box;
      }

      """
    for name in catalog.names where names?.contains(name) ?? true {
      guard let symbol = catalog.symbol(named: name) else { continue }
      css += "[data-symbol=\"\(name)\"]{--lp-symbol:\(url(svg(symbol)))}\n"
    }
    return css
  }

  /// The CSS of every symbol of the shared catalog, made once per process.
  public static let all = css()

  /// The `data-symbol` name that paints `name`: the name itself, or the
  /// outline symbol standing in for a `.fill` name the catalog lacks.
  public static func drawnName(for name: String, catalog: SymbolCatalog = .shared) -> String {
    catalog.resolvedSymbol(for: name)?.name ?? name
  }

  private static let placeholderSVG =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect x='2' y='2' width='12' height='12' rx='3' "
    + "fill='none' stroke='black' stroke-width='1.2' stroke-dasharray='2 1.5'/></svg>"

  private static func svg(_ symbol: Symbol) -> String {
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='\(symbol.viewBox)'>"
      + symbol.body.replacingQuotes() + "</svg>"
  }

  /// A quoted CSS `url()` of `svg` as a `data:` URL, percent-encoding what
  /// would end the string or the URL early.
  private static func url(_ svg: String) -> String {
    var encoded: [UInt8] = Array("url(\"data:image/svg+xml,".utf8)
    encoded.reserveCapacity(svg.utf8.count + 64)
    for byte in svg.utf8 {
      switch byte {
      case UInt8(ascii: "%"): encoded += "%25".utf8
      case UInt8(ascii: "#"): encoded += "%23".utf8
      case UInt8(ascii: "\""): encoded += "%22".utf8
      case UInt8(ascii: "<"): encoded += "%3C".utf8
      case UInt8(ascii: ">"): encoded += "%3E".utf8
      case UInt8(ascii: "\\"): encoded += "%5C".utf8
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): encoded.append(UInt8(ascii: " "))
      default: encoded.append(byte)
      }
    }
    encoded += "\")".utf8
    return String(decoding: encoded, as: UTF8.self)
  }
}

extension String {
  /// The text with double quotes turned into single ones, for SVG attribute
  /// values inside a double-quoted CSS string.
  fileprivate func replacingQuotes() -> String {
    String(unicodeScalars.map { $0 == "\"" ? "'" : Character($0) })
  }
}
