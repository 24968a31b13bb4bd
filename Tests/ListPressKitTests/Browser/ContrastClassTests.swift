import Foundation
import ListPressKit
import Testing

/// The class `accessibility-contrast-high` on a page's root (UIKit's
/// `accessibilityContrast == .high`), which the design-review page sets in
/// frames where `prefers-contrast: more` cannot be forced, draws the page
/// as that media feature does. In Chromium, WebKit and Firefox, in both
/// designs, light and dark (the page's `colorScheme`), with no contrast
/// preference: without the class the colours are the reference's standard
/// values and the iOS 26 bar's glass is translucent where the engine blurs;
/// with it they are the reference's increased-contrast values and the glass
/// is solid. In Chromium, where the preference can be emulated, every
/// system colour and the glass compute with the class exactly as with the
/// preference. An engine that is missing is skipped, unless
/// `LISTPRESS_REQUIRE_BROWSER=1`.
struct ContrastClassTests {
  /// The class on `<html>` that asks for increased contrast.
  private static let contrastClass = "accessibility-contrast-high"

  /// One page per mode, forced by its `colorScheme`, with a back button
  /// (to the index) and a capsule of plain bar button items: the glass of
  /// the iOS 26 bar.
  private static let site = Result {
    try ScratchSite("contrast-class", definitions: Dictionary(uniqueKeysWithValues: Mode.allCases.map { mode in
      (mode.rawValue, """
        ---
        title: Contrast
        colorScheme: \(mode.rawValue)
        appearance: insetGrouped
        navigationItem:
          rightBarButtonItems:
            - { title: Sort }
            - { systemItem: add }
        items: [{ text: One }, { text: Two }]
        ---

        """)
    }))
  }

  /// The reference's colours, standard and (where it gives them) increased
  /// contrast, which the pages are held to.
  private static let referenceColors = [
    Palette.label, Palette.secondaryLabel, Palette.tertiaryLabel, Palette.systemBackground, Palette.systemGroupedBackground,
    Palette.secondarySystemGroupedBackground, Palette.separator, Palette.systemBlue, Palette.systemRed, Palette.systemGreen,
    Palette.systemGray, Palette.systemGray3, Palette.systemYellow,
  ]

  /// What the page draws in one state.
  private struct Drawn: Decodable, Sendable {
    /// Whether `prefers-contrast: more` matches.
    let prefersMoreContrast: Bool
    /// Whether the engine draws a backdrop filter (the glass blurs).
    let blurs: Bool
    /// Every system colour, by name, as red, green, blue (0...255) and alpha.
    let colors: [String: [Double]]
    /// Each capsule of the bar (the back button's, the bar button items'),
    /// glass in the iOS 26 design: its background colour and backdrop filter.
    let glass: [[String]]
    /// `--glass-solid-fill` as the page computes it.
    let solidGlass: String
  }

  private static let measuring = """
    (() => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const computed = value => { probe.style.color = value; return getComputedStyle(probe).color; };
      const channels = color => { const each = color.match(/[\\d.]+/g).map(Number); return each.length === 3 ? [...each, 1] : each; };
      const names = [\(SystemColor.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))];
      const colors = Object.fromEntries(names.map(name => [name, channels(computed(`var(--${name})`))]));
      const solidGlass = computed('var(--glass-solid-fill)');
      probe.remove();
      const glass = [...document.querySelectorAll('.lp-back-button, .lp-bar-group:not(.is-prominent)')].map(capsule => {
        const style = getComputedStyle(capsule);
        return [style.backgroundColor, style.backdropFilter ?? style.webkitBackdropFilter];
      });
      return {
        prefersMoreContrast: matchMedia('(prefers-contrast: more)').matches,
        blurs: CSS.supports('backdrop-filter: blur(1px)') || CSS.supports('-webkit-backdrop-filter: blur(1px)'),
        colors, glass, solidGlass,
      };
    })()
    """

