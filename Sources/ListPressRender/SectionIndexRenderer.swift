import ListPressDecode

/// Draws the section index (`indexTitles`): a `nav.lp-section-index` named
/// "Section index", whose titles are links to their sections' anchors, so
/// that it works without script; `listpress.js` adds dragging along it,
/// which goes through the sections as the finger or pointer passes their
/// titles, as UIKit's index does.
struct SectionIndexRenderer {
  /// The page whose index it is.
  let page: ListPage
  /// How the ids of the page are written.
  let ids: ElementIDs

  /// One title of the index and the section it leads to.
  struct Entry: Equatable {
    var title: String
    var sectionID: String
  }

  /// The index's titles and where each leads; none without `indexTitles`,
  /// or when no section can be led to.
  var entries: [Entry] {
    guard let indexTitles = page.indexTitles else { return [] }
    let keyed: [(key: String, id: String)] = page.sections.compactMap { section in
      guard let id = section.id, let text = headerText(of: section), let first = text.first(where: { !$0.isWhitespace })
      else { return nil }
      return (first.uppercased(), id)
    }
    guard let last = keyed.last else { return [] }
    switch indexTitles {
    case .automatic:
      var entries: [Entry] = []
      for (key, id) in keyed where !entries.contains(where: { $0.title == key }) {
        entries.append(Entry(title: key, sectionID: id))
      }
      return entries
    case .titles(let titles):
      return titles.map { title in
        let wanted = title.uppercased()
        let section: (key: String, id: String)
        if wanted.first?.isLetter == false {
          // `#` and the like: the sections whose headers start with no letter.
          section = keyed.first { $0.key == wanted } ?? keyed.first { $0.key.first?.isLetter == false } ?? last
        } else {
          section = keyed.first { $0.key == wanted } ?? keyed.first { $0.key > wanted } ?? last
        }
        return Entry(title: title, sectionID: section.id)
      }
    }
  }

  /// The text a section is known by: its header, or with
  /// `firstItemInSection` its first item's text.
  private func headerText(of section: ListSection) -> String? {
    switch section.headerMode ?? page.headerMode {
    case .supplementary: section.header
    case .firstItemInSection: section.items.first?.text
    case .none: nil
    }
  }

  /// The index's HTML; `""` when it has no entries.
  var html: String {
    let entries = entries
    guard !entries.isEmpty else { return "" }
    var html = HTMLWriter()
    html.element("nav") { tag in
      tag.class("lp-section-index")
      tag.attribute("aria-label", literal: "Section index")
    } content: { html in
      for entry in entries {
        html.element("a") { tag in
          tag.attribute("href", "#" + ids.id(entry.sectionID))
        } content: { html in
          html.text(entry.title)
        }
      }
    }
    return html.string
  }
}
