import Foundation
import ListPressKit
import Testing

/// The design review page in Chromium, WebKit and Firefox, at a desktop's
/// 1440 × 900: its switches change the list in the viewer (scheme,
/// contrast, direction, text size, width, design), the view is a permalink
/// that sets them again, a thumbnail opens full size in place, and a
/// standalone review works as one file (its frames' inline script and
/// styles allowed by its policy). An engine that is missing is skipped,
/// unless `LISTPRESS_REQUIRE_BROWSER=1`.
struct ReviewPageTests {
  private static let definition = """
    ---
    title: Crew
    appearance: insetGrouped
    items:
      - text: Ada Marsh
        secondaryText: Captain
        accessories: [disclosureIndicator]
      - text: Bruno Okafor
        secondaryText: Engineer
        trailingSwipeActions: [{ title: Delete, style: destructive }]
    ---

    """

  /// The review page of the crew list, built with its gallery (standalone
  /// or not) into a folder of its own for `test` and `engine`: tests run in
  /// parallel, and one that cleared a folder another was building into
  /// failed the build (CI, Firefox).
  private static func review(standalone: Bool, engine: Engine, for test: String) throws -> URL {
    let folder = BrowserRun.workFolder.appendingPathComponent(
      "review-\(standalone ? "standalone" : "site")-\(test)-\(engine.rawValue)")
    try? FileManager.default.removeItem(at: folder)
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try definition.write(to: input.appendingPathComponent("crew.md"), atomically: true, encoding: .utf8)
    let report = ListPress.build(
      inputs: [input.path],
      options: BuildOptions(outputDirectory: folder.appendingPathComponent("out").path, standalone: standalone, writesGallery: true))
    #expect(!report.failed, "\(report.diagnostics)")
    return folder.appendingPathComponent("out/crew.review.html")
  }

  /// Runs `body` with a page of 1440 × 900 CSS px in `engine` that may
  /// reach into frames of other files (to read what the viewer shows): a
  /// tab of the shared Chromium, or a session of WebKit or Firefox of its own.
  private static func desktop(_ engine: Engine, _ body: (any PageDriver) async throws -> Void) async throws {
    try engine.require()
    if engine == .chromium {
      try await SharedBrowser.use { browser in
        try await body(try await BrowserTab.open(in: browser, width: 1440, height: 900))
      }
      return
    }
    try await EngineBrowser.withSession(engine, fileAccess: true) { session in
      try await session.setWindow(width: 1440, height: 900)
      try await body(session)
    }
  }

  /// What the viewer shows, read once the page in its frame has `classes`
  /// and lacks `absent` (or after five seconds of waiting, as it is then).
  private struct Viewer: Decodable, Sendable {
    let switchesShown: Bool
    let frameWidth: Double
    let pageWidth: Double
    let classes: String
    let direction: String
    let systemBlue: String
    let rows: Int
    let hash: String
    let viewLink: String
    let caption: String
  }

  private static func viewer(showing classes: [String], without absent: [String] = []) -> String {
    """
    new Promise(done => {
      const began = performance.now();
      const read = () => {
        const frame = document.querySelector('.lp-gallery-viewer-frame');
        const root = frame.contentDocument && frame.contentDocument.documentElement;
        const list = root ? [...root.classList] : [];
        const ready = root && frame.contentDocument.readyState === 'complete'
          && \(classes).every(name => list.includes(name)) && !\(absent).some(name => list.includes(name));
        if (!ready && performance.now() - began < 5000) return setTimeout(read, 50);
        const style = root ? frame.contentWindow.getComputedStyle(root) : null;
        done({
          switchesShown: !document.querySelector('.lp-gallery-switches').hidden,
          frameWidth: frame.clientWidth,
          pageWidth: root ? frame.contentWindow.innerWidth : 0,
          classes: list.join(' '),
          direction: style ? style.direction : '',
          systemBlue: style ? style.getPropertyValue('--systemBlue').trim() : '',
          rows: root ? root.querySelectorAll('.lp-item').length : 0,
          hash: location.hash,
          viewLink: document.querySelector('.lp-gallery-view-link').getAttribute('href'),
          caption: document.querySelector('.lp-gallery-viewer-caption').textContent,
        });
      };
      read();
    })
    """
  }

