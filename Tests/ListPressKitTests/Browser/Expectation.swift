import ListPressKit

/// One check of a built example against the UIKit reference: where to look,
/// what to measure, what the reference says and how sure it is.
struct Expectation: Sendable {
  /// The build of the examples measured.
  let build: Design
  /// The example page.
  let page: ExamplePage
  /// What is being checked, in words.
  let subject: String
  /// The elements measured (every rendered match is a sample).
  let selector: String
  /// What is read out of the browser.
  let metric: Metric
  /// The reference value.
  let expected: Expected
  /// The reference's confidence grade, which sets how close a length must be.
  let grade: Grade
  /// Where the value is in the reference: its section and row, and its source keys.
  let reference: String
  /// The kind of value, for the summary.
  let category: Category
}

extension Expectation {
  /// An expectation of `page` in the build of `build`.
  init(
    _ build: Design, _ page: ExamplePage, _ category: Category, _ subject: String, _ selector: String, _ metric: Metric,
    _ expected: Expected, _ grade: Grade, _ reference: String
  ) {
    self.init(
      build: build, page: page, subject: subject, selector: selector, metric: metric, expected: expected, grade: grade,
      reference: reference, category: category)
  }

  /// The same check, of the build of `other`.
  func measured(in other: Design) -> Expectation {
    Expectation(other, page, category, subject, selector, metric, expected, grade, reference)
  }

  /// How far a length may be from the reference's, in CSS px: 1 for A and B
  /// values, 3 for C values (the reference's suggested tolerances).
  var lengthTolerance: Double { grade == .c ? 3 : 1 }
}

/// The confidence grades of the reference that are checked: A and B values
/// closely, C values (one source, or web replicas only) more loosely.
enum Grade: String, Sendable {
  case a = "A"
  case b = "B"
  case c = "C"
}

/// Kinds of checks.
enum Category: String, CaseIterable, Sendable {
  case colour, typography, metrics, separators, placement, pinning
}

/// What the measuring script reads for each rendered element a selector matches.
enum Metric: Sendable {
  /// A computed style property, as text (`font-size` gives `"17px"`).
  case style(String)
  /// A colour property (`color`, `background-color`) with the opaque colour
  /// behind the element, so that both can be compared after compositing.
  case color(String)
  /// The opaque colour that shows through the element: its own background over
  /// its ancestors' backgrounds.
  case backdrop
  /// The distance from an edge of the element inwards to the same edge of the
  /// closest ancestor matching `from`, or of the viewport when `from` is `nil`.
  case inset(Edge, from: String?)
  /// The same, for the outermost rendered child of the element on that edge:
  /// where a row's content starts or ends.
  case contentInset(Edge, from: String)
  /// The element's height.
  case height
  /// Whether the element's rendered text is in capitals (`innerText` applies
  /// `text-transform`).
  case renderedUppercase
  /// Whether a section header stays in view after its section scrolled 60 px
  /// above the top of what scrolls it: the viewport, or a sidebar column that
  /// scrolls on its own.
  case pinned
  /// Whether the element is on the leading or trailing side of the element
  /// matching the selector in the same row: `"leading"`, `"trailing"` or `"overlapping"`.
  case side(of: String)
  /// For a list: the hairline between each pair of consecutive visible rows,
  /// but for pairs with a selected row, beside which UIKit hides separators.
  case separators(LineAspect)
  /// For a list: the hairline along its top or bottom edge.
  case edgeLine(Edge, LineAspect)
  /// For a list: the radius of each of its four corners (its own, or its
  /// first or last row's).
  case cornerRadius
  /// For a list: the computed `corner-shape` of each of its four corners
  /// (`corner-top-left-shape`…, of the list or of its first or last row,
  /// whichever is rounded more): `"superellipse(2)"` for `squircle`,
  /// `"round"` for a circular arc, `"unsupported"` in a browser without the property.
  case cornerShape
  /// How far the radius the browser draws at the element's least rounded
  /// corner (after shrinking radii too large for the box, as CSS does) falls
  /// short of half the element's height: 0 for a capsule.
  case capsuleShortfall
  /// The horizontal gap between the element and its next rendered sibling
  /// element, on whichever side that sibling is; elements without one give no sample.
  case gapToNextSibling

  /// The edges of a box.
  enum Edge: String, Sendable {
    case top, bottom, left, right
  }

  /// What is read of a hairline.
  enum LineAspect: String, Sendable {
    /// Whether there is one (`true`/`false`).
    case present
    /// Its colour, with the colour behind it.
    case color
    /// Its thickness in device pixels.
    case deviceThickness
    /// Its left edge minus the left edge of the primary text of the row above it.
    case leadingToText
    /// How far its left edge is inside the list's left edge.
    case leadingInset
    /// How far its right edge is inside the list's right edge.
    case trailingInset
    /// How far its left edge is inside the viewport's.
    case leadingInsetFromViewport
    /// How far its right edge is inside the viewport's.
    case trailingInsetFromViewport
  }
}

/// A reference value and how a measurement is compared with it.
enum Expected: Sendable {
  /// A length in CSS px, within 1 px.
  case length(Length)
  /// A length of at least this many CSS px, within 1 px.
  case atLeast(Double)
  /// A thickness in device pixels, within 0.1.
  case devicePixels(Double)
  /// A colour, within 2 per channel once composited over the backdrop.
  case color(DynamicColor)
  /// An exact keyword, such as a `text-transform` or a font weight.
  case keyword(String)
  /// A yes or no.
  case flag(Bool)
}

/// The example pages of `Examples/` and the appearance each one shows.
enum ExamplePage: String, CaseIterable, Sendable {
  case characters = "characters.html"
  case compatibility = "appearances/compatibility.html"
  case contacts = "appearances/contacts.html"
  case customCells = "appearances/custom-cells.html"
  case regions = "appearances/regions.html"
  case settings = "appearances/settings.html"
  case sidebar = "appearances/sidebar.html"
  case sidebarPlain = "appearances/sidebar-plain.html"
  case accessories = "cells/accessories.html"
  case favourites = "cells/favourites.html"
  case swipeActions = "cells/swipe-actions.html"
  case listenNow = "layouts/listen-now.html"
  case largeText = "appearances/large-text.html"
  case account = "appearances/account.html"

  /// The appearances the examples show, in declaration order.
  static let appearances = Appearance.allCases.filter { appearance in allCases.contains { $0.appearance == appearance } }

  /// The page's `appearance`.
  var appearance: Appearance {
    switch self {
    case .contacts, .customCells, .swipeActions: .plain
    case .regions: .grouped
    case .characters, .compatibility, .settings, .accessories, .favourites, .listenNow, .largeText, .account: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }

  /// Whether the page has a section index (Contacts), which the list
  /// leaves its 16 px at the trailing edge.
  var hasSectionIndex: Bool {
    self == .contacts
  }

  /// Whether the page draws its title large (every page but Account, whose
  /// `navigationItem` draws it inline).
  var hasLargeTitle: Bool {
    self != .account
  }

  /// The type ramp of the page's `preferredContentSizeCategory`: the large
  /// text example's accessibility size, the default for the others.
  var typeRamp: TypeRamp {
    TypeRamp(self == .largeText ? .accessibilityLarge : .auto)
  }
}
