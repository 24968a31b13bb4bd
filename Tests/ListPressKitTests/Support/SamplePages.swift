import ListPressKit

/// Pages built from model values, as the decoder would hand them over.
enum SamplePages {
  /// A page that uses most of the format: sections with headers and
  /// footers, every cell style, images, accessories, swipe actions,
  /// descriptions, links and an outline.
  static var characters: ListPage {
    ListPage(
      path: "Examples/characters.md",
      title: "Characters",
      appearance: .insetGrouped,
      headerMode: .supplementary,
      footerMode: .supplementary,
      cellStyle: .subtitleCell,
      imageProperties: ImageProperties(maximumSize: ImageSize(width: 60, height: 60), cornerRadius: 30),
      sections: [
        ListSection(
          id: "party",
          header: "Party",
          footer: "Members who travel with Cloud.",
          items: [
            ListItem(
              id: "cloud",
              text: "Cloud Strife",
              secondaryText: "Mercenary",
              image: .file("images/cloud.png", position: TextPosition(line: 12, column: 16)),
              description: "Ex-**SOLDIER** for hire. See [the wiki](https://example.org/cloud).",
              link: "https://example.org/cloud",
              accessories: [Accessory(.checkmark), Accessory(.disclosureIndicator)],
              trailingSwipeActions: [SwipeAction(title: "Delete", style: .destructive)]
            ),
            ListItem(
              id: "tifa",
              text: "Tifa Lockhart",
              secondaryText: "Martial artist",
              image: .symbol("figure.boxing"),
              selected: true
            ),
          ]
        ),
        ListSection(
          id: "places",
          header: "Places",
          items: [
            ListItem(
              id: "midgar",
              text: "Midgar",
              style: .valueCell,
              accessories: [Accessory(.label, text: "8 sectors")],
              children: [
                ListItem(id: "sector-7", text: "Sector 7"),
                ListItem(id: "wall-market", text: "Wall Market", disabled: true),
              ],
              expanded: true
            ),
            ListItem(id: "kalm", text: "Kalm", children: [ListItem(id: "inn", text: "Inn")]),
          ]
        ),
      ],
      body: "Every member of the party, grouped by where they *first* join."
    )
  }
}
