import Mustache
import ListPressSupport
import ListPressDecode
import ListPressRender
import ListPressWrite

/// The design review of a list: one page that opens with the list as it
/// is (its own appearance and design, marked) in a viewer with switches
/// for light and dark, increased contrast, layout direction, Dynamic Type
/// size, width (320, 390, 430 and 820 px) and design, then a compact grid
/// of thumbnails of every variant: both designs, light and dark; three
/// Dynamic Type sizes; every appearance, light and dark, normal and
/// editing, with a states panel in each (``GalleryStatesVariant``: swipe
/// actions open, a highlighted and a focused row), the list's own
/// appearance first and marked. Each thumbnail is its own permalink
/// (`party.review.html#insetGrouped-dark-editing`), which opens it full
/// size in place, and links to its variant page.
///
/// Each panel is an `iframe` showing a variant page: the list rendered with
/// ``GalleryDesignVariant/apply(to:)``,
/// ``GalleryContentSizeVariant/apply(to:)``, ``GalleryVariant/apply(to:)`` or
/// ``GalleryStatesVariant/apply(to:)``,
/// written beside the list's own page (`party.classic-dark.html`,
/// `party.insetGrouped-dark-editing.html` beside `party.html`) so that the
/// list's relative image paths still work. The review page is beside them
/// too, as `party.review.html`. Without script the viewer shows the list
/// in its own design, light, at 390 px, and the grid shows everything;
/// the review's script (`gallery.js`) shows the switches, which choose the
/// viewer's design variant page and width, and send the rest to the page
/// in the frame (listpress.js applies them to a page that is a review
/// frame).
///
/// A standalone review (``SiteLinks/standalone``, `gallery --standalone`)
/// is one file to mail: its stylesheet and script inline, and every
/// variant page standalone inside its frame's `srcdoc`, with its images
/// embedded; no variant file is written.
public struct Gallery: Sendable {
  /// The widths the viewer can show the list at, in CSS pixels: the
  /// iPhone SE, the iPhone 16 and 16 Plus, and an iPad in portrait.
  public static let widths = [320, 390, 430, 820]
  /// The width the viewer starts at, and every thumbnail is drawn at.
  public static let compactWidth = 390
  /// The height of every frame, in CSS pixels.
  static let panelHeight = 700

  /// Renders the variant pages, and the review page with its templates.
  /// It draws each variant in the variant's own colour scheme: its
  /// ``PageRenderer/colorScheme`` is always `nil`.
  public let renderer: PageRenderer
  /// How the pages reach the shared stylesheets and script; standalone,
  /// the review carries everything itself.
  public let links: SiteLinks

  /// Creates a gallery that renders with `renderer` and links as `links`
  /// says. A colour scheme `renderer` would force on every page
  /// (`--color-scheme`) is not forced on the variants, whose light and dark
  /// pages are what the review is for.
  public init(renderer: PageRenderer = PageRenderer(), links: SiteLinks = SiteLinks()) {
    var renderer = renderer
    renderer.colorScheme = nil
    // Each variant page is a frame of the review: drawn whole for a
    // full-page capture, and following the review's switches.
    renderer.isReviewFrame = true
    self.renderer = renderer
    self.links = links
  }

  /// The review page of the page written at `destination`
  /// (``reviewPath(of:)``), followed by its 32 variant pages
  /// (``variantPaths(ofPage:)``), or alone when it stands alone. Write them
  /// with ``TemplateSet/galleryFiles`` at the root of the output folder
  /// (nothing more when standalone), and the page's images as a build
  /// copies them.
  public func files(for page: ListPage, at destination: PageDestination) throws(TemplateError) -> [OutputFile] {
    var variants: [OutputFile] = []
    let review = try files(for: page, at: destination, images: .byPath) { variants.append($0) }
    return [review] + variants
  }

