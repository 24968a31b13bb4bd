import ListPressSupport
import ListPressWrite

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

/// The order of the manifest's one table of images.
extension ImageRecord {
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

/// One row of the generated index: the index page's own entry, so that
/// the entries the manifest keeps are handed to the page as they are, not
/// copied (for a site of 5,000 pages, a copy was 160 KB at the end of the
/// build, where it holds the most).
typealias IndexEntry = IndexPage.Entry
