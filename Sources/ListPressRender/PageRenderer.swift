import FoundationEssentials
import ListPressDecode
import Mustache

/// Turns a decoded page into HTML through the templates: a whole document
/// (`page.mustache`), or the list alone with its scoped styles
/// (`fragment.mustache`).
///
/// The list itself is drawn here; the templates place it, with the page's
/// configuration as classes on the root element (`appearance-…`,
/// `cell-style-…`, `color-scheme-…`, `design-ios26` for a page in the iOS 26
/// design, `is-editing`, `has-separators` or `no-separators`) and custom
/// properties (`--tint`, `--image-…`), so the
/// shared stylesheet does the rest. The same page always gives the same
/// bytes.
public struct PageRenderer: Sendable {
  /// The templates pages are rendered with.
  public let templates: TemplateSet
  /// The design of pages that do not choose one
  /// (``ListPage/designRequiresCompatibility`` is `nil`): the classic one
  /// when `true`, the iOS 26 one when `false`.
  public let designRequiresCompatibility: Bool
  /// The colour scheme every page is drawn in whatever its own
  /// ``ListPage/colorScheme`` says (`--color-scheme`), or `nil` to draw
  /// each page in its own.
  public var colorScheme: ColorScheme?
  /// Whether the page is a variant page of the design review, shown in a
  /// frame of the review page (`is-review-frame` on the root): every row is
  /// laid out and drawn at once, not only those near the screen
  /// (`content-visibility` is off), so that a full-page capture of the
  /// review shows each frame whole; and the page's script takes the
  /// review's switches (increased contrast, layout direction, text size)
  /// from the page around it.
  public var isReviewFrame = false
  /// Renders the page body and item descriptions.
  private let markdown: MarkdownRenderer

  /// Creates a renderer. With `allowsUnsafeHTML`, raw HTML and unsafe link
  /// schemes in Markdown and item links are passed through; pages that do
  /// not choose a design are drawn in the classic one when
  /// `designRequiresCompatibility` (`--design-requires-compatibility`);
  /// every page is drawn in `colorScheme` when it is given
  /// (`--color-scheme`), whatever the page says.
  public init(
    allowsUnsafeHTML: Bool = false, designRequiresCompatibility: Bool = false, colorScheme: ColorScheme? = nil,
    templates: TemplateSet = .builtIn
  ) {
    self.templates = templates
    self.designRequiresCompatibility = designRequiresCompatibility
    self.colorScheme = colorScheme
    markdown = MarkdownRenderer(allowsUnsafeHTML: allowsUnsafeHTML)
  }

  /// A whole HTML document for the page written at `outputPath` inside the
  /// output folder (`guides/party.html`), linked to the rest of the site as
  /// `links` says, its image files drawn as `images` says. Items that nest
  /// deeper than ``maximumOutlineDepth`` are an error.
  public func render(
    _ page: ListPage, at outputPath: String, links: SiteLinks = SiteLinks(), images: ImageResolver = .byPath
  ) throws(TemplateError) -> String {
    try render(.page, page, at: outputPath, links: links, images: images)
  }

  /// The list alone, to paste into a page made by another tool: a
  /// `<link rel="stylesheet">` whose `data:` URL carries styles that apply
  /// only inside the list's container, then the container
  /// (`div.lp-fragment[data-listpress-fragment]`) with the list. HTML allows
  /// such a link in `<body>`, unlike a `<style>` element, so the fragment is
  /// valid wherever it is pasted. Neither the page's title nor its Markdown
  /// body is included. Every id the fragment writes, and every reference
  /// inside it to one of them, starts with `idPrefix` (which
  /// ``FragmentIDs/problem(withPrefix:)`` must accept), or by default with
  /// ``FragmentIDs/defaultPrefix(forFile:)`` of the page's file, so that
  /// fragments of two lists can share a page; each fragment has a container
  /// of its own (``TemplateSet/fragmentScope(for:idPrefix:)``), so that
  /// neither draws the other's symbols. Items that nest deeper than
  /// ``maximumOutlineDepth`` are an error.
  public func renderFragment(_ page: ListPage, idPrefix: String? = nil) throws(TemplateError) -> String {
    try Self.checkOutlineDepth(of: page)
    let prefix = idPrefix ?? FragmentIDs.defaultPrefix(forFile: page.path)
    let scope = templates.fragmentScope(for: page, idPrefix: prefix)
    var data = data(
      for: page, rootPrefix: "", links: SiteLinks(standalone: true), stylesheet: "", images: .byPath,
      ids: ElementIDs(of: page, prefix: prefix), fragmentID: scope)
    let styles = templates.fragmentStylesheet(for: page, scope: scope)
    data.inlineStyles = styles
    data.stylesheet = Self.dataURL(ofStylesheet: styles)
    data.indexURL = nil
    data.isFragment = true
    return try templates.render(.fragment, data.value)
  }

