import ListPressKit
import Testing

/// A section's own list configuration, as a compositional layout's section
/// provider gives each section its own: `appearance`, `headerMode`,
/// `footerMode`, and `orthogonalScrollingBehavior` for a horizontal section.
@Suite struct SectionConfigurationDecodingTests {
  @Test func decodesEachSectionsOwnConfiguration() throws {
    let page = try decodePage(
      """
      ---
      appearance: insetGrouped
      sections:
        - appearance: plain
          headerMode: firstItemInSection
          footerMode: none
          items: [{ text: Heading }, { text: Row }]
        - header: Shown
          items: [{ text: Other }]
        - layout: horizontal
          orthogonalScrollingBehavior: groupPagingCentered
          items: [{ text: Card }]
      ---

      """)
    #expect(page.appearance == .insetGrouped)
    #expect(page.sections[0].appearance == .plain)
    #expect(page.sections[0].headerMode == .firstItemInSection)
    #expect(page.sections[0].footerMode == FooterMode.none)
    #expect(page.sections[1].appearance == nil && page.sections[1].headerMode == nil)
    #expect(page.sections[2].orthogonalScrollingBehavior == .groupPagingCentered)
    #expect(page.headerMode == .supplementary)
  }

  @Test(arguments: OrthogonalScrollingBehavior.allCases)
  func takesEveryScrollingBehavior(behavior: OrthogonalScrollingBehavior) throws {
    let page = try decodePage(
      "---\nsections:\n  - layout: horizontal\n    orthogonalScrollingBehavior: \(behavior.rawValue)\n    items: [{ text: Card }]\n---\n")
    #expect(page.sections[0].orthogonalScrollingBehavior == behavior)
  }

  @Test(arguments: [
    ("appearance: sidebar", "appearance",
     "a section's appearance is 'plain', 'grouped' or 'insetGrouped'; 'sidebar' lays out a whole page: give it to the page's 'appearance'"),
    ("appearance: inset", "inset",
     "unknown appearance 'inset'; expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'"),
    ("headerMode: first", "first",
     "unknown header mode 'first'; expected one of 'none', 'supplementary' or 'firstItemInSection'"),
    ("orthogonalScrollingBehavior: paging", "orthogonalScrollingBehavior",
     "'orthogonalScrollingBehavior' applies only to a horizontal section; add 'layout: horizontal'"),
    ("headerTopPadding: -1", "-1", "expected zero or a positive number for 'headerTopPadding', found -1"),
    ("headerTopPadding: auto", "auto", "expected a number for 'headerTopPadding', found a string"),
    ("showsSeparators: no", "no", "expected a boolean for 'showsSeparators', found a string"),
  ])
  func refusesWhatASectionDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nsections:\n  - \(written)\n    items: [{ text: Row }]\n---\n"
    expectRefused(source, at: needle, after: "sections:", message)
  }

  @Test func refusesAnUnknownScrollingBehavior() {
    let source = "---\nsections:\n  - layout: horizontal\n    orthogonalScrollingBehavior: pageing\n    items: [{ text: Card }]\n---\n"
    let result = decode(source)
    #expect(result.diagnostics.first?.hasPrefix(
      "\(source.at("pageing")): error: unknown scrolling behavior 'pageing'; did you mean 'paging'?") == true,
            "\(result.diagnostics)")
  }

  @Test func aSectionsOwnModesDecideWhetherItsHeaderAndFooterShow() {
    let source = """
      ---
      headerMode: none
      sections:
        - header: Shown
          headerMode: supplementary
          footer: Hidden
          footerMode: none
          items: [{ text: Row }]
        - header: Hidden too
          items: [{ text: Other }]
      ---

      """
    #expect(decode(source).diagnostics == [
      "\(source.at("footer")): warning: 'footer' is not shown because footerMode is 'none'; use footerMode: supplementary",
      "\(source.at("header", after: "Row")): warning: 'header' is not shown because headerMode is 'none'; use headerMode: supplementary",
    ].sorted())
  }

  @Test func aSidebarPageIgnoresASectionsAppearance() throws {
    let source = "---\nappearance: sidebar\nsections:\n  - appearance: grouped\n    items: [{ text: Row }]\n---\n"
    let result = decode(source)
    #expect(result.page?.sections[0].appearance == nil)
    #expect(result.diagnostics == [
      "\(source.at("appearance", after: "sections:")): warning: a section's 'appearance' is ignored on a 'sidebar' page: a sidebar lays out the whole page"
    ])
  }
}
