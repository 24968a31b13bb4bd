import ListPressDecode

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
    var rules: [UInt8] = []
    rules.reserveCapacity(names == nil ? 512 * 1024 : 4096)
    rules += """
      /* Symbols: shapes from Bootstrap Icons (MIT licence, Copyright (c) 2019-2021 The Bootstrap Authors). */
      [data-symbol] {
        --lp-symbol: 
      """.utf8
    appendURL(of: [placeholderSVG], to: &rules)
    rules += """
      ;
        -webkit-mask: var(--lp-symbol) center / contain no-repeat content-box;
        mask: var(--lp-symbol) center / contain no-repeat content-box;
      }

      """.utf8
    for name in catalog.names where names?.contains(name) ?? true {
      guard let symbol = catalog.symbol(named: name) else { continue }
      rules.append("[data-symbol=\"")
      rules.append(utf8Of: name)
      rules.append("\"]{--lp-symbol:")
      appendURL(ofSVGWithViewBox: symbol.viewBox, body: symbol.body, to: &rules)
      rules.append("}\n")
    }
    return String(decoding: rules, as: UTF8.self)
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

  /// Appends the `url()` of an SVG drawing of `body` in `viewBox`, its
  /// double quotes turned into single ones, as they sit inside a
  /// double-quoted CSS string.
  private static func appendURL(ofSVGWithViewBox viewBox: String, body: String, to css: inout [UInt8]) {
    appendURL(of: ["<svg xmlns='http://www.w3.org/2000/svg' viewBox='", viewBox, "'>", body, "</svg>"], to: &css)
  }

  /// What replaces `byte` in a symbol's `data:` URL, or `nil` for a byte
  /// that stands for itself.
  @inline(__always)
  private static func urlEncoding(of byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "%"): "%25"
    case UInt8(ascii: "#"): "%23"
    case UInt8(ascii: "\""): "'"
    case UInt8(ascii: "<"): "%3C"
    case UInt8(ascii: ">"): "%3E"
    case UInt8(ascii: "\\"): "%5C"
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): " "
    default: nil
    }
  }

  /// Appends a quoted CSS `url()` of the SVG made of `parts` as a `data:`
  /// URL, percent-encoding what would end the URL early and turning double
  /// quotes, which would end the CSS string, into single ones (SVG
  /// attributes take either).
  private static func appendURL(of parts: [String], to css: inout [UInt8]) {
    css.append("url(\"data:image/svg+xml,")
    for part in parts {
      part.forEachRun(
        splittingAt: { urlEncoding(of: $0) != nil }, run: { css.append(contentsOf: $0) },
        special: { css.append(urlEncoding(of: $0)!) })
    }
    css.append("\")")
  }

}
