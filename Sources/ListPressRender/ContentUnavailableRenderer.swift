import ListPressDecode

/// Draws an empty state (`contentUnavailableConfiguration`), after
/// `UIContentUnavailableView`: a `div.lp-content-unavailable` with the
/// image (or, for `loading`, an activity indicator), the text, the secondary
/// text and the button, centred. The button carries `data-item-id`, which
/// the `listpress:contentunavailablebutton` event reports. A loading state is
/// a `status` region, which assistive technology announces.
enum ContentUnavailableRenderer {
  /// Writes `configuration`, its image files drawn as `images` says; `asSearchResult`,
  /// as what a search that matches no row shows: `div.lp-search-empty`,
  /// `hidden` until a search shows it, a status that assistive technology
  /// announces.
  static func write(
    _ configuration: ContentUnavailableConfiguration, images: ImageResolver, into html: inout HTMLWriter,
    asSearchResult: Bool = false
  ) {
    html.element("div") { tag in
      tag.class("lp-content-unavailable")
      tag.class("preset-", configuration.preset.rawValue)
      tag.class("lp-search-empty", when: asSearchResult)
      tag.attribute("role", configuration.preset == .loading || asSearchResult ? "status" : nil)
      tag.flag("hidden", when: asSearchResult)
    } content: { html in
      if configuration.preset == .loading, configuration.image == nil {
        html.emptyElement("span") { $0.class("lp-activity-indicator") }
      } else if let image = configuration.resolvedImage {
        ImageRenderer.write(
          image, className: "lp-unavailable-image", alternativeText: "", size: nil, images: images, into: &html)
      }
      if let text = configuration.resolvedText {
        html.element("p", { $0.class("lp-unavailable-text") }) { html in html.text(text) }
      }
      if let secondaryText = configuration.resolvedSecondaryText {
        html.element("p", { $0.class("lp-unavailable-secondary-text") }) { html in html.text(secondaryText) }
      }
      if let button = configuration.button {
        html.element("button") { tag in
          tag.attribute("type", literal: "button")
          tag.class("lp-unavailable-button")
          tag.attribute("data-item-id", button.id)
        } content: { html in
          html.text(button.title)
        }
      }
    }
  }
}
