import ListPressKit
import Testing

@testable import ListPressCLI
@testable import ListPressServe

/// The parts of `listpress serve` that need no server: which request paths
/// can lead anywhere, the policy the reload script is added to, the
/// content types, and the options.
@Suite struct PreviewServerPartsTests {
  @Test(arguments: [
    ("/", [String]()), ("/party.html", ["party.html"]), ("/guides/", ["guides"]),
    ("/guides/guide.html", ["guides", "guide.html"]),
  ])
  func soundPathsGiveTheirNames(path: String, names: [String]) {
    #expect(RequestTarget.components(of: path) == names)
  }

  @Test(arguments: [
    "", "party.html", "/..", "/../x", "/a/../x", "/a/./x", "/a//x", "/.listpress-manifest", "/a/.git/config",
    "/a\u{0}b",
  ])
  func pathsThatCouldLeaveTheFolderLeadNowhere(path: String) {
    #expect(RequestTarget.components(of: path) == nil)
  }

  @Test func theReloadScriptIsAllowedByItsHashAndItsStreamBySelf() {
    let hash = ContentSecurityPolicy.hashSource(of: ReloadScript.text)
    #expect(
      ReloadScript.allowing("default-src 'none'; script-src 'self' file:; img-src data:")
        == "default-src 'none'; script-src 'self' file: \(hash); img-src data:; connect-src 'self'")
    // A policy without script-src keeps what default-src allowed scripts.
    #expect(
      ReloadScript.allowing("default-src 'self'; style-src 'self'")
        == "default-src 'self'; style-src 'self'; script-src 'self' \(hash); connect-src 'self' 'self'")
    #expect(ReloadScript.allowing("default-src 'none'") == "default-src 'none'; script-src \(hash); connect-src 'self'")
  }

  @Test func theScriptGoesBeforeTheEndOfTheHead() {
    let page = "<html><head><title>T</title></head><body><p>x</p></body></html>"
    #expect(
      ReloadScript.injected(into: page)
        == "<html><head><title>T</title>\(ReloadScript.element)</head><body><p>x</p></body></html>")
  }

  /// The error page prints each diagnostic as the terminal does, its
  /// path and message escaped, and carries the reload script.
  @Test func theErrorPageEscapesWhatItShows() {
    let diagnostic = Diagnostic(
      .error, at: SourceLocation(file: "lists/<b>.md", line: 3, column: 13), "bad <script>alert(1)</script> & 'x'")
    let page = ErrorPage.html(source: "lists/<b>.md", diagnostics: [diagnostic])
    #expect(page.contains("<title>Errors in lists/&lt;b&gt;.md</title>"))
    #expect(
      page.contains(
        "<li>lists/&lt;b&gt;.md:3:13: error: bad &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;x&#39;</li>"))
    #expect(!page.contains("<script>alert"))
    #expect(page.contains(ReloadScript.element))
  }

  @Test(arguments: [
    ("a.html", "text/html; charset=utf-8"), ("a.css", "text/css; charset=utf-8"),
    ("a.js", "text/javascript; charset=utf-8"), ("a.svg", "image/svg+xml"), ("a.PNG", "image/png"),
    ("a.jpg", "image/jpeg"), ("a.jpeg", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
    ("a.avif", "image/avif"), ("a.json", "application/json"), ("a.ico", "image/vnd.microsoft.icon"),
    ("a.txt", "text/plain; charset=utf-8"), ("a", "application/octet-stream"), (".html", "application/octet-stream"),
    ("a.unknown", "application/octet-stream"),
  ])
  func contentTypesFollowTheExtension(path: String, type: String) {
    #expect(ContentType.of("/site/" + path) == type)
  }

  @Test(arguments: [
    (["serve", "--port", "65536"], "invalid value '65536' for '--port <port>'; expected a port number from 0 to 65535"),
    (["serve", "--port", "-1"], "missing value for '--port <port>'"),
    (["serve", "--port", "http"], "invalid value 'http' for '--port <port>'; expected a port number from 0 to 65535"),
    (
      ["serve", "--bind", "localhost"],
      "invalid value 'localhost' for '--bind <address>'; expected an IPv4 or IPv6 address, such as 127.0.0.1 or ::1"
    ),
  ])
  func wrongOptionsAreUsageErrors(arguments: [String], message: String) {
    let result = CommandLineRun(arguments)
    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("error: \(message)\nusage: listpress serve "), "\(result.errors)")
  }

  @Test func serveReadsTheCurrentFolderByDefault() throws {
    let command = try ArgumentParser.parse(["serve", "--port", "0", "--bind", "::1", "--open"])
    guard case .serve(let inputs, _, let preview) = command else {
      Issue.record("not serve: \(command)")
      return
    }
    #expect(inputs == ["."])
    #expect(preview == PreviewSettings(address: "::1", port: 0, opensBrowser: true))
  }
}
