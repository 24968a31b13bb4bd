import Mustache
import ListPressDecode
import ListPressSupport

/// The data a page template sees: the page's front matter, its own keys
/// (`date`, `tags`...), its rendered parts and its links. Every key is
/// described in docs/templates.md.
struct PageData {
  /// The page.
  var page: ListPage
  /// Whether the page is drawn in the classic design: its own
  /// `designRequiresCompatibility`, or the renderer's when it has none.
  var designRequiresCompatibility: Bool
  /// The list's HTML: the `div.lp-list` with every section; `nil` when
  /// the list is written apart, where the template places it (the
  /// placeholder ``listPlaceholder``, the data's only one).
  var list: String?
  /// The Markdown body's HTML, or `""` when the body is blank.
  var body: String
  /// The section index's HTML, or `""` when the page has none.
  var sectionIndex = ""
  /// From the page to the output root: `""`, `"../"`, or the base URL.
  var rootPrefix: String
  /// The base URL the site is served at, if one was given.
  var baseURL: String?
  /// The stylesheet, when it is inline rather than linked; a fragment's
  /// scoped styles, which it also links as a `data:` URL.
  var inlineStyles: String?
  /// The link to the stylesheet, when it is linked: the shared stylesheet,
  /// or a fragment's scoped styles as a `data:` URL.
  var stylesheet: String?
  /// The script, when it is inline rather than linked.
  var inlineScript: String?
  /// The link to the script, when it is linked.
  var script: String?
  /// The link to the site's index, or `nil` for a page that stands alone.
  var indexURL: String?
  /// The value of a fragment container's `data-listpress-fragment`.
  var fragmentID: String
  /// What the ids of a fragment start with (`--id-prefix`); empty for a
  /// whole page. A template writes it before an id of its own.
  var idPrefix = ""
  /// Whether the page is a frame of a design review (``PageRenderer/isReviewFrame``).
  var isReviewFrame = false
  /// Whether the data is for a fragment, which has no Content Security
  /// Policy of its own (its host page's applies): its data has no
  /// `contentSecurityPolicy`.
  var isFragment = false

  /// The name of the placeholder that stands for a list written apart.
  static let listPlaceholder = "list"

  /// The data as one object. The page's own keys come first, at the top
  /// level and under `data`; a key of its own never hides one of ListPress's.
  var value: MustacheValue {
    var object = page.userData.mustacheObject
    let listPress: [String: MustacheValue] = [
      "data": .object(page.userData.mustacheObject),
      "title": .string(page.title),
      "appearance": .string(page.appearance.rawValue),
      "headerMode": .string(page.headerMode.rawValue),
      "footerMode": .string(page.footerMode.rawValue),
      "showsSeparators": .bool(page.showsSeparators),
      "cellStyle": .string(page.cellStyle.rawValue),
      "imageProperties": imageProperties,
      "tintColor": .string(Self.notation(of: page.tintColor)),
      "editing": .bool(page.editing),
      "colorScheme": .string(page.colorScheme.rawValue),
      "preferredContentSizeCategory": .string(page.preferredContentSizeCategory.rawValue),
      "draft": .bool(page.draft),
      "designRequiresCompatibility": .bool(designRequiresCompatibility),
      "htmlClass": .string(htmlClass),
      "htmlStyle": .string(htmlStyle),
      "colorSchemeContent": .string(colorSchemeContent),
      "list": list.map(MustacheValue.string) ?? .placeholder(Self.listPlaceholder),
      "body": .string(body),
      "sectionIndex": sectionIndex.isEmpty ? .null : .string(sectionIndex),
      "searchField": Self.nonEmpty(SearchRenderer(page: page).field),
      "searchEmptyState": Self.nonEmpty(SearchRenderer(page: page).emptyState),
      "stylesheet": stylesheet.map(MustacheValue.string) ?? .null,
      "inlineStyles": inlineStyles.map(MustacheValue.string) ?? .null,
      "script": script.map(MustacheValue.string) ?? .null,
      "inlineScript": inlineScript.map(MustacheValue.string) ?? .null,
      "editingToggle": .bool(page.hasEditingDependentAccessories && !navigationBar.declaresEditButton),
      "largeTitle": .bool(page.navigationItem.showsLargeTitle),
      "largeTitleDisplayMode": .string(page.navigationItem.largeTitleDisplayMode.rawValue),
      "prompt": page.navigationItem.prompt.map(MustacheValue.string) ?? .null,
      "leftBarButtonItems": Self.nonEmpty(navigationBar.leadingItems),
      "rightBarButtonItems": Self.nonEmpty(navigationBar.trailingItems),
      "backButton": backButton,
      "baseURL": baseURL.map(MustacheValue.string) ?? .null,
      "assetsPrefix": .string(rootPrefix),
      "indexURL": indexURL.map(MustacheValue.string) ?? .null,
      "indexTitle": .string(SiteLinks.indexTitle),
      "fragmentID": .string(fragmentID),
      "idPrefix": .string(idPrefix),
      "source": ["path": .string(page.path), "line": 1],
      "generator": .string("ListPress \(ListPressVersion.current)"),
    ]
    object.merge(listPress) { _, ours in ours }
    if !isFragment {
      object["contentSecurityPolicy"] = .string(contentSecurityPolicy.text)
    }
    return .object(object)
  }