  /// Hands each variant page of the page written at `destination`, its
  /// image files drawn as `images` says, to `body` as soon as it is
  /// rendered, and returns the review page: only one variant is held in
  /// memory at a time, which for a page of many megabytes is the
  /// difference between one page's size and thirty-two's. A standalone
  /// review holds every variant (it is made of them) and hands none on.
  package func files(
    for page: ListPage, at destination: PageDestination, images: ImageResolver,
    eachVariant body: (OutputFile) -> Void
  ) throws(TemplateError) -> OutputFile {
    let ownDesign = page.designRequiresCompatibility ?? renderer.designRequiresCompatibility
    var frames: [String: Frame] = [:]
    // Most variants carry the same styles: each text is hashed once.
    var inlineTexts: (scripts: Set<String>, styles: Set<String>) = ([], [])
    /// Renders `variant` of the page as the variant page with `suffix`.
    func render(_ variant: ListPage, suffix: String) throws(TemplateError) {
      let path = Self.variantPath(ofPage: destination.relativePath, suffix)
      let html = try renderer.html(.page, variant, at: path, links: links, images: images)
      if links.standalone {
        frames[suffix] = .document(String(decoding: html, as: UTF8.self))
        let texts = renderer.standaloneInlineTexts(for: variant, images: images)
        inlineTexts.scripts.insert(texts.script)
        inlineTexts.styles.insert(texts.style)
      } else {
        body(OutputFile(relativePath: path, bytes: html))
        frames[suffix] = .file(URLSafety.relativeReference(toFile: String(path.split(separator: "/").last!)))
      }
    }
    for variant in GalleryDesignVariant.all { try render(variant.apply(to: page), suffix: variant.suffix) }
    for variant in GalleryContentSizeVariant.all { try render(variant.apply(to: page), suffix: variant.suffix) }
    for variant in GalleryVariant.all { try render(variant.apply(to: page), suffix: variant.suffix) }
    for variant in GalleryStatesVariant.all { try render(variant.apply(to: page), suffix: variant.suffix) }

    let reviewPath = Self.reviewPath(of: destination)
    let rootPrefix = links.rootPrefix(fromPage: reviewPath)
    let templates = renderer.templates
    let policy =
      links.standalone
      ? ContentSecurityPolicy.standaloneReview(
        scriptTexts: [templates.galleryScript] + inlineTexts.scripts.sorted(),
        styleTexts: [templates.galleryStylesheet] + inlineTexts.styles.sorted())
      : ContentSecurityPolicy.review(baseURL: links.baseURL)
    let ownScheme = page.colorScheme == .dark ? ColorScheme.dark : .light
    let viewerVariant = GalleryDesignVariant(designRequiresCompatibility: ownDesign, colorScheme: ownScheme)
    let viewerLabel = "\(page.title) as it is: \(page.appearance.rawValue), "
      + "\(GalleryDesignVariant.name(ofDesignRequiringCompatibility: ownDesign)), \(ownScheme.rawValue), \(Self.compactWidth) px"
    var data: [String: MustacheValue] = [
      "title": .string(page.title),
      "data": .object(page.userData.mustacheObject),
      "source": [
        "path": .string(page.path),
        "line": 1,
        "href": .string(URLSafety.relativeReference(toFile: FilePath.relativePath(from: destination.path, to: page.path))),
      ],
      "contentSecurityPolicy": .string(policy.text),
      "baseURL": links.baseURL.map(MustacheValue.string) ?? .null,
      "assetsPrefix": .string(rootPrefix),
      "generator": .string("ListPress \(ListPressVersion.current)"),
      "viewer": [
        "appearance": .string(page.appearance.rawValue),
        "own": .string(GalleryDesignVariant.name(ofDesignRequiringCompatibility: ownDesign)),
        "frame": .object(
          frames[viewerVariant.suffix]!.panel(label: viewerLabel, width: Self.compactWidth, variant: viewerVariant.suffix)),
        "schemes": .list(
          [ColorScheme.light, .dark].map { Self.choice($0.rawValue, label: $0 == .light ? "Light" : "Dark", chosen: $0 == ownScheme) }),
        "designs": .list(
          [false, true].map { classic in
            let name = GalleryDesignVariant.name(ofDesignRequiringCompatibility: classic)
            return Self.choice(
              classic ? "classic" : "ios26", label: classic == ownDesign ? name + " (this page's)" : name,
              chosen: classic == ownDesign)
          }),
        "widths": .list(Self.widths.map { Self.choice(String($0), label: "\($0) px", chosen: $0 == Self.compactWidth) }),
        "contentSizes": .list(
          ContentSizeCategory.allCases.map { category in
            let own = category == page.preferredContentSizeCategory
            return Self.choice(category.rawValue, label: category.rawValue + (own ? " (this page's)" : ""), chosen: own)
          }),
      ],
      "groups": .list(Self.groups(of: page, ownDesign: ownDesign, frames: frames)),
    ]
    // A standalone review carries its stylesheet and script; another links them.
    let standalone = links.standalone
    data["inlineGalleryStyles"] = standalone ? .string(templates.galleryStylesheet) : .null
    data["inlineGalleryScript"] = standalone ? .string(templates.galleryScript) : .null
    data["galleryStylesheet"] = standalone ? .null : .string(rootPrefix + templates.galleryStylesheetFileName)
    data["galleryScript"] = standalone ? .null : .string(rootPrefix + templates.galleryScriptFileName)
    let review = try templates.render(.gallery, .object(data))
    return OutputFile(relativePath: reviewPath, contents: review)
  }

