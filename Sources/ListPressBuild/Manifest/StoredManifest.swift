import ListPressSupport
import ListPressWrite

/// The manifest as its file holds it: the one description of the file's
/// layout, which `BuildManifest.save` writes (with `ManifestJSON`) and
/// `ManifestReader` reads.
///
/// The file is one JSON object and a line end. Its members:
/// - `format`: the layout's version, ``BuildManifest/currentFormat``;
/// - `images`: the table of images, an array of image records, each
///   `destination`, `hash`, `source` and `stamp` (see ``ImageRecord``);
/// - `index`: the generated index, `entries` (each `path` and `title`) and
///   `fingerprint`;
/// - `inputs`: an object of ``StoredInputRecord``s, by the definition's path;
/// - `outputs`: an object of stamps (`inode`, `modified`, `size`), by the
///   output's path;
/// - `stylesheet`: the stylesheet's fingerprint;
/// - `tool`: the version of ListPress that wrote it.
///
/// `index`, `stylesheet` and every `stamp` and `entry` are optional; all
/// other members are required. A hash is a string of its sixteen
/// hexadecimal digits; the other numbers are integers.
///
/// ListPress writes one text for each manifest, so the same build gives
/// the same bytes: no white space; the members of every object in the
/// order of their keys' UTF-8 bytes; an optional member that has no value
/// left out; in strings, `"` and `\` escaped with a backslash, the control
/// characters backspace, form feed, line feed, carriage return and tab as
/// `\b`, `\f`, `\n`, `\r` and `\t`, the other control characters as
/// `\u00` and two lowercase hexadecimal digits, and nothing else (not `/`,
/// not DEL, not non-ASCII text); integers in decimal, with a `-` when
/// negative and no leading zeros; hashes in lowercase. It reads any JSON
/// text of this layout (see ``ManifestReader``).
///
/// An image that many pages show is recorded once, in `images`, a table
/// sorted by destination (see ``ImageRecord/precedes(_:)``); each record
/// names its images by their places in it. A site of 1,000 pages that
/// show 12,000 images, 2,400 of them distinct, has a manifest of 1.3 MB
/// rather than 3.3 MB.
enum StoredManifest {
  /// The table of `manifest`'s images, each once and sorted, the place of
  /// each in it, and, for each record of the table that was read from
  /// `file` (the very record: see ``ImageRecord/identity``), its place in
  /// the file's table.
  static func imageTable(
    of manifest: BuildManifest, following file: ManifestFile? = nil
  ) -> (table: [ImageRecord], places: ImagePlaces, previousPlaces: [Int?]) {
    let images = manifest.sharedImages()
    var previousPlaces: [ObjectIdentifier: Int] = [:]
    if let file {
      previousPlaces.reserveCapacity(file.images.count)
      for (place, element) in file.images.enumerated() {
        previousPlaces[element.value.identity] = place
      }
      if let table = table(of: images, following: previousPlaces) {
        return table
      }
    }
    // Pages share records: each record is looked up by its identity, and
    // only each distinct one by its value.
    var byIdentity: [ObjectIdentifier: Int] = [:]
    var byValue: [ImageRecord: Int] = [:]
    byIdentity.reserveCapacity(images.count)
    byValue.reserveCapacity(images.count)
    var distinct: [ImageRecord] = []
    for image in images {
      if let place = byValue[image] {
        byIdentity[image.identity] = place
      } else {
        byValue[image] = distinct.count
        byIdentity[image.identity] = distinct.count
        distinct.append(image)
      }
    }
    let order = sortedIndices(distinct)
    var sortedPlace = [Int](repeating: 0, count: distinct.count)
    for (place, index) in order.enumerated() {
      sortedPlace[index] = place
    }
    return (
      order.map { distinct[$0] }, ImagePlaces(byIdentity: byIdentity.mapValues { sortedPlace[$0] }),
      order.map { previousPlaces[distinct[$0].identity] }
    )
  }

