import Foundation
import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

/// The Content Security Policy of every kind of document: where its meta
/// element is, what it allows, and that the hashes of a standalone page's
/// inline elements are those of the texts in the page.
@Suite struct ContentSecurityPolicyTests {
  private typealias Support = TemplateTestSupport
  private static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>"

  /// The policy of a page that links to its script and stylesheet.
  static let linkedPagePolicy =
    "default-src 'none'; script-src 'self' file:; style-src 'self' file:; style-src-attr 'unsafe-inline'; "
    + "img-src 'self' file: data: https:; base-uri 'none'; form-action 'none'"

  /// The sample definition, with its image, in a fresh folder.
  private func definition() throws -> (folder: TemporaryFolder, file: String) {
    let folder = try TemporaryFolder()
    try folder.write(Support.groceries, to: "lists/groceries.md")
    try folder.write(Self.svg, to: "lists/images/apple.svg")
    return (folder, folder.path + "/lists/groceries.md")
  }

  private func render(_ format: PageFormat, baseURL: String? = nil, templates: TemplateSet = .builtIn) throws -> String {
    let (folder, file) = try definition()
    let (html, diagnostics) = withExtendedLifetime(folder) {
      ListPress.render(file: file, format: format, templates: templates, baseURL: baseURL)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(html)
  }

  /// The text of the inline `<tag>` element of `html`, between its tags.
  private func inlineText(of tag: String, in html: String) throws -> String {
    let start = try #require(html.range(of: "<\(tag)>"))
    let end = try #require(html.range(of: "</\(tag)>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  /// The sources of `directive` in `policy`, or `nil` without it.
  private func sources(of directive: String, in policy: String) -> [String]? {
    policy.split(separator: ";").map { $0.split(separator: " ").map(String.init) }
      .first { $0.first == directive }.map { Array($0.dropFirst()) }
  }

  /// `'sha256-…'` for `text`, computed apart from the policy's own code.
  private func hashSource(of text: String) -> String {
    "'sha256-" + Data(SHA256(ofText: text).bytes).base64EncodedString() + "'"
  }

  @Test func aPageAllowsOnlyWhatItLinksTo() throws {
    let html = try render(.page)
    #expect(SecurityPolicy.of(html) == [Self.linkedPagePolicy])
  }

  @Test func theMetaElementComesFirstInTheHead() throws {
    for html in [try render(.page), try render(.standalone)] {
      #expect(html.contains("<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\""))
      let meta = try #require(html.offset(of: "http-equiv=\"Content-Security-Policy\""))
      for element in ["<style", "<link", "<script", "<img", "<base"] {
        #expect(html.offset(of: element).map { meta < $0 } ?? true, "\(element) before the policy")
      }
    }
  }

  @Test func aStandalonePageAllowsItsOwnInlineScriptAndStylesByHash() throws {
    let html = try render(.standalone)
    let policy = try #require(SecurityPolicy.of(html).first)
    #expect(sources(of: "script-src", in: policy) == [hashSource(of: try inlineText(of: "script", in: html))])
    #expect(sources(of: "style-src", in: policy) == [hashSource(of: try inlineText(of: "style", in: html))])
    #expect(html.occurrences(of: "<script") == 1 && html.occurrences(of: "<style") == 1)
    // Nothing linked: no 'self' for scripts and styles.
    #expect(policy.contains("script-src 'sha256-") && !policy.contains("script-src 'self'"))
  }

  @Test func hashesMatchTheTextTheBrowserParses() throws {
    // A script written with Windows line endings: the HTML parser turns every
    // CR LF and lone CR into LF before the hash is checked.
    let folder = try TemporaryFolder()
    try folder.write("'use strict';\r\nwindow.a = 1;\rwindow.b = 2;\r\n", to: "listpress.js")
    let html = try render(.standalone, templates: try Support.templates(in: folder.path))
    let text = try inlineText(of: "script", in: html)
    #expect(text.contains("\r\n"))
    let parsed = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    let policy = try #require(SecurityPolicy.of(html).first)
    #expect(sources(of: "script-src", in: policy) == [hashSource(of: parsed)])
    #expect(ContentSecurityPolicy.parsedText("a\0b\r\r\nc") == "a\u{FFFD}b\n\nc")
  }

  @Test func noPolicyAllowsInlineOrEvaluatedScript() throws {
    for html in [try render(.page), try render(.standalone), try render(.page, baseURL: "https://example.org/")] {
      let policy = try #require(SecurityPolicy.of(html).first)
      #expect(!policy.contains("unsafe-eval") && !policy.contains("unsafe-hashes") && !policy.contains("strict-dynamic"))
      #expect(policy.occurrences(of: "'unsafe-inline'") == 1)
      #expect(sources(of: "style-src-attr", in: policy) == ["'unsafe-inline'"])
      #expect(sources(of: "default-src", in: policy) == ["'none'"])
    }
  }

  @Test func aBaseURLsOriginMayServeTheLinkedFiles() throws {
    let html = try render(.page, baseURL: "https://Example.org:8443/lists")
    #expect(html.contains("<script src=\"https://Example.org:8443/lists/\(siteScript)\" defer>"))
    let policy = try #require(SecurityPolicy.of(html).first)
    #expect(sources(of: "script-src", in: policy) == ["'self'", "file:", "https://example.org:8443"])
    #expect(sources(of: "style-src", in: policy) == ["'self'", "file:", "https://example.org:8443"])
    // A standalone page links to nothing under it.
    let standalone = try #require(SecurityPolicy.of(try render(.standalone, baseURL: "https://example.org/")).first)
    #expect(!standalone.contains("example.org"))
  }

  @Test(arguments: [
    ("https://example.org/lists/", "https://example.org"),
    ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
    ("HTTPS://CDN.Example.org", "https://cdn.example.org"),
    ("//cdn.example.org/lists/", "cdn.example.org"),
    ("/lists/", nil),
    ("lists/", nil),
    ("ftp://example.org/", nil),
    ("javascript:alert(1)//", nil),
    ("https://exa'mple.org/", nil),
    ("https://[::1]:8080/", nil),
    ("https://example.org;script-src *", nil),
  ] as [(String, String?)])
  func theOriginOfABaseURL(baseURL: String, origin: String?) {
    #expect(ContentSecurityPolicy.origin(of: baseURL) == origin)
  }

  @Test func everyDocumentOfASiteCarriesOnePolicyButFragmentsNone() throws {
    let (folder, _) = try definition()
    let output = folder.path + "/site"
    let report = ListPress.build(
      inputs: [folder.path + "/lists"], options: BuildOptions(outputDirectory: output, jobs: 1, writesGallery: true))
    #expect(!report.failed, "\(report.diagnostics)")
    let pages = try folder.listing("site").filter { $0.hasSuffix(".html") }
    #expect(pages.count == 35, "\(pages)")  // index, page, review, 4 design, 3 text size, 20 appearance and 5 states variants
    for page in pages {
      let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      let policies = SecurityPolicy.of(html)
      if page.hasSuffix(".review.html") {
        #expect(
          policies == [
            "default-src 'none'; script-src 'self' file:; style-src 'self' file:; frame-src 'self' file:; base-uri 'none'; form-action 'none'"
          ])
      } else {
        #expect(policies == [Self.linkedPagePolicy], "\(page)")
      }
    }
    #expect(!(try render(.fragment)).contains("Content-Security-Policy"))
  }

  @Test func aSiteReplacesThePolicyByItsBlock() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {{<layout}}
      {{$securityPolicy}}
      <meta http-equiv="Content-Security-Policy" content="{{{contentSecurityPolicy}}}; connect-src https://api.example.org">
      {{/securityPolicy}}
      {{/layout}}
      """, to: "page.mustache")
    let html = try render(.page, templates: try Support.templates(in: folder.path))
    #expect(SecurityPolicy.of(html) == [Self.linkedPagePolicy + "; connect-src https://api.example.org"])
  }
}

/// Reads policies out of built pages.
enum SecurityPolicy {
  /// The `content` of every Content Security Policy meta element of `html`.
  static func of(_ html: String) -> [String] {
    html.matches(of: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/).map { String($0.1) }
  }
}