  /// The fragment of `page` that a site build writes beside its page
  /// (`build --fragments`), at ``fragmentPath(ofPage:)`` of `pagePath`: as
  /// ``renderFragment(_:idPrefix:)`` makes it, with the default prefix,
  /// but linked to the stylesheet every fragment of the site shares
  /// (``TemplateSet/fragmentStylesheetFile``, at the output root as `links`
  /// reach it), its image files drawn as `images` says.
  package func fragmentHTML(
    _ page: ListPage, atPage pagePath: String, links: SiteLinks, images: ImageResolver
  ) throws(TemplateError) -> [UInt8] {
    try Self.checkOutlineDepth(of: page)
    let rootPrefix = links.rootPrefix(fromPage: pagePath)
    var data = data(
      for: page, rootPrefix: rootPrefix, links: links, stylesheet: templates.fragmentStylesheetFileName, images: images,
      ids: ElementIDs(of: page, prefix: FragmentIDs.defaultPrefix(forFile: page.path)))
    data.inlineStyles = nil
    data.stylesheet = rootPrefix + templates.fragmentStylesheetFileName
    data.inlineScript = nil
    data.script = nil
    data.indexURL = nil
    data.isFragment = true
    return try templates.render(.fragment, data.value, reservingCapacity: (data.list?.utf8.count ?? 0) + 1024).output
  }

  /// Where a site build writes the fragment of the page at `pagePath`:
  /// beside it, `.fragment.html` in place of `.html`
  /// (`guides/party.html` → `guides/party.fragment.html`).
  package static func fragmentPath(ofPage pagePath: String) -> String {
    (pagePath.hasSuffix(".html") ? String(pagePath.dropLast(".html".count)) : pagePath) + ".fragment.html"
  }

  /// `css` as a `data:` URL, encoded in Base64 so that no character of the
  /// stylesheet needs escaping in a URL or an attribute.
  static func dataURL(ofStylesheet css: String) -> String {
    "data:text/css;charset=utf-8;base64," + Data(css.utf8).base64EncodedString()
  }

  /// The document for `page` with the template of `role`.
  func render(
    _ role: TemplateSet.Role, _ page: ListPage, at outputPath: String, links: SiteLinks, images: ImageResolver
  ) throws(TemplateError) -> String {
    String(decoding: try html(role, page, at: outputPath, links: links, images: images), as: UTF8.self)
  }

  /// The UTF-8 of the document for `page` with the template of `role`,
  /// written at `outputPath` inside the output folder, its image files
  /// drawn as `images` says: what a build writes, with no string made of
  /// it on the way.
  package func html(
    _ role: TemplateSet.Role, _ page: ListPage, at outputPath: String, links: SiteLinks,
    images: ImageResolver = .byPath
  ) throws(TemplateError) -> [UInt8] {
    try document(role, page, at: outputPath, links: links, images: images, listWrittenApart: false).output
  }

  /// The texts of the `<script>` and `<style>` elements a standalone page
  /// of `page`, its image files drawn as `images` says, carries, as the
  /// built-in layout writes them: what a page that frames it with `srcdoc`
  /// (a standalone design review) must allow in its own Content Security
  /// Policy, which the frame inherits.
  package func standaloneInlineTexts(for page: ListPage, images: ImageResolver) -> (script: String, style: String) {
    (PageData.elementText(templates.script), PageData.elementText(templates.inlineStylesheet(for: page, images: images)))
  }

  /// The document ``html(_:_:at:links:images:)`` makes for `page` with
  /// `sections` in place of its own, to be written with its list one
  /// section at a time where the template places it, so that a long list
  /// (the site's index) is never held in memory whole. The sections are
  /// drawn in turn each time the list is written: a lazy sequence makes
  /// each one only then, so that not even the list's model is held whole.
  ///
  /// The template sees `page` alone, not `sections`: no item of theirs may
  /// change what it sees of the page (the symbols drawn, an accessory that
  /// shows only while editing or not, image files, an outline deeper than
  /// ``maximumOutlineDepth``).
  package func sectionedHTML<Sections: Sequence<ListSection>>(
    _ role: TemplateSet.Role, _ page: ListPage, sections: Sections, at outputPath: String, links: SiteLinks,
    images: ImageResolver = .byPath
  ) throws(TemplateError) -> SectionedDocument<Sections> {
    let (output, insertions) = try document(
      role, page, at: outputPath, links: links, images: images, listWrittenApart: true)
    return SectionedDocument(
      around: output, insertions: insertions, renderer: self, page: page, sections: sections, images: images)
  }

