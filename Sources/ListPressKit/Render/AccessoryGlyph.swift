/// Simple inline SVG drawings of the system accessories. They draw in
/// `currentColor` so the stylesheet colours them (tint, grey, red, green).
enum AccessoryGlyph {
  /// A chevron pointing to the trailing side (disclosure and outline).
  static var chevron: HTMLNode {
    svg(width: "8", height: "13", viewBox: "0 0 8 13") {
      strokedPath("M1.5 1.5 6.5 6.5 1.5 11.5", width: "2")
    }
  }

  /// A checkmark.
  static var checkmark: HTMLNode {
    svg(width: "14", height: "12", viewBox: "0 0 14 12") {
      strokedPath("M1.5 6.5 5 10 12.5 1.5", width: "2")
    }
  }

  /// A filled circle with a minus (delete).
  static var delete: HTMLNode {
    svg(width: "22", height: "22", viewBox: "0 0 22 22") {
      filledCircle
      strokedPath("M6.5 11h9", width: "2", color: "#fff")
    }
  }

  /// A filled circle with a plus (insert).
  static var insert: HTMLNode {
    svg(width: "22", height: "22", viewBox: "0 0 22 22") {
      filledCircle
      strokedPath("M6.5 11h9M11 6.5v9", width: "2", color: "#fff")
    }
  }

  /// Three horizontal lines (reorder).
  static var reorder: HTMLNode {
    svg(width: "18", height: "12", viewBox: "0 0 18 12") {
      strokedPath("M1 1.5h16M1 6h16M1 10.5h16", width: "1.5")
    }
  }

  /// An empty circle, or a filled circle with a checkmark when selected
  /// (multiselect).
  static func multiselect(selected: Bool) -> HTMLNode {
    svg(width: "22", height: "22", viewBox: "0 0 22 22") {
      if selected {
        filledCircle
        strokedPath("M6.5 11.5 9.5 14.5 15.5 7.5", width: "2", color: "#fff")
      } else {
        HTMLNode.element(
          "circle", .attribute("cx", "11"), .attribute("cy", "11"), .attribute("r", "10.25"),
          .attribute("fill", "none"), .attribute("stroke", "currentColor"), .attribute("stroke-width", "1.5"))
      }
    }
  }

  /// A circled "i" (detail).
  static var detail: HTMLNode {
    svg(width: "22", height: "22", viewBox: "0 0 22 22") {
      HTMLNode.element(
        "circle", .attribute("cx", "11"), .attribute("cy", "11"), .attribute("r", "10.25"),
        .attribute("fill", "none"), .attribute("stroke", "currentColor"), .attribute("stroke-width", "1.5"))
      HTMLNode.element("circle", .attribute("cx", "11"), .attribute("cy", "6.5"), .attribute("r", "1.25"), .attribute("fill", "currentColor"))
      strokedPath("M11 10v6.5", width: "2")
    }
  }

  /// Three dots in a row (the button that opens a row's actions).
  static var ellipsis: HTMLNode {
    svg(width: "18", height: "4", viewBox: "0 0 18 4") {
      for x in ["2", "9", "16"] {
        HTMLNode.element("circle", .attribute("cx", x), .attribute("cy", "2"), .attribute("r", "2"), .attribute("fill", "currentColor"))
      }
    }
  }

  private static var filledCircle: HTMLNode {
    .element("circle", .attribute("cx", "11"), .attribute("cy", "11"), .attribute("r", "11"), .attribute("fill", "currentColor"))
  }

  private static func strokedPath(_ path: String, width: String, color: String = "currentColor") -> HTMLNode {
    .element(
      "path", .attribute("d", path), .attribute("fill", "none"), .attribute("stroke", color),
      .attribute("stroke-width", width), .attribute("stroke-linecap", "round"), .attribute("stroke-linejoin", "round"))
  }

  private static func svg(width: String, height: String, viewBox: String, @HTMLBuilder _ shapes: () -> [HTMLNode]) -> HTMLNode {
    .element(
      "svg", .attribute("class", "lp-glyph"), .attribute("width", width), .attribute("height", height),
      .attribute("viewBox", viewBox), .attribute("aria-hidden", "true"), .attribute("focusable", "false"),
      children: shapes)
  }
}
