import ListPressSupport
import ListPressLoad
import ListPressWrite

/// The record, kept in the output folder, of what earlier builds wrote
/// there and from what: the file that makes builds incremental.
///
/// It is JSON (`.listpress-manifest`), with keys sorted so the same build
/// gives the same bytes. Paths of inputs and images are relative to the
/// output folder's real path, so the manifest still holds when the build
/// runs from another folder or the whole project moves; paths of outputs
/// are relative to the output folder.
///
/// A manifest that is missing, unreadable, not JSON, or of another
/// `format` is ignored: the build is a full one, and afterwards the
/// manifest is written anew. So is one with a path that holds a NUL
/// character, which no path ListPress writes does. A manifest never
/// causes a file to be removed unless it lists the file in `outputs`.
struct BuildManifest: Hashable, Sendable {
  /// The manifest's file name inside the output folder. It is hidden, so no
  /// input discovery ever takes it for a definition.
  static let fileName = ".listpress-manifest"
  /// The version of the file's layout (``StoredManifest``); a manifest of
  /// another version is ignored. Version 2 keeps each image once.
  static let currentFormat = 2

  /// The layout version of this manifest.
  var format = Self.currentFormat
  /// The version of ListPress that wrote it (each record's fingerprint
  /// covers the version too; this is for people reading the file).
  var tool = ListPressVersion.current
  /// Every definition built into the folder, by its real path relative to
  /// the output folder's real path.
  var inputs: [String: InputRecord] = [:]
  /// Every file ListPress wrote into the folder and still owns, relative to
  /// the folder, with its stamp as it was just after writing: a file whose
  /// stamp differs was changed or removed by someone else and is rewritten.
  var outputs: [String: FileStamp] = [:]
  /// The fingerprint the stylesheet was last written with.
  var stylesheet: ContentHash?
  /// The generated index as last written, or `nil` when none was (a
  /// definition at `index.md` takes its place).
  var index: GeneratedIndex?

  /// The generated `index.html`: what it was written from.
  struct GeneratedIndex: Hashable, Sendable {
    /// The fingerprint of the build that wrote it.
    var fingerprint: ContentHash
    /// Its entries, sorted by path.
    var entries: [IndexEntry]
  }

  /// An empty manifest, for a first build.
  init() {}

  /// The largest manifest read: about a million pages' records. A larger
  /// file is not a manifest ListPress wrote.
  static let maximumSize = 1 << 30

  /// The manifest in the open output folder `folder`, or `nil` when there
  /// is none that can be used: besides one that does not read as a
  /// manifest, anything in its place that is not a regular file (a
  /// symbolic link, a FIFO, a device such as `/dev/zero`) or is larger than
  /// ``maximumSize`` is ignored, without waiting on it or reading it whole.
  static func load(from folder: OpenFolder) -> BuildManifest? {
    read(from: folder)?.manifest
  }

  /// ``load(from:)``, with the file the manifest was read from, for
  /// writing the next one (see ``ManifestFile``).
  static func read(from folder: OpenFolder) -> (manifest: BuildManifest, file: ManifestFile)? {
    guard
      let bytes = try? FileContents.readRegularFile(
        fileName, in: folder.descriptor, followingLinks: false, limit: maximumSize),
      let read = ManifestReader.read(bytes),
      read.manifest.format == currentFormat
    else { return nil }
    return read
  }

  /// Writes the manifest's file into the output folder of `writer`,
  /// atomically, a chunk at a time, as ``StoredManifest`` describes (see
  /// `ManifestJSON`).
  /// What did not change since `file`, the last manifest's, is written as
  /// the bytes it was there (see ``ManifestFile``): the same file either way.
  func save(with writer: SiteWriter, reusing file: ManifestFile? = nil) throws {
    try writer.write(to: Self.fileName) { output in
      var json = ManifestJSON(output: output)
      // As ``StoredManifest`` holds it, each record made as it is written.
      let (table, places, previousPlaces) = StoredManifest.imageTable(of: self, following: file)
      json.object { json in
        json.member("format", format)
        json.member("images", StoredTable(table: table, previousPlaces: previousPlaces, file: file))
        json.member("index", index)
        json.member(
          "inputs",
          StoredMembers(
            values: inputs, file: file?.bytes, previous: file?.inputs ?? [],
            stored: { StoredInputRecord($0, places: places) }, writtenAlike: { $0.writtenAlike($1) }))
        json.member(
          "outputs",
          StoredMembers(
            values: outputs, file: file?.bytes, previous: file?.outputs ?? [], stored: { $0 }, writtenAlike: ==))
        json.member("stylesheet", stylesheet)
        json.member("tool", tool)
      }
      json.literal("\n")
      try json.finish()
    }
  }
}

extension BuildManifest {
  /// The image records of the records that `including` keeps, each once
  /// however many pages share it (pages share one record per image: see
  /// ``ImageRecord/identity``).
  func sharedImages(ofRecords including: (InputRecord) -> Bool = { _ in true }) -> [ImageRecord] {
    var seen: Set<ObjectIdentifier> = []
    var images: [ImageRecord] = []
    // Room for the most they may be, as few as they are: growing the set
    // rehashes every record it holds.
    seen.reserveCapacity(inputs.values.reduce(0) { $0 + $1.images.count })
    for record in inputs.values where including(record) {
      for image in record.images where seen.insert(image.identity).inserted {
        images.append(image)
      }
    }
    return images
  }
}