  /// The UTF-8 of the document for `page` with the template of `role`,
  /// written at `outputPath` inside the output folder and linked to the
  /// rest of the site as `links` says. The stylesheet is linked at the
  /// output root unless `links` are standalone; the script is linked
  /// beside it, or inline in a standalone page. When `listWrittenApart`,
  /// the list is left out, and the insertions say where it goes.
  private func document(
    _ role: TemplateSet.Role, _ page: ListPage, at outputPath: String, links: SiteLinks, images: ImageResolver,
    listWrittenApart: Bool
  ) throws(TemplateError) -> (output: [UInt8], insertions: [Insertion]) {
    try Self.checkOutlineDepth(of: page)
    let data = data(
      for: page, rootPrefix: links.rootPrefix(fromPage: outputPath), links: links,
      stylesheet: templates.stylesheetFileName, images: images, withList: !listWrittenApart)
    // Room for the list, the body and the inline styles and script, and
    // as much again as the built-in layout takes around them.
    let capacity =
      (data.list?.utf8.count ?? 0) + data.body.utf8.count + (data.inlineStyles?.utf8.count ?? 0)
      + (data.inlineScript?.utf8.count ?? 0) + 16 * 1024
    return try templates.render(role, data.value, reservingCapacity: capacity)
  }

  /// Everything the templates see of `page`; without its list's HTML
  /// unless `withList`.
  private func data(
    for page: ListPage, rootPrefix: String, links: SiteLinks, stylesheet: String, images: ImageResolver,
    ids: ElementIDs = .unprefixed, fragmentID: String? = nil, withList: Bool = true
  ) -> PageData {
    var page = page
    page.colorScheme = colorScheme ?? page.colorScheme
    var data = PageData(
      page: page,
      designRequiresCompatibility: page.designRequiresCompatibility ?? designRequiresCompatibility,
      list: withList ? list(of: page, images: images, ids: ids, isOnItsOwnPage: fragmentID == nil) : nil,
      body: page.body.allSatisfy(\.isWhitespace) ? "" : markdown.render(page.body),
      rootPrefix: rootPrefix,
      baseURL: links.baseURL,
      inlineStyles: links.standalone ? templates.inlineStylesheet(for: page, images: images) : nil,
      stylesheet: links.standalone ? nil : rootPrefix + stylesheet,
      inlineScript: links.standalone ? templates.script : nil,
      script: links.standalone ? nil : rootPrefix + templates.scriptFileName,
      indexURL: links.standalone && links.baseURL == nil ? nil : rootPrefix + SiteLinks.indexPath,
      fragmentID: fragmentID ?? templates.fragmentID)
    data.idPrefix = ids.prefix
    data.isReviewFrame = isReviewFrame
    data.sectionIndex = SectionIndexRenderer(page: page, ids: ids).html
    return data
  }

  /// The `div.lp-list` with every section of the page, its image files
  /// drawn as `images` says, its ids written as `ids` says; `isOnItsOwnPage`
  /// as ``writeList(of:sections:images:ids:isOnItsOwnPage:into:afterEachPart:)``
  /// takes it.
  private func list(of page: ListPage, images: ImageResolver, ids: ElementIDs, isOnItsOwnPage: Bool) -> String {
    var html = HTMLWriter()
    writeList(
      of: page, sections: page.sections, images: images, ids: ids, isOnItsOwnPage: isOnItsOwnPage, into: &html,
      afterEachPart: { _ in })
    return html.string
  }

  /// Writes the `div.lp-list` of `page` with `sections` into `html`, its
  /// image files drawn as `images` says and its ids as `ids` says: each
  /// section after a line break,
  /// and a line break before the end tag. `afterEachPart` is handed `html`
  /// after the start tag and after each section, to take what is written
  /// so far: each section is taken from `sections` once the one before it
  /// has been handed on. The list is-searchable when it `isOnItsOwnPage`
  /// (not in a fragment) and the page has a search field
  /// (`searchController`): the stylesheet then draws it only near the
  /// screen, so that a search matching nothing hides it cheaply.
  func writeList<Failure: Error>(
    of page: ListPage, sections: some Sequence<ListSection>, images: ImageResolver, ids: ElementIDs = .unprefixed,
    isOnItsOwnPage: Bool = true, into html: inout HTMLWriter, afterEachPart: (inout HTMLWriter) throws(Failure) -> Void
  ) throws(Failure) {
    var markdown = markdown
    markdown.anchors = ids
    let items = ItemRenderer(page: page, markdown: markdown, images: images, ids: ids)
    let sectionRenderer = SectionRenderer(page: page, items: items)
    let isSearchable = isOnItsOwnPage && page.navigationItem.searchController != nil
    try html.element("div") { tag in
      tag.class("lp-list")
      tag.class("is-searchable", when: isSearchable)
    } content: { (html) throws(Failure) in
      try afterEachPart(&html)
      // A page without a row shows its empty state in place of its sections.
      if let emptyState = page.contentUnavailableConfiguration, page.sections.allSatisfy(\.items.isEmpty) {
        html.newline()
        ContentUnavailableRenderer.write(emptyState, images: images, into: &html)
        html.newline()
        return
      }
      for section in sections {
        html.newline()
        sectionRenderer.render(section, into: &html)
        try afterEachPart(&html)
      }
      html.newline()
    }
  }
}
