/// What the manifest remembers of one definition: enough to tell, without
/// reading it, whether its page is still what a build would write.
struct InputRecord: Codable, Hashable, Sendable {
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
  /// The files it owns, relative to the output folder: its images, then
  /// its page (written by this build or kept from an earlier one). Removed
  /// when the definition is deleted.
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
}

/// An image a page copies into the output.
struct ImageRecord: Codable, Hashable, Sendable {
  /// The image's real path, relative to the output folder's real path.
  var source: String
  /// Its stamp, taken before it was read; `nil` when it was not settled
  /// yet, so that the next build compares its hash instead.
  var stamp: FileStamp?
  /// The hash of the bytes copied.
  var hash: ContentHash
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
