/// The version of ListPress, for every stage that names it (the pages'
/// `generator`, the build's fingerprint, the manifest) without reaching up
/// into the library's entry point; `ListPress.version` is this.
package enum ListPressVersion {
  /// The version, as `listpress --version` prints it.
  package static let current = "0.1.0"
}
