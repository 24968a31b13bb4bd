import ListPressKit
import Testing

/// The result of loading and decoding one definition in a test.
struct DecodeResult: Equatable {
  /// The page, when the definition had no errors.
  var page: ListPage?
  /// Every diagnostic of the loader and the decoder, sorted for output and
  /// printed as the tool prints them (notes on following lines).
  var diagnostics: [String]
}

/// Loads `markdown` with the real loader as the file at `path` and decodes it.
func decode(_ markdown: String, path: String = "list.md") -> DecodeResult {
  var diagnostics = FileDiagnostics(file: path)
  let page = DocumentLoader.load(bytes: Array(markdown.utf8), path: path, diagnostics: &diagnostics)
    .flatMap { PageDecoder.decode($0, diagnostics: &diagnostics) }
  return DecodeResult(page: page, diagnostics: Diagnostic.sortedForOutput(diagnostics.all).map(\.description))
}

/// Loads and decodes `markdown`, requiring a page and no diagnostics.
func decodePage(_ markdown: String, path: String = "list.md", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ListPage {
  let result = decode(markdown, path: path)
  #expect(result.diagnostics == [], sourceLocation: sourceLocation)
  return try #require(result.page, sourceLocation: sourceLocation)
}

extension String {
  /// Where `needle` first occurs in this text after the first occurrence of
  /// `anchor` (from the start when `anchor` is nil), as `LINE:COLUMN` with
  /// 1-based lines and columns counted in Unicode scalars, as libyaml counts
  /// them. Tests use it to state expected positions by pointing at their own
  /// input instead of counting lines by hand.
  func position(of needle: String, after anchor: String? = nil) -> String {
    var searchStart = startIndex
    if let anchor {
      guard let anchorRange = firstRange(of: anchor) else {
        Issue.record("'\(anchor)' does not occur in the test input")
        return "?:?"
      }
      searchStart = anchorRange.upperBound
    }
    guard let found = self[searchStart...].firstRange(of: needle) else {
      Issue.record("'\(needle)' does not occur in the test input")
      return "?:?"
    }
    let before = self[..<found.lowerBound]
    let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
    let lineStart = before.lastIndex(of: "\n").map { index(after: $0) } ?? startIndex
    let column = self[lineStart..<found.lowerBound].unicodeScalars.count + 1
    return "\(line):\(column)"
  }

  /// `list.md:LINE:COLUMN` for the first `needle` after `anchor`: the start
  /// of a diagnostic about `list.md`, the file `decode` reads by default.
  func at(_ needle: String, after anchor: String? = nil) -> String {
    "list.md:" + position(of: needle, after: anchor)
  }
}

/// Decodes `source` and expects it refused: no page, and a first diagnostic
/// that is the error `message` at the first `needle` after `anchor`.
func expectRefused(
  _ source: String, at needle: String, after anchor: String? = nil, _ message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let result = decode(source)
  #expect(result.page == nil, sourceLocation: sourceLocation)
  #expect(
    result.diagnostics.first?.hasPrefix("\(source.at(needle, after: anchor)): error: \(message)") == true,
    "\(result.diagnostics)", sourceLocation: sourceLocation)
}
