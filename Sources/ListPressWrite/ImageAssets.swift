import FoundationEssentials
import ListPressSupport
import ListPressDiagnostics
import ListPressDecode

/// An image file to copy into the output beside the page that uses it.
public struct ImageAsset: Hashable, Sendable {
  /// The file to read: its real path, with symbolic links resolved.
  public var source: String
  /// Where it goes, relative to the output folder; the same path as it has
  /// below the input root, so the page's relative reference still works.
  public var destination: String

  /// Creates an asset.
  public init(source: String, destination: String) {
    self.source = source
    self.destination = destination
  }
}

/// An image file a page uses, found, read and checked: these bytes, and
/// only these, are what is published of it.
package struct CheckedImage: Sendable {
  /// The path as the definition wrote it.
  var path: String
  /// Where it is read from and copied to.
  package var asset: ImageAsset
  /// Its type, which its extension and contents agree on.
  var type: ImageFileType
  /// The hash of its contents.
  package var hash: ContentHash
  /// Its contents, when the check that found it keeps them
  /// (``ImageChecks/keepsBytes``), or when this is the page that read them.
  var bytes: [UInt8]?
  /// Its stamp, taken before it was read.
  package var stamp: FileStamp?
  /// What the build's manifest records of it, when the check that found
  /// it records sources (``ImageChecks/Facts/record``): one record for
  /// every page that shows it.
  package var record: ImageRecord?
  /// What its path was found to lead to: shared by every path of the page
  /// that leads to the same file.
  var found: ImageChecks.Found
}

/// Finds the image files a page uses and checks that each can be published.
public enum ImageAssets {
  /// What the errors about a file that is not an image say is accepted.
  static let imageRule =
    "ListPress copies only \(ImageFileType.acceptedNames) files whose contents match their extension"

  /// What the errors about an SVG file with script say is accepted.
  static let svgRule =
    "ListPress copies only SVG files without script, event-handler ('on…') attributes, 'javascript:' URLs, "
    + "foreign objects or HTML elements, since a browser runs them when the file is opened on its own"

  /// The `.file` images of `page` (item images, accessory and swipe-action
  /// images, outline children included), each once, in page order.
  ///
  /// A path is resolved against the definition's folder. An absolute path,
  /// a path that leaves `inputRoot` (by `..` or through a symbolic link),
  /// one with a hidden component below `inputRoot` once links are resolved,
  /// a file that does not exist or is not a regular file, a file that is
  /// not an image of a type its extension names, and an SVG that could run
  /// script are reported as errors at the path's position; a page with
  /// such errors must not be written.
  public static func collect(for page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics) -> [ImageAsset] {
    distinct(check(page, inputRoot: inputRoot, with: ImageChecks(keepsBytes: false), diagnostics: &diagnostics)).map(\.asset)
  }

  /// `images`, the checked images of one page, without repeated assets,
  /// in their order.
  package static func distinct(_ images: [CheckedImage]) -> [CheckedImage] {
    // The paths of one page that lead to one file share what they were
    // found to lead to (``ImageChecks/Found``): comparing those objects
    // tells assets apart as their destinations do, without reading a byte
    // of either. A page shows a few images: comparing each with those kept
    // costs less than hashing them.
    guard images.count > 32 else {
      var kept: [CheckedImage] = []
      for image in images where !kept.contains(where: { $0.found === image.found }) {
        kept.append(image)
      }
      return kept
    }
    var seen: Set<ObjectIdentifier> = []
    return images.filter { seen.insert(ObjectIdentifier($0.found)).inserted }
  }

  /// Each `.file` image path of `page`, read and checked, in page order,
  /// reporting those that cannot be published as
  /// ``collect(for:inputRoot:diagnostics:)`` does. Each path is resolved,
  /// and each file read, once for all the pages that share `checks`.
  package static func check(
    _ page: ListPage, inputRoot: String, with checks: ImageChecks, diagnostics: inout FileDiagnostics
  ) -> [CheckedImage] {
    let pageFolder = FilePath.lexicallyResolved(checks.absolute(OutputLayout.inputRoot(ofFile: page.path)))
    let root = FilePath.lexicallyResolved(checks.absolute(inputRoot))
    var checked: [CheckedImage] = []
    for (path, position) in filePaths(in: page) {
      guard !path.hasPrefix("/") else {
        diagnostics.error("image path '\(path)' is absolute; give a path relative to the definition's folder", at: position)
        continue
      }
      // Resolved on the text, as a browser resolves the page's reference.
      let lexicalPath = FilePath.lexicallyResolved(pageFolder + "/" + path)
      let (lookup, found, freshBytes) = checks.lookup(lexicalPath, below: root)
      switch lookup {
      case .outside:
        diagnostics.error("image path '\(path)' leads outside the input folder '\(inputRoot)'", at: position)
      case .missing:
        // A symbol's name written without `symbol:` is read as a file name.
        let symbol = SymbolCatalog.shared.resolvedSymbol(for: path) == nil ? "" : "; did you mean 'symbol:\(path)'?"
        diagnostics.error("image file '\(path)' does not exist (looked for '\(lexicalPath)')" + symbol, at: position)
      case .folder:
        diagnostics.error("image path '\(path)' is a folder, not a file", at: position)
      case .outsideThroughLink(let realPath):
        diagnostics.error(
          "image path '\(path)' leads outside the input folder '\(inputRoot)' through a symbolic link (to '\(realPath)')",
          at: position)
      case .hidden(let hidden):
        diagnostics.error("image path '\(path)' is inside the hidden folder '\(hidden)'; \(HiddenPath.rule)", at: position)
      case .hiddenThroughLink(let hidden, let realPath):
        diagnostics.error(
          "image path '\(path)' leads through a symbolic link to the hidden file or folder '\(hidden)' (to '\(realPath)'); "
            + HiddenPath.rule,
          at: position)
      case .image(let asset, .success(let facts)):
        checked.append(
          CheckedImage(
            path: path, asset: asset, type: facts.type, hash: facts.hash, bytes: facts.bytes ?? freshBytes,
            stamp: facts.stamp, record: facts.record, found: found))
      case .image(_, .failure(let refusal)):
        diagnostics.error(refusal.message(writtenAs: path), at: position)
      }
    }
    return checked
  }

  private static func filePaths(in page: ListPage) -> [(String, TextPosition)] {
    var paths: [(String, TextPosition)] = []
    page.forEachImage { image in
      if case .file(let path, let position) = image {
        paths.append((path, position))
      }
    }
    return paths
  }
}
