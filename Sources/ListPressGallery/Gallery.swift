import Mustache
import ListPressSupport
import ListPressDecode
import ListPressRender
import ListPressWrite

/// The design review of a list: one page that shows the list first in
/// both of UIKit's designs, its own first and marked as such, then at three
/// Dynamic Type sizes (the default and two accessibility sizes, at a phone's
/// width), then in every appearance, light and dark, normal and editing,
/// each at a compact (390 px) and a regular (820 px) width, with a states
/// panel in each appearance (``GalleryStatesVariant``: swipe actions open,
/// a highlighted and a focused row) at the compact width, every panel
/// labelled, with the path and line of the source file.
///
/// Each panel is an `iframe` showing a variant page: the list rendered with
/// ``GalleryDesignVariant/apply(to:)``,
/// ``GalleryContentSizeVariant/apply(to:)``, ``GalleryVariant/apply(to:)`` or
/// ``GalleryStatesVariant/apply(to:)``,
/// written beside the list's own page (`party.classic-dark.html`,
/// `party.insetGrouped-dark-editing.html` beside `party.html`) so that the
/// list's relative image paths still work. The review page is beside them
/// too, as `party.review.html`. The 24 design and appearance variant pages
/// are each shown twice, once per width, the 3 Dynamic Type variants and
/// the 5 states variants once.
/// The appearance and Dynamic Type variants are in the page's own design;
/// the design variants force a design, and keep the page's appearance.
public struct Gallery: Sendable {
  /// The widths every variant is shown at, in CSS pixels: an iPhone and an
  /// iPad in portrait.
  public static let widths = [390, 820]
  /// The height of every panel, in CSS pixels.
  static let panelHeight = 700

  /// Renders the variant pages, and the review page with its templates.
  /// It draws each variant in the variant's own colour scheme: its
  /// ``PageRenderer/colorScheme`` is always `nil`.
  public let renderer: PageRenderer
  /// How the pages reach the shared stylesheets. Gallery pages are never
  /// standalone: a standalone value is taken for its base URL only.
  public let links: SiteLinks

  /// Creates a gallery that renders with `renderer` and links as `links`
  /// says. A colour scheme `renderer` would force on every page
  /// (`--color-scheme`) is not forced on the variants, whose light and dark
  /// pages are what the review is for.
  public init(renderer: PageRenderer = PageRenderer(), links: SiteLinks = SiteLinks()) {
    var renderer = renderer
    renderer.colorScheme = nil
    // Each variant page is a frame of the review, which a full-page
    // capture must show whole: far from the screen, a frame's rows would
    // otherwise be left undrawn.
    renderer.drawsEveryRow = true
    self.renderer = renderer
    self.links = SiteLinks(baseURL: links.baseURL)
  }

  /// The review page of the page written at `destination`
  /// (``reviewPath(of:)``), followed by its 32 variant pages
  /// (``variantPaths(ofPage:)``). Write them
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
  /// difference between one page's size and thirty-two's.
  package func files(
    for page: ListPage, at destination: PageDestination, images: ImageResolver,
    eachVariant body: (OutputFile) -> Void
  ) throws(TemplateError) -> OutputFile {
    let ownDesign = page.designRequiresCompatibility ?? renderer.designRequiresCompatibility
    for variant in GalleryDesignVariant.all {
      try render(variant.apply(to: page), at: Self.variantPath(ofPage: destination.relativePath, variant.suffix), images: images, body)
    }
    var contentSizes: [MustacheValue] = []
    for variant in GalleryContentSizeVariant.all {
      let path = Self.variantPath(ofPage: destination.relativePath, variant.suffix)
      try render(variant.apply(to: page), at: path, images: images, body)
      let width = Self.widths[0]
      contentSizes.append(.object(Self.panel(label: "\(variant.label), \(width) px", showing: path, width: width, anchor: "\(variant.suffix)-\(width)")))
    }
    var appearances: [Appearance: [MustacheValue]] = [:]
    for variant in GalleryVariant.all {
      let path = Self.variantPath(ofPage: destination.relativePath, variant.suffix)
      try render(variant.apply(to: page), at: path, images: images, body)
      for width in Self.widths {
        appearances[variant.appearance, default: []].append(
          .object(Self.panel(label: "\(variant.label), \(width) px", showing: path, width: width, anchor: "\(variant.suffix)-\(width)")))
      }
    }
    for variant in GalleryStatesVariant.all {
      let path = Self.variantPath(ofPage: destination.relativePath, variant.suffix)
      try render(variant.apply(to: page), at: path, images: images, body)
      let width = Self.widths[0]
      appearances[variant.appearance, default: []].append(
        .object(Self.panel(label: "\(variant.label), \(width) px", showing: path, width: width, anchor: "\(variant.suffix)-\(width)")))
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
      "designs": [
        "appearance": .string(page.appearance.rawValue),
        "own": .string(GalleryDesignVariant.name(ofDesignRequiringCompatibility: ownDesign)),
        "rows": .list(Self.comparisonRows(ofPage: destination.relativePath, ownDesign: ownDesign)),
      ],
      "contentSizes": .list(contentSizes),
      "appearances": .list(
        Appearance.allCases.map { ["name": .string($0.rawValue), "panels": .list(appearances[$0, default: []])] }),
    ]
    let review = try renderer.templates.render(.gallery, data)
    return OutputFile(relativePath: reviewPath, contents: review)
  }

