import ListPressKit
import Testing

/// An item's declared states (`highlighted`, `focused`, `swiped`,
/// `dragState`), drawn for review.
@Suite struct DeclaredStateDecodingTests {
  @Test func decodesEveryState() throws {
    let page = try decodePage(
      """
      ---
      items:
        - { text: A, highlighted: true, focused: true }
        - { text: B, swiped: trailing, trailingSwipeActions: [{ title: Delete }], dragState: lifting }
        - { text: C, dragState: dragging }
        - { text: D }
      ---

      """)
    #expect(page.sections[0].items.map(\.declaredState) == [
      DeclaredCellState(highlighted: true, focused: true),
      DeclaredCellState(swiped: .trailing, dragState: .lifting),
      DeclaredCellState(dragState: .dragging),
      DeclaredCellState(),
    ])
  }

  @Test(arguments: [
    ("swiped: left", "left", "unknown swiped side 'left'; expected one of 'leading' or 'trailing'"),
    ("dragState: liftng", "liftng", "unknown drag state 'liftng'; did you mean 'lifting'?"),
    ("highlighted: yes", "yes", "expected a boolean for 'highlighted', found a string"),
    ("focussed: true", "focussed", "unknown key 'focussed' in item; did you mean 'focused'?"),
  ])
  func refusesWhatItDoesNotTake(written: String, at needle: String, message: String) {
    let source = "---\nitems:\n  - text: Row\n    \(written)\n---\n"
    expectRefused(source, at: needle, after: "Row", message)
  }

  @Test(arguments: [
    ("swiped: leading\n    trailingSwipeActions: [{ title: Delete }]", "'swiped: leading' shows nothing: the item has no 'leadingSwipeActions'"),
    ("swiped: trailing\n    trailingSwipeActions: [{ title: Delete }]\n    children: [{ text: Child }]",
     "'swiped' shows nothing on an item with 'children': its actions are in its menu only"),
  ])
  func warnsWhenSwipedShowsNothing(written: String, message: String) throws {
    let source = "---\nitems:\n  - text: Row\n    \(written)\n---\n"
    let result = decode(source)
    #expect(result.page != nil)
    #expect(result.diagnostics == ["\(source.at("swiped")): warning: \(message)"])
  }
}
