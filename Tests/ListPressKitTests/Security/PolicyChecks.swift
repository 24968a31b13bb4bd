import Foundation
import Testing

/// What the policy tests check on a built page in any engine: that it
/// carries its Content Security Policy, breaks none of it, and that its
/// styles, style attributes, symbols, drawings and script work under it.
/// Violations are recorded from before the policy applies: Chromium runs
/// `violationRecorder` on every new document (DevTools); WebKit and Firefox,
/// driven through WebDriver, load a copy of the page with it inline before
/// the policy's meta element (`recordedCopy(of:)`), which a policy given in
/// a meta element does not cover.
enum PolicyChecks {
  /// What a page shows of its policy and of what it let run.
  struct Findings: Decodable, Sendable {
    /// The `content` of the page's policy meta element.
    let policy: String?
    /// Every `securitypolicyviolation`: the directive, a space, what it blocked.
    let violations: [String]
    /// Whether the page's stylesheet applies (a custom property it defines).
    let styled: Bool
    /// Elements of the body with a `style` attribute, and how many of them
    /// the browser ignored.
    let styleAttributes: Int
    let ignoredStyleAttributes: Int
    /// Symbols, and how many of them have no mask to paint through.
    let symbols: Int
    let unmaskedSymbols: Int
    /// The stylesheet's drawings of accessories and menu buttons (their
    /// `::before` boxes), and how many of them have no mask.
    let drawings: Int
    let unmaskedDrawings: Int
    /// Whether the script showed the Edit/Done button; `nil` without one.
    let editButtonShown: Bool?
  }

  /// Records every violation of a document in `window.violations`, from
  /// before its first byte; a frame's refused load is a violation of the
  /// page that frames it.
  static let violationRecorder = """
    window.violations = [];
    document.addEventListener('securitypolicyviolation', event => {
      window.violations.push(event.effectiveDirective + ' ' + event.blockedURI);
    }, true);
    """

  static let findingsScript = """
    (() => {
      const withStyle = [...document.body.querySelectorAll('[style]')];
      const symbols = [...document.querySelectorAll('[data-symbol]')].map(symbol => getComputedStyle(symbol));
      const drawings = [...document.querySelectorAll('.lp-accessory, .lp-swipe-menu-button')]
        .map(element => getComputedStyle(element, '::before')).filter(style => style.content !== 'none');
      const unmasked = style => ['', 'none'].includes(style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image'));
      const root = getComputedStyle(document.documentElement);
      const edit = document.querySelector('[data-listpress-edit]');
      return {
        policy: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? null,
        violations: window.violations,
        styled: root.getPropertyValue('--systemBlue').trim() !== '' || root.getPropertyValue('--gallery-background').trim() !== '',
        styleAttributes: withStyle.length,
        ignoredStyleAttributes: withStyle.filter(element => element.style.length === 0).length,
        symbols: symbols.length,
        unmaskedSymbols: symbols.filter(unmasked).length,
        drawings: drawings.length,
        unmaskedDrawings: drawings.filter(unmasked).length,
        editButtonShown: edit ? !edit.hidden : null,
      };
    })()
    """

  /// Loads `url` and reports what it shows.
  static func findings(at url: URL, in page: some PageDriver) async throws -> Findings {
    try await page.load(url)
    return try await page.value(findingsScript)
  }

  /// Expects the page at `url` to carry a policy, break none of it, and
  /// have its styles, symbols and drawings; returns what it found.
  @discardableResult
  static func expectWorking(_ url: URL, in page: some PageDriver) async throws -> Findings {
    let found = try await Self.findings(at: url, in: page)
    let name = url.absoluteString
    #expect(found.policy?.hasPrefix("default-src 'none'; ") == true, "\(name) has no policy")
    #expect(found.violations == [], "\(name)")
    #expect(found.styled, "\(name) is not styled")
    #expect(found.ignoredStyleAttributes == 0, "\(name)")
    #expect(found.unmaskedSymbols == 0, "\(name)")
    #expect(found.unmaskedDrawings == 0, "\(name)")
    #expect(found.editButtonShown != false, "\(name): the script did not show the Edit button")
    return found
  }

  /// Checks that the Edit/Done button and a favourite toggle work on the
  /// page at `url`.
  static func expectInteractive(_ url: URL, in page: some PageDriver) async throws {
    try await page.load(url)
    if try await page.value("document.querySelector('[data-listpress-edit]') !== null", as: Bool.self) {
      let editing = "document.documentElement.classList.contains('is-editing')"
      let before = try await page.value(editing, as: Bool.self)
      try await page.click("[data-listpress-edit]")
      #expect(try await page.value(editing, as: Bool.self) == !before, "\(url): Edit/Done does nothing")
    }
    if try await page.value("document.querySelector('button.lp-favorite') !== null", as: Bool.self) {
      let pressed = "document.querySelector('button.lp-favorite').getAttribute('aria-pressed')"
      let before = try await page.value(pressed, as: String.self)
      try await page.click("button.lp-favorite")
      #expect(try await page.value(pressed, as: String.self) != before, "\(url): the favourite does not toggle")
    }
    #expect(try await page.value("window.violations", as: [String].self) == [], "\(url)")
  }

  /// Writes beside `page` a copy of it (`NAME.recorded.html`) that runs
  /// `violationRecorder` inline before its policy's meta element, and
  /// returns the copy. Throws when the page has no policy where the layout
  /// puts it (right after the character set).
  static func recordedCopy(of page: URL) throws -> URL {
    let html = try String(contentsOf: page, encoding: .utf8)
    let charset = "<meta charset=\"utf-8\">\n"
    guard let start = html.range(of: charset), html[start.upperBound...].hasPrefix("<meta http-equiv=\"Content-Security-Policy\"")
    else { throw NoPolicy(page: page.path) }
    let copy = page.deletingPathExtension().appendingPathExtension("recorded.html")
    var recorded = html
    recorded.insert(contentsOf: "<script>\(violationRecorder)</script>\n", at: start.upperBound)
    try recorded.write(to: copy, atomically: true, encoding: .utf8)
    return copy
  }

  /// A page without a policy right after its character set.
  struct NoPolicy: Error, CustomStringConvertible {
    let page: String
    var description: String { "\(page) has no Content Security Policy right after <meta charset>" }
  }
}
