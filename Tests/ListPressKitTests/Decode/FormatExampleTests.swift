import ListPressKit
import Testing

@Suite struct FormatExampleTests {
  @Test func decodesTheExampleOfFormatMD() throws {
    let source = """
      ---
      title: Characters
      appearance: insetGrouped
      headerMode: supplementary
      cellStyle: subtitleCell
      imageProperties: { maximumSize: 60, cornerRadius: 30 }
      sections:
        - header: Party
          footer: Members who travel with Cloud.
          items:
            - id: cloud
              text: Cloud Strife
              secondaryText: Mercenary
              image: images/cloud.png
              accessories: [checkmark, disclosureIndicator]
              description: |
                Ex-**SOLDIER** for hire. See [the wiki](https://example.org/cloud).
      ---
      Every member of the party, grouped by where they first join.
      """
    let page = try decodePage(source, path: "Examples/characters.md")
    let expected = ListPage(
      path: "Examples/characters.md",
      title: "Characters",
      appearance: .insetGrouped,
      headerMode: .supplementary,
      footerMode: .supplementary,
      showsSeparators: true,
      cellStyle: .subtitleCell,
      imageProperties: ImageProperties(maximumSize: ImageSize(width: 60, height: 60), cornerRadius: 30),
      tintColor: .system(.systemBlue),
      sections: [
        ListSection(
          header: "Party",
          footer: "Members who travel with Cloud.",
          items: [
            ListItem(
              id: "cloud",
              text: "Cloud Strife",
              secondaryText: "Mercenary",
              image: .file("images/cloud.png", position: try textPosition(source.position(of: "images/cloud.png"))),
              description: "Ex-**SOLDIER** for hire. See [the wiki](https://example.org/cloud).\n",
              accessories: [Accessory(.checkmark), Accessory(.disclosureIndicator)],
              position: try textPosition(source.position(of: "id: cloud"))
            )
          ],
          position: try textPosition(source.position(of: "header: Party"))
        )
      ],
      body: "Every member of the party, grouped by where they first join.",
      bodyStartLine: 19
    )
    #expect(page == expected)
  }
}
