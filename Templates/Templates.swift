/// The files under `Templates/Files`, compiled into the binary.
///
/// SwiftPM embeds every file of the folder as a byte array on the internal
/// `PackageResources` type; this is the public door to them, so the rest of
/// the package never depends on the generated names.
public enum BuiltInTemplates {
  /// The stylesheet shared by every page of a site.
  public static var stylesheet: String {
    String(decoding: PackageResources.listpress_css, as: UTF8.self)
  }
}