  /// Clicks the middle of the switch `name` whose value is `value`.
  private static func choose(_ name: String, _ value: String, on page: any PageDriver) async throws {
    let center = try await page.value(
      """
      (() => {
        const box = document.querySelector('input[name="\(name)"][value="\(value)"]').getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      })()
      """, as: [Double].self)
    try await page.click(x: center[0], y: center[1])
  }

  @Test("The switches change the list in the viewer, and the view is a permalink", arguments: Engine.allCases)
  func switchesChangeTheViewer(engine: Engine) async throws {
    let review = try Self.review(standalone: false, engine: engine, for: "switches")
    try await Self.desktop(engine) { page in
      try await page.load(review)
      let first = try await page.value(Self.viewer(showing: ["design-ios26", "color-scheme-light"]), as: Viewer.self)
      #expect(first.switchesShown)
      #expect(first.frameWidth == 390 && first.pageWidth == 390, "\(first)")
      #expect(first.classes.contains("appearance-insetGrouped") && first.classes.contains("is-review-frame"), "\(first)")
      #expect(!first.classes.contains("accessibility-contrast-high") && first.direction == "ltr", "\(first)")
      #expect(first.rows == 2)

      for (name, value) in [("scheme", "dark"), ("contrast", "high"), ("direction", "rtl"), ("width", "320"), ("design", "classic")] {
        try await Self.choose(name, value, on: page)
      }
      try await page.run(
        """
        const select = document.querySelector('select[name="contentSize"]');
        select.value = 'accessibilityLarge';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        """)
      let switched = try await page.value(
        Self.viewer(
          showing: ["color-scheme-dark", "accessibility-contrast-high", "content-size-accessibilityLarge"],
          without: ["design-ios26"]), as: Viewer.self)
      #expect(switched.frameWidth == 320 && switched.pageWidth == 320, "\(switched)")
      #expect(switched.classes.contains("color-scheme-dark"), "\(switched)")
      #expect(switched.classes.contains("accessibility-contrast-high"), "\(switched)")
      #expect(switched.classes.contains("content-size-accessibilityLarge"), "\(switched)")
      #expect(!switched.classes.contains("design-ios26"), "\(switched)")
      #expect(switched.direction == "rtl", "\(switched)")
      // The classic design's increased-contrast blue.
      #expect(switched.systemBlue.contains("#409CFF"), "\(switched)")
      #expect(switched.caption.contains("dark") && switched.caption.contains("increased contrast") && switched.caption.contains("320 px"))
      let view = "#view:scheme=dark;contrast=high;direction=rtl;contentSize=accessibilityLarge;width=320;design=classic"
      #expect(switched.hash == view && switched.viewLink == view, "\(switched)")

      // The permalink, opened afresh (from another page, so that it is a
      // load and not a move within the page), sets the switches again.
      try await page.load(review.deletingLastPathComponent().appendingPathComponent("crew.html"))
      try await page.load(URL(string: review.absoluteString + view)!)
      let reopened = try await page.value(
        Self.viewer(showing: ["color-scheme-dark", "accessibility-contrast-high", "content-size-accessibilityLarge"]), as: Viewer.self)
      #expect(reopened.frameWidth == 320 && reopened.direction == "rtl" && !reopened.classes.contains("design-ios26"), "\(reopened)")
      let checked = try await page.value(
        "['scheme', 'contrast', 'direction', 'width', 'design'].map(name => document.querySelector(`input[name=\"${name}\"]:checked`).value)",
        as: [String].self)
      #expect(checked == ["dark", "high", "rtl", "320", "classic"])

      // A view's address entered while the review is open sets the switches too.
      try await page.run("location.hash = '#view:scheme=light;contrast=standard;direction=ltr;width=430;design=ios26'")
      // The text size was not named: it stays as it was, and the page newly
      // in the frame has it once the review has told it the switches.
      let followed = try await page.value(
        Self.viewer(
          showing: ["design-ios26", "color-scheme-light", "content-size-accessibilityLarge"],
          without: ["accessibility-contrast-high"]), as: Viewer.self)
      #expect(followed.classes.contains("content-size-accessibilityLarge"), "\(followed)")
      #expect(!followed.classes.contains("accessibility-contrast-high"), "\(followed)")
      #expect(followed.frameWidth == 430 && followed.direction == "ltr", "\(followed)")
    }
  }

