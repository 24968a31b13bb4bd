import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct SelectorScopeTests {
  /// Comments in a selector list are left out, wherever they are; a
  /// comment left open runs to the end of the list.
  @Test(arguments: [
    (".a, .b", ".a:is(C, C *),\n.b:is(C, C *)"),
    (".a /* first */, /* second */ .b", ".a:is(C, C *),\n.b:is(C, C *)"),
    ("/**/.a/***/", ".a:is(C, C *)"),
    (".a, .b /* open", ".a:is(C, C *),\n.b:is(C, C *)"),
    ("/* only */", ""),
    (".a/.b", ".a/.b:is(C, C *)"),
  ])
  func leavesOutComments(selectorList: String, expected: String) {
    #expect(SelectorScope.scoped(selectorList, to: "C") == expected)
  }
}
