/// The data a template renders: one value of a Mustache context.
///
/// Values are plain Swift values, so a context can be built once and rendered
/// from any number of threads. Lists and objects share their storage when
/// copied, so pushing a value on the context stack copies no elements.
///
/// Literals convert directly:
///
/// ```swift
/// let page: MustacheValue = [
///   "title": "Groceries",
///   "items": [["name": "Milk", "count": 2], ["name": "Eggs", "count": 12]],
///   "draft": false,
/// ]
/// ```
public enum MustacheValue: Sendable, Hashable {
  /// No value. Falsey, and renders as nothing.
  case null
  /// A boolean. Renders as `true` or `false`.
  case bool(Bool)
  /// An integer. Renders in decimal.
  case int(Int)
  /// A floating-point number. Renders without a trailing `.0` when it is whole
  /// (`2.0` renders `2`) and in its shortest exact form otherwise (`1.210`
  /// renders `1.21`).
  case double(Double)
  /// A string.
  case string(String)
  /// A list. A section renders once per element.
  case list([MustacheValue])
  /// An object: names looked up by `{{name}}` tags.
  case object([String: MustacheValue])
  /// Text that the caller writes itself, once the template is rendered,
  /// at each place a tag interpolates the placeholder: rendering leaves the
  /// text out and returns those places (``Insertion``), so a long text need
  /// not be held whole. The placeholder stands for text that is not empty:
  /// it is truthy, and a section on it pushes it (`{{.}}` inside is one of
  /// its places). It has no keys, and it is not a partial's name. The
  /// associated value names it in the insertions.
  case placeholder(String)
}

extension MustacheValue {
  /// Whether a section renders for this value (`{{#name}}`) or an inverted
  /// section does not (`{{^name}}`).
  ///
  /// `null`, `false`, the empty list and the empty string are falsey. Every
  /// number is truthy, including zero, so a count of 0 can still be shown.
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let value): value
    case .int, .double, .object, .placeholder: true
    case .string(let value): !value.isEmpty
    case .list(let elements): !elements.isEmpty
    }
  }

  /// The text an interpolation tag writes for this value, before escaping, or
  /// `nil` for values that have no text form (`null`, lists and objects)
  /// and for placeholders, whose text the caller writes.
  public var text: String? {
    switch self {
    case .null, .list, .object, .placeholder: nil
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): Self.format(value)
    case .string(let value): value
    }
  }

  /// Whole numbers below 10^15 print as integers; everything else uses Swift's
  /// shortest round-tripping form.
  private static func format(_ value: Double) -> String {
    if value.isFinite, value.rounded(.towardZero) == value, value.magnitude < 1e15 {
      return String(Int(value))
    }
    return value.description
  }
}
