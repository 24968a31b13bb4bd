/// Hidden files and folders: a path component that starts with `.` (other
/// than `.` and `..` themselves), such as `.env`, `.git` or `.ssh`, which
/// hold settings and secrets and are never published.
enum HiddenPath {
  /// What the errors about a hidden component say, naming the rule.
  static let rule = "ListPress publishes no hidden file or folder (a name starting with '.'), such as '.env' or '.git'"

  /// Whether `component`, one name of a path, is hidden.
  static func isHidden(_ component: some StringProtocol) -> Bool {
    component.hasPrefix(".") && component != "." && component != ".."
  }

  /// The first hidden component of the slash-separated `path`, if any.
  static func firstHiddenComponent(of path: String) -> Substring? {
    path.split(separator: "/").first(where: isHidden)
  }
}
