import Synchronization
import ListPressSupport
import ListPressLoad
import ListPressWrite

/// The images that the last build's pages show, each looked at once, all
/// at the start of a rebuild: whether the file is still the one copied
/// (its stamp, or its bytes when the stamp changed) and its copy in the
/// output is intact.
///
/// Pages that a rebuild finds unchanged then learn about their images
/// from this table alone, without a lock: a rebuild of 1,000 pages that
/// show 12,000 images took two locks for each, from both threads, and
/// they waited on each other in the kernel.
struct ImageRechecks: Sendable {
  /// The records, kept so that their identities stay theirs.
  private let records: [ImageRecord]
  /// By the identity of a last build's record, the record brought up to
  /// date, for each image that did not change.
  private let unchanged: [ObjectIdentifier: ImageRecord]

  /// No image to look at: a build without a last manifest to go by.
  static let none = ImageRechecks(records: [], unchanged: [:])

  private init(records: [ImageRecord], unchanged: [ObjectIdentifier: ImageRecord]) {
    self.records = records
    self.unchanged = unchanged
  }

  /// The looking, in batches that any number of threads take in turn
  /// (``help()``), so that threads done with other work can join in: a
  /// build starts it as soon as it has read the last manifest, while its
  /// other thread is still finding the definitions.
  final class Work: Sendable {
    private let previous: BuildManifest
    private let outputFolder: String
    private let records: [ImageRecord]
    /// Each batch: a source folder's path relative to the output folder,
    /// and the indices in `records` of the images in it.
    private let batches: [(folder: String, indices: [Int])]
    private let next = NextIndex()
    /// The records brought up to date, by their index in `records`.
    private let results: Mutex<[ImageRecord?]>

    /// The images of every record of `previous` that did not fail, to be
    /// looked at; their sources are relative to `outputFolder`, the output
    /// folder's real path.
    init(of previous: BuildManifest, outputFolder: String) {
      let records = previous.sharedImages { !$0.failed }
      // Each file is stamped by its name in its folder, opened once for the
      // files in it (a site keeps its images in a few folders): looking up
      // every folder of a long path, twice for each image, was most of the
      // kernel's part of a rebuild. The images are looked at in batches of
      // one source folder, since one task per image costs more than it does;
      // they are grouped by their folders as the manifest has them, so that
      // only each folder's path is made absolute, by the batch's thread.
      var byFolder: [ExactPath: [Int]] = [:]
      for (index, record) in records.enumerated() {
        byFolder[ExactPath(text: ManifestPath.split(record.source).folder), default: []].append(index)
      }
      batches = byFolder.flatMap { folder, indices in
        stride(from: 0, to: indices.count, by: 64).map { (folder.text, Array(indices[$0..<min($0 + 64, indices.count)])) }
      }
      self.previous = previous
      self.outputFolder = outputFolder
      self.records = records
      results = Mutex([ImageRecord?](repeating: nil, count: records.count))
    }

    /// Looks at batches of images until none is left to take.
    func help() {
      while case let batch = next.take(), batch < batches.count {
        let (folder, indices) = batches[batch]
        let sourceFolderPath = ManifestPath.absolute(folder, from: outputFolder)
        let sourceFolder = OpenFolder(path: sourceFolderPath)
        var outputFolders: [String: OpenFolder?] = [:]
        let looked = indices.map { index in
          let image = records[index]
          let destinationFolder = OutputLayout.inputRoot(ofFile: image.destination)
          if outputFolders[destinationFolder] == nil {
            outputFolders[destinationFolder] = OpenFolder(path: outputFolder + "/" + destinationFolder)
          }
          return (
            index,
            ImageRechecks.recheck(
              image, named: ManifestPath.split(image.source).name, inFolderAt: sourceFolderPath, in: sourceFolder,
              copiedInto: outputFolders[destinationFolder]!, previous: previous))
        }
        results.withLock { results in
          for (index, current) in looked { results[index] = current }
        }
      }
    }

    /// What was found, once every thread that helped has returned.
    func finished() -> ImageRechecks {
      var unchanged: [ObjectIdentifier: ImageRecord] = [:]
      unchanged.reserveCapacity(records.count)
      results.withLock { results in
        for (index, current) in results.enumerated() {
          if let current { unchanged[records[index].identity] = current }
        }
      }
      return ImageRechecks(records: records, unchanged: unchanged)
    }
  }

  /// `image`, a record of the last build, brought up to date, when neither
  /// the file nor its copy changed; otherwise `nil`.
  func current(_ image: ImageRecord) -> ImageRecord? {
    unchanged[image.identity]
  }

  /// The image's record with its current stamp, when its copy (in the
  /// open `copyFolder`) is intact and its bytes, the file `name` in the
  /// folder at `folderPath` (open as `folder`), are still the recorded
  /// ones; otherwise `nil`. Like a definition, an image is only read when
  /// its stamp changed.
  fileprivate static func recheck(
    _ image: ImageRecord, named name: String, inFolderAt folderPath: String, in folder: OpenFolder?,
    copiedInto copyFolder: OpenFolder?, previous: BuildManifest
  ) -> ImageRecord? {
    guard let copied = previous.outputs[image.destination], let folder, let copyFolder,
      FileStamp(named: Self.name(of: image.destination), in: copyFolder.descriptor) == copied,
      let stamp = FileStamp(named: name, in: folder.descriptor)
    else { return nil }
    if image.stamp == stamp { return image }
    guard let bytes = try? FileContents.read(folderPath + "/" + name), ContentHash(of: bytes) == image.hash else {
      return nil
    }
    var current = image
    current.stamp = stamp.isSettled ? stamp : nil
    return current
  }

  /// The last component of `path`.
  private static func name(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
