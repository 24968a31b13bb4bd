import ListPressSupport

/// Where each page goes in the output folder: the input file's path below
/// the input root it was found under, with `.md` replaced by `.html`.
///
/// `Examples/guides/party.md` found under `Examples` becomes
/// `guides/party.html`, whose `assetsPrefix` is `../`.
public struct OutputLayout: Hashable, Sendable {
  /// The output folder, as given.
  public var outputDirectory: String

  /// Creates the layout of `outputDirectory`.
  public init(outputDirectory: String) {
    self.outputDirectory = outputDirectory
  }

  /// The input root of a file given directly rather than found in a
  /// folder: the folder that holds it.
  public static func inputRoot(ofFile file: String) -> String {
    guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// Where the design review page of the page at `page` (a path inside the
  /// output folder) goes: beside it, `party.review.html` for `party.html`.
  /// Here, below the gallery, so that the index can link it.
  public static func reviewPath(ofPage page: String) -> String {
    String(page.dropLast(".html".count)) + ".review.html"
  }

  /// Where the page of `inputFile`, found under `inputRoot`, is written.
  /// Throws when the file is not inside its root, which would put the page
  /// outside the output folder.
  public func destination(ofInput inputFile: String, root inputRoot: String) throws -> PageDestination {
    guard let components = FilePath.components(of: inputFile, below: inputRoot), let name = components.last else {
      throw WriteError(
        path: inputFile,
        message: "refusing to write a page for a file outside its input folder '\(inputRoot)'")
    }
    let pageName = (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
    return PageDestination(outputDirectory: outputDirectory, folder: components.dropLast(), fileName: pageName)
  }
}

/// Where one page is written, and how it reaches the shared assets.
public struct PageDestination: Hashable, Sendable {
  /// The page's path inside the output folder: `guides/party.html`.
  public var relativePath: String
  /// The page's path including the output folder: `_site/guides/party.html`.
  public var path: String
  /// The page's folder inside the output folder (`guides`, or `""`).
  public var folder: String
  /// The relative path from the page to the output root: `""` or `../../`.
  public var assetsPrefix: String

  init(outputDirectory: String, folder: [String], fileName: String) {
    self.folder = folder.joined(separator: "/")
    relativePath = (folder + [fileName]).joined(separator: "/")
    path = outputDirectory.hasSuffix("/") ? outputDirectory + relativePath : outputDirectory + "/" + relativePath
    assetsPrefix = String(repeating: "../", count: folder.count)
  }
}
