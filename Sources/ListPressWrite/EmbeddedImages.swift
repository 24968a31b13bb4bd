import FoundationEssentials
import ListPressDiagnostics
import ListPressDecode
import ListPressRender

/// Puts the image files a page uses into the page itself, for a standalone
/// page that is mailed or attached without a folder beside it: each file's
/// contents as a `data:` URL, which the renderer draws it from
/// (``ImageResolver``).
public enum EmbeddedImages {
  /// The resolver that draws each `.file` image of `page` from the file's
  /// contents. Files are found and checked as
  /// ``ImageAssets/collect(for:inputRoot:diagnostics:)`` does, with the
  /// same errors; remote images and symbols are drawn as they are.
  public static func resolver(for page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics) -> ImageResolver {
    resolver(embedding: ImageAssets.check(page, inputRoot: inputRoot, with: ImageChecks(keepsBytes: true), diagnostics: &diagnostics))
  }

  /// The resolver that draws each of `images` (checked from a page, by a
  /// check that keeps the bytes: ``ImageChecks/keepsBytes``) from its
  /// contents; one `data:` URL is made for files of the same bytes.
  package static func resolver(embedding images: [CheckedImage]) -> ImageResolver {
    var dataURLs: [String: String] = [:]
    var byContents: [[UInt8]: String] = [:]
    for image in images where dataURLs[image.path] == nil {
      guard let bytes = image.bytes else { continue }
      let dataURL = byContents[bytes] ?? "data:" + image.type.mediaType + ";base64," + Data(bytes).base64EncodedString()
      byContents[bytes] = dataURL
      dataURLs[image.path] = dataURL
    }
    return ImageResolver(dataURLs: dataURLs)
  }
}
