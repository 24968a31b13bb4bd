import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import ListPressKit

/// Runs one input through `SVGDocument`, and when it calls the input a
/// harmless SVG, reads it again with libxml2 (through `XMLParser`), the XML
/// parser browsers are built on or like, and checks what must then hold:
/// no `script`, `handler` or `foreignObject` element and no element of the
/// XHTML namespace; no attribute whose local name starts with `on`; no
/// `javascript:` or `vbscript:` in an attribute value or in text, with
/// entities decoded (by libxml2) and spaces and controls removed; no
/// processing instruction and no entity declaration.
enum SVGProbe {
  static func run(_ bytes: [UInt8]) {
    let claimsSVG = SVGDocument.rootIsSVG(bytes)
    // Any bytes go through the verdict: it must not crash on any of them.
    guard SVGDocument.verdict(on: bytes) == .harmless else { return }
    precondition(claimsSVG, "a harmless SVG whose root is not svg")
    let observer = Observer()
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    parser.delegate = observer
    _ = parser.parse()
    if let finding = observer.finding {
      preconditionFailure("SVGDocument let through \(finding)")
    }
  }

  /// Collects the first thing libxml2 reports that could run script.
  private final class Observer: NSObject, XMLParserDelegate {
    var finding: String?
    private var text = SchemeWindow()

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let local = elementName.split(separator: ":").last.map { $0.lowercased() } ?? ""
      if ["script", "handler", "foreignobject"].contains(local) { note("the element \(elementName)") }
      if namespaceURI == "http://www.w3.org/1999/xhtml" { note("the HTML element \(elementName)") }
      for (name, value) in attributes {
        if (name.split(separator: ":").last ?? "").lowercased().hasPrefix("on") { note("the attribute \(name)") }
        var window = SchemeWindow()
        for byte in value.utf8 { window.append(byte) }
        if let scheme = window.found { note("\(scheme) in the attribute \(name)") }
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      for byte in string.utf8 { text.append(byte) }
      if let scheme = text.found { note("\(scheme) in text") }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      for byte in CDATABlock { text.append(byte) }
      if let scheme = text.found { note("\(scheme) in text") }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
      note("the processing instruction \(target)")
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      note("the entity declaration \(name)")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
      note("the entity declaration \(name)")
    }

    private func note(_ what: String) {
      if finding == nil { finding = what }
    }
  }

  /// The last letters seen, lowercased, without spaces and controls: the
  /// probe's own reading of a script scheme, kept apart from the one it checks.
  private struct SchemeWindow {
    private var letters: [UInt8] = []
    private(set) var found: String?

    mutating func append(_ byte: UInt8) {
      guard byte > 0x20, byte != 0x7F else { return }
      letters.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      if letters.count > 16 { letters.removeFirst() }
      let tail = String(decoding: letters, as: UTF8.self)
      if found == nil, let scheme = ["javascript:", "vbscript:"].first(where: tail.hasSuffix) { found = scheme }
    }
  }
}
