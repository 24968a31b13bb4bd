import ListPressKit

/// What the browser tests expect of one kind of accessory, against
/// `shared/reference/uikit-lists.md` §8: its edge, the size of its drawing
/// and its colour. Edges and the colours the reference grades A are the
/// reference's; sizes and the other colours are ListPress's choices,
/// documented in docs/appearance.md, and are checked so they do not drift.
struct AccessoryExpectation: Sendable {
  /// How sure the reference is of an accessory's colour.
  enum ColourGrade: Sendable {
    /// The reference's colour, with the reference's sources for it.
    case a(sources: String)
    /// Taken from replicas (C).
    case c
    /// Left unsettled by the reference (U).
    case u
    /// The tint the definition gives it.
    case tint

    /// The grade as the failure messages name it.
    var label: String {
      switch self {
      case .a: "A"
      case .c: "C"
      case .u: "U"
      case .tint: "tint"
      }
    }
  }

  /// The edge it sits on: `leading` or `trailing`.
  let side: String
  /// The reference's sources for the edge.
  let sideSources: String
  /// The width of its drawing (the stylesheet's `::before` box for the
  /// system accessories, the symbol or the text for the others); 0 for a
  /// text, whose width is its text's.
  let width: Double
  /// The height of its drawing.
  let height: Double
  /// Its colour.
  let color: DynamicColor
  /// How sure the reference is of that colour.
  let colourGrade: ColourGrade
  /// The entry that lists it in the accessories of `AccessoryMeasurementTests`'
  /// row, its lines after the first indented by two spaces; `nil` for the
  /// outline disclosure, which the row gets from its children.
  let listed: String?
}

extension Accessory.Kind {
  /// What the browser tests expect of this kind: a new kind does not
  /// compile until it is written here.
  var expectedInBrowser: AccessoryExpectation {
    switch self {
    case .delete:
      AccessoryExpectation(
        side: "leading", sideSources: "AD-ACC-DELETE", width: 22, height: 22, color: Palette.systemRed,
        colourGrade: .a(sources: "AD-ACC-DELETE, AD-TVC-EDIT, MS-EDIT"), listed: "delete")
    case .insert:
      AccessoryExpectation(
        side: "leading", sideSources: "AD-ACC-INSERT", width: 22, height: 22, color: Palette.systemGreen,
        colourGrade: .a(sources: "AD-ACC-INSERT, AD-TVC-EDIT, MS-EDIT"), listed: "insert")
    case .multiselect:
      AccessoryExpectation(
        side: "leading", sideSources: "AD-ACC-MULTI", width: 22, height: 22, color: Palette.systemGray3,
        colourGrade: .c, listed: "multiselect")
    case .customView:
      AccessoryExpectation(
        side: "leading", sideSources: "placement: leading", width: 22, height: 22, color: Palette.systemBlue,
        colourGrade: .tint, listed: "type: customView\nplacement: leading\nimage: symbol:star")
    case .label:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-LABEL", width: 0, height: 22, color: Palette.secondaryLabel,
        colourGrade: .u, listed: "type: label\ntext: \"3\"")
    case .checkmark:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-CHECK", width: 14, height: 12, color: Palette.systemBlue,
        colourGrade: .u, listed: "checkmark")
    case .detail:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-DETAIL", width: 22, height: 22, color: Palette.systemBlue,
        colourGrade: .u, listed: "detail")
    case .popUpMenu:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-POPUP", width: 0, height: 22, color: Palette.secondaryLabel,
        colourGrade: .u, listed: "type: popUpMenu\nmenu: [{ title: Daily }, { title: Weekly, state: on }]")
    case .disclosureIndicator:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-DISC", width: 8, height: 13, color: Palette.tertiaryLabel,
        colourGrade: .u, listed: "disclosureIndicator")
    case .reorder:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-REORDER", width: 18, height: 12, color: Palette.systemGray,
        colourGrade: .a(sources: "AD-ACC-REORDER"), listed: "reorder")
    case .outlineDisclosure:
      AccessoryExpectation(
        side: "trailing", sideSources: "AD-ACC-OUTLINE", width: 8, height: 13, color: Palette.systemBlue,
        colourGrade: .u, listed: nil)
    }
  }
}
