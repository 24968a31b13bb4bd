/// The site's `index.html`: every written page, by title, grouped by folder,
/// drawn as an inset-grouped list in the same chrome as the pages.
public struct IndexPage: Hashable, Sendable {
  /// One listed page.
  public struct Entry: Hashable, Sendable {
    /// The page's title.
    public var title: String
    /// The page's path inside the output folder (`guides/party.html`).
    public var path: String

    /// Creates an entry.
    public init(title: String, path: String) {
      self.title = title
      self.path = path
    }
  }

  /// The path of the index inside the output folder.
  public static let relativePath = "index.html"

  /// The index's own title.
  public var title: String
  /// The pages to list. Drafts are never listed: leave them out.
  public var entries: [Entry]

  /// Creates an index of `entries`.
  public init(title: String = "Index", entries: [Entry]) {
    self.title = title
    self.entries = entries
  }

  /// The index as a list page: one section per folder (the top folder first,
  /// then by path), each page a row linking to it, ordered by title and then
  /// by path. The same entries in any order give the same page.
  public var page: ListPage {
    page(rootPrefix: "")
  }

  /// The index as a list page whose links start with `rootPrefix`: `""`
  /// for links relative to the index, or a base URL for absolute ones.
  public func page(rootPrefix: String) -> ListPage {
    let byFolder = Dictionary(grouping: entries) { OutputLayout.inputRoot(ofFile: "/" + $0.path) }
    let sections = byFolder.keys.sorted().map { folder in
      ListSection(
        id: folder == "/" ? nil : "folder" + folder.replacingSlashes(),
        header: folder == "/" ? nil : String(folder.dropFirst()),
        items: byFolder[folder, default: []].sorted(by: Self.listingOrder).map { Self.item($0, rootPrefix: rootPrefix) }
      )
    }
    return ListPage(
      path: Self.relativePath,
      title: title,
      appearance: .insetGrouped,
      headerMode: .supplementary,
      sections: sections
    )
  }

  /// The HTML of `index.html` with the templates of `renderer`
  /// (`index.mustache`), linked to the site as `links` says: with a base
  /// URL, the links to the pages are absolute too.
  public func render(with renderer: PageRenderer, links: SiteLinks = SiteLinks()) throws(TemplateError) -> String {
    String(decoding: try html(with: renderer, links: links), as: UTF8.self)
  }

  /// The UTF-8 of ``render(with:links:)``, which a build writes.
  func html(with renderer: PageRenderer, links: SiteLinks) throws(TemplateError) -> [UInt8] {
    let page = page(rootPrefix: links.rootPrefix(fromPage: Self.relativePath))
    return try renderer.html(.index, page, at: Self.relativePath, links: links)
  }

  private static func listingOrder(_ a: Entry, _ b: Entry) -> Bool {
    (a.title.lowercased(), a.title, a.path) < (b.title.lowercased(), b.title, b.path)
  }

  private static func item(_ entry: Entry, rootPrefix: String) -> ListItem {
    ListItem(
      id: "page-" + entry.path.replacingSlashes(),
      text: entry.title,
      link: rootPrefix + URLSafety.relativeReference(toFile: entry.path),
      accessories: [Accessory(.disclosureIndicator)]
    )
  }
}

extension String {
  /// The string with `/` replaced by `-`, for identifiers made from paths.
  fileprivate func replacingSlashes() -> String {
    String(map { $0 == "/" ? "-" : $0 })
  }
}