  /// Where a frame's page is: a file beside the review page, by its
  /// reference from there, or a whole standalone document, for `srcdoc`.
  private enum Frame {
    case file(String)
    case document(String)

    /// The data of a frame labelled `label`, `width` px wide, showing the
    /// variant with `variant` as its suffix: `src` and `page` (the link
    /// that opens it on its own) for a file, `srcdoc` for a document.
    func panel(label: String, width: Int, variant: String) -> [String: MustacheValue] {
      var panel: [String: MustacheValue] = [
        "label": .string(label), "width": .int(width), "height": .int(Gallery.panelHeight), "variant": .string(variant),
        "src": .null, "page": .null, "srcdoc": .null,
      ]
      switch self {
      case .file(let reference):
        panel["src"] = .string(reference)
        panel["page"] = .string(reference)
      case .document(let html):
        panel["srcdoc"] = .string(html)
      }
      return panel
    }
  }

  /// One option of a switch: its `value`, its `label`, and whether it is
  /// `chosen` to begin with.
  private static func choice(_ value: String, label: String, chosen: Bool) -> MustacheValue {
    ["value": .string(value), "label": .string(label), "chosen": .bool(chosen)]
  }

  /// The groups of the thumbnail grid: the designs (the page's own first,
  /// light before dark), the Dynamic Type sizes, then one per appearance,
  /// the page's own first and marked, each with its light, light editing,
  /// dark, dark editing and states variants.
  private static func groups(of page: ListPage, ownDesign: Bool, frames: [String: Frame]) -> [MustacheValue] {
    func thumbnail(_ suffix: String, _ label: String) -> MustacheValue {
      var panel = frames[suffix]!.panel(label: label, width: compactWidth, variant: suffix)
      panel["anchor"] = .string(suffix)
      return .object(panel)
    }
    let designs = [ownDesign, !ownDesign].flatMap { classic in
      [ColorScheme.light, .dark].map { scheme in
        let variant = GalleryDesignVariant(designRequiresCompatibility: classic, colorScheme: scheme)
        // The short name: a thumbnail's caption is a third of a phone wide.
        let name = classic ? "Classic" : "iOS 26"
        return thumbnail(variant.suffix, "\(name)\(classic == ownDesign ? " (this page's)" : ""), \(scheme.rawValue)")
      }
    }
    let contentSizes = GalleryContentSizeVariant.all.map { thumbnail($0.suffix, $0.label) }
    let appearances = [page.appearance] + Appearance.allCases.filter { $0 != page.appearance }
    return [
      group(id: "designs", heading: "Designs", own: false, thumbnails: designs),
      group(id: "dynamic-type", heading: "Dynamic Type", own: false, thumbnails: contentSizes),
    ]
      + appearances.map { appearance in
        let variants = GalleryVariant.all.filter { $0.appearance == appearance }.map { thumbnail($0.suffix, $0.label) }
        let states = GalleryStatesVariant.all.filter { $0.appearance == appearance }.map { thumbnail($0.suffix, $0.label) }
        let own = appearance == page.appearance
        return group(
          id: "appearance-" + appearance.rawValue, heading: appearance.rawValue + (own ? " (this page's appearance)" : ""),
          own: own, thumbnails: variants + states)
      }
  }

  /// A group of the thumbnail grid.
  private static func group(id: String, heading: String, own: Bool, thumbnails: [MustacheValue]) -> MustacheValue {
    ["id": .string(id), "heading": .string(heading), "own": .bool(own), "thumbnails": .list(thumbnails)]
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
