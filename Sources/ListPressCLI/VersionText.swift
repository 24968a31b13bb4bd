import CCmark
import CMicroHTTPD
import CXXHash
import CYaml
import ListPressKit

/// What `listpress --version` and `listpress version` print: the version of
/// ListPress, then the version of each C library the process is running
/// with, as the library itself reports it, one `NAME VERSION` per line:
///
/// ```text
/// listpress 0.1.0
/// libcmark 0.30.2
/// libyaml 0.2.5
/// libxxhash 0.8.1
/// libmicrohttpd 0.9.75
/// ```
///
/// The libraries are linked dynamically, so their versions are those of the
/// shared libraries loaded, not of the headers the binary was built with.
enum VersionText {
  /// The five lines, each ending in a newline.
  static var text: String {
    lines.map { "\($0.name) \($0.version)\n" }.joined()
  }

  /// Each program or library with its version, ListPress first.
  static var lines: [(name: String, version: String)] {
    [
      ("listpress", ListPress.version),
      ("libcmark", String(cString: cmark_version_string())),
      ("libyaml", String(cString: yaml_get_version_string())),
      ("libxxhash", xxhashVersion(XXH_versionNumber())),
      ("libmicrohttpd", String(cString: MHD_get_version())),
    ]
  }

  /// `0.8.1` from libxxhash's number, `major * 10000 + minor * 100 + release`.
  static func xxhashVersion(_ number: UInt32) -> String {
    "\(number / 10000).\(number / 100 % 100).\(number % 100)"
  }
}
