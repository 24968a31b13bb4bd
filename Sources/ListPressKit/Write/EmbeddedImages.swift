import FoundationEssentials

/// Puts the image files a page uses into the page itself, for a standalone
/// page that is mailed or attached without a folder beside it.
///
/// Each image is carried once per page, however often it is used: as a
/// `data:` URL in one rule of the page's stylesheet (``stylesheet(for:)``),
/// which replaces the content of every `<img>` that names it in
/// `data-image` (CSS `content: url(…)` on the element). The `<img>`
/// itself keeps its `alt`, size and place, and a tiny transparent
/// `src` (``placeholderSource``), so that 100 uses of a 100 kB image
/// cost the page about 100 kB, not 10 MB.
public enum EmbeddedImages {
  /// `page` with each `.file` image replaced by the file's contents as a
  /// `data:` URL (`.embedded`). Files are found and checked as
  /// ``ImageAssets/collect(for:inputRoot:diagnostics:)`` does, with the
  /// same errors; remote images and symbols are left as they are.
  public static func embed(in page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics) -> ListPage {
    embed(ImageAssets.check(page, inputRoot: inputRoot, with: ImageChecks(keepsBytes: true), diagnostics: &diagnostics), in: page)
  }

  /// `page` with each of `images` (checked from it, by a check that
  /// keeps the bytes: ``ImageChecks/keepsBytes``) embedded.
  static func embed(_ images: [CheckedImage], in page: ListPage) -> ListPage {
    var dataURLs: [String: String] = [:]
    var byContents: [[UInt8]: String] = [:]
    for image in images where dataURLs[image.path] == nil {
      guard let bytes = image.bytes else { continue }
      let dataURL = byContents[bytes] ?? "data:" + image.type.mediaType + ";base64," + Data(bytes).base64EncodedString()
      byContents[bytes] = dataURL
      dataURLs[image.path] = dataURL
    }
    var page = page
    for section in page.sections.indices {
      page.sections[section].items = page.sections[section].items.map { embedding(dataURLs, in: $0) }
    }
    return page
  }

  /// The `src` of the `<img>` of an embedded image: a transparent GIF of
  /// one pixel, which the stylesheet's rule replaces.
  static let placeholderSource = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

  /// The name an `<img>` of the image `dataURL` carries in `data-image`:
  /// a hash of its contents.
  static func name(of dataURL: String) -> String {
    ContentHash(ofText: dataURL).description
  }

  /// The rules that draw the embedded images of `page`, one per distinct
  /// image, in page order; empty when it has none.
  static func stylesheet(for page: ListPage) -> String {
    var seen: Set<String> = []
    var css = ""
    page.forEachImage { image, _ in
      guard case .embedded(_, let dataURL) = image, seen.insert(dataURL).inserted else { return }
      // A data URL of base 64 has no quote or backslash to escape.
      css += "img[data-image=\"" + name(of: dataURL) + "\"]{content:url(\"" + dataURL + "\")}\n"
    }
    return css
  }

  private static func embedding(_ dataURLs: [String: String], in item: ListItem) -> ListItem {
    func embedded(_ source: ImageSource?) -> ImageSource? {
      guard case .file(let path, _)? = source, let dataURL = dataURLs[path] else { return source }
      return .embedded(path: path, dataURL: dataURL)
    }
    var item = item
    item.image = embedded(item.image)
    for index in item.accessories.indices {
      item.accessories[index].image = embedded(item.accessories[index].image)
    }
    for index in item.leadingSwipeActions.indices {
      item.leadingSwipeActions[index].image = embedded(item.leadingSwipeActions[index].image)
    }
    for index in item.trailingSwipeActions.indices {
      item.trailingSwipeActions[index].image = embedded(item.trailingSwipeActions[index].image)
    }
    item.children = item.children.map { embedding(dataURLs, in: $0) }
    return item
  }
}
