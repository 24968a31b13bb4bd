import ListPressKit
import Testing

/// Bytes that are not text, or far too much of it: invalid UTF-8 and NUL
/// bytes are refused at the first offending byte; huge scalars and lines
/// are handled in time proportional to their size.
@Suite struct HostileBytesTests {
  /// Malformed UTF-8 sequences, each with the byte the error names.
  static let malformed: [(bytes: [UInt8], badByte: String)] = [
    ([0xFF], "0xFF"),
    ([0x80], "0x80"),
    ([0xC0, 0xAF], "0xC0"),  // an overlong '/'
    ([0xE0, 0x80, 0xAF], "0xE0"),  // an overlong '/' in three bytes
    ([0xED, 0xA0, 0x80], "0xED"),  // a UTF-16 surrogate
    ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // past U+10FFFF
    ([0xE2, 0x82], "0xE2"),  // cut short
  ]

  @Test(arguments: malformed)
  func invalidUTF8InTheFrontMatterIsAnError(bytes: [UInt8], badByte: String) {
    let outcome = HostileOutcome(bytes: Array("---\ntitle: é".utf8) + bytes + Array("\nitems: [{ text: A }]\n---\n".utf8))
    #expect(outcome.html == nil)
    #expect(outcome.diagnostics == ["list.md:2:9: error: file is not valid UTF-8 (byte \(badByte)); save it with UTF-8 encoding"])
  }

  @Test(arguments: malformed)
  func invalidUTF8InTheBodyIsAnError(bytes: [UInt8], badByte: String) {
    let outcome = HostileOutcome(bytes: Array("---\nitems: [{ text: A }]\n---\nline\n".utf8) + bytes)
    #expect(outcome.diagnostics == ["list.md:5:1: error: file is not valid UTF-8 (byte \(badByte)); save it with UTF-8 encoding"])
  }

  @Test(arguments: ["---\ntitle: a\0b\nitems: [{ text: A }]\n---\n", "---\nitems: [{ text: A }]\n---\nbody\0\n"])
  func aNULByteIsAnError(text: String) {
    let outcome = HostileOutcome(text)
    #expect(outcome.html == nil)
    #expect(outcome.diagnostics.count == 1)
    #expect(outcome.diagnostics.first?.hasSuffix(": error: file contains a NUL byte (0x00); a list definition must be text") == true)
  }

  /// 50 MB in one scalar, as the title: written three times (the document's
  /// title, the bar's and the large title), escaped (the page is exactly the
  /// escaping longer than with a one-character title).
  @Test(.timeLimit(.minutes(3)))
  func a50MBScalarIsRenderedEscaped() throws {
    let title = "<script>" + String(repeating: "a", count: 50 * 1024 * 1024)
    let outcome = HostileOutcome("---\ntitle: \(title)\nitems: [{ text: A }]\n---\n")
    let html = try #require(outcome.html)
    let reference = try #require(HostileOutcome("---\ntitle: x\nitems: [{ text: A }]\n---\n").html)
    // '<' and '>' each become four characters.
    let escapedTitleLength = title.utf8.count + 2 * 3
    #expect(html.utf8.count == reference.utf8.count + 3 * (escapedTitleLength - 1))
    #expect(html.prefix(2_000).contains("<title>&lt;script&gt;aaa"))
    #expect(outcome.duration < bulkTimeLimit)
  }

  /// A huge plain scalar that starts like a number is checked for being
  /// one without first turning every byte into a digit value (which once
  /// made 400 MB of integers out of 50 MB of text), and stays a string.
  @Test(arguments: ["A", "7", "0o7", "0x7"])
  func aHugePlainScalarThatIsNoNumberIsText(prefix: String) throws {
    let text = prefix + String(repeating: "7", count: 2 * 1024 * 1024) + "z"
    let outcome = HostileOutcome("---\ntitle: \(text)\nitems: [{ text: A }]\n---\n")
    #expect(outcome.diagnostics.isEmpty)
    #expect(try #require(outcome.html).prefix(2_000).contains("<title>\(prefix)7777"))
    #expect(outcome.duration < bulkTimeLimit)
  }

  /// One line as long as the body may be (`MarkdownLimitsTests` has the
  /// longer ones, which are errors).
  @Test func aLineAsLongAsTheBodyLimitIsRendered() throws {
    let words = MarkdownLimits.maximumBodyBytes / "word ".utf8.count
    let outcome = HostileOutcome("---\nitems: [{ text: A }]\n---\n" + String(repeating: "word ", count: words))
    let html = try #require(outcome.html)
    #expect(html.prefix(2_000).contains("<div class=\"lp-body\"><p>word word"))
    #expect(outcome.duration < bulkTimeLimit)
  }
}
