import ListPressKit
import Testing

/// An item that sets everything its `li` carries — leading accessories,
/// its own image, spacing and separator properties, a separator visibility
/// — gets one start tag with its classes first and one `style` attribute,
/// in the order the stylesheet's rules read them.
@Suite struct ItemStartTagTests {
  @Test func everyItemPropertyMeetsInOneStartTag() throws {
    let page = try decodePage(
      """
      ---
      editing: true
      items:
        - id: full
          text: Everything
          accessories: [delete, reorder]
          prefersSideBySideTextAndSecondaryText: false
          imageProperties: { maximumSize: 30 }
          imageToTextPadding: 10
          directionalLayoutMargins: { top: 4 }
          separatorConfiguration:
            color: systemRed
            bottomSeparatorVisibility: visible
            bottomSeparatorInsets: { leading: 0 }
      ---

      """)
    let html = try PageRenderer().renderFragment(page, idPrefix: "t-")
    let tag = try #require(html.firstMatch(of: /<li [^>]*id="t-full"[^>]*>/)).output
    #expect(tag == """
      <li class="lp-item prefers-stacked has-separator-insets separator-bottom-visible" \
      style="--leading-accessories-when-editing: 1; --item-image-width: 30px; --item-image-height: 30px; \
      --item-image-gap: 10px; --item-content-margin-top: 4px; --item-separator-color: var(--systemRed); \
      --item-separator-bottom-leading: 0px" id="t-full">
      """)
  }

  @Test func anItemWithoutItsOwnPropertiesCarriesNone() throws {
    let page = try decodePage("---\nitems:\n  - id: plain\n    text: Plain\n---\n")
    let html = try PageRenderer().renderFragment(page, idPrefix: "t-")
    #expect(html.contains("<li class=\"lp-item\" id=\"t-plain\">"))
  }
}
