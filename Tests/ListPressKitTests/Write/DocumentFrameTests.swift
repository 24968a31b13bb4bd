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

@Suite struct DocumentFrameTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Every section cut out and put back in a row: what the frame writes.
  private func assembled(_ frame: DocumentFrame, _ documents: [String]) -> String? {
    var result = Array(frame.head)
    for document in documents {
      guard let section = frame.section(in: bytes(document)) else { return nil }
      result += section
    }
    return String(decoding: result + frame.tail, as: UTF8.self)
  }

  @Test func putsEverySectionWhereTheFirstWent() throws {
    let frame = try #require(DocumentFrame(empty: bytes("<main><div>\n</div></main>"), withOneSection: bytes("<main><div>\n<s>a</s>\n</div></main>")))
    #expect(String(decoding: frame.head + frame.tail, as: UTF8.self) == "<main><div>\n</div></main>")
    let documents = ["<main><div>\n<s>a</s>\n</div></main>", "<main><div>\n<s>bb</s>\n</div></main>"]
    #expect(assembled(frame, documents) == "<main><div>\n<s>a</s>\n<s>bb</s>\n</div></main>")
  }

  /// When a section starts with what follows it, several places fit; the
  /// document put together is the same.
  @Test func anyPlaceThatFitsGivesTheSameDocument() throws {
    let frame = try #require(DocumentFrame(empty: bytes("[ab]"), withOneSection: bytes("[abab]")))
    #expect(assembled(frame, ["[abab]", "[abxab]", "[abab]"]) == "[ababxabab]")
  }

  @Test func aDocumentWithoutTheListIsItsOwnFrame() throws {
    let frame = try #require(DocumentFrame(empty: bytes("<p>no list</p>"), withOneSection: bytes("<p>no list</p>")))
    #expect(assembled(frame, ["<p>no list</p>", "<p>no list</p>"]) == "<p>no list</p>")
  }

  @Test(arguments: [
    ("<a>[]</a>[]", "<a>[x]</a>[x]"),  // the list twice
    ("<a count=0>[]</a>", "<a count=1>[x]</a>"),  // something else changes too
    ("<a>[xy]</a>", "<a>[]</a>"),  // shorter
  ])
  func refusesDocumentsThatAreNotTheFrameWithBytesAdded(empty: String, withOneSection: String) {
    #expect(DocumentFrame(empty: bytes(empty), withOneSection: bytes(withOneSection)) == nil)
  }

  @Test func refusesASectionThatDoesNotFitTheFrame() throws {
    let frame = try #require(DocumentFrame(empty: bytes("<a>[]</a>"), withOneSection: bytes("<a>[x]</a>")))
    #expect(frame.section(in: bytes("<b>[x]</a>")) == nil)
    #expect(frame.section(in: bytes("<a>[x]</b>")) == nil)
    #expect(frame.section(in: bytes("<a>[]")) == nil)
  }
}
