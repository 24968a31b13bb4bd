/// Where an image comes from.
public enum ImageSource: Hashable, Sendable {
  /// A symbol image, `symbol:NAME`, named like an SF Symbol (`star.fill`).
  case symbol(String)
  /// An `https:` URL, used as given.
  case remote(String)
  /// A path relative to the definition's folder; the file is copied into the
  /// output beside the page. `position` is where the path was written, for
  /// errors found when the file is copied.
  case file(String, position: TextPosition)
  /// A file's contents carried in the page as a `data:` URL, for a page
  /// that stands alone; `path` is the file's path as written, which names
  /// the image where a name is spoken. The URL is written once, in the
  /// page's inline stylesheet, and every use of it names it
  /// (see `EmbeddedImages`), so it is drawn only in a standalone page.
  case embedded(path: String, dataURL: String)
}
