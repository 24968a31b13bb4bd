import ListPressSupport

/// An image a page copies into the output.
///
/// Its fields are held once, by reference, and shared by every page that
/// shows the image: a build's records of 12,000 images that 2,400 files
/// make take a tenth of the memory they took with a copy each.
package struct ImageRecord: Hashable, Sendable {
  private final class Fields: Sendable {
    package let source: String
    package let destination: String
    let stamp: FileStamp?
    package let hash: ContentHash

    init(source: String, destination: String, stamp: FileStamp?, hash: ContentHash) {
      (self.source, self.destination, self.stamp, self.hash) = (source, destination, stamp, hash)
    }
  }

  private var fields: Fields

  /// The image's real path, relative to the output folder's real path.
  package var source: String { fields.source }
  /// Where it is copied to, relative to the output folder.
  package var destination: String { fields.destination }
  /// Its stamp, taken before it was read; `nil` when it was not settled
  /// yet, so that the next build compares its hash instead.
  package var stamp: FileStamp? {
    get { fields.stamp }
    set { fields = Fields(source: source, destination: destination, stamp: newValue, hash: hash) }
  }
  /// The hash of the bytes copied.
  package var hash: ContentHash { fields.hash }
  /// Which record this is: the same for every copy of it (every page that
  /// shows the image, when one record was made for them all, as the
  /// manifest's table and a build's checks make them), while any of them
  /// lasts; two equal records made apart may have two.
  package var identity: ObjectIdentifier { ObjectIdentifier(fields) }

  /// A record of the image `source` copied to `destination`.
  package init(source: String, destination: String, stamp: FileStamp?, hash: ContentHash) {
    fields = Fields(source: source, destination: destination, stamp: stamp, hash: hash)
  }

  // Two records are one when their paths are the same bytes: `café` in
  // NFC and in NFD are two files.
  package static func == (lhs: ImageRecord, rhs: ImageRecord) -> Bool {
    lhs.fields === rhs.fields
      || (ExactPath(text: lhs.source) == ExactPath(text: rhs.source)
        && ExactPath(text: lhs.destination) == ExactPath(text: rhs.destination)
        && lhs.stamp == rhs.stamp && lhs.hash == rhs.hash)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ExactPath(text: source))
    hasher.combine(ExactPath(text: destination))
    hasher.combine(stamp)
    hasher.combine(hash)
  }
}
