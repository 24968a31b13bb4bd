extension ItemKey: SchemaKey {
  var valueSchema: JSONValue {
    switch self {
    case .id:
      .ref(.identifier).described(
        "The item's stable name (anchor, events, favorites); unique in the file; default made from its text.")
    case .text: .ref(.text).described("The row's main text, shown as written (not Markdown).")
    case .secondaryText: .ref(.text).described("A second text; the cell style says where it goes.")
    case .image: .ref(.image).described("An image before the texts.")
    case .style: .ref(.cellStyle).described("This row's cell style, over the page's cellStyle.")
    case .textProperties: .ref(.textProperties).described("How its text is drawn, over its section's and the page's.")
    case .secondaryTextProperties:
      .ref(.textProperties).described("How its secondary text is drawn, over its section's and the page's.")
    case .imageProperties: .ref(.imageProperties).described("How its image is drawn, over the page's.")
    case .imageToTextPadding: .ref(.length).described("Points between its image and its texts, over the page's.")
    case .textToSecondaryTextVerticalPadding:
      .ref(.length).described("Points between its text and the secondary text under it.")
    case .textToSecondaryTextHorizontalPadding:
      .ref(.length).described("Points between its text and the secondary text beside it.")
    case .directionalLayoutMargins:
      .ref(.directionalLayoutMargins).described("The space around its content, over the page's.")
    case .prefersSideBySideTextAndSecondaryText:
      .ref(.boolean).described("Whether its secondary text goes beside its text when both fit, over the page's.")
    case .separatorConfiguration:
      .ref(.separatorConfiguration).described("How its separators are drawn, over its section's and the page's.")
    case .description: .ref(.markdown).described("Markdown shown under the row's texts.")
    case .link: .ref(.link).described("Where the row leads: the whole row becomes a link.")
    case .accessories: .ref(.accessories)
    case .leadingSwipeActions:
      .ref(.swipeActions).described("Actions revealed by swiping the row from its leading edge.")
    case .trailingSwipeActions:
      .ref(.swipeActions).described("Actions revealed by swiping the row from its trailing edge.")
    case .contextMenu: .ref(.menu).described("A menu opened by a long press, a secondary click or the keyboard.")
    case .selected: .ref(.boolean).described("Draw the row selected; default false.")
    case .disabled: .ref(.boolean).described("Draw the row dimmed; default false.")
    case .children: .list(of: .ref(.item)).described("Rows nested under this one, which it expands and collapses.")
    case .expanded: .ref(.boolean).described("Whether a row with children starts open; default false.")
    case .highlighted: .ref(.boolean).described("Draw the row as under a finger, for review.")
    case .focused: .ref(.boolean).described("Draw the keyboard's focus ring around the row, for review.")
    case .swiped: .ref(.swipedSide).described("Draw the row swiped open on that side, its actions showing, for review.")
    case .dragState: .ref(.dragState).described("Draw the row lifted or dragged, for review.")
    }
  }
}
