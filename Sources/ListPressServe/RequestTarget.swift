import ListPressSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a request's path leads to in the output folder.
///
/// Only regular files inside the output folder are served: a path with a
/// `..` or `.` component, an empty component past the last (`a//b`), a
/// hidden name (the build's manifest and lock among them) or a NUL byte
/// leads nowhere, and so does anything whose real path, once symbolic
/// links are followed, is outside the output folder. A folder is served as
/// its `index.html`, never as a listing; asked for without its final `/`,
/// it is a redirection to the path with one, so that the index's relative
/// links work. The path is the one libmicrohttpd hands over, already
/// percent-decoded (so `%2e%2e` is `..` here), without its query.
enum RequestTarget: Hashable, Sendable {
  /// The file at `path` (a real path), whose path inside the output folder
  /// is `page`, with `/` between components.
  case file(path: String, page: String)
  /// The same path with a `/` at its end.
  case folder(redirectTo: String)
  /// Nothing to serve; `page` is the path inside the output folder the
  /// request named, when it was a sound one, for an error page to take its
  /// place.
  case notFound(page: String?)

  /// Resolves `requestPath` against the output folder whose real path is
  /// `root` (`nil` while the folder does not exist).
  static func resolve(_ requestPath: String, in root: String?) -> RequestTarget {
    guard let components = components(of: requestPath) else { return .notFound(page: nil) }
    let endsInFolder = requestPath.hasSuffix("/")
    let named = components.joined(separator: "/")
    let page = endsInFolder ? (components + ["index.html"]).joined(separator: "/") : named
    guard let root else { return .notFound(page: page) }
    let path = components.isEmpty ? root : root + "/" + named
    guard let real = inside(root, path) else { return .notFound(page: page) }
    switch kind(of: real) {
    case .regularFile where !endsInFolder:
      return .file(path: real, page: page)
    case .folder where endsInFolder:
      guard let index = inside(root, real + "/index.html"), kind(of: index) == .regularFile else {
        return .notFound(page: page)
      }
      return .file(path: index, page: page)
    case .folder:
      return .folder(redirectTo: requestPath + "/")
    default:
      return .notFound(page: page)
    }
  }

  /// The names of `requestPath`, or `nil` for a path that must lead
  /// nowhere. `/` has none.
  static func components(of requestPath: String) -> [String]? {
    guard requestPath.hasPrefix("/"), !requestPath.utf8.contains(0) else { return nil }
    var names = requestPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if names.last == "" { names.removeLast() }
    guard names.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
    return names.map(String.init)
  }

  /// The real path of `path` when it is `root` or inside it.
  private static func inside(_ root: String, _ path: String) -> String? {
    guard let real = FilePath.realPath(path), FilePath.isReal(real, inside: root) else { return nil }
    return real
  }

  private enum Kind { case regularFile, folder, other }

  private static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .other }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .folder
    default: return .other
    }
  }
}
