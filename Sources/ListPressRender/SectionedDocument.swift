import ListPressDecode
import Mustache

/// A page's document written with its list one section at a time where
/// the template places it, so that a long list (the site's index: 5,000
/// pages make 1.2 MB of HTML) is never held in memory whole.
///
/// The template is rendered once, with a placeholder for the list; the
/// list is written at each place the template interpolates it (none, once,
/// or more), escaped there when the tag escapes. The bytes are those of
/// `PageRenderer.html(_:_:at:links:images:)` for the page with the
/// sections: the template sees the page without them, which must give it
/// the same data, and the sections are drawn one by one as they come from
/// their sequence, each let go before the next is made when the sequence
/// is lazy.
package struct SectionedDocument<Sections: Sequence<ListSection>> {
  /// What the template writes around the list.
  let around: [UInt8]
  /// Where the list goes in ``around``, in order.
  let insertions: [Insertion]
  /// Draws the list.
  let renderer: PageRenderer
  /// The page whose list it is, for what its sections are drawn with
  /// (header and footer modes, cell style, editing state…).
  let page: ListPage
  /// The list's sections, taken in turn each time the list is written.
  let sections: Sections
  /// How the list's image files are drawn.
  let images: ImageResolver

  /// Hands the document to `output` in order, piece by piece: what the
  /// template writes up to the list, the list's start tag, each section,
  /// the list's end, and so on to the end of what the template writes.
  package func write(_ output: (ArraySlice<UInt8>) throws -> Void) throws {
    var written = 0
    for insertion in insertions {
      try output(around[written..<insertion.offset])
      written = insertion.offset
      // Hands on what `html` holds, escaped where the tag escapes.
      func handOn(_ html: inout HTMLWriter) throws {
        let part = html.take()
        try output(insertion.isEscaped ? Self.escaped(part) : part[...])
      }
      var html = HTMLWriter()
      try renderer.writeList(of: page, sections: sections, images: images, into: &html, afterEachPart: handOn)
      try handOn(&html)
    }
    try output(around[written...])
  }

  /// `html` escaped as a `{{list}}` tag escapes the list's text: part by
  /// part gives the same bytes as the whole, since every byte escapes on
  /// its own.
  private static func escaped(_ html: [UInt8]) -> ArraySlice<UInt8> {
    Array(TemplateSet.escaped(String(decoding: html, as: UTF8.self)).utf8)[...]
  }
}
