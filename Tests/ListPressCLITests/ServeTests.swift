import Foundation
import Testing

/// `listpress serve`, run as a process on a port the system chooses
/// (`--port 0`) and asked over HTTP as a browser would. No step waits
/// for a time: each waits for a line, a response or an event, bounded by
/// `HelperTimeLimit`, and fails saying what did not come.
@Suite struct ServeTests {
  /// A site of two definitions, one in a subfolder, served from `site`.
  private final class Served {
    let folder: TemporaryFolder
    let running: RunningBinary
    let http: LoopbackHTTP

    init(_ extraArguments: [String] = []) throws {
      folder = try TemporaryFolder()
      try folder.write(SampleDefinition.party, to: "lists/party.md")
      try folder.write("---\ntitle: Guide\nitems: [{ text: Read me }]\n---\n", to: "lists/guides/guide.md")
      running = try RunningBinary(["serve", folder.path + "/lists", "-o", folder.path + "/site", "--port", "0"] + extraArguments)
      let line = try #require(running.line(startingWith: "serving "), "no 'serving' line: \(running.printedOutput)")
      let port = try #require(
        line.firstMatch(of: /http:\/\/127\.0\.0\.1:([0-9]+)\//).flatMap { UInt16($0.1) }, "no URL in '\(line)'")
      http = LoopbackHTTP(port: port)
    }

    /// Writes `text` to the definition of the party page.
    func writeParty(_ text: String) throws {
      try folder.write(text, to: "lists/party.md")
    }
  }

  @Test func printsTheURLAfterTheFirstBuild() throws {
    let served = try Served()
    #expect(served.running.line(startingWith: "watching for changes") != nil, "\(served.running.printedOutput)")
    let lines = served.running.printedOutput.split(separator: "\n")
    #expect(lines.count >= 3 && lines[0].hasPrefix("wrote 2 pages"), "\(served.running.printedOutput)")
    #expect(lines.count >= 3 && lines[1] == "serving \(served.folder.path)/site at http://127.0.0.1:\(served.http.port)/")
    #expect(lines.count >= 3 && lines[2] == "watching for changes; press Ctrl-C to stop")
  }

