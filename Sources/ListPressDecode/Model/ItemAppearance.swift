/// The parts of an item's content configuration that few items set (text,
/// image and separator properties, spacings), kept out of line: an item
/// that sets none of them carries one empty reference, so that the items of
/// a large site stay small to copy (``ListItem`` reads and writes them
/// through properties of its own).
struct ItemAppearance: Hashable, Sendable {
  var textProperties: TextProperties?
  var secondaryTextProperties: TextProperties?
  var imageProperties: ImageProperties?
  var spacing = ContentSpacing()
  var prefersSideBySideTextAndSecondaryText: Bool?
  var separatorConfiguration: SeparatorConfiguration?

  /// Nothing set: what an item without a configuration of its own reads.
  static let none = ItemAppearance()

  /// Whether nothing is set (tested field by field: cheaper than comparing
  /// with an empty value, and asked for every item decoded).
  var isEmpty: Bool {
    textProperties == nil && secondaryTextProperties == nil && imageProperties == nil && spacing.isEmpty
      && prefersSideBySideTextAndSecondaryText == nil && separatorConfiguration == nil
  }
}

/// An ``ItemAppearance`` behind a reference, shared between copies of an
/// item and replaced, never changed, when one of them is changed.
final class ItemAppearanceBox: Hashable, Sendable {
  let value: ItemAppearance

  init(_ value: ItemAppearance) {
    self.value = value
  }

  static func == (left: ItemAppearanceBox, right: ItemAppearanceBox) -> Bool {
    left === right || left.value == right.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
