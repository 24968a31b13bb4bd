/// How the pages of a site refer to its shared files (the stylesheet) and to
/// each other (the index).
///
/// By default every link is relative to the page, so a site works from any
/// folder and from `file://`. With a base URL, links to shared files and to
/// the index are absolute under it (`https://example.org/lists/listpress-3f9a2c1d.css`),
/// for sites not served at the root of their host. A standalone page carries
/// its stylesheet inline and links to no shared file at all.
public struct SiteLinks: Hashable, Sendable {
  /// Where the output folder is served, ending in `/`; `nil` for links
  /// relative to each page.
  public let baseURL: String?
  /// Whether pages carry their stylesheet in a `<style>` element instead of
  /// linking to the shared one.
  public let standalone: Bool

  /// Creates the links of a site. A base URL without a trailing `/` gets
  /// one (`https://example.org/lists` is the folder `lists/`); an empty one
  /// is no base URL.
  public init(baseURL: String? = nil, standalone: Bool = false) {
    self.baseURL = baseURL.flatMap { url in
      url.isEmpty ? nil : url.hasSuffix("/") ? url : url + "/"
    }
    self.standalone = standalone
  }

  /// Where the site's index page is, inside the output folder.
  public static let indexPath = "index.html"

  /// The index page's title, which every other page's back button shows.
  public static let indexTitle = "Index"

  /// What goes before a path inside the output folder to reach it from the
  /// page at `outputPath` (`guides/party.html`): the base URL, or one `../`
  /// per folder the page is in.
  public func rootPrefix(fromPage outputPath: String) -> String {
    baseURL ?? String(repeating: "../", count: outputPath.count { $0 == "/" })
  }
}
