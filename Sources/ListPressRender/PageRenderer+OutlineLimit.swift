import ListPressDiagnostics
import ListPressDecode

extension PageRenderer {
  /// The most levels items may nest in a page this renderer draws: items
  /// without children are one level, their children two, and so on.
  ///
  /// Drawing an outline recurses once per level, so a deeper one (which
  /// only a page built in code can have) would overflow the stack; it is
  /// rejected with an error instead. A definition file cannot reach the
  /// limit: ``YAMLLimits/maximumDepth`` lets its items nest 127 levels at
  /// most (the root map, then a list and a map per level).
  public static let maximumOutlineDepth = 128

  /// Throws an error located at the deepest item of `page`, in its file,
  /// when its items nest deeper than ``maximumOutlineDepth``.
  static func checkOutlineDepth(of page: ListPage) throws(TemplateError) {
    let depth = page.outlineDepth
    guard depth.levels > maximumOutlineDepth else { return }
    let position = depth.deepestItem?.position ?? TextPosition(line: 1, column: 1)
    throw TemplateError(
      Diagnostic(
        .error, at: SourceLocation(file: page.path, position: position),
        "items nest \(depth.levels) levels deep; the limit is \(maximumOutlineDepth): move the deepest items up"))
  }
}
