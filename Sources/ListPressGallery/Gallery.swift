import Mustache
import ListPressSupport
import ListPressDecode
import ListPressRender
import ListPressWrite

/// The design review of a list: one page that shows the list in every
/// appearance, light and dark, normal and editing, each at a compact
/// (390 px) and a regular (820 px) width, every panel labelled, with the
/// path and line of the source file.
///
/// Each panel is an `iframe` showing a variant page: the list rendered with
/// ``GalleryVariant/apply(to:)``, written beside the list's own page
/// (`party.insetGrouped-dark-editing.html` beside `party.html`) so that the
/// list's relative image paths still work. The review page is beside them
/// too, as `party.review.html`. The 20 variant pages are each shown twice,
/// once per width.
public struct Gallery: Sendable {
  /// The widths every variant is shown at, in CSS pixels: an iPhone and an
  /// iPad in portrait.
  public static let widths = [390, 820]
  /// The height of every panel, in CSS pixels.
  static let panelHeight = 700

  /// Renders the variant pages, and the review page with its templates.
  public let renderer: PageRenderer
  /// How the pages reach the shared stylesheets. Gallery pages are never
  /// standalone: a standalone value is taken for its base URL only.
  public let links: SiteLinks

  /// Creates a gallery that renders with `renderer` and links as `links`
  /// says.
  public init(renderer: PageRenderer = PageRenderer(), links: SiteLinks = SiteLinks()) {
    self.renderer = renderer
    self.links = SiteLinks(baseURL: links.baseURL)
  }

  /// The review page of the page written at `destination`
  /// (``reviewPath(of:)``), followed by its 20 variant pages. Write them
  /// with ``TemplateSet/galleryFiles`` at the root of the output folder, and
  /// the page's images as a build copies them.
  public func files(for page: ListPage, at destination: PageDestination) throws(TemplateError) -> [OutputFile] {
    var variants: [OutputFile] = []
    let review = try files(for: page, at: destination, images: .byPath) { variants.append($0) }
    return [review] + variants
  }

  /// Hands each variant page of the page written at `destination`, its
  /// image files drawn as `images` says, to `body` as soon as it is
  /// rendered, and returns the review page: only one variant is held in
  /// memory at a time, which for a page of many megabytes is the
  /// difference between one page's size and twenty's.
  package func files(
    for page: ListPage, at destination: PageDestination, images: ImageResolver,
    eachVariant body: (OutputFile) -> Void
  ) throws(TemplateError) -> OutputFile {
    var appearances: [Appearance: [MustacheValue]] = [:]
    for variant in GalleryVariant.all {
      let path = Self.variantPath(ofPage: destination.relativePath, variant)
      body(OutputFile(relativePath: path, bytes: try renderer.html(.page, variant.apply(to: page), at: path, links: links, images: images)))
      let source = URLSafety.relativeReference(toFile: String(path.split(separator: "/").last!))
      for width in Self.widths {
        let label = "\(variant.label), \(width) px"
        appearances[variant.appearance, default: []].append(
          ["label": .string(label), "src": .string(source), "width": .int(width), "height": .int(Self.panelHeight)])
      }
    }
    let reviewPath = Self.reviewPath(of: destination)
    let rootPrefix = links.rootPrefix(fromPage: reviewPath)
    let data: MustacheValue = [
      "title": .string(page.title),
      "data": .object(page.userData.mustacheObject),
      "source": [
        "path": .string(page.path),
        "line": 1,
        "href": .string(URLSafety.relativeReference(toFile: FilePath.relativePath(from: destination.path, to: page.path))),
      ],
      "galleryStylesheet": .string(rootPrefix + renderer.templates.galleryStylesheetFileName),
      "contentSecurityPolicy": .string(ContentSecurityPolicy.review(baseURL: links.baseURL).text),
      "baseURL": links.baseURL.map(MustacheValue.string) ?? .null,
      "assetsPrefix": .string(rootPrefix),
      "generator": .string("ListPress \(ListPressVersion.current)"),
      "appearances": .list(
        Appearance.allCases.map { ["name": .string($0.rawValue), "panels": .list(appearances[$0, default: []])] }),
    ]
    let review = try renderer.templates.render(.gallery, data)
    return OutputFile(relativePath: reviewPath, contents: review)
  }

  /// Where the review page of the page at `destination` goes inside the
  /// output folder: beside it, `party.review.html` for `party.html`.
  public static func reviewPath(of destination: PageDestination) -> String {
    reviewPath(ofPage: destination.relativePath)
  }

  /// Where the review page of the page at `page` (a path inside the
  /// output folder) goes.
  package static func reviewPath(ofPage page: String) -> String {
    String(page.dropLast(".html".count)) + ".review.html"
  }

  /// Where the page of `variant` of the page at `page` (a path inside the
  /// output folder) goes: beside it, `party.insetGrouped-dark.html` for
  /// `party.html`.
  package static func variantPath(ofPage page: String, _ variant: GalleryVariant) -> String {
    String(page.dropLast(".html".count)) + "." + variant.suffix + ".html"
  }
}
