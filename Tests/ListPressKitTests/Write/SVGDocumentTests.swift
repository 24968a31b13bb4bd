import Foundation
@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild
import Testing

/// What `SVGDocument` lets through unchanged, and what it refuses and why.
@Suite struct SVGDocumentTests {
  private static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"

  @Test(arguments: [
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- Made by hand -->\n"
      + "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"1\"/></svg>\n",
    open + "<style><![CDATA[ rect { fill: red } ]]></style><a href=\"https://example.org/\"><text>A &amp; B &#x263A;</text></a></svg>",
    open + "<use href=\"shapes.svg#star\"/><use xlink:href=\"#a\"/><image href=\"data:image/png;base64,AAAA\"/></svg>",
    open + "<animate attributeName=\"opacity\" to=\"0\"/><set attributeName=\"fill\" to=\"red\"/></svg>",
    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\">"
      + "<metadata><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/></metadata><inkscape:grid/></svg>",
    "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:circle r=\"1\"/></svg:svg>",
  ])
  func harmlessDocumentsPass(text: String) {
    #expect(SVGDocument.rootIsSVG(Array(text.utf8)))
    #expect(SVGDocument.verdict(on: Array(text.utf8)) == .harmless)
  }

  @Test(arguments: [
    (open + "<script>alert(1)</script></svg>", "it has a 'script' element", 1),
    (open + "\n<svg:script xmlns:svg=\"http://www.w3.org/2000/svg\">alert(1)</svg:script></svg>", "it has a 'svg:script' element", 2),
    (open + "<SCRIPT>alert(1)</SCRIPT></svg>", "it has a 'SCRIPT' element", 1),
    (open + "<x:script xmlns:x=\"urn:other\"/></svg>", "it has a 'x:script' element", 1),
    (open + "<foreignObject><p>hi</p></foreignObject></svg>", "it has a 'foreignObject' element", 1),
    (open + "<handler type=\"application/ecmascript\"/></svg>", "it has a 'handler' element", 1),
    (open + "<h:iframe xmlns:h=\"http://www.w3.org/1999/xhtml\"/></svg>", "it has the HTML element 'h:iframe'", 1),
    (open + "<g xmlns=\"http://www.w3.org/1999/xhtml\"/></svg>", "it has the HTML element 'g'", 1),
    (open + "<iframe/></svg>", "it has the element 'iframe', which is not one of SVG's harmless elements", 1),
    ("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>", "it has the event-handler attribute 'onload'", 1),
    (open + "<rect ONCLICK=\"x\"/></svg>", "it has the event-handler attribute 'ONCLICK'", 1),
    (open + "<rect ev:onclick=\"x\"/></svg>", "it has the event-handler attribute 'ev:onclick'", 1),
    (open + "<a href=\"javascript:alert(1)\"/></svg>", "its attribute 'href' contains 'javascript:'", 1),
    (open + "<a xlink:href=\"&#106;ava&#x09;Script&#58;alert(1)\"/></svg>", "its attribute 'xlink:href' contains 'javascript:'", 1),
    (open + "<a href=\" JAVA\nSCRIPT:x\"/></svg>", "its attribute 'href' contains 'javascript:'", 1),
    (open + "<a href=\"vbscript:x\"/></svg>", "its attribute 'href' contains 'vbscript:'", 1),
    (open + "<set attributeName=\"href\" to=\"javascript:alert(1)\"/></svg>", "it animates the attribute 'href'", 1),
    (open + "<animate attributeName=\"xlink:href\" values=\"#a;#b\"/></svg>", "it animates the attribute 'href'", 1),
    (open + "<set attributeName=\"onclick\" to=\"x\"/></svg>", "it animates the attribute 'onclick'", 1),
    (open + "<image href=\"data:image/svg+xml,&lt;svg onload=alert(1)&gt;\"/></svg>",
     "its attribute 'href' is a 'data:' address that is not a PNG, JPEG, GIF, WebP or AVIF image", 1),
    (open + "<a href=\"data:text/html,x\"/></svg>", "its attribute 'href' is a 'data:' address that is not a PNG, JPEG, GIF, WebP or AVIF image", 1),
    (open + "<style>a { background: url(java<![CDATA[script:x]]>) }</style></svg>", "its text contains 'javascript:'", 1),
    ("<!DOCTYPE svg [<!ENTITY x \"&#60;script&#62;\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>",
     "its document type declares entities or attributes (an internal subset)", 1),
    ("<!DOCTYPE svg [<!ATTLIST svg onload CDATA \"alert(1)\">]><svg xmlns=\"http://www.w3.org/2000/svg\"/>",
     "its document type declares entities or attributes (an internal subset)", 1),
    (open + "&x;</svg>", "it uses the entity '&x;', which is not one of XML's own", 1),
    (open + "&#0;</svg>", "the reference '&#0;' is not a character XML allows", 1),
    ("<?xml-stylesheet type=\"text/xsl\" href=\"x.xsl\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>",
     "it has a processing instruction, which can apply a style sheet or transformation", 1),
    ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>",
     "its encoding 'utf-16' is not UTF-8, ASCII, ISO-8859-1 or windows-1252", 1),
    (open + "<g></svg>", "an end tag does not match the element it closes", 1),
    (open + "<rect width=1/></svg>", "an attribute value is not quoted", 1),
    (open + "</svg><script/>", "it has content after its root element", 1),
    (open + "<g>\u{1}</g></svg>", "it contains a control character", 1),
    (open + "<!-- a -- b --></svg>", "a comment is not well-formed", 1),
    (open + "<p:rect/></svg>", "the element 'p:rect' has an undeclared prefix", 1),
  ])
  func dangerousOrUnreadableDocumentsAreRefused(text: String, reason: String, line: Int) {
    #expect(SVGDocument.verdict(on: Array(text.utf8)) == .refused(reason: reason, line: line))
  }

  /// Bytes that are not UTF-8 are refused, unless the declaration names a
  /// single-byte encoding.
  @Test func encodingsAreReadAsDeclared() {
    let invalid = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"\n wi".utf8) + [0xFF, 0xFF] + Array("dth=\"1\"/>".utf8)
    #expect(SVGDocument.verdict(on: invalid) == .refused(reason: "it is not valid UTF-8", line: 2))
    let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><desc>".utf8)
      + [0xE9] + Array("</desc></svg>".utf8)
    #expect(SVGDocument.verdict(on: latin1) == .harmless)
  }

  @Test(arguments: [
    "<html><svg/></html>", "<svgx/>", "text <svg/>", "", "<?xml version=\"1.0\"?>", "<!-- <svg> -->",
  ])
  func aDocumentWhoseRootIsNotSVGIsNotAnSVG(text: String) {
    #expect(!SVGDocument.rootIsSVG(Array(text.utf8)))
  }

  /// Every 40th of Debian's Bootstrap Icons, as found on the machine.
  static let bootstrapIcons: [String] = {
    let folder = "/usr/share/bootstrap-icons/svg"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".svg") }.sorted() ?? []
    return names.enumerated().filter { $0.offset % 40 == 0 }.map { folder + "/" + $0.element }
  }()

  /// Real icons are published byte for byte: copied into a site, and
  /// embedded in a standalone page as the same bytes.
  @Test(.enabled(if: !bootstrapIcons.isEmpty, "needs Debian's bootstrap-icons"), arguments: bootstrapIcons)
  func bootstrapIconsPassUnchanged(path: String) throws {
    let icon = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(SVGDocument.rootIsSVG(icon))
    #expect(SVGDocument.verdict(on: icon) == .harmless)
    let folder = try TemporaryFolder()
    try folder.write(bytes: icon, to: "in/icon.svg")
    try folder.write("---\nitems: [{ text: A, image: icon.svg }, { text: B, image: icon.svg }]\n---\n", to: "in/list.md")
    let report = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(report.diagnostics.isEmpty)
    #expect(try folder.bytes(at: "out/icon.svg") == icon)
    let standalone = try #require(ListPress.render(file: folder.path + "/in/list.md", format: .standalone).html)
    #expect(standalone.contains("content:url(\"data:image/svg+xml;base64,\(Data(icon).base64EncodedString())\")"))
  }
}
