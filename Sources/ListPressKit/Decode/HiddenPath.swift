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

  /// The first hidden component of the slash-separated `path`, if any,
  /// found on its bytes: `/` and `.` are one byte each in UTF-8, and no
  /// other character's bytes are either.
  static func firstHiddenComponent(of path: some StringProtocol) -> Substring? {
    let text = Substring(path)
    let utf8 = text.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex {
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
      let component = utf8[start..<end]
      if component.first == UInt8(ascii: "."),
        !(component.count == 1 || (component.count == 2 && component.last == UInt8(ascii: ".")))
      {
        return text[start..<end]
      }
      start = end == utf8.endIndex ? end : utf8.index(after: end)
    }
    return nil
  }
}
