import Foundation

/// axe-core run in a tab of a Chromium driven through ``DevTools``.
enum AxeCore {
  /// The script that runs axe-core on the loaded document, with every rule it
  /// runs by default, and gives its violations as JSON. Frames are not
  /// entered: the pages they show are checked on their own. Each
  /// element that fails is given with its computed colour, which tells
  /// UIKit's own text colours (see
  /// ``Violation/isUIKitColourContrast``).
  private static let run = """
    axe.run(document, { iframes: false, resultTypes: ['violations'] }).then(results => JSON.stringify(
      results.violations.map(rule => ({
        id: rule.id,
        help: rule.help,
        nodes: rule.nodes.map(node => {
          const element = node.target.length === 1 && typeof node.target[0] === 'string'
            ? document.querySelector(node.target[0]) : null;
          return {
            target: node.target.flat().join(' >>> '),
            impact: node.impact,
            html: node.html,
            summary: node.failureSummary,
            color: element ? getComputedStyle(element).color : null,
          };
        }),
      }))))
    """

  /// Adds axe-core, whose script is `source`, to the document loaded in the tab of `session`.
  static func inject(_ source: String, into browser: DevTools, session: String) async throws {
    _ = try await browser.value(of: source + "\n;'injected'", as: String.self, session: session)
  }

  /// The violations axe-core finds in the document of the tab of `session`,
  /// as it is laid out now: inject axe-core into the document first.
  static func violations(in browser: DevTools, session: String) async throws -> [Violation] {
    let json = try await browser.value(of: run, as: String.self, session: session)
    return try JSONDecoder().decode([Rule].self, from: Data(json.utf8)).flatMap { rule in
      rule.nodes.map { Violation(rule: rule.id, help: rule.help, node: $0) }
    }
  }

  /// A rule that failed, as the script gives it.
  private struct Rule: Decodable {
    let id: String
    let help: String
    let nodes: [Violation.Node]
  }

  /// One element that fails one rule.
  struct Violation: Sendable, CustomStringConvertible {
    /// The rule's id: `color-contrast`, `aria-allowed-role`.
    let rule: String
    /// What the rule asks for, in words.
    let help: String
    let node: Node

    /// An element, as axe-core describes it.
    struct Node: Decodable, Sendable {
      /// Its selector; frames and shadow roots are crossed with `>>>`.
      let target: String
      /// `minor`, `moderate`, `serious` or `critical`.
      let impact: String?
      /// The start of its markup.
      let html: String
      /// What to fix.
      let summary: String?
      /// Its computed `color`, as `rgba(60, 60, 67, 0.6)`.
      let color: String?
    }

    /// Whether the violation is serious or critical.
    var isSerious: Bool { node.impact == "serious" || node.impact == "critical" }

    /// Whether the violation is a text contrast below WCAG AA in one of the
    /// colours UIKit itself draws text in: its secondary and tertiary label
    /// greys, the default tint (systemBlue, for links and bar buttons), and
    /// the white text of a tint-filled sidebar selection. ListPress
    /// reproduces UIKit's colours exactly, and these are below AA contrast by
    /// design (`secondaryLabel` is 60 % of rgb(60, 60, 67) in light mode;
    /// systemBlue on white is 4.0:1): the project decided that contrast
    /// failures of UIKit's own colours, and only those, are not failures.
    /// Text in any other colour that misses AA still fails `color-contrast`.
    var isUIKitColourContrast: Bool {
      rule == "color-contrast" && node.color.map(Self.uikitTextColours.contains) == true
    }

    /// UIKit's text colours as computed styles serialize them: the label
    /// greys light then dark, systemBlue light then dark in the classic and
    /// the iOS 26 design, systemRed the same (the text of a destructive row,
    /// as the account example's Sign Out), and the white and 75 % white of a
    /// selected sidebar row.
    private static let uikitTextColours: Set<String> = [
      "rgba(60, 60, 67, 0.6)", "rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.6)", "rgba(235, 235, 245, 0.3)",
      "rgb(0, 122, 255)", "rgb(10, 132, 255)", "rgb(0, 136, 255)", "rgb(0, 145, 255)",
      "rgb(255, 59, 48)", "rgb(255, 69, 58)", "rgb(255, 56, 60)", "rgb(255, 66, 69)",
      "rgb(255, 255, 255)", "rgba(255, 255, 255, 0.75)",
    ]

    /// `color-contrast (serious) at .lp-row > .lp-secondary: Elements must meet minimum color contrast…`
    var description: String {
      "\(rule) (\(node.impact ?? "no impact")) at `\(node.target)`: \(help)\n    \(node.html)"
        + (node.summary.map { "\n    " + $0.replacingOccurrences(of: "\n", with: "\n    ") } ?? "")
    }
  }
}
