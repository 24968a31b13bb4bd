import FoundationEssentials

/// Puts the image files a page uses into the page itself, for a standalone
/// page that is mailed or attached without a folder beside it.
public enum EmbeddedImages {
  /// `page` with each `.file` image replaced by the file's contents as a
  /// `data:` URL (`.embedded`). Files are found and checked as
  /// ``ImageAssets/collect(for:inputRoot:diagnostics:)`` does, with the
  /// same errors; remote images and symbols are left as they are.
  public static func embed(in page: ListPage, inputRoot: String, diagnostics: inout FileDiagnostics) -> ListPage {
    var dataURLs: [String: String] = [:]
    for (path, asset) in ImageAssets.resolve(page, inputRoot: inputRoot, diagnostics: &diagnostics)
    where dataURLs[path] == nil {
      guard let bytes = try? SiteWriter.read(asset) else {
        diagnostics.append(contentsOf: [Diagnostic(.error, at: .wholeFile(asset.source), "cannot read the image")])
        continue
      }
      dataURLs[path] = "data:" + mediaType(of: path) + ";base64," + Data(bytes).base64EncodedString()
    }
    var page = page
    for section in page.sections.indices {
      page.sections[section].items = page.sections[section].items.map { embedding(dataURLs, in: $0) }
    }
    return page
  }

  /// The media type of an image file, by its extension.
  static func mediaType(of path: String) -> String {
    let fileExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return switch fileExtension {
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "svg": "image/svg+xml"
    case "webp": "image/webp"
    case "avif": "image/avif"
    case "ico": "image/x-icon"
    case "bmp": "image/bmp"
    default: "application/octet-stream"
    }
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