  /// Renders `page` at `path` and hands it to `body`.
  private func render(
    _ page: ListPage, at path: String, images: ImageResolver, _ body: (OutputFile) -> Void
  ) throws(TemplateError) {
    body(OutputFile(relativePath: path, bytes: try renderer.html(.page, page, at: path, links: links, images: images)))
  }

  /// The rows of the design comparison of the page at `page`, whose own
  /// design is the classic one when `ownDesign` is `true`: one per width
  /// and colour scheme, narrow before wide and light before dark, each
  /// with the page's own design first, marked, and the other beside it.
  private static func comparisonRows(ofPage page: String, ownDesign: Bool) -> [MustacheValue] {
    widths.flatMap { width in
      [ColorScheme.light, .dark].map { scheme in
        let panels = [ownDesign, !ownDesign].map { classic in
          let variant = GalleryDesignVariant(designRequiresCompatibility: classic, colorScheme: scheme)
          let isOwn = classic == ownDesign
          let design = GalleryDesignVariant.name(ofDesignRequiringCompatibility: classic)
          let shown = "\(scheme.rawValue), \(width) px"
          var panel = Self.panel(
            label: design + (isOwn ? " — this page's design, " : ", ") + shown,
            showing: variantPath(ofPage: page, variant.suffix), width: width, anchor: "\(variant.suffix)-\(width)")
          panel["design"] = .string(design)
          panel["ownDesign"] = .bool(isOwn)
          panel["shown"] = .string(shown)
          return MustacheValue.object(panel)
        }
        return ["label": .string("\(scheme.rawValue), \(width) px"), "panels": .list(panels)]
      }
    }
  }

  /// A panel labelled `label` that frames the variant page at `path`
  /// (beside the review page) at `width`, with `anchor` as its id: the
  /// variant's suffix and width (`insetGrouped-dark-editing-390`), so each
  /// panel has a permalink, `party.review.html#insetGrouped-dark-editing-390`.
  private static func panel(label: String, showing path: String, width: Int, anchor: String) -> [String: MustacheValue] {
    [
      "label": .string(label), "src": .string(URLSafety.relativeReference(toFile: String(path.split(separator: "/").last!))),
      "width": .int(width), "height": .int(panelHeight), "anchor": .string(anchor),
    ]
  }

  /// Where the review page of the page at `destination` goes inside the
  /// output folder: beside it, `party.review.html` for `party.html`.
  public static func reviewPath(of destination: PageDestination) -> String {
    reviewPath(ofPage: destination.relativePath)
  }

  /// Where the review page of the page at `page` (a path inside the
  /// output folder) goes.
  package static func reviewPath(ofPage page: String) -> String {
    OutputLayout.reviewPath(ofPage: page)
  }

  /// Where the variant pages of the page at `page` (a path inside the
  /// output folder) go, in the order they are written: its design variants
  /// (``GalleryDesignVariant/all``), its Dynamic Type variants
  /// (``GalleryContentSizeVariant/all``), its appearance variants
  /// (``GalleryVariant/all``), then its states variants
  /// (``GalleryStatesVariant/all``).
  package static func variantPaths(ofPage page: String) -> [String] {
    (GalleryDesignVariant.all.map(\.suffix) + GalleryContentSizeVariant.all.map(\.suffix)
      + GalleryVariant.all.map(\.suffix) + GalleryStatesVariant.all.map(\.suffix)).map { variantPath(ofPage: page, $0) }
  }

  /// Where the variant page with `suffix` of the page at `page` goes:
  /// beside it, `party.insetGrouped-dark.html` for `party.html`.
  private static func variantPath(ofPage page: String, _ suffix: String) -> String {
    String(page.dropLast(".html".count)) + "." + suffix + ".html"
  }
}
