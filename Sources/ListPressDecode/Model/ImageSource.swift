import ListPressDiagnostics

/// Where an image comes from.
public enum ImageSource: Hashable, Sendable {
  /// A symbol image, `symbol:NAME`, named like an SF Symbol (`star.fill`).
  case symbol(String)
  /// An `https:` URL, used as given.
  case remote(String)
  /// A path relative to the definition's folder; the file is copied into the
  /// output beside the page, or carried inside a page that stands alone
  /// (how it is drawn is the renderer's `ImageResolver`). `position` is
  /// where the path was written, for errors found when the file is copied.
  case file(String, position: TextPosition)
}
