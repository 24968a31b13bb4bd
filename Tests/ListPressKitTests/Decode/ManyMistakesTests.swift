import ListPressKit
import Testing

@Suite struct ManyMistakesTests {
  @Test func reportsEveryMistakeOfAFileSorted() {
    let source = """
      ---
      titel: Party
      appearance: insetgrouped
      editing: yes
      headerMode: none
      sections:
        - header: Party
          columns: 3
          items:
            - id: cloud
              text: Cloud
              accesories: [checkmark]
              expanded: true
            - id: cloud
              secondaryText: Again
              image: /abs/cloud.png
              link: javascript:alert(1)
              accessories:
                - checkmark
                - checkmark
                - { type: customView, text: Hi }
      ---
      Body text.
      """
    let result = decode(source)
    #expect(result.page == nil)
    #expect(result.diagnostics == [
      """
      \(source.at("titel")): warning: unknown key 'titel' in page; did you mean 'title'?
      \(source.at("titel")): note: keys the contract does not define are kept as page data
      """,
      """
      \(source.at("insetgrouped")): error: unknown appearance 'insetgrouped'; did you mean 'insetGrouped'?
      \(source.at("insetgrouped")): note: expected one of 'plain', 'grouped', 'insetGrouped', 'sidebar' or 'sidebarPlain'
      """,
      """
      \(source.at("yes")): error: expected a boolean for 'editing', found a string
      \(source.at("yes")): note: 'yes' is a string in YAML 1.2; write true or false
      """,
      "\(source.at("header: Party")): warning: 'header' is not shown because headerMode is 'none'; use headerMode: supplementary",
      "\(source.at("columns")): error: 'columns' applies only to a grid section; add 'layout: grid'",
      """
      \(source.at("accesories")): error: unknown key 'accesories' in item; did you mean 'accessories'?
      \(source.at("accesories")): note: expected one of 'id', 'text', 'secondaryText', 'image', 'style', 'textProperties', 'secondaryTextProperties', 'imageProperties', 'imageToTextPadding', 'textToSecondaryTextVerticalPadding', 'textToSecondaryTextHorizontalPadding', 'directionalLayoutMargins', 'prefersSideBySideTextAndSecondaryText', 'separatorConfiguration', 'description', 'link', 'accessories', 'leadingSwipeActions', 'trailingSwipeActions', 'contextMenu', 'selected', 'disabled', 'children', 'expanded', 'highlighted', 'focused', 'swiped' or 'dragState'
      """,
      "\(source.at("expanded")): warning: 'expanded' has no effect on an item without 'children'",
      "\(source.at("id: cloud", after: "expanded")): error: item is missing 'text'",
      """
      \(source.at("cloud", after: "expanded")): error: duplicate id 'cloud'; ids must be unique within the file
      \(source.at("cloud", after: "id: ")): note: 'cloud' is first used here
      """,
      "\(source.at("/abs")): error: image path '/abs/cloud.png' is absolute; expected a relative path, an 'https:' URL or 'symbol:NAME'",
      "\(source.at("javascript")): error: link scheme 'javascript:' is not allowed; expected an 'https:', 'http:', 'mailto:' or 'tel:' URL, a relative path or a '#anchor'",
      """
      \(source.at("checkmark", after: "- checkmark")): error: duplicate accessory 'checkmark'; an item shows each accessory type once
      \(source.at("checkmark", after: "accessories:")): note: the first 'checkmark' is here
      """,
      "\(source.at("{ type: customView")): error: customView accessory is missing 'placement'; expected 'leading' or 'trailing'",
    ])
  }
}
