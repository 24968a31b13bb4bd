import FoundationEssentials
import ListPressTemplates
import ListPressDiagnostics
import ListPressLoad

/// Reads the files of a `--templates` folder that can replace or extend the
/// built-in templates.
enum TemplateFolder {
  /// The usable files of `folder`, by name (a path below the folder), and
  /// what was wrong with the rest.
  ///
  /// A file is used when it has a built-in name (`page.mustache`,
  /// `listpress.css`...) or is a `*.mustache` file at any depth. Hidden files
  /// and folders are skipped; any other file draws a warning, because a
  /// misnamed override (`Page.mustache`, `style.css`) would otherwise be
  /// silently ignored.
  static func read(_ folder: String) -> (files: [String: String], diagnostics: [Diagnostic]) {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory else {
      return ([:], [Diagnostic(.error, at: .wholeFile(folder), "no such templates folder")])
    }
    guard let names = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return ([:], [Diagnostic(.error, at: .wholeFile(folder), "cannot read the templates folder")])
    }
    let builtInNames = Set(BuiltInTemplates.files.keys)
    var files: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for name in names.sorted() where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
      let path = self.path(of: name, in: folder)
      var isFolder = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder else { continue }
      guard builtInNames.contains(name) || name.hasSuffix(".mustache") else {
        let suggestion = Suggestion.closest(to: name, among: builtInNames.sorted())
        diagnostics.append(
          Diagnostic(
            .warning, at: .wholeFile(path),
            "ignored: not a template (*.mustache) nor a built-in stylesheet"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
        continue
      }
      // Only a regular file is read: a FIFO or a device in a template's
      // place is refused, never waited on.
      let bytes: [UInt8]
      do {
        bytes = try FileContents.readRegularFile(path)
      } catch {
        diagnostics.append(Diagnostic(.error, at: .wholeFile(path), "cannot read the file (\(error))"))
        continue
      }
      // A byte order mark is dropped, as it is from a definition.
      let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
      guard let text = String(validating: bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
      else {
        diagnostics.append(Diagnostic(.error, at: .wholeFile(path), "the file is not UTF-8 text"))
        continue
      }
      files[name] = text
    }
    return (files, diagnostics)
  }

  /// The path of the file `name` inside `folder`.
  static func path(of name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
