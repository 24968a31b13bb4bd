/// Hidden files and folders: a path component that starts with `.` (other
/// than `.` and `..` themselves), such as `.env`, `.git` or `.ssh`, which
/// hold settings and secrets and are never published.
package enum HiddenPath {
  /// What the errors about a hidden component say, naming the rule.
  package static let rule = "ListPress publishes no hidden file or folder (a name starting with '.'), such as '.env' or '.git'"

  /// The first hidden component of the slash-separated `path`, if any,
  /// found on its bytes: `/` and `.` are one byte each in UTF-8, and no
  /// other character's bytes are either.
  package static func firstHiddenComponent(of path: some StringProtocol) -> String? {
    var text = Substring(path)
    return text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
        let length = end - start
        if length > 0, bytes[start] == UInt8(ascii: "."), !(length == 1 || (length == 2 && bytes[start + 1] == UInt8(ascii: "."))) {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        start = end + 1
      }
      return nil
    }
  }
}
