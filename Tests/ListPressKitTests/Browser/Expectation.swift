import ListPressKit

/// One check of a built example against the UIKit reference: where to look,
/// what to measure, what the reference says and how sure it is.
struct Expectation: Sendable {
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
  /// The reference's confidence grade (only A and B are hard checks).
  let grade: Grade
  /// Where the value is in the reference: its section and row, and its source keys.
  let reference: String
  /// The kind of value, for the summary.
  let category: Category
}

/// The confidence grades of the reference that are checked.
enum Grade: String, Sendable {
  case a = "A"
  case b = "B"
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

  /// The appearances the examples show, in declaration order.
  static let appearances = Appearance.allCases.filter { appearance in allCases.contains { $0.appearance == appearance } }

  /// The page's `appearance`.
  var appearance: Appearance {
    switch self {
    case .contacts, .customCells, .swipeActions: .plain
    case .regions: .grouped
    case .characters, .compatibility, .settings, .accessories, .favourites, .listenNow: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }
}
