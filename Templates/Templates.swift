/// The files under `Templates/Files`, compiled into the binary.
///
/// SwiftPM embeds every file of the folder as a byte array on the internal
/// `PackageResources` type; this is the public door to them, so the rest of
/// the package never depends on the generated names.
public enum BuiltInTemplates {
  /// Every file a site is rendered with, by file name: the Mustache
  /// templates (`layout.mustache`, `page.mustache`, `index.mustache`,
  /// `fragment.mustache`, `gallery.mustache`, `compare.mustache`), the stylesheets
  /// (`listpress.css`, `gallery.css`), the pages' script (`listpress.js`)
  /// and the review page's (`gallery.js`). A folder given with `--templates` replaces them by
  /// these names.
  public static var files: [String: String] {
    [
      "layout.mustache": PackageResources.layout_mustache,
      "page.mustache": PackageResources.page_mustache,
      "index.mustache": PackageResources.index_mustache,
      "fragment.mustache": PackageResources.fragment_mustache,
      "gallery.mustache": PackageResources.gallery_mustache,
      "compare.mustache": PackageResources.compare_mustache,
      "listpress.css": PackageResources.listpress_css,
      "gallery.css": PackageResources.gallery_css,
      "listpress.js": PackageResources.listpress_js,
      "gallery.js": PackageResources.gallery_js,
    ].mapValues { String(decoding: $0, as: UTF8.self) }
  }

  /// The stylesheet shared by every page of a site.
  public static var stylesheet: String {
    String(decoding: PackageResources.listpress_css, as: UTF8.self)
  }

  /// The script shared by every page of a site: what needs a script (the
  /// editing switch, the favourite memory, the swipe action event).
  public static var script: String {
    String(decoding: PackageResources.listpress_js, as: UTF8.self)
  }
}
