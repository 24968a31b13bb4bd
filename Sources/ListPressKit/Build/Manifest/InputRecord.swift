/// What the manifest remembers of one definition: enough to tell, without
/// reading it, whether its page is still what a build would write.
///
/// In the file, its images are numbers: their places in the manifest's
/// one table of images (see `BuildManifest`), since many pages share them.
struct InputRecord: Hashable, Sendable {
  /// The fingerprint of the build that last built it.
  var fingerprint: ContentHash
  /// The definition's stamp, taken before its bytes were read; `nil` when
  /// it was not settled yet (see `FileStamp`), so that the next build
  /// compares its hash instead.
  var stamp: FileStamp?
  /// The hash of the bytes it was built from.
  var hash: ContentHash
  /// Where its page goes, relative to the output folder (recorded even when
  /// no page was written: a draft, or a file with errors).
  var destination: String
  /// The files of its page, relative to the output folder: the page (written
  /// by this build or kept from an earlier one) and its review pages.
  /// Removed, with its images, when the definition is deleted.
  var outputs: [String]
  /// The images its page uses, as they were when copied.
  var images: [ImageRecord]
  /// How the index lists its page; `nil` for a draft or a failed file.
  var entry: IndexEntry?
  /// Whether it had errors (or warnings with `--warnings-as-errors`), or a
  /// file could not be written. A failed definition is built again by
  /// every build, so its errors are reported every time.
  var failed: Bool
  /// The warnings of a definition that built, reported again, without
  /// reading it, by every build that finds it unchanged.
  var warnings: [CachedDiagnostic]

  /// Every file it owns, relative to the output folder: its images, then
  /// the files of its page.
  var ownedFiles: [String] {
    images.map(\.destination) + outputs
  }
}

/// An image a page copies into the output.
///
/// Its fields are held once, by reference, and shared by every page that
/// shows the image: a build's records of 12,000 images that 2,400 files
/// make take a tenth of the memory they took with a copy each.
struct ImageRecord: Codable, Hashable, Sendable {
  private final class Fields: Sendable {
    let source: String
    let destination: String
    let stamp: FileStamp?
    let hash: ContentHash

    init(source: String, destination: String, stamp: FileStamp?, hash: ContentHash) {
      (self.source, self.destination, self.stamp, self.hash) = (source, destination, stamp, hash)
    }
  }

  private var fields: Fields

  /// The image's real path, relative to the output folder's real path.
  var source: String { fields.source }
  /// Where it is copied to, relative to the output folder.
  var destination: String { fields.destination }
  /// Its stamp, taken before it was read; `nil` when it was not settled
  /// yet, so that the next build compares its hash instead.
  var stamp: FileStamp? {
    get { fields.stamp }
    set { fields = Fields(source: source, destination: destination, stamp: newValue, hash: hash) }
  }
  /// The hash of the bytes copied.
  var hash: ContentHash { fields.hash }
  /// Which record this is: the same for every copy of it (every page that
  /// shows the image, when one record was made for them all, as the
  /// manifest's table and a build's checks make them), while any of them
  /// lasts; two equal records made apart may have two.
  var identity: ObjectIdentifier { ObjectIdentifier(fields) }

  /// A record of the image `source` copied to `destination`.
  init(source: String, destination: String, stamp: FileStamp?, hash: ContentHash) {
    fields = Fields(source: source, destination: destination, stamp: stamp, hash: hash)
  }

  private enum CodingKeys: String, CodingKey {
    case source, destination, stamp, hash
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      source: try container.decode(String.self, forKey: .source),
      destination: try container.decode(String.self, forKey: .destination),
      stamp: try container.decodeIfPresent(FileStamp.self, forKey: .stamp),
      hash: try container.decode(ContentHash.self, forKey: .hash))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(source, forKey: .source)
    try container.encode(destination, forKey: .destination)
    try container.encodeIfPresent(stamp, forKey: .stamp)
    try container.encode(hash, forKey: .hash)
  }

  // Two records are one when their paths are the same bytes: `café` in
  // NFC and in NFD are two files.
  static func == (lhs: ImageRecord, rhs: ImageRecord) -> Bool {
    lhs.fields === rhs.fields
      || (ExactPath(text: lhs.source) == ExactPath(text: rhs.source)
        && ExactPath(text: lhs.destination) == ExactPath(text: rhs.destination)
        && lhs.stamp == rhs.stamp && lhs.hash == rhs.hash)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ExactPath(text: source))
    hasher.combine(ExactPath(text: destination))
    hasher.combine(stamp)
    hasher.combine(hash)
  }

  /// Whether it comes before `other` in the manifest's table: by
  /// destination, then source (their bytes), then hash, then stamp.
  func precedes(_ other: ImageRecord) -> Bool {
    if ManifestJSON.utf8Precedes(destination, other.destination) { return true }
    if ManifestJSON.utf8Precedes(other.destination, destination) { return false }
    if ManifestJSON.utf8Precedes(source, other.source) { return true }
    if ManifestJSON.utf8Precedes(other.source, source) { return false }
    if hash != other.hash { return hash.value < other.hash.value }
    switch (stamp, other.stamp) {
    case (nil, nil), (_, nil): return false
    case (nil, _): return true
    case (let a?, let b?): return (a.size, a.modified, a.inode) < (b.size, b.modified, b.inode)
    }
  }
}

/// One row of the generated index.
struct IndexEntry: Codable, Hashable, Sendable, Comparable {
  /// The page's title.
  var title: String
  /// The page's path inside the output folder.
  var path: String

  static func < (lhs: IndexEntry, rhs: IndexEntry) -> Bool {
    (lhs.path, lhs.title) < (rhs.path, rhs.title)
  }
}