  /// ``imageTable(of:following:)`` for `images`, each a distinct record,
  /// when the table read last is still in order: the records read from it
  /// (at `previousPlaces`, by identity) keep its order, with none of them
  /// hashed or sorted again, and the others are sorted, found among them
  /// by value when they equal one, and merged in. `nil` when the records
  /// read from the table are not strictly in order (a table that ListPress
  /// did not write).
  private static func table(
    of images: [ImageRecord], following previousPlaces: [ObjectIdentifier: Int]
  ) -> (table: [ImageRecord], places: ImagePlaces, previousPlaces: [Int?])? {
    var known: [(previous: Int, image: ImageRecord)] = []
    var fresh: [ImageRecord] = []
    known.reserveCapacity(images.count)
    for image in images {
      if let previous = previousPlaces[image.identity] {
        known.append((previous, image))
      } else {
        fresh.append(image)
      }
    }
    known.sort { $0.previous < $1.previous }
    for index in known.indices.dropFirst() where !known[index - 1].image.precedes(known[index].image) {
      return nil
    }
    fresh.sort { $0.precedes($1) }
    // Where each new record goes among the known ones, or the known (or
    // earlier new) record it equals.
    var insertions: [(before: Int, image: ImageRecord)] = []
    var equals: [(image: ImageRecord, to: ImageRecord)] = []
    for image in fresh {
      if let last = insertions.last, last.image == image {
        equals.append((image, last.image))
        continue
      }
      var (low, high) = (0, known.count)
      while low < high {
        let middle = (low + high) / 2
        if known[middle].image.precedes(image) { low = middle + 1 } else { high = middle }
      }
      if low < known.count, known[low].image == image {
        equals.append((image, known[low].image))
      } else {
        insertions.append((low, image))
      }
    }
    var table: [ImageRecord] = []
    var previous: [Int?] = []
    var byIdentity: [ObjectIdentifier: Int] = [:]
    table.reserveCapacity(known.count + insertions.count)
    previous.reserveCapacity(known.count + insertions.count)
    byIdentity.reserveCapacity(images.count)
    var nextInsertion = 0
    for index in 0...known.count {
      while nextInsertion < insertions.count, insertions[nextInsertion].before == index {
        byIdentity[insertions[nextInsertion].image.identity] = table.count
        table.append(insertions[nextInsertion].image)
        previous.append(nil)
        nextInsertion += 1
      }
      guard index < known.count else { break }
      byIdentity[known[index].image.identity] = table.count
      table.append(known[index].image)
      previous.append(known[index].previous)
    }
    for (image, equal) in equals {
      byIdentity[image.identity] = byIdentity[equal.identity]
    }
    return (table, ImagePlaces(byIdentity: byIdentity), previous)
  }

  /// The places of a manifest's images in its table, by the identity of
  /// its records (which the manifest keeps while they are looked up).
  struct ImagePlaces {
    fileprivate let byIdentity: [ObjectIdentifier: Int]

    /// The place of `image`, one of the manifest's records.
    subscript(image: ImageRecord) -> Int {
      byIdentity[image.identity]!
    }
  }

  /// The indices of `images` in the order of ``ImageRecord/precedes(_:)``:
  /// by their destinations' bytes, sorted as the manifest's keys are, and
  /// the few that share a destination by the rest.
  private static func sortedIndices(_ images: [ImageRecord]) -> [Int] {
    var order = ManifestJSON.orderByUTF8(images.map(\.destination))
    var start = 0
    while start < order.count {
      let destination = ExactPath(text: images[order[start]].destination)
      var end = start + 1
      while end < order.count, ExactPath(text: images[order[end]].destination) == destination { end += 1 }
      if end - start > 1 { order[start..<end].sort { images[$0].precedes(images[$1]) } }
      start = end
    }
    return order
  }

  /// The manifest a file of these members holds, its `inputs` given as
  /// they come in the file (the last of two with a key is kept), or `nil`
  /// when a record names a place that the table does not have.
  static func manifest(
    format: Int, tool: String, images: [ImageRecord], inputs: some Collection<(String, StoredInputRecord)>,
    outputs: [String: FileStamp], stylesheet: ContentHash?, index: BuildManifest.GeneratedIndex?
  ) -> BuildManifest? {
    var manifest = BuildManifest()
    manifest.format = format
    manifest.tool = tool
    manifest.inputs.reserveCapacity(inputs.count)
    for (key, stored) in inputs {
      guard let record = stored.record(in: images) else { return nil }
      manifest.inputs[key] = record
    }
    manifest.outputs = outputs
    manifest.stylesheet = stylesheet
    manifest.index = index
    return manifest
  }
}

/// An ``InputRecord`` as the file holds it: its images as places in the
/// manifest's table.
struct StoredInputRecord: Hashable, Sendable {
  var fingerprint: ContentHash
  var stamp: FileStamp?
  var hash: ContentHash
  var destination: String
  var outputs: [String]
  var images: [Int]
  var entry: IndexEntry?
  var failed: Bool
  var warnings: [CachedDiagnostic]
}

extension StoredInputRecord {
  /// How `record` is written, its images at their `places` in the table.
  init(_ record: InputRecord, places: StoredManifest.ImagePlaces) {
    fingerprint = record.fingerprint
    stamp = record.stamp
    hash = record.hash
    destination = record.destination
    outputs = record.outputs
    images = record.images.map { places[$0] }
    entry = record.entry
    failed = record.failed
    warnings = record.warnings
  }

  /// The record, with its images taken from `table`; `nil` when one of
  /// its places is not in it.
  func record(in table: [ImageRecord]) -> InputRecord? {
    var resolved: [ImageRecord] = []
    resolved.reserveCapacity(images.count)
    for place in images {
      guard table.indices.contains(place) else { return nil }
      resolved.append(table[place])
    }
    return InputRecord(
      fingerprint: fingerprint, stamp: stamp, hash: hash, destination: destination, outputs: outputs, images: resolved,
      entry: entry, failed: failed, warnings: warnings)
  }
}
