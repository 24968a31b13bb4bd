/// The `Content-Type` a served file is sent with, by its extension: the
/// types of what a build writes and publishes (pages, the stylesheet and
/// script, images) and of the files a site commonly puts beside them.
/// Anything else is `application/octet-stream`, which a browser downloads
/// rather than guesses at.
enum ContentType {
  /// The type of the file at `path`.
  static func of(_ path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
    return types[name[name.index(after: dot)...].lowercased()] ?? fallback
  }

  /// The type of a file whose extension is not known.
  static let fallback = "application/octet-stream"
  /// The type of an HTML page.
  static let html = "text/html; charset=utf-8"
  /// The type of plain text.
  static let text = "text/plain; charset=utf-8"

  private static let types: [String: String] = [
    "html": html,
    "htm": html,
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8",
    "json": "application/json",
    "txt": text,
    "md": "text/markdown; charset=utf-8",
    "xml": "application/xml",
    "svg": "image/svg+xml",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "avif": "image/avif",
    "ico": "image/vnd.microsoft.icon",
    "woff2": "font/woff2",
    "pdf": "application/pdf",
  ]
}
