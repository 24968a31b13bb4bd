/// Where an engine cannot draw what a check measures (a feature it lacks),
/// the fallback docs/appearance.md documents for it ("What differs by
/// engine, and why"), measured in that engine instead of the reference's
/// value: the check still runs, against what the reader of that engine sees.
extension Expectation {
  /// This check as `engine` is expected to pass it.
  func `in`(_ engine: Engine) -> Expectation {
    guard !engine.drawsCornerShape, build == .ios26, page.drawn(in: .ios26) == .ios26 else { return self }
    let fallback = "docs/appearance.md, insetGrouped corner: 24, circular, where the browser lacks corner-shape; \(reference)"
    switch (metric, expected) {
    case (.cornerShape, .keyword(let shape)) where shape == "superellipse(2)":
      // The measuring script says "unsupported" where CSS.supports('corner-shape', 'squircle') is false.
      return Expectation(build, page, category, subject + ": not drawn, circular corners instead", selector, metric,
                         .keyword("unsupported"), grade, fallback)
    case (.cornerRadius, .length(let length)) where length.compact == 26 && length.regular == 26:
      return Expectation(build, page, category, subject + ": the circular fallback", selector, metric, .length(.fixed(24)),
                         grade, fallback)
    default:
      return self
    }
  }
}

extension Engine {
  /// Whether the engine draws `corner-shape: squircle` (Chromium 139 and
  /// later does; WebKitGTK 2.50 has it behind a flag that is off, Firefox
  /// ESR 153 not at all).
  var drawsCornerShape: Bool { self == .chromium }
}

extension Engine {
  /// Whether the engine runs scroll-driven animations (`animation-timeline:
  /// scroll()`): Chromium 115 and later and WebKit (Safari 26) do, Firefox ESR
  /// only behind a preference that is off.
  var runsScrollDrivenAnimations: Bool { self != .firefox }
}