  @Test("An address with a fragment that is not valid %-escaping still gets the switches", arguments: Engine.allCases)
  func malformedFragmentKeepsTheSwitches(engine: Engine) async throws {
    let review = try Self.review(standalone: false, engine: engine, for: "fragment")
    try await Self.desktop(engine) { page in
      // %E0 is no UTF-8: decodeURIComponent throws on it.
      let address = try #require(URL(string: review.absoluteString + "#view:width=%E0;scheme=dark"))
      try await page.load(address)
      let shown = try await page.value(Self.viewer(showing: ["color-scheme-dark"]), as: Viewer.self)
      #expect(shown.switchesShown, "\(shown)")
      #expect(shown.classes.contains("color-scheme-dark"), "\(shown)")
      // The width named is none the switch has: it keeps the page's own.
      #expect(shown.frameWidth == 390, "\(shown)")
    }
  }

  @Test("A thumbnail opens full size in place, and can be used there", arguments: Engine.allCases)
  func thumbnailOpensFullSize(engine: Engine) async throws {
    let review = try Self.review(standalone: false, engine: engine, for: "thumbnail")
    try await Self.desktop(engine) { page in
      try await page.load(review)
      let thumbnail = "document.getElementById('insetGrouped-dark')"
      let before = try await page.value(
        "(() => { const box = \(thumbnail).getBoundingClientRect(); return [box.left + box.width / 2, box.top + 40, box.width]; })()",
        as: [Double].self)
      #expect(before[2] < 150, "a thumbnail is \(before[2]) px wide")
      try await page.run("\(thumbnail).scrollIntoView({ block: 'center' })")
      let center = try await page.value(
        "(() => { const box = \(thumbnail).getBoundingClientRect(); return [box.left + box.width / 2, box.top + 40]; })()",
        as: [Double].self)
      try await page.click(x: center[0], y: center[1])
      let opened = try await page.value(
        """
        new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
          const figure = \(thumbnail), frame = figure.querySelector('iframe');
          done([location.hash === '#insetGrouped-dark' ? 1 : 0, frame.getBoundingClientRect().width, frame.inert ? 1 : 0,
            document.querySelectorAll('.lp-gallery-thumbnail iframe:not([inert])').length]);
        })))
        """, as: [Double].self)
      #expect(opened[0] == 1, "the thumbnail's permalink was not followed")
      #expect(opened[1] == 392, "the opened thumbnail's frame is \(opened[1]) px wide")
      #expect(opened[2] == 0 && opened[3] == 1, "the opened thumbnail alone takes the pointer and keyboard: \(opened)")
    }
  }

  @Test("A standalone review is one file whose every frame is drawn and scripted, and its switches work", arguments: Engine.allCases)
  func standaloneReviewWorks(engine: Engine) async throws {
    let review = try Self.review(standalone: true, engine: engine, for: "standalone")
    let written = try FileManager.default.contentsOfDirectory(atPath: review.deletingLastPathComponent().path)
    #expect(written.filter { !$0.hasPrefix(".") }.sorted() == ["crew.html", "crew.review.html", "index.html"])
    try await Self.desktop(engine) { page in
      try await page.load(review)
      let frames = try await page.value(
        """
        [...document.querySelectorAll('iframe')].map(frame => {
          const page = frame.contentDocument, row = page.querySelector('.lp-item');
          return [page.documentElement.classList.contains('lp-scripted') ? 1 : 0, page.querySelectorAll('.lp-item').length,
            row ? row.getBoundingClientRect().height : 0];
        })
        """, as: [[Double]].self)
      #expect(frames.count == 33)
      for (index, frame) in frames.enumerated() {
        #expect(frame[0] == 1, "frame \(index): its script did not run")
        #expect(frame[1] >= 2, "frame \(index): \(frame[1]) rows")
        #expect(frame[2] >= 44, "frame \(index): its first row is \(frame[2]) px tall, unstyled")
      }
      try await Self.choose("scheme", "dark", on: page)
      try await Self.choose("contrast", "high", on: page)
      let switched = try await page.value(
        Self.viewer(showing: ["color-scheme-dark", "accessibility-contrast-high", "lp-scripted"]), as: Viewer.self)
      #expect(switched.classes.contains("color-scheme-dark") && switched.classes.contains("accessibility-contrast-high"), "\(switched)")
      #expect(switched.rows == 2, "\(switched)")
    }
  }
}
