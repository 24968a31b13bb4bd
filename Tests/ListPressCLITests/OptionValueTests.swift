import ListPressKit
import Testing

@testable import ListPressCLI

/// The values `--base-url`, `-o`, `--templates` and `--jobs` accept; every
/// other value is a usage error, with exit status 2.
@Suite struct OptionValueTests {
  @Test(arguments: [
    "https://example.org", "http://example.org/lists/", "HTTPS://Example.org:8443/lists", "https://example.org/a%20b/",
    "https://[::1]:8080/lists", "https://example.org/~ada/(lists)", "/", "/lists", "/lists/2024/",
  ])
  func acceptsHTTPURLsAndPathsFromTheRoot(url: String) throws {
    #expect(try ArgumentParser.parse(["build", "x", "--base-url", url]) == .build(inputs: ["x"], options: BuildOptions(baseURL: url)))
  }

  private static let expected =
    "expected an 'https:' or 'http:' URL such as 'https://example.org/lists', or a path that starts with '/'"

  @Test(arguments: [
    ("lists/", expected),
    ("example.org/lists", expected),
    ("javascript:alert(1)", "the scheme 'javascript:' is not accepted; \(expected)"),
    ("ftp://example.org/", "the scheme 'ftp:' is not accepted; \(expected)"),
    ("file:///srv/site/", "the scheme 'file:' is not accepted; \(expected)"),
    ("data:text/html,x", "the scheme 'data:' is not accepted; \(expected)"),
    ("https:example.org", expected),
    ("https://", "it has no host; \(expected)"),
    ("https:///lists", "it has no host; \(expected)"),
    ("https://:80/lists", "it has no host; \(expected)"),
    ("https://ada:secret@example.org/", "a base URL carries no user name or password ('user:password@')"),
    ("https://token@example.org/", "a base URL carries no user name or password ('user:password@')"),
    ("https://example.org:http/", "the port 'http' is not a number"),
    ("https://example.org:/", "the port '' is not a number"),
    ("https://example.org/lists?v=2", "a base URL has no query ('?') or fragment ('#')"),
    ("https://example.org/lists#top", "a base URL has no query ('?') or fragment ('#')"),
    ("/lists?x", "a base URL has no query ('?') or fragment ('#')"),
    ("//example.org/lists", "write the scheme, as in 'https://example.org/lists', or a path on the site's host such as '/lists/'"),
    ("https://example.org/my lists", "it contains a space, which a URL holds only percent-encoded"),
    ("https://example.org/\"><script>", "it contains '\"' (U+0022), which a URL holds only percent-encoded"),
    ("https://example.org/\\lists", "it contains '\\' (U+005C), which a URL holds only percent-encoded"),
    ("https://example.org/\u{1B}[31m", "it contains U+001B, which a URL holds only percent-encoded"),
    ("https://example.org/\nx", "it contains U+000A, which a URL holds only percent-encoded"),
    ("https://example.org/\u{202E}x", "it contains U+202E, which a URL holds only percent-encoded"),
    ("https://example.org/été", "it contains 'é' (U+00E9), which a URL holds only percent-encoded"),
  ])
  func refusesEveryOtherBaseURL(url: String, reason: String) {
    for subcommand in [Subcommand.build, .gallery, .render] {
      let input = subcommand == .render ? "a.md" : "x"
      #expect(throws: UsageError("invalid value '\(url)' for '--base-url <url>': \(reason)", subcommand: subcommand)) {
        try ArgumentParser.parse([subcommand.rawValue, input, "--base-url", url])
      }
    }
  }

  @Test(arguments: [
    (["build", "x", "-o", ""], "empty value for '--output <dir>'", Subcommand.build),
    (["gallery", "x", "--output", ""], "empty value for '--output <dir>'", .gallery),
    (["check", "x", "--templates", ""], "empty value for '--templates <dir>'", .check),
    (["build", "x", "--base-url", ""], "empty value for '--base-url <url>'", .build),
    (["build", "x", "--base-url="], "missing value for '--base-url <url>'", .build),
  ])
  func refusesEmptyValues(arguments: [String], message: String, subcommand: Subcommand) {
    #expect(throws: UsageError(message, subcommand: subcommand)) {
      try ArgumentParser.parse(arguments)
    }
  }

  @Test func jobsAreCappedWithAnError() throws {
    #expect(BuildOptions.maximumJobs == 64)
    #expect(try ArgumentParser.parse(["build", "x", "-j", "64"]) == .build(inputs: ["x"], options: BuildOptions(jobs: 64)))
    for jobs in ["65", "10000", "99999999999999999999"] {
      let message =
        jobs.count > 18
        ? "invalid value '\(jobs)' for '--jobs <n>'; expected a positive integer"
        : "invalid value '\(jobs)' for '--jobs <n>'; expected at most 64"
      #expect(throws: UsageError(message, subcommand: .check)) {
        try ArgumentParser.parse(["check", "x", "--jobs", jobs])
      }
    }
    #expect(BuildOptions.availableCores <= BuildOptions.maximumJobs)
    #expect(HelpText.help(for: .build).contains("Build this many definitions at once, at most 64 (default: one per core)."))
  }

  /// Through the whole command line: status 2, the reason, the usage, and
  /// nothing built.
  @Test func aBadValueIsAUsageErrorWithStatusTwo() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(SampleDefinition.party, to: "party.md")
    let result = CommandLineRun(["build", file, "-o", folder.path + "/site", "--base-url", "https://a:b@example.org/\u{1B}[2J"])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(
      result.errors.hasPrefix(
        "error: invalid value 'https://a:b@example.org/\\u{1B}[2J' for '--base-url <url>': "
          + "it contains U+001B, which a URL holds only percent-encoded\nusage: listpress build "))
    #expect(CommandLineRun(["build", file, "-o", ""]).status == .usage)
    #expect(CommandLineRun(["build", file, "-o", folder.path + "/site", "-j", "1000"]).status == .usage)
  }
}
