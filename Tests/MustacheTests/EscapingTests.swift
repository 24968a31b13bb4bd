import Mustache
import Testing

@Suite struct EscapingTests {
  private let value: MustacheValue = ["text": "<a href=\"x\">Tom & Jerry's</a>", "count": -3]

  @Test func doubleMustacheEscapesTheFiveHTMLCharacters() throws {
    let output = try Template("{{text}}").render(value)
    #expect(output == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
  }

  @Test(arguments: ["{{{text}}}", "{{&text}}", "{{& text }}"])
  func tripleMustacheAndAmpersandNeverEscape(source: String) throws {
    #expect(try Template(source).render(value) == "<a href=\"x\">Tom & Jerry's</a>")
    let custom = RenderOptions(escaping: .custom { _ in "ESCAPED" })
    #expect(try Template(source).render(value, options: custom) == "<a href=\"x\">Tom & Jerry's</a>")
  }

  @Test func escapingPreservesNonASCIIText() throws {
    #expect(try Template("{{.}}").render("héllo → <ü>") == "héllo → &lt;ü&gt;")
  }

  @Test func noEscapingForPlainText() throws {
    let options = RenderOptions(escaping: .none)
    #expect(try Template("{{text}}").render(value, options: options) == "<a href=\"x\">Tom & Jerry's</a>")
  }

  @Test func customEscapingAppliesToEveryDoubleMustache() throws {
    let options = RenderOptions(escaping: .custom { $0.replacingAll("&", with: "\\&") })
    #expect(
      try Template("{{text}} {{count}}").render(value, options: options) == "<a href=\"x\">Tom \\& Jerry's</a> -3")
  }

  @Test func templateTextIsNeverEscaped() throws {
    #expect(try Template("<b>&amp;</b>").render() == "<b>&amp;</b>")
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
