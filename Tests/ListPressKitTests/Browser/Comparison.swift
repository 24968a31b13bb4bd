import Foundation

extension Expectation {
  /// Whether the check applies with `contrast`: every check with standard
  /// contrast; with increased contrast, the colours whose variant the reference gives.
  func applies(to contrast: Contrast) -> Bool {
    guard contrast == .increased else { return true }
    if case .color(let color) = expected { return color.increasedContrast != nil }
    return false
  }

  /// A readable line for each sample of `result` that misses the reference,
  /// or for a result with no samples at all.
  func mismatches(in result: Harness.Result, mode: Mode, contrast: Contrast = .standard) -> [String] {
    let width = Width(rawValue: result.width) ?? .compact
    let place = "\(build.rawValue)/\(page.rawValue) at \(result.width) px, \(mode)\(contrast == .increased ? ", increased contrast" : "")"
    let source = source(for: contrast)
    if let error = result.error {
      return ["\(place): \(subject): `\(selector)` \(metric): the script failed: \(error) \(source)"]
    }
    if result.samples.isEmpty {
      return ["\(place): \(subject): `\(selector)` matched nothing rendered to measure \(source)"]
    }
    return result.samples.compactMap { sample in
      let verdict = expected.verdict(on: sample.value, width: width, mode: mode, contrast: contrast, lengthTolerance: lengthTolerance)
      guard !verdict.matches else { return nil }
      return "\(place): \(subject): `\(selector)` (\(sample.label)) \(metric): "
        + "expected \(verdict.expected), got \(verdict.actual) \(source)"
    }
  }

  /// The grade and place in the reference of the value checked with `contrast`.
  private func source(for contrast: Contrast) -> String {
    if contrast == .increased, case .color(let color) = expected, let variant = color.increasedContrast {
      return "[\(variant.grade.rawValue): \(variant.reference); \(reference)]"
    }
    return "[\(grade.rawValue): \(reference)]"
  }
}

extension Expected: CustomStringConvertible {
  /// Whether `value` matches, with both written out for a message; lengths
  /// may be `lengthTolerance` CSS px off.
  func verdict(on value: Harness.Value, width: Width, mode: Mode, contrast: Contrast, lengthTolerance: Double)
    -> (matches: Bool, expected: String, actual: String)
  {
    let tolerance = lengthTolerance.formatted()
    switch (self, value) {
    case (.length(let length), _):
      let wanted = length.resolved(at: width)
      guard let actual = value.pixels else { return (false, "\(wanted.formatted())px", value.description) }
      return (abs(actual - wanted) <= lengthTolerance, "\(wanted.formatted())px ±\(tolerance)", "\(actual.formatted())px")
    case (.atLeast(let minimum), _):
      guard let actual = value.pixels else { return (false, "at least \(minimum.formatted())px", value.description) }
      return (actual >= minimum - lengthTolerance, "at least \(minimum.formatted())px (−\(tolerance))", "\(actual.formatted())px")
    case (.devicePixels(let wanted), .number(let actual)):
      return (abs(actual - wanted) <= 0.1, "\(wanted.formatted()) device px", "\(actual.formatted()) device px")
    case (.color(let color), .color(let actual, let backdrop)):
      guard let wanted = color.resolved(in: mode, contrast: contrast) else {
        return (false, "\(color.name), which the reference gives no \(contrast) contrast value for", actual.description)
      }
      let (wantedOver, actualOver) = (wanted.composited(over: backdrop), actual.composited(over: backdrop))
      return (
        wantedOver.distance(to: actualOver) <= 2,
        "\(color.name) \(wanted) (\(wantedOver) over \(backdrop), ±2)",
        "\(actual) (\(actualOver))"
      )
    case (.keyword(let keyword), .text(let actual)):
      return (actual == keyword, "\"\(keyword)\"", "\"\(actual)\"")
    case (.flag(let flag), .flag(let actual)):
      return (actual == flag, "\(flag)", "\(actual)")
    default:
      return (false, description, value.description)
    }
  }

  var description: String {
    switch self {
    case .length(let length):
      length.compact == length.regular
        ? "\(length.compact.formatted())px" : "\(length.compact.formatted())px / \(length.regular.formatted())px"
    case .atLeast(let minimum): "at least \(minimum.formatted())px"
    case .devicePixels(let count): "\(count.formatted()) device px"
    case .color(let color): color.name
    case .keyword(let keyword): "\"\(keyword)\""
    case .flag(let flag): "\(flag)"
    }
  }
}

extension Harness.Value {
  /// A length in CSS px: a number, or a computed style such as `"17px"`.
  var pixels: Double? {
    switch self {
    case .number(let number): number
    case .text(let text) where text.hasSuffix("px"): Double(text.dropLast(2))
    default: nil
    }
  }
}

extension Metric: CustomStringConvertible {
  var description: String {
    switch self {
    case .style(let property), .color(let property): property
    case .backdrop: "backdrop colour"
    case .inset(let edge, let from): "\(edge.rawValue) inset from \(from.map { "`\($0)`" } ?? "the viewport")"
    case .contentInset(let edge, let from): "content's \(edge.rawValue) inset from `\(from)`"
    case .height: "height"
    case .renderedUppercase: "rendered in capitals"
    case .pinned: "stays pinned when scrolled"
    case .side(let of): "side of `\(of)`"
    case .separators(let aspect): "separator \(aspect.rawValue)"
    case .edgeLine(let edge, let aspect): "\(edge.rawValue) edge line \(aspect.rawValue)"
    case .cornerRadius: "corner radius"
    case .cornerShape: "corner shape"
    case .capsuleShortfall: "corner radius short of half the height"
    case .gapToNextSibling: "gap to the next sibling"
    }
  }
}
