import Foundation
import ListPressKit
import Testing

/// Values written as Swift code writes them (issue 18, item 6): one
/// fix-it per habit and file, however often it is written.
struct HabitDiagnosticsTests {
  /// A page whose `key` is `value`, and one section of one item.
  private static func page(_ key: String, _ value: String) -> String {
    """
    ---
    title: Habits
    \(key): \(value)
    items:
      - text: One
    ---
    """
  }

  @Test(
    "A value with Swift's leading '.' gets the value without it as its fix, and no list of accepted values",
    arguments: [
      ("appearance", ".insetGrouped", "insetGrouped"),
      ("cellStyle", ".subtitleCell", "subtitleCell"),
      ("headerMode", ".supplementary", "supplementary"),
      ("tintColor", ".systemRed", "systemRed"),
    ])
  func leadingDotGetsItsFix(key: String, value: String, fix: String) {
    let source = Self.page(key, value)
    #expect(decode(source).diagnostics == [
      "\(source.at(value)): error: '\(value)' is Swift's shorthand; write '\(fix)', without the leading '.'"
    ])
  }

  @Test("A leading '.' written on many values is one error, with one note naming its other places")
  func repeatedHabitIsReportedOnce() {
    let source = """
      ---
      title: Habits
      appearance: .insetGrouped
      sections:
        - items:
            - text: A
              accessories: [.disclosureIndicator]
            - text: B
              accessories: [.checkmark]
            - text: C
              accessories: [.disclosureIndicator]
      ---
      """
    let first = source.position(of: ".disclosureIndicator")
    let second = source.position(of: ".checkmark")
    let third = source.position(of: ".disclosureIndicator", after: "text: C")
    #expect(decode(source).diagnostics == [
      """
      \(source.at(".insetGrouped")): error: '.insetGrouped' is Swift's shorthand; write 'insetGrouped', without the leading '.'
      list.md:\(first): note: a leading '.' is also at \(first), \(second) and \(third); remove it there too
      """
    ])
  }

  @Test("A leading '.' before a word that is not accepted is an unknown value, as without it")
  func leadingDotOnAnUnknownWordIsUnknown() {
    let source = Self.page("appearance", ".insetGroupd")
    let diagnostics = decode(source).diagnostics
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasPrefix("\(source.at(".insetGroupd")): error: unknown appearance '.insetGroupd'") == true)
  }

  @Test("A key with a leading '.' is an unknown key with its did-you-mean, not a habit fix")
  func leadingDotOnAKeyIsAnUnknownKey() {
    let source = Self.page(".title", "Again")
    #expect(decode(source).diagnostics.contains {
      $0.hasPrefix("\(source.at(".title")): warning: unknown key '.title' in page; did you mean 'title'?")
    })
  }

  @Test(
    "A value written with its Swift type or as a call gets the bare name as its fix (item 7)",
    arguments: [
      ("cellStyle", "UIListContentConfiguration.subtitleCell", "subtitleCell"),
      ("cellStyle", "\"UIListContentConfiguration.valueCell()\"", "valueCell"),
      ("appearance", "UICollectionLayoutListConfiguration.Appearance.insetGrouped", "insetGrouped"),
      ("tintColor", "UIColor.systemRed", "systemRed"),
      ("headerMode", ".supplementary()", "supplementary"),
    ])
  func swiftSpellingGetsItsFix(key: String, value: String, fix: String) {
    let source = Self.page(key, value)
    let written = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    #expect(decode(source).diagnostics == ["\(source.at(value)): error: '\(written)' is Swift code; write '\(fix)'"])
  }

  @Test("A qualified name whose last part is misspelt gets the did-you-mean of that part")
  func qualifiedMisspellingIsSuggestedByItsLastPart() {
    let source = Self.page("cellStyle", "UIListContentConfiguration.subtitelCell")
    let at = source.at("UIList")
    #expect(decode(source).diagnostics == [
      """
      \(at): error: unknown cell style 'UIListContentConfiguration.subtitelCell'; did you mean 'subtitleCell'?
      \(at): note: expected one of 'cell', 'subtitleCell', 'valueCell', 'sidebarCell', 'sidebarSubtitleCell', 'accompaniedSidebarCell' or 'accompaniedSidebarSubtitleCell'
      """
    ])
  }

  @Test("An accessory written as a Swift call is one error that shows its map form", arguments: [
    ("[.disclosureIndicator(displayed: .always)]", ".disclosureIndicator", "{ type: disclosureIndicator, displayed: always }"),
    ("\n      - .checkmark(tintColor: .systemRed)", ".checkmark", "{ type: checkmark, tintColor: systemRed }"),
  ])
  func accessoryCallGetsItsMapForm(written: String, start: String, mapForm: String) {
    let source = "---\nitems:\n  - text: One\n    accessories: \(written)\n---\n"
    let call = written.drop { "[\n -".contains($0) }.dropLast(written.hasSuffix("]") ? 1 : 0)
    #expect(decode(source).diagnostics == [
      "\(source.at(start)): error: '\(call)' is Swift's call syntax; write the map form: \(mapForm)"
    ])
  }
}
