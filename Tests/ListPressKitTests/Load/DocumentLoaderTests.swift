import ListPressKit
import Testing

@Suite struct DocumentLoaderTests {
  @Test func positionsPointIntoTheOriginalFile() throws {
    let result = LoadResult(
      """
      ---
      title: Characters
      imageProperties: { maximumSize: 60, cornerRadius: 30 }
      sections:
        - header: Party
          items:
            - id: cloud
              accessories: [checkmark, disclosureIndicator]
      ---
      Body.

      """
    )
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.path == "list.md")
    #expect(document.frontMatter.position == at(2, 1))
    #expect(result.pairs.map(\.key.position) == [at(2, 1), at(3, 1), at(4, 1)])
    #expect(result.value("title")?.position == at(2, 8))
    #expect(result.value("title")?.scalar == YAMLScalar(text: "Characters", style: .plain, value: .string("Characters")))

    let imageProperties = try #require(result.value("imageProperties")?.mapping)
    #expect(result.value("imageProperties")?.position == at(3, 18))
    #expect(imageProperties.map(\.key.position) == [at(3, 20), at(3, 37)])
    #expect(imageProperties.map(\.value.scalar?.value) == [.int(60), .int(30)])
    #expect(imageProperties[1].value.position == at(3, 51))

    let sections = try #require(result.value("sections"))
    #expect(sections.position == at(5, 3))
    let section = try #require(sections.sequence?.first)
    #expect(section.position == at(5, 5))
    let items = try #require(section.mapping?[1].value)
    #expect(items.position == at(7, 7))
    let item = try #require(items.sequence?.first?.mapping)
    #expect(item.map(\.key.position) == [at(7, 9), at(8, 9)])
    let accessories = try #require(item[1].value.sequence)
    #expect(accessories.map(\.position) == [at(8, 23), at(8, 34)])
    #expect(accessories.map(\.scalar?.text) == ["checkmark", "disclosureIndicator"])

    #expect(document.body == "Body.\n")
    #expect(document.bodyStartLine == 10)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let result = LoadResult("---\ncafé: [crème, brûlée]\nnext: 1\n---\n")
    #expect(result.diagnostics.isEmpty)
    let list = try #require(result.value("café")?.sequence)
    #expect(list.map(\.position) == [at(2, 8), at(2, 15)])
    #expect(result.pairs[1].key.position == at(3, 1))
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let result = LoadResult(bytes: [0xEF, 0xBB, 0xBF] + Array("---\ntitle: A\n---\nBody\n".utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.value("title")?.position == at(2, 8))
    #expect(result.document?.body == "Body\n")
  }

  @Test func byteOrderMarkIsNotCountedInColumns() {
    let result = LoadResult(bytes: [0xEF, 0xBB, 0xBF] + Array("--- x\n".utf8))
    #expect(result.diagnostics == [
      "list.md:1:1: error: missing front matter: start the file with a '---' line, then the list's YAML, then a closing '---' line"
    ])
  }

  @Test(arguments: ["\r\n", "\r"])
  func carriageReturnLineEndsKeepPositionsRight(lineEnd: String) throws {
    let text = ["---", "title: A", "items:", "  - [x, y]", "---", "First", "Second", ""].joined(separator: lineEnd)
    let result = LoadResult(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.value("title")?.position == at(2, 8))
    #expect(result.value("title")?.scalar?.text == "A")
    let inner = try #require(result.value("items")?.sequence?.first?.sequence)
    #expect(inner.map(\.position) == [at(4, 6), at(4, 9)])
    #expect(result.document?.body == "First\nSecond\n")
    #expect(result.document?.bodyStartLine == 6)
  }

  @Test func carriageReturnLineEndsKeepErrorPositionsRight() {
    let result = LoadResult("---\r\ntitle: A\r\ntitle: B\r\n---\r\n")
    #expect(result.diagnostics == [
      """
      list.md:3:1: error: duplicate key 'title'
      list.md:2:1: note: the first 'title' is here
      """
    ])
  }

  @Test(arguments: [
    ("", 2),
    ("\n", 3),
    ("# only a comment\n", 3),
  ])
  func emptyFrontMatterIsANullScalar(yaml: String, closingLine: Int) throws {
    let result = LoadResult("---\n\(yaml)---\nBody")
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.frontMatter == YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), at: at(2, 1)))
    #expect(document.body == "Body")
    #expect(document.bodyStartLine == closingLine + 1)
  }

  @Test(arguments: [
    ("---\na: 1\n---\n", "", 4),
    ("---\na: 1\n---", "", 4),
    ("---\na: 1\n--- \t\n\n# Heading\n", "\n# Heading\n", 4),
    ("---  \na: 1\n...\nText\n---\nMore\n", "Text\n---\nMore\n", 4),
  ])
  func bodyFollowsTheClosingLine(text: String, body: String, bodyStartLine: Int) throws {
    let result = LoadResult(text)
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.body == body)
    #expect(document.bodyStartLine == bodyStartLine)
    #expect(result.value("a")?.scalar?.value == .int(1))
  }

  @Test(arguments: ["", "title: A\n", "# Title\n---\ntitle: A\n---\n", " ---\na: 1\n---\n", "--- a: 1\n---\n"])
  func missingFrontMatterIsAnError(text: String) {
    let result = LoadResult(text)
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:1:1: error: missing front matter: start the file with a '---' line, then the list's YAML, then a closing '---' line"
    ])
  }

  @Test(arguments: ["---", "---\n", "---\ntitle: A\n", "---\ntitle: A\n----\n# Body\n"])
  func unterminatedFrontMatterIsAnError(text: String) {
    let result = LoadResult(text)
    #expect(result.isRejected)
    #expect(result.diagnostics == [
      "list.md:1:1: error: front matter is never closed: add a '---' line after the YAML, before the Markdown body"
    ])
  }
}
