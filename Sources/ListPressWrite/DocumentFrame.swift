/// The part of a page's document that does not depend on its sections,
/// learnt from two renderings of the page: without sections, and with one.
///
/// A page's template places the list, and the list is its sections one
/// after the other, so the document with one section is the document
/// without sections with that section's bytes inserted at one place, and
/// the document with every section is the one without, with each
/// section's bytes inserted there in turn. The frame finds that place, so
/// that a long page (the site's index) can be written one section at a
/// time: ``head``, the bytes of each section, ``tail``.
///
/// The place is where the two documents stop agreeing when read from the
/// front and from the back. Where several places would do (when the
/// section starts with the bytes that follow it, `\n<`), any one gives the
/// same document once every section is in.
struct DocumentFrame {
  /// The document without sections.
  private let empty: [UInt8]
  /// Where the sections go in `empty`.
  private let insertion: Int

  /// The frame of `empty`, the document of a page without sections, where
  /// `withOneSection`, the document of the page with one section, adds its
  /// bytes; `nil` when `withOneSection` is not `empty` with bytes inserted
  /// at one place.
  init?(empty: [UInt8], withOneSection document: [UInt8]) {
    guard document.count >= empty.count else { return nil }
    let front = zip(empty, document).prefix { $0 == $1 }.count
    let back = zip(empty.reversed(), document.reversed()).prefix { $0 == $1 }.count
    guard front + back >= empty.count else { return nil }
    self.empty = empty
    insertion = empty.count - back
  }

  /// What comes before the sections.
  var head: ArraySlice<UInt8> { empty[..<insertion] }

  /// What comes after the sections.
  var tail: ArraySlice<UInt8> { empty[insertion...] }

  /// The bytes of the section in `document`, the document of the page with
  /// one section, or `nil` when `document` is not ``head``, then bytes,
  /// then ``tail``.
  func section(in document: [UInt8]) -> ArraySlice<UInt8>? {
    let end = document.count - (empty.count - insertion)
    guard end >= insertion, document[..<insertion].elementsEqual(head), document[end...].elementsEqual(tail) else {
      return nil
    }
    return document[insertion..<end]
  }
}
