import FoundationEssentials
import ListPressDecode

/// Turns a decoded page into HTML through the templates: a whole document
/// (`page.mustache`), or the list alone with its scoped styles
/// (`fragment.mustache`).
///
/// The list itself is drawn here; the templates place it, with the page's
/// configuration as classes on the root element (`appearance-…`,
/// `cell-style-…`, `color-scheme-…`, `is-editing`, `has-separators` or
/// `no-separators`) and custom properties (`--tint`, `--image-…`), so the
/// shared stylesheet does the rest. The same page always gives the same
/// bytes.
public struct PageRenderer: Sendable {
  /// The templates pages are rendered with.
  public let templates: TemplateSet
  /// Renders the page body and item descriptions.
  private let markdown: MarkdownRenderer

  /// Creates a renderer. With `allowsUnsafeHTML`, raw HTML and unsafe link
  /// schemes in Markdown and item links are passed through.
  public init(allowsUnsafeHTML: Bool = false, templates: TemplateSet = .builtIn) {
    self.templates = templates
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
  /// body is included. Items that nest deeper than ``maximumOutlineDepth``
  /// are an error.
  public func renderFragment(_ page: ListPage) throws(TemplateError) -> String {
    try Self.checkOutlineDepth(of: page)
    var data = data(for: page, rootPrefix: "", links: SiteLinks(standalone: true), stylesheet: "", images: .byPath)
    let styles = templates.fragmentStylesheet(for: page)
    data.inlineStyles = styles
    data.stylesheet = Self.dataURL(ofStylesheet: styles)
    data.indexURL = nil
    data.isFragment = true
    return try templates.render(.fragment, data.value)
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
    try html(
      role, page, rootPrefix: links.rootPrefix(fromPage: outputPath), links: links,
      stylesheet: templates.stylesheetFileName, images: images)
  }

  /// The UTF-8 of the document for `page` with the template of `role`,
  /// reaching the output root through `rootPrefix` and linking to the
  /// stylesheet there named `stylesheet` unless `links` are standalone. The
  /// script is linked beside the stylesheet, or inline in a standalone page.
  private func html(
    _ role: TemplateSet.Role, _ page: ListPage, rootPrefix: String, links: SiteLinks, stylesheet: String,
    images: ImageResolver
  ) throws(TemplateError) -> [UInt8] {
    try Self.checkOutlineDepth(of: page)
    let data = data(for: page, rootPrefix: rootPrefix, links: links, stylesheet: stylesheet, images: images)
    // Room for the list, the body and the inline styles and script, and
    // as much again as the built-in layout takes around them.
    let capacity =
      data.list.utf8.count + data.body.utf8.count + (data.inlineStyles?.utf8.count ?? 0)
      + (data.inlineScript?.utf8.count ?? 0) + 16 * 1024
    return try templates.render(role, data.value, reservingCapacity: capacity)
  }

  /// Everything the templates see of `page`.
  private func data(
    for page: ListPage, rootPrefix: String, links: SiteLinks, stylesheet: String, images: ImageResolver
  ) -> PageData {
    PageData(
      page: page,
      list: list(of: page, images: images),
      body: page.body.allSatisfy(\.isWhitespace) ? "" : markdown.render(page.body),
      rootPrefix: rootPrefix,
      baseURL: links.baseURL,
      inlineStyles: links.standalone ? templates.inlineStylesheet(for: page, images: images) : nil,
      stylesheet: links.standalone ? nil : rootPrefix + stylesheet,
      inlineScript: links.standalone ? templates.script : nil,
      script: links.standalone ? nil : rootPrefix + templates.scriptFileName,
      indexURL: links.standalone && links.baseURL == nil ? nil : rootPrefix + SiteLinks.indexPath,
      fragmentID: templates.fragmentID)
  }

  /// The `div.lp-list` with every section of the page, its image files
  /// drawn as `images` says.
  private func list(of page: ListPage, images: ImageResolver) -> String {
    let sections = SectionRenderer(page: page, items: ItemRenderer(page: page, markdown: markdown, images: images))
    var html = HTMLWriter()
    html.element("div", { $0.class("lp-list") }) { html in
      for section in page.sections {
        html.newline()
        sections.render(section, into: &html)
      }
      html.newline()
    }
    return html.string
  }
}
