import Foundation

/// The harness page: every example of both builds (`Design`) in a frame of
/// exactly 390 and 820 CSS px, and the measuring script with the requests of
/// the expectation tables. `--dump-dom` renders at one fixed width whatever
/// the window size, so each width is a frame of its own; one launch measures
/// every page of both builds at both widths.
enum Harness {
  /// The file name of the harness page, written in the folder holding both sites.
  static let fileName = "_browser-harness.html"

  /// The harness page for `expectations` (request `id` = index in the array).
  static func page(for expectations: [Expectation]) throws -> String {
    let requests = expectations.enumerated().map { index, expectation in
      Request(
        id: index, design: expectation.build.rawValue, page: expectation.page.rawValue, selector: expectation.selector,
        metric: expectation.metric)
    }
    let json = String(decoding: try JSONEncoder().encode(requests), as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
    let frames = Design.allCases.flatMap { design in
      ExamplePage.allCases.flatMap { page in
        Width.allCases.map { width in
          """
          <iframe data-design="\(design.rawValue)" data-page="\(page.rawValue)" data-width="\(width.rawValue)" \
          src="\(design.siteFolder)/\(page.rawValue)" width="\(width.rawValue)" height="\(width.height)"></iframe>
          """
        }
      }
    }
    return """
      <!doctype html>
      <html lang="en">
      <head><meta charset="utf-8"><title>ListPress browser harness</title>
      <style>body { margin: 0 } iframe { display: block; border: 0 }</style></head>
      <body>
      \(frames.joined(separator: "\n"))
      <pre id="results"></pre>
      <script>
      const requests = \(json);
      \(MeasuringScript.source)
      </script>
      </body>
      </html>

      """
  }

  /// A JavaScript promise of the JSON the script writes into `<pre id="results">`
  /// once every frame has loaded, for a browser driven through WebDriver.
  static let results = """
    new Promise(resolve => {
      const results = document.getElementById('results');
      const look = () => results.textContent ? resolve(results.textContent) : setTimeout(look, 50);
      look();
    })
    """

  /// The JSON the script wrote into `<pre id="results">` of the dumped DOM.
  static func resultsJSON(fromDumpedDOM dom: String) throws -> String {
    guard let start = dom.range(of: "<pre id=\"results\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw HarnessError.noResults(String(dom.prefix(500))) }
    let text = String(dom[start.upperBound..<end.lowerBound])
    guard !text.isEmpty else { throw HarnessError.noResults("the measuring script wrote nothing (did every frame load?)") }
    return unescapingHTML(text)
  }

  /// `--dump-dom` serialises the text of `pre` with `&`, `<`, `>` escaped.
  private static func unescapingHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
  }

  enum HarnessError: Error, CustomStringConvertible {
    case noResults(String)

    var description: String {
      switch self {
      case .noResults(let detail): "the harness page has no results: \(detail)"
      }
    }
  }

  /// One measurement asked of the script.
  private struct Request: Encodable {
    let id: Int
    let design: String
    let page: String
    let selector: String
    let metric: Metric
  }

  /// What the script found.
  struct Report: Decodable, Sendable {
    /// What each frame turned out to be.
    let frames: [Frame]
    /// The samples of each request in each frame of its page.
    let results: [Result]
  }

  struct Frame: Decodable, Sendable {
    let design: String
    let page: String
    let width: Int
    let clientWidth: Double
    let devicePixelRatio: Double
    let dark: Bool
    let increasedContrast: Bool
    let classes: String
  }

  struct Result: Decodable, Sendable {
    let id: Int
    let design: String
    let page: String
    let width: Int
    let samples: [Sample]
    let error: String?
  }

  struct Sample: Decodable, Sendable {
    let label: String
    let value: Value
  }

  /// A measured value.
  enum Value: Decodable, Sendable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case flag(Bool)
    case color(RGBA, backdrop: RGBA)
    case nothing

    private struct ColorSample: Decodable {
      let rgba: [Double]
      let backdrop: [Double]
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .nothing
      } else if let flag = try? container.decode(Bool.self) {
        self = .flag(flag)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .text(text)
      } else {
        let color = try container.decode(ColorSample.self)
        guard color.rgba.count == 4, color.backdrop.count == 3 else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "malformed colour sample")
        }
        self = .color(
          RGBA(color.rgba[0], color.rgba[1], color.rgba[2], color.rgba[3]),
          backdrop: RGBA(color.backdrop[0], color.backdrop[1], color.backdrop[2]))
      }
    }

    var description: String {
      switch self {
      case .number(let number): "\((number * 100).rounded() / 100)"
      case .text(let text): "\"\(text)\""
      case .flag(let flag): "\(flag)"
      case .color(let color, _): color.description
      case .nothing: "nothing"
      }
    }
  }
}

extension Metric: Encodable {
  private enum Key: String, CodingKey {
    case kind, property, edge, from, of, aspect
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .style(let property):
      try container.encode("style", forKey: .kind)
      try container.encode(property, forKey: .property)
    case .color(let property):
      try container.encode("color", forKey: .kind)
      try container.encode(property, forKey: .property)
    case .backdrop:
      try container.encode("backdrop", forKey: .kind)
    case .inset(let edge, let from):
      try container.encode("inset", forKey: .kind)
      try container.encode(edge.rawValue, forKey: .edge)
      try container.encodeIfPresent(from, forKey: .from)
    case .contentInset(let edge, let from):
      try container.encode("contentInset", forKey: .kind)
      try container.encode(edge.rawValue, forKey: .edge)
      try container.encode(from, forKey: .from)
    case .height:
      try container.encode("height", forKey: .kind)
    case .renderedUppercase:
      try container.encode("renderedUppercase", forKey: .kind)
    case .pinned:
      try container.encode("pinned", forKey: .kind)
    case .side(let of):
      try container.encode("side", forKey: .kind)
      try container.encode(of, forKey: .of)
    case .separators(let aspect):
      try container.encode("separators", forKey: .kind)
      try container.encode(aspect.rawValue, forKey: .aspect)
    case .edgeLine(let edge, let aspect):
      try container.encode("edgeLine", forKey: .kind)
      try container.encode(edge.rawValue, forKey: .edge)
      try container.encode(aspect.rawValue, forKey: .aspect)
    case .cornerRadius:
      try container.encode("cornerRadius", forKey: .kind)
    case .cornerShape:
      try container.encode("cornerShape", forKey: .kind)
    case .capsuleShortfall:
      try container.encode("capsuleShortfall", forKey: .kind)
    case .gapToNextSibling:
      try container.encode("gapToNextSibling", forKey: .kind)
    }
  }
}