  /// Every engine in both designs and both modes.
  static let cases = Engine.allCases.flatMap { engine in
    Design.allCases.flatMap { design in Mode.allCases.map { (engine, design, $0) } }
  }

  @Test("The contrast class draws the increased-contrast colours and solid glass, as prefers-contrast: more does",
        arguments: cases)
  func theClassDrawsIncreasedContrast(engine: Engine, design: Design, mode: Mode) async throws {
    let page = try Self.site.get().page(mode.rawValue, in: design)
    try await EnginePage.use(engine) { tab in
      try await tab.load(page)
      let look = "\(engine.name), \(design), \(mode)"
      let withoutClass: Drawn = try await tab.value(Self.measuring)
      try await tab.run("document.documentElement.classList.add('\(Self.contrastClass)')")
      let withClass: Drawn = try await tab.value(Self.measuring)
      try #require(!withoutClass.prefersMoreContrast && !withClass.prefersMoreContrast, "\(look): the engine prefers more contrast")

      for color in Self.referenceColors {
        let drawn = color.drawn(in: design)
        let wanted = try #require(drawn.resolved(in: mode))
        expectColor(withoutClass, color.name, is: wanted, "\(look), no class: \(drawn.name)")
        if let increased = drawn.resolved(in: mode, contrast: .increased) {
          expectColor(withClass, color.name, is: increased, "\(look), with the class: \(drawn.name) [increased contrast]")
        }
      }

      if design == .ios26 {
        #expect(withClass.glass.count == 2, "\(look): glass capsules \(withClass.glass)")
        #expect(withClass.glass.allSatisfy { $0 == [withClass.solidGlass, "none"] },
                "\(look), with the class: the glass is \(withClass.glass), not solid \(withClass.solidGlass)")
        if withoutClass.blurs {
          #expect(withoutClass.glass.allSatisfy { $0[0] != withoutClass.solidGlass && $0[1] != "none" },
                  "\(look), no class: the glass is \(withoutClass.glass), not translucent over a blur")
        }
      }

      if let chromium = tab as? BrowserTab {
        try await tab.run("document.documentElement.classList.remove('\(Self.contrastClass)')")
        try await chromium.emulateMoreContrast()
        let withPreference: Drawn = try await tab.value(Self.measuring)
        try #require(withPreference.prefersMoreContrast, "\(look): prefers-contrast: more was not emulated")
        let differing = SystemColor.allCases.map(\.rawValue).filter { withClass.colors[$0] != withPreference.colors[$0] }
        let differences = differing.map { "\($0): \(withClass.colors[$0] ?? []) against \(withPreference.colors[$0] ?? [])" }
        #expect(differing.isEmpty, "\(look): with the class against with prefers-contrast: more, \(differences)")
        #expect(withClass.glass == withPreference.glass,
                "\(look): the glass with the class \(withClass.glass), with prefers-contrast: more \(withPreference.glass)")
      }
    }
  }

  /// Records an issue unless `name` is drawn as `wanted`: within one step
  /// of each channel, and of alpha within 0.01.
  private func expectColor(_ drawn: Drawn, _ name: String, is wanted: RGBA, _ place: String) {
    guard let channels = drawn.colors[name], channels.count == 4 else {
      Issue.record("\(place): not measured (\(drawn.colors[name] ?? []))")
      return
    }
    let actual = RGBA(channels[0], channels[1], channels[2], channels[3])
    #expect(actual.distance(to: wanted) <= 1 && abs(actual.alpha - wanted.alpha) <= 0.01, "\(place) is \(actual), not \(wanted)")
  }
}

extension BrowserTab {
  /// Makes `prefers-contrast: more` match in the tab, as a reader's setting
  /// does, its colour scheme kept light (the tab's, which the pages override).
  fileprivate func emulateMoreContrast() async throws {
    try await browser.send(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": "light"], ["name": "prefers-contrast", "value": "more"]]],
      session: session)
  }
}