  @Test(arguments: [
    ("/party.html", "text/html; charset=utf-8"),
    ("/", "text/html; charset=utf-8"),
    ("/guides/guide.html", "text/html; charset=utf-8"),
  ])
  func servesPagesWithTheReloadScriptAndTheirPolicy(path: String, type: String) throws {
    let served = try Served()
    let response = try served.http.request("GET", path)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == type)
    #expect(response.headers["cache-control"] == "no-store")
    #expect(response.body.contains("<script>new EventSource(\"/_listpress/events\")"))
    let policy = try #require(
      response.body.firstMatch(of: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/).map { String($0.1) })
    #expect(policy.contains("default-src 'none'"))
    #expect(policy.contains(/script-src 'self' file: 'sha256-[A-Za-z0-9+\/]+=*'/), "\(policy)")
    #expect(policy.contains("connect-src 'self'"), "\(policy)")
    // The files written stay as `build` writes them, ready to deploy.
    let file = path.hasSuffix("/") ? path + "index.html" : path
    let written = try String(contentsOfFile: served.folder.path + "/site" + file, encoding: .utf8)
    #expect(!written.contains("EventSource") && !written.contains("connect-src"))
  }

  /// The shared stylesheet and script, by the names the build gave them.
  @Test(arguments: [("css", "text/css; charset=utf-8"), ("js", "text/javascript; charset=utf-8")])
  func servesTheSharedFilesAsTheyAre(fileExtension: String, type: String) throws {
    let served = try Served()
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: served.folder.path + "/site").first {
        $0.hasSuffix("." + fileExtension)
      })
    let response = try served.http.request("GET", "/" + name)
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == type)
    #expect(response.headers["cache-control"] == "no-store")
    let written = try String(contentsOfFile: served.folder.path + "/site/" + name, encoding: .utf8)
    #expect(response.body == written)
  }

  @Test func headAnswersWithTheHeadersAlone() throws {
    let served = try Served()
    let get = try served.http.request("GET", "/party.html")
    let head = try served.http.request("HEAD", "/party.html")
    #expect(head.status == 200)
    #expect(head.headers["content-type"] == "text/html; charset=utf-8")
    #expect(head.headers["content-length"] == String(get.body.utf8.count))
    #expect(head.body.isEmpty)
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
  func answersOnlyGetAndHead(method: String) throws {
    let served = try Served()
    let response = try served.http.request(method, "/party.html")
    #expect(response.status == 405)
    #expect(response.headers["allow"] == "GET, HEAD")
  }

  /// Nothing outside the output folder is served, however the path is
  /// written, nor hidden files, nor a listing of a folder.
  @Test(arguments: [
    "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/%2e%2e/etc/passwd", "/guides/../../secret.txt",
    "/guides/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/link-out.txt", "/folder-out/secret.txt",
    "/.listpress-manifest", "/guides/", "/nothing.html",
  ])
  func refusesWhatIsNotAFileInsideTheOutputFolder(path: String) throws {
    let served = try Served()
    try served.folder.write("the secret\n", to: "secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: served.folder.path + "/site/link-out.txt", withDestinationPath: served.folder.path + "/secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: served.folder.path + "/site/folder-out", withDestinationPath: served.folder.path)
    let response = try served.http.request("GET", path)
    #expect(response.status == 404, "\(response.body)")
    #expect(!response.body.contains("the secret") && !response.body.contains("root:"))
  }

  @Test func aFolderWithoutItsSlashIsRedirected() throws {
    let served = try Served()
    try served.folder.write("<!DOCTYPE html><title>Guides</title>\n", to: "site/guides/index.html")
    let redirect = try served.http.request("GET", "/guides")
    #expect(redirect.status == 301)
    #expect(redirect.headers["location"] == "/guides/")
    #expect(try served.http.request("GET", "/guides/").status == 200)
  }

  /// Editing a definition tells the open pages to reload; breaking it
  /// shows its diagnostics at the page's URL, as the terminal prints them;
  /// fixing it brings the list back.
  @Test func reloadsAfterChangesAndShowsErrorsUntilTheyAreFixed() throws {
    let served = try Served()
    let events = try served.http.events("/_listpress/events")
    try events.waitForEvent("ready")
    #expect(events.received.contains("content-type: text/event-stream") || events.received.contains("Content-Type: text/event-stream"))

    try served.writeParty(SampleDefinition.party.replacingOccurrences(of: "Tifa", with: "Aerith"))
    try events.waitForEvent("reload", count: 1)
    #expect(try served.http.request("GET", "/party.html").body.contains("Aerith"))

    try served.writeParty("---\ntitle: Party\nappearance: insetgrouped\nitems:\n  - text: <b>One</b>\n---\n")
    try events.waitForEvent("reload", count: 2)
    let broken = try served.http.request("GET", "/party.html")
    #expect(broken.status == 200)
    #expect(broken.headers["content-type"] == "text/html; charset=utf-8")
    let file = served.folder.path + "/lists/party.md"
    #expect(broken.body.contains("<li>\(file):3:13: error: "), "\(broken.body)")
    #expect(broken.body.contains("&#39;insetgrouped&#39;"), "\(broken.body)")
    #expect(broken.body.contains("<script>new EventSource("), "the error page reloads by itself too")
    #expect(!broken.body.contains("Aerith"))

    try served.writeParty(SampleDefinition.party)
    try events.waitForEvent("reload", count: 3)
    let fixed = try served.http.request("GET", "/party.html")
    #expect(fixed.status == 200)
    #expect(fixed.body.contains("Tifa") && !fixed.body.contains("error:"))
    #expect(served.running.interrupt() == 0)
  }

  /// A template that fails every page shows its errors at the pages'
  /// URLs, and the pages come back once it is fixed.
  @Test func showsTemplateErrorsAtTheMissingPages() throws {
    let folder = try TemporaryFolder()
    try folder.write(SampleDefinition.party, to: "lists/party.md")
    let template = try folder.write(TemplateFixtures.unparsable, to: "templates/page.mustache")
    let running = try RunningBinary(
      ["serve", folder.path + "/lists", "-o", folder.path + "/site", "--port", "0", "--templates", folder.path + "/templates"])
    let line = try #require(running.line(startingWith: "serving "), "no 'serving' line: \(running.printedOutput)")
    let port = try #require(line.firstMatch(of: /:([0-9]+)\//).flatMap { UInt16($0.1) }, "no URL in '\(line)'")
    let http = LoopbackHTTP(port: port)
    let events = try http.events("/_listpress/events")
    try events.waitForEvent("ready")
    let broken = try http.request("GET", "/party.html")
    #expect(broken.status == 200)
    #expect(broken.body.contains("<li>\(template):\(TemplateFixtures.unparsableErrorPosition): error: "), "\(broken.body)")

    try folder.write("{{<layout}}{{/layout}}\n", to: "templates/page.mustache")
    try events.waitForEvent("reload")
    let fixed = try http.request("GET", "/party.html")
    #expect(fixed.status == 200)
    #expect(fixed.body.contains("Tifa") && !fixed.body.contains("error:"), "\(fixed.body)")
    #expect(running.interrupt() == 0)
  }

  /// Ctrl-C ends the event streams and the process, with status 0.
  @Test func stopsCleanlyOnCtrlCWithAPageOpen() throws {
    let served = try Served()
    let events = try served.http.events("/_listpress/events")
    try events.waitForEvent("ready")
    #expect(served.running.interrupt() == 0, "\(served.running.printedOutput)")
  }

  /// A port another program listens on is skipped for the next free one.
  @Test func movesToTheNextPortWhenItsPortIsTaken() throws {
    let folder = try TemporaryFolder()
    try folder.write(SampleDefinition.party, to: "party.md")
    let first = try RunningBinary(["serve", folder.path + "/party.md", "-o", folder.path + "/one", "--port", "0"])
    let line = try #require(first.line(startingWith: "serving "), "\(first.printedOutput)")
    let port = try #require(line.firstMatch(of: /:([0-9]+)\//).flatMap { Int($0.1) })
    let second = try RunningBinary(["serve", folder.path + "/party.md", "-o", folder.path + "/two", "--port", "\(port)"])
    let moved = try #require(second.line(startingWith: "serving "), "\(second.printedOutput)")
    #expect(moved.contains("(port \(port) is taken)"), "\(moved)")
    #expect(!moved.contains(":\(port)/"), "\(moved)")
    #expect(second.interrupt() == 0)
    #expect(first.interrupt() == 0)
  }
}