  /// The bar button items of the page's navigation bar.
  private var navigationBar: NavigationBarRenderer {
    NavigationBarRenderer(page: page, designRequiresCompatibility: designRequiresCompatibility)
  }

  /// The back button: where it leads (the definition's `parent`, or the
  /// site's index), what it says, and whether it shows its chevron alone;
  /// `null` where it leads nowhere (a page that stands alone) or the
  /// leading items take its place.
  private var backButton: MustacheValue {
    let item = page.navigationItem
    guard let url = item.parent ?? indexURL, item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton
    else { return .null }
    let title =
      item.backButtonDisplayMode == .generic
      ? "Back" : item.backButtonTitle ?? (item.parent == nil ? SiteLinks.indexTitle : "Back")
    return ["url": .string(url), "title": .string(title), "minimal": .bool(item.backButtonDisplayMode == .minimal)]
  }

  private static func nonEmpty(_ html: String) -> MustacheValue {
    html.isEmpty ? .null : .string(html)
  }

  /// The classes of the page's root element, which the stylesheet keys on.
  var htmlClass: String {
    [
      "lp-page",
      "appearance-\(page.appearance.rawValue)",
      "cell-style-\(page.cellStyle.rawValue)",
      "color-scheme-\(page.colorScheme.rawValue)",
      DynamicTypeStylesheet.className(of: page.preferredContentSizeCategory),
      // The classic design has no class of its own, so its pages stay what
      // they were before there were two designs.
      designRequiresCompatibility ? nil : "design-ios26",
      page.editing ? "is-editing" : nil,
      page.navigationItem.showsLargeTitle ? nil : "has-inline-title",
      page.navigationItem.prompt == nil ? nil : "has-prompt",
      sectionIndex.isEmpty ? nil : "has-section-index",
      page.navigationItem.searchController == nil ? nil : "has-search",
      page.showsSeparators ? "has-separators" : "no-separators",
      SeparatorStyle.hasInsets(page.separatorConfiguration) ? "has-separator-insets" : nil,
      page.headerTopPadding == nil ? nil : "has-header-top-padding",
      page.textProperties?.numberOfLines == nil ? nil : "\(TextPropertiesStyle.primary.clampClass)",
      page.secondaryTextProperties?.numberOfLines == nil ? nil : "\(TextPropertiesStyle.secondary.clampClass)",
      page.prefersSideBySideTextAndSecondaryText.map { $0 ? "prefers-side-by-side" : "prefers-stacked" },
      isReviewFrame ? "is-review-frame" : nil,
    ].compactMap { $0 }.joined(separator: " ")
  }

  /// The custom properties of the page's root element, or `""`.
  var htmlStyle: String {
    let declarations: [(StaticString, String?)] =
      [("--tint", CSSValue.color(page.tintColor))]
      + (page.imageProperties.map { ImagePropertiesStyle.declarations(of: $0, names: ImagePropertiesStyle.page) } ?? [])
      + ContentSpacingStyle.page(page.spacing)
      + SeparatorStyle.list(page.separatorConfiguration)
      + [("--header-top-padding", page.headerTopPadding.map(CSSValue.pixels))]
      + TextPropertiesStyle(text: page.textProperties, secondaryText: page.secondaryTextProperties).declarations
    return declarations.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: "; ")
  }

  /// The policy of the page as a whole document: its inline script and
  /// styles are allowed by the hashes of their texts as layout.mustache
  /// writes them, on lines of their own between the tags.
  private var contentSecurityPolicy: ContentSecurityPolicy {
    .page(scriptText: inlineScript.map(Self.elementText), styleText: inlineStyles.map(Self.elementText), baseURL: baseURL)
  }

  /// The text of the `<script>` or `<style>` element layout.mustache
  /// writes for the inline script or styles `text`: on lines of their own
  /// between the tags.
  static func elementText(_ text: String) -> String {
    "\n" + text + "\n"
  }

  /// The `content` of `<meta name="color-scheme">`.
  private var colorSchemeContent: String {
    switch page.colorScheme {
    case .auto: "light dark"
    case .light: "light"
    case .dark: "dark"
    }
  }

  private var imageProperties: MustacheValue {
    guard let image = page.imageProperties else { return .null }
    return [
      "maximumSize": image.maximumSize.map { ["width": .double($0.width), "height": .double($0.height)] } ?? .null,
      "cornerRadius": image.cornerRadius.map(MustacheValue.double) ?? .null,
      "tintColor": image.tintColor.map { .string(Self.notation(of: $0)) } ?? .null,
      "reservedLayoutSize": image.reservedLayoutSize.map { ["width": .double($0.width), "height": .double($0.height)] }
        ?? .null,
    ]
  }

  /// A colour as a definition writes it: `systemBlue`, `#ff8800`.
  private static func notation(of color: ListColor) -> String {
    switch color {
    case .system(let name): name.rawValue
    case .rgba: CSSValue.color(color)
    }
  }
}
