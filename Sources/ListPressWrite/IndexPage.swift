import ListPressDecode
import ListPressRender

/// The site's `index.html`: every written page, by title, grouped by folder,
/// drawn as an inset-grouped list in the same chrome as the pages.
public struct IndexPage: Hashable, Sendable {
  /// One listed page.
  public struct Entry: Hashable, Sendable, Comparable {
    /// The page's title.
    public var title: String
    /// The page's path inside the output folder (`guides/party.html`).
    public var path: String

    /// Creates an entry.
    public init(title: String, path: String) {
      self.title = title
      self.path = path
    }

    /// By path, then by title: the order the manifest keeps entries in
    /// (the index lists them in its own order: see ``page``).
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.path, lhs.title) < (rhs.path, rhs.title)
    }
  }

  /// The path of the index inside the output folder.
  public static let relativePath = SiteLinks.indexPath

  /// The index's own title.
  public var title: String
  /// The pages to list. Drafts are never listed: leave them out.
  public var entries: [Entry]
  /// Whether the site has design review pages (`gallery`, `build
  /// --gallery`): a last section, "Design reviews", then links each page's.
  public var linksReviews: Bool

  /// Creates an index of `entries`, with a section linking their review
  /// pages when `linksReviews`.
  public init(title: String = SiteLinks.indexTitle, entries: [Entry], linksReviews: Bool = false) {
    self.title = title
    self.entries = entries
    self.linksReviews = linksReviews
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
    page(sections: Array(sections(rootPrefix: rootPrefix)))
  }

  /// The HTML of `index.html` with the templates of `renderer`
  /// (`index.mustache`), linked to the site as `links` says: with a base
  /// URL, the links to the pages are absolute too.
  public func render(with renderer: PageRenderer, links: SiteLinks = SiteLinks()) throws(TemplateError) -> String {
    String(decoding: try html(with: renderer, links: links), as: UTF8.self)
  }

  /// The UTF-8 of ``render(with:links:)``.
  func html(with renderer: PageRenderer, links: SiteLinks) throws(TemplateError) -> [UInt8] {
    let page = page(rootPrefix: links.rootPrefix(fromPage: Self.relativePath))
    return try renderer.html(.index, page, at: Self.relativePath, links: links)
  }

  /// Writes the bytes of ``render(with:links:)`` to `index.html` with
  /// `writer`, one folder's section at a time (see
  /// ``sectionedHTML(with:links:)``), so that the index of a large site is
  /// never held in memory whole, neither its HTML (5,000 pages make 1.2 MB)
  /// nor its list page of as many rows.
  package func write(with renderer: PageRenderer, links: SiteLinks, using writer: SiteWriter) throws {
    let document = try sectionedHTML(with: renderer, links: links)
    try writer.write(to: Self.relativePath) { output in
      try document.write { try output.write($0) }
    }
  }

  /// The bytes of ``render(with:links:)``, to be written one folder's
  /// section at a time: the template is rendered with ``frame``, and each
  /// folder's section is made only when it is written, and let go after,
  /// so that the rows of one folder at most are held at a time.
  func sectionedHTML(
    with renderer: PageRenderer, links: SiteLinks
  ) throws(TemplateError) -> SectionedDocument<some Sequence<ListSection>> {
    let rootPrefix = links.rootPrefix(fromPage: Self.relativePath)
    return try renderer.sectionedHTML(
      .index, frame, sections: sections(rootPrefix: rootPrefix), at: Self.relativePath, links: links)
  }

  /// The index as a list page without its sections: all that its template
  /// sees of the index besides the list, since no row changes that. Every
  /// row is made by `item` alike, a text, a link and a disclosure chevron,
  /// with no image or symbol of its own, no accessory that shows only
  /// while editing or only while not, and no children.
  var frame: ListPage {
    page(sections: [])
  }

  /// The sections of the index, each made as it is read: one per folder,
  /// then, when the site has review pages, the section linking them.
  private func sections(rootPrefix: String) -> some Sequence<ListSection> {
    let pages = folders.lazy.map { Self.section(of: $0.folder, $0.entries, rootPrefix: rootPrefix) }
    let reviews = linksReviews ? [Self.reviewSection(of: folders, rootPrefix: rootPrefix)] : []
    return [AnySequence(pages), AnySequence(reviews)].joined()
  }

  /// The section linking every page's design review: in the order of the
  /// folders and of their pages, each row its page's title, with its
  /// folder after it in brackets (rows alike: see ``frame``).
  private static func reviewSection(
    of folders: [(folder: String, entries: [Entry])], rootPrefix: String
  ) -> ListSection {
    ListSection(
      id: "design-reviews",
      header: "Design reviews",
      items: folders.flatMap { folder, entries in
        inListingOrder(entries).map { entry in
          ListItem(
            id: "review-" + entry.path.replacingSlashes(),
            text: folder == "/" ? entry.title : "\(entry.title) (\(folder.dropFirst()))",
            link: rootPrefix + URLSafety.relativeReference(toFile: OutputLayout.reviewPath(ofPage: entry.path)),
            accessories: chevron
          )
        }
      }
    )
  }

  /// The entries by folder: the top folder (`/`) first, then by path.
  private var folders: [(folder: String, entries: [Entry])] {
    let byFolder = Dictionary(grouping: entries) { OutputLayout.inputRoot(ofFile: "/" + $0.path) }
    return byFolder.keys.sorted().map { ($0, byFolder[$0, default: []]) }
  }

  /// The index as a list page of `sections`.
  private func page(sections: [ListSection]) -> ListPage {
    ListPage(
      path: Self.relativePath,
      title: title,
      appearance: .insetGrouped,
      headerMode: .supplementary,
      sections: sections
    )
  }

  /// The section of the pages `entries` in `folder`, in listing order.
  private static func section(of folder: String, _ entries: [Entry], rootPrefix: String) -> ListSection {
    ListSection(
      id: folder == "/" ? nil : "folder" + folder.replacingSlashes(),
      header: folder == "/" ? nil : String(folder.dropFirst()),
      items: inListingOrder(entries).map { item($0, rootPrefix: rootPrefix) }
    )
  }

  /// `entries` by title regardless of case, then by title, then by path.
  /// Each title is lowered once, not at every comparison.
  private static func inListingOrder(_ entries: [Entry]) -> [Entry] {
    entries.map { (folded: $0.title.lowercased(), entry: $0) }
      .sorted { ($0.folded, $0.entry.title, $0.entry.path) < ($1.folded, $1.entry.title, $1.entry.path) }
      .map(\.entry)
  }

  private static func item(_ entry: Entry, rootPrefix: String) -> ListItem {
    ListItem(
      id: "page-" + entry.path.replacingSlashes(),
      text: entry.title,
      link: rootPrefix + URLSafety.relativeReference(toFile: entry.path),
      accessories: chevron
    )
  }

  /// The accessories of every row, one array that all rows share.
  private static let chevron = [Accessory(.disclosureIndicator)]
}

extension String {
  /// The string with `/` replaced by `-`, for identifiers made from paths.
  fileprivate func replacingSlashes() -> String {
    String(decoding: utf8.map { $0 == UInt8(ascii: "/") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
  }
}
