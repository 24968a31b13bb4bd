import Foundation
import ListPressKit

/// The definitions the schema is tried on, as files of the source tree:
/// the repository's `Examples/**/*.md`, and `Schema/Fixtures/`, where
///
/// - `refused/` holds definitions the decoder refuses and the schema
///   rejects too (an editor flags them as one types);
/// - `beyond-schema/` holds definitions the decoder refuses for a reason the
///   schema does not state (ids unique in the file, a whole number written
///   `2.0`, a rule of "at most one", which draft 7 cannot say), and accepts;
/// - `accepted/` holds definitions both accept.
///
/// The second line of a refused definition (the first of its front matter)
/// is `# refused: MESSAGE`, the decoder's first error.
enum SchemaFixtures {
  /// The folder of the fixtures.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The repository's examples, by their path under `Examples/`.
  static let examples: [String] = {
    let root = BrowserRun.packageRoot.appendingPathComponent("Examples")
    let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".md") }.sorted().map { "Examples/" + $0 }
  }()

  /// The `.md` files of one fixture folder (`refused`, `beyond-schema`,
  /// `accepted`), as `FOLDER/NAME.md`.
  static func files(in kind: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { kind + "/" + $0 }
  }

  /// The contents of a fixture (`refused/item-01.md`) or an example
  /// (`Examples/characters.md`).
  static func contents(of name: String) throws -> String {
    let url =
      name.hasPrefix("Examples/")
      ? BrowserRun.packageRoot.appendingPathComponent(name) : folder.appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The error a refused fixture's `# refused:` line names.
  static func expectedError(in contents: String) -> String? {
    let lines = contents.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count > 1, lines[1].hasPrefix("# refused: ") else { return nil }
    return String(lines[1].dropFirst("# refused: ".count))
  }

  /// The front matter of `contents`, loaded as `check` loads it, as the
  /// JSON instance the schema describes; `nil` when it does not load.
  static func instance(of contents: String, path: String) throws -> JSONValue? {
    var diagnostics = FileDiagnostics(file: path)
    guard let document = DocumentLoader.load(bytes: Array(contents.utf8), path: path, diagnostics: &diagnostics) else {
      return nil
    }
    return try JSONValue(frontMatterOf: document)
  }
}
