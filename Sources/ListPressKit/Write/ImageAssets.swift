import FoundationEssentials

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

/// Finds the image files a page uses and checks that each can be copied.
public enum ImageAssets {
  /// The `.file` images of `page` (item images, accessory and swipe-action
  /// images, outline children included), each once, in page order.
  ///
  /// A path is resolved against the definition's folder. An absolute path,
  /// a path that leaves `inputRoot` (by `..` or through a symbolic link) and
  /// a file that does not exist are reported as errors at the path's
  /// position; a page with such errors must not be written.
  public static func collect(for page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics) -> [ImageAsset] {
    var assets: [ImageAsset] = []
    for (_, asset) in resolve(page, inputRoot: inputRoot, diagnostics: &diagnostics) where !assets.contains(asset) {
      assets.append(asset)
    }
    return assets
  }

  /// Each `.file` image path of `page` with the asset it resolves to, in
  /// page order, reporting those that cannot be copied as ``collect(for:inputRoot:diagnostics:)`` does.
  static func resolve(
    _ page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics
  ) -> [(path: String, asset: ImageAsset)] {
    let pageFolder = OutputLayout.inputRoot(ofFile: page.path)
    let realRoot = FilePath.realPath(inputRoot)
    var resolved: [(path: String, asset: ImageAsset)] = []
    for (path, position) in filePaths(in: page) {
      guard !path.hasPrefix("/") else {
        diagnostics.error("image path '\(path)' is absolute; give a path relative to the definition's folder", at: position)
        continue
      }
      // Resolved on the text, as a browser resolves the page's reference.
      let lexicalPath = "/" + FilePath.absoluteComponents(pageFolder + "/" + path).joined(separator: "/")
      guard let components = FilePath.components(of: lexicalPath, below: inputRoot) else {
        diagnostics.error("image path '\(path)' leads outside the input folder '\(inputRoot)'", at: position)
        continue
      }
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: lexicalPath, isDirectory: &isDirectory), let realPath = FilePath.realPath(lexicalPath) else {
        diagnostics.error("image file '\(path)' does not exist (looked for '\(lexicalPath)')", at: position)
        continue
      }
      guard !isDirectory else {
        diagnostics.error("image path '\(path)' is a folder, not a file", at: position)
        continue
      }
      guard let realRoot, FilePath.isReal(realPath, inside: realRoot) else {
        diagnostics.error(
          "image path '\(path)' leads outside the input folder '\(inputRoot)' through a symbolic link (to '\(realPath)')",
          at: position)
        continue
      }
      resolved.append((path, ImageAsset(source: realPath, destination: components.joined(separator: "/"))))
    }
    return resolved
  }

  private static func filePaths(in page: ListPage) -> [(String, TextPosition)] {
    var paths: [(String, TextPosition)] = []
    page.forEachImage { image, _ in
      if case .file(let path, let position) = image {
        paths.append((path, position))
      }
    }
    return paths
  }
}
